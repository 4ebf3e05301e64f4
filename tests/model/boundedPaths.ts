// The model test files' path generation, bounded: a machine whose graph passes its limits of
// states, paths or time (scripts/paths/graphCoverage.ts, PathLimits) fails one test with the
// limit's message, instead of hanging or throwing while the file loads. Generation itself runs
// while the file's tests are collected (each path is its own test); the limits bound how long.
//
// Mutation runs (`npm run mutate`, where vitest.mutate.config.ts sets MUTATE) rerun the tests once
// per mutant, thousands of times: there the tests take a covering subset of the paths (see
// mutationPaths below). Ordinary runs take every path.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { inject, it } from 'vitest';
import { type EventObject, getInitialSnapshot, getNextSnapshot } from 'xstate';
import {
  generatePathsWithStats,
  type MachineModel,
  type ModelPath,
  type ModelStep,
  type PathLimits,
  type PathRun,
  runPath,
  serializeState,
  stateValueToString,
  traversableMachine,
} from '../../scripts/paths/graphCoverage.ts';

type Declare = (name: string, body: () => void | Promise<void>, timeout?: number) => void;

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
  if (process.env.MUTATE) return mutationPaths(model, limits, declare);
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

// ---------------------------------------------------------------------------------------------
// Mutation runs
//
// StrykerJS first runs every test once on the unmutated code (its dry run), then, for each mutant,
// the tests that reached the mutated code. Every path test reaches most of a machine, so each cart
// mutant ran its 5,700 path tests (about 7 s a mutant). In the dry run the tests take every path,
// and one more test runs them all and keeps a covering subset (about one path in twenty) in a
// file; each mutant's run takes only that subset, rebuilt from its events on the machine as the
// mutant has it. The subset keeps what a mutant can change: every state node, transition and guard
// outcome of the machine, and, per scenario, every (state, event, next state, context fields changed, effects)
// step. Paths keep their ids and names, so that StrykerJS finds the tests it chose by name.

/** The covering subset of one model's paths, as the dry run wrote it. */
interface PathCover {
  summary: string;
  paths: Array<{ id: number; scenario: string; purposes: string[]; events: number[] }>;
}

/** Where the dry run keeps a model's covering subset (in StrykerJS's sandbox, under reports/). */
export const coverFile = (model: MachineModel) =>
  join(process.cwd(), 'reports/mutation/paths', `${model.name}.json`);

/** 'dry-run' or 'mutant' under StrykerJS's vitest runner (it provides `mode`); undefined otherwise. */
function strykerMode(): string | undefined {
  try {
    return inject('mode' as never) as string | undefined;
  } catch {
    return undefined;
  }
}

function readCover(model: MachineModel): PathCover | null {
  try {
    return JSON.parse(readFileSync(coverFile(model), 'utf8')) as PathCover;
  } catch {
    return null;
  }
}

const limitsTestName = (model: MachineModel, summary: string) =>
  `${model.name}: generates its paths within the limits${summary}`;

function mutationPaths(model: MachineModel, limits: Partial<PathLimits>, declare: Declare): ModelPath[] {
  // MUTATE_PATHS=cover takes the subset outside StrykerJS too: to rerun a mutant's tests by hand.
  const takesCover = strykerMode() === 'mutant' || process.env.MUTATE_PATHS === 'cover';
  const cover = takesCover ? readCover(model) : null;
  if (cover) {
    // Rebuilt on the machine as this run has it: a mutant of its definition changes the states,
    // and the path's own test and the file's oracle judge them.
    let failure: unknown = null;
    const paths: ModelPath[] = [];
    try {
      for (const entry of cover.paths) {
        paths.push(replayed(model, entry));
      }
    } catch (error) {
      failure = error;
    }
    declare(limitsTestName(model, cover.summary), () => {
      if (failure !== null) throw failure;
    });
    return paths;
  }

  let paths: ModelPath[] = [];
  let failure: unknown = null;
  let summary = '';
  try {
    const generated = generatePathsWithStats(model, limits);
    paths = generated.paths;
    summary = ` (${generated.stats.paths} paths)`;
  } catch (error) {
    failure = error;
  }
  declare(limitsTestName(model, summary), () => {
    if (failure !== null) throw failure;
    if (paths.length === 0) throw new Error(`${model.name}: generation made no path`);
  });
  declare(
    `${model.name}: keeps a covering subset of its paths for the mutants' runs`,
    async () => {
      if (failure !== null) throw failure;
      const runs: PathRun[] = [];
      for (const path of paths) runs.push(await runPath(model, path));
      const chosen = coveringPaths(model, runs);
      const file = coverFile(model);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(
        file,
        JSON.stringify({
          summary,
          paths: chosen.map((path) => ({
            id: path.id,
            scenario: path.scenario,
            purposes: path.purposes,
            events: path.steps.slice(1).map((step) => eventIndex(model, step.event)),
          })),
        } satisfies PathCover),
      );
    },
    240_000,
  );
  return paths;
}

