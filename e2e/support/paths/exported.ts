import { test } from '@playwright/test';
import type { ModelPath } from '../../../scripts/paths/graphCoverage.ts';
import type { BrowserPaths, PathPlayer } from './browserPaths.ts';

// What the specs written by `npm run paths -- --export <machine>` call (scripts/paths/exportSpec.ts):
// a step the machine's browser driver can cause is played and its state checked on the page; one it
// cannot is a TODO that stops the test as "fixme", so an exported skeleton runs and says what is left.

/** Stops the test as "fixme" at a step nobody has written a driver for yet. */
export function todo(what: string): void {
  test.fixme(true, `TODO: ${what}`);
}

/** Opens the page for the path's scenario, or stops at a scenario the driver cannot set up. */
export async function openPath(paths: BrowserPaths, player: PathPlayer, path: ModelPath): Promise<void> {
  if (!paths.scenarios.includes(path.scenario)) return todo(`set up the scenario "${path.scenario}"`);
  const [first] = path.steps;
  if (!first) throw new Error(`Path ${path.id} has no steps`);
  await player.open(path);
  await player.expectState(first.state);
}

/** Causes step `index`'s event and checks the state it leads to, or stops where no driver can. */
export async function playStep(
  paths: BrowserPaths,
  player: PathPlayer,
  path: ModelPath,
  index: number,
): Promise<void> {
  const step = path.steps[index];
  if (!step) throw new Error(`Path ${path.id} has no step ${index}`);
  const event = paths.events[step.label];
  if (!event || !(event.can?.(path, index) ?? true)) return todo(`cause ${step.label}`);
  await player.play(step, index, path);
  await player.expectState(step.state);
}
