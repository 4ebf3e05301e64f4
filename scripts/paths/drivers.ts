// The machines' browser drivers (e2e/support/paths/*Paths.ts, listed in exportSpec.ts), read in Node:
// what each declares it cannot drive and why (`notDrivable`), and which steps it can play, for the
// reports and the exported specs. The driver modules import Playwright's `expect` and `test` but
// call them only while a path plays, so importing them outside the test runner is safe.
import type { BrowserPaths } from '../../e2e/support/paths/browserPaths.ts';
import { BROWSER_DRIVERS } from './exportSpec.ts';

/** The driver of a machine (by model name), or null when it has none. */
export async function loadDriver(machine: string): Promise<BrowserPaths | null> {
  const driver = BROWSER_DRIVERS[machine];
  if (!driver) return null;
  const url = new URL(`../../e2e/support/paths/${driver.module}`, import.meta.url);
  const module: Record<string, unknown> = await import(url.href);
  const paths = module[driver.name] as BrowserPaths | undefined;
  if (!paths?.notDrivable) throw new Error(`${driver.module} exports no ${driver.name} with notDrivable`);
  return paths;
}