/**
 * A kept path, stepped through on the machine the traversal walks (the model's, with this run's
 * mutant): the same steps, labels and keys as the generation makes. (pathFromEvents would explore
 * every state its events reach: thousands for a long cart path.)
 */
function replayed(model: MachineModel, entry: PathCover['paths'][number]): ModelPath {
  const scenario = model.scenarios.find((candidate) => candidate.label === entry.scenario);
  if (!scenario) throw new Error(`${model.name}: no scenario "${entry.scenario}"`);
  const machine = traversableMachine(model);
  let state = getInitialSnapshot(machine, scenario.input);
  const steps: ModelStep[] = [
    { event: { type: 'xstate.init' }, label: 'xstate.init', state, key: serializeState(model, state) },
  ];
  for (const index of entry.events) {
    const modelEvent = model.events[index];
    if (!modelEvent) throw new Error(`${model.name}: the model has no event ${index}`);
    state = getNextSnapshot(machine, state, modelEvent.event);
    steps.push({
      event: modelEvent.event,
      label: labelOf(model, modelEvent.event),
      state,
      key: serializeState(model, state),
    });
  }
  return { id: entry.id, scenario: scenario.label, input: scenario.input, purposes: entry.purposes, steps };
}

/** The label generation gives an event: the first of the model's events equal to it. */
function labelOf(model: MachineModel, event: EventObject): string {
  const json = JSON.stringify(event);
  return model.events.find((candidate) => JSON.stringify(candidate.event) === json)?.label ?? event.type;
}

function eventIndex(model: MachineModel, event: ModelPath['steps'][number]['event']): number {
  let index = model.events.findIndex((candidate) => candidate.event === event);
  if (index < 0) {
    const json = JSON.stringify(event);
    index = model.events.findIndex((candidate) => JSON.stringify(candidate.event) === json);
  }
  if (index < 0) throw new Error(`${model.name}: a generated step's event ${event.type} is not the model's`);
  return index;
}

/** What one path run covers, as strings: see the section comment above. */
export function coveredItems(model: MachineModel, run: PathRun): Set<string> {
  const { path } = run;
  const items = new Set<string>();
  for (const key of run.transitions) items.add(`transition ${key}`);
  for (const id of run.stateNodes) items.add(`state ${id}`);
  // Guards evaluated false, where the run records them: the guard outcomes coverage counts.
  const { guardsFalse } = run as { guardsFalse?: ReadonlySet<string> };
  for (const key of guardsFalse ?? []) items.add(`guard false ${key}`);
  const projected = path.steps.map((step) => model.project(step.state) as Record<string, unknown> | null);
  path.steps.forEach((step, index) => {
    if (index === 0) return;
    const before = projected[index - 1] ?? {};
    const after = projected[index] ?? {};
    const changed = Object.keys({ ...before, ...after })
      .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      .sort();
    const effects = run.effects
      .filter((effect) => effect.step === index)
      .map((effect) => effect.action)
      .sort();
    items.add(
      [
        `step ${path.scenario}`,
        stateValueToString(path.steps[index - 1]?.state.value ?? ''),
        step.label,
        stateValueToString(step.state.value),
        changed.join(','),
        effects.join(','),
      ].join(' | '),
    );
  });
  return items;
}

/**
 * A covering subset of the paths (greedy set cover over coveredItems: the path adding most items
 * not yet covered, the shorter on a tie), in the paths' order.
 */
export function coveringPaths(model: MachineModel, runs: readonly PathRun[]): ModelPath[] {
  const sets = runs.map((run) => coveredItems(model, run));
  const left = new Set(sets.flatMap((set) => [...set]));
  const chosen = new Set<number>();
  while (left.size > 0) {
    let best = -1;
    let bestGain = 0;
    sets.forEach((set, index) => {
      let gain = 0;
      for (const item of set) if (left.has(item)) gain++;
      const shorter =
        best >= 0 && (runs[index]?.path.steps.length ?? 0) < (runs[best]?.path.steps.length ?? 0);
      if (gain > bestGain || (gain === bestGain && gain > 0 && shorter)) {
        best = index;
        bestGain = gain;
      }
    });
    if (best < 0) break;
    chosen.add(best);
    for (const item of sets[best] ?? []) left.delete(item);
  }
  return runs.filter((_run, index) => chosen.has(index)).map((run) => run.path);
}
