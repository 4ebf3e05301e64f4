import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Vitest runs each test file with a fresh copy of every module by default, re-importing the server
 * or React and MUI for each of ~190 files: about half of `npm run test:unit`'s time (the whole
 * `npm test` is to stay under 12 minutes). Files run in a shared module graph instead, except
 * those that cannot: a file that mocks a module (`vi.mock` applies only to a graph not yet
 * loaded), stubs globals or the environment, resets modules, or says it needs fresh module state
 * with the marker comment below (for example a test of what happens before a lazy chunk loads).
 */
export const FRESH_MODULES_MARKER = 'vitest: fresh modules';

const NEEDS_FRESH_MODULES = new RegExp(
  String.raw`\bvi\.(mock|doMock|unmock|doUnmock|stubGlobal|stubEnv|resetModules)\(|${FRESH_MODULES_MARKER}`,
);

/** Whether a test file's source needs modules of its own (see above). */
export function needsFreshModules(source: string): boolean {
  return NEEDS_FRESH_MODULES.test(source);
}

/**
 * The test files under `dirs` (relative to `root`), split: those that can share a worker's modules
 * and those that need modules of their own (see above).
 */
export function splitByModuleNeeds(root: string, dirs: string[]): { shared: string[]; fresh: string[] } {
  // A folder may not exist yet in a fresh checkout (no tests of that kind): it has no files.
  const files = dirs.flatMap((dir) =>
    (existsSync(join(root, dir)) ? readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' }) : [])
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => join(dir, file)),
  );
  const fresh = files.filter((file) => needsFreshModules(readFileSync(join(root, file), 'utf8')));
  return { shared: files.filter((file) => !fresh.includes(file)), fresh };
}
