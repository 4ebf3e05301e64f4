import { expect, test } from './fixtures.ts';
import { type BrowserPaths, pathTitle, playPath } from './support/paths/browserPaths.ts';
import { chooseBrowserPaths } from './support/paths/choosePaths.ts';
import { languagePaths } from './support/paths/languagePaths.ts';
import { sessionPaths } from './support/paths/sessionPaths.ts';
import { storeBootstrapPaths } from './support/paths/storeBootstrapPaths.ts';

// Paths generated from the machine graphs of the machines shoppers see, played through the real UI
// against the real server (docs/MODEL-TESTING.md, "In the browser"): an edge cover, so that the
// browser takes every transition a browser can cause, each at least once.

/** A ceiling, not a wait: on a busy two-core machine a step can take several seconds. */
const STEP_TIMEOUT = 10_000;

const machines: BrowserPaths[] = [storeBootstrapPaths, languagePaths, sessionPaths];

for (const paths of machines) {
  const { model } = paths;
  const plan = await chooseBrowserPaths(paths);

  test.describe(`${model.name} paths in the browser`, () => {
    test('take every transition but those a browser cannot cause', () => {
      const undriven = plan.undriven.map((transition) => transition.label);
      expect(undriven.sort()).toEqual(Object.keys(paths.notDrivable).sort());
    });

    for (const path of plan.chosen) {
      test(pathTitle(paths, path), async ({ page, request, baseURL }) => {
        test.setTimeout(test.info().timeout + path.steps.length * STEP_TIMEOUT);
        await playPath(paths, paths.player({ page, request, baseURL: baseURL ?? '' }), path);
      });
    }
  });
}
