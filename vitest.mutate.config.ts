import type { RunnerTestCase, RunnerTestFile } from 'vitest';
import { defineConfig } from 'vitest/config';
import type { Reporter, Vitest } from 'vitest/node';

// The tests `npm run mutate` (StrykerJS, stryker.config.mjs) runs against each mutant of the machines:
// the model-based tests and the machines' rule tests, which import nothing but machines/, contracts/
// and scripts/paths/ (no React, no DOM, no server). MUTATE_TESTS (comma-separated files or globs)
// narrows them for a run over one machine (stryker.config.mjs sets it from MUTATE_MACHINE). MUTATE
// tells the model tests they run for mutants (tests/model/boundedPaths.ts: a covering subset of
// their paths); tests/mutation.setup.ts skips the test of the coverage check itself.

/**
 * StrykerJS's vitest runner (9.6.1, stryker-js#6150) judges a mutant by the tests it collected:
 * a mutant that makes a machine file throw while it loads (a state's `initial` emptied) leaves its
 * test files with no tests, and counted as survived. This reporter gives such a file one failed
 * test carrying its load error, so that the mutant counts as killed, as it would fail `npm test`.
 */
class UnloadableFileFails implements Reporter {
  private vitest: Vitest | undefined;

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
  }

  onTestRunEnd(): void {
    for (const file of this.vitest?.state.getFiles() ?? []) {
      if (file.result?.state !== 'fail' || file.tasks.length > 0) continue;
      file.tasks.push(loadFailure(file));
    }
  }
}

function loadFailure(file: RunnerTestFile): RunnerTestCase {
  // Read after the run by StrykerJS (name, suite, file, mode, result); vitest runs nothing more.
  return {
    type: 'test',
    id: `${file.id}_load`,
    name: 'the test file loads',
    mode: 'run',
    file,
    suite: file,
    meta: {},
    annotations: [],
    artifacts: [],
    result: { state: 'fail', errors: file.result?.errors ?? [] },
    context: undefined as never,
    timeout: 0,
  } as unknown as RunnerTestCase;
}

export default defineConfig({
  test: {
    environment: 'node',
    include: process.env.MUTATE_TESTS?.split(',') ?? ['tests/model/**/*.test.ts', 'tests/rules/**/*.test.ts'],
    setupFiles: ['tests/mutation.setup.ts'],
    env: { MUTATE: '1' },
    isolate: true,
    testTimeout: 240_000,
    reporters: ['default', new UnloadableFileFails()],
  },
});
