// One test per generated path (DESIGN section 3): the path runs on the real machine with stub
// actors and reaches the state the traversal computed at every step; the file's SPEC oracle then
// judges what happened.
import { expect, it } from 'vitest';
import {
  describePath,
  type MachineModel,
  type ModelPath,
  type PathRun,
  stateValueToString,
} from '../../scripts/paths/graphCoverage.ts';

/** Declares the tests; `judge` compares the path and its run with the oracle. */
export function eachGeneratedPath(
  model: MachineModel,
  paths: readonly ModelPath[],
  run: (path: ModelPath) => Promise<PathRun>,
  judge: (path: ModelPath, run: PathRun) => void,
): void {
  it.each(
    paths.map((path) => [`${path.id} [${path.scenario}]: ${describePath(model, path)}`, path] as const),
  )('path %s', async (_name, path) => {
    const result = await run(path);
    expect(result.failure).toBeNull();
    judge(path, result);
  });
}

/**
 * Compares the oracle's states with every step (state value and what `read` takes from the
 * context), and the last one with the real actor's context.
 */
export function expectStates<TContext, TRead>(
  path: ModelPath,
  run: PathRun,
  expected: ReadonlyArray<{ value: string } & TRead>,
  read: (context: TContext) => TRead,
): void {
  expect(
    path.steps.map(({ state }) => ({ value: stateValueToString(state.value), ...read(state.context) })),
  ).toEqual(expected);
  const { value: _value, ...last } = expected.at(-1) ?? { value: '' };
  expect(read(run.context as TContext)).toEqual(last);
}
