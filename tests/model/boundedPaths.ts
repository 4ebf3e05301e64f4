// The model test files' path generation, bounded: a machine whose graph passes its limits of
// states, paths or time (scripts/paths/graphCoverage.ts, PathLimits) fails one test with the
// limit's message, instead of hanging or throwing while the file loads. Generation itself runs
// while the file's tests are collected (each path is its own test); the limits bound how long.
import { it } from 'vitest';
import {
  generatePathsWithStats,
  type MachineModel,
  type ModelPath,
  type PathLimits,
} from '../../scripts/paths/graphCoverage.ts';

type Declare = (name: string, body: () => void) => void;

/**
 * The model's generated paths, or none when generation failed; either way declares the test
 * "<machine>: generates its paths within the limits", which fails with the generation's error.
 * `declare` is Vitest's `it` (replaceable to test this helper).
 */
export function boundedPaths(
  model: MachineModel,
  limits: Partial<PathLimits> = {},
  declare: Declare = it,
): ModelPath[] {
  let paths: ModelPath[] = [];
  let failure: unknown = null;
  let summary = '';
  try {
    const generated = generatePathsWithStats(model, limits);
    paths = generated.paths;
    const { stats } = generated;
    summary =
      ` (${stats.states}/${stats.limits.states} states, ${stats.paths}/${stats.limits.paths} paths,` +
      ` ${stats.ms}/${stats.limits.ms} ms)`;
  } catch (error) {
    failure = error;
  }
  declare(`${model.name}: generates its paths within the limits${summary}`, () => {
    if (failure !== null) throw failure;
    if (paths.length === 0) throw new Error(`${model.name}: generation made no path`);
  });
  return paths;
}
