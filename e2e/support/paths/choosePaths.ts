import {
  generatePaths,
  listTransitions,
  type ModelPath,
  type PathRun,
  runPath,
  type TransitionInfo,
} from '../../../scripts/paths/graphCoverage.ts';
import { type BrowserPaths, playablePrefix } from './browserPaths.ts';

export interface BrowserPathPlan {
  /** The paths to play, by id. */
  chosen: ModelPath[];
  /** Transitions that no playable path takes. */
  undriven: TransitionInfo[];
}

/** Playing a path costs a page load, its steps, and the seconds its delays really wait. */
const PAGE_LOAD_COST = 3;
const costOf = (run: PathRun) =>
  PAGE_LOAD_COST + run.path.steps.length + run.delays.reduce((sum, delay) => sum + delay.ms, 0) / 1000;

/**
 * An edge cover of the playable paths: the Vitest model tests play every generated path, the
 * browser only enough of them to take each transition once. Greedy weighted set cover: each round
 * takes the path with the most transitions not yet taken per unit of cost (the shorter on a tie).
 */
export async function chooseBrowserPaths(paths: BrowserPaths): Promise<BrowserPathPlan> {
  const { model } = paths;
  // Generated paths drop those that are the beginning of a longer one, which may go on with an
  // event the browser cannot cause: their playable beginnings are candidates too.
  const candidates = new Map<string, ModelPath>();
  for (const path of [...generatePaths(model), ...(paths.handWritten ?? [])]) {
    const prefix = playablePrefix(paths, path);
    const signature = prefix && JSON.stringify([prefix.scenario, ...prefix.steps.map((step) => step.event)]);
    if (prefix && signature && !candidates.has(signature)) candidates.set(signature, prefix);
  }
  const runs: PathRun[] = [];
  for (const path of candidates.values()) runs.push(await runPath(model, path));
  const taken = new Set<string>();
  const chosen: ModelPath[] = [];
  for (;;) {
    let best: { run: PathRun; score: number } | null = null;
    for (const run of runs) {
      if (run.failure !== null) continue;
      const fresh = [...run.transitions].filter((key) => !taken.has(key)).length;
      const score = fresh / costOf(run);
      if (fresh > 0 && (!best || score > best.score)) best = { run, score };
    }
    if (!best) break;
    chosen.push(best.run.path);
    for (const key of best.run.transitions) taken.add(key);
  }
  return {
    chosen: chosen.sort((a, b) => a.id - b.id),
    undriven: listTransitions(model.machine).filter((transition) => !taken.has(transition.key)),
  };
}
