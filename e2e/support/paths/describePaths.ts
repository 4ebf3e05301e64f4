import { expect, test } from '../../fixtures.ts';
import { type BrowserPaths, pathTitle, playPath } from './browserPaths.ts';
import { chooseBrowserPaths } from './choosePaths.ts';

// One machine's generated paths in the browser (e2e/paths/<machine>.spec.ts): an edge cover of the
// paths the browser can play, each played through the real UI against the real server, and a check
// that together they take every transition but those the machine's driver says no browser can.

/** A ceiling, not a wait: on a busy two-core machine a step can take several seconds. */
const STEP_TIMEOUT = 10_000;

export async function describeBrowserPaths(paths: BrowserPaths): Promise<void> {
  const { model } = paths;
  let plan: Awaited<ReturnType<typeof chooseBrowserPaths>>;
  try {
    plan = await chooseBrowserPaths(paths);
  } catch (error) {
    // A machine past its path limits (or any failure to generate) fails one test with the reason,
    // instead of taking the file's other tests down with it at load.
    test(`${model.name} paths in the browser: generated within the model's limits`, () => {
      throw error;
    });
    return;
  }

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
