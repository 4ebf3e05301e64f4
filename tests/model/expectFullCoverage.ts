// The coverage tests every model test file declares (DESIGN section 3): the generated paths take
// every state node, every transition and both outcomes of every guard (taken, and passed over
// with the guard false) of the machine, and that check notices a transition that no path takes.
import { expect, it } from 'vitest';
import { type AnyStateMachine, StateMachine } from 'xstate';
import {
  computeCoverage,
  generatePaths,
  guardOutcomeProblems,
  type MachineModel,
  type ModelPath,
  type PathRun,
  runPath,
} from '../../scripts/paths/graphCoverage.ts';

export interface FullCoverage {
  model: MachineModel;
  /** The model's generated paths, and the runner the file's other tests share (memoizedRunner). */
  paths: readonly ModelPath[];
  run: (path: ModelPath) => Promise<PathRun>;
  /** Every state node's path, depth first ("active", "active.idle"): a new state must be listed. */
  states: readonly string[];
  /** How many transitions the machine has: a new one changes the count, and must be covered. */
  transitions: number;
}

/** An event no model sends. */
const PROBE_EVENT = 'MODEL_TEST_PROBE';

/** The machine with one more transition, on its first top-level state, that no path can take. */
function withUntakenTransition(machine: AnyStateMachine): { machine: AnyStateMachine; label: string } {
  const config = machine.config as { states?: Record<string, { on?: object }> };
  const [name, state] = Object.entries(config.states ?? {})[0] ?? [];
  if (name === undefined || state === undefined) throw new Error(`${machine.id} has no states`);
  const probed = new StateMachine(
    {
      ...config,
      // Targetless: valid in any machine, whatever its shape.
      states: { ...config.states, [name]: { ...state, on: { ...state.on, [PROBE_EVENT]: {} } } },
    } as never,
    machine.implementations,
  );
  return { machine: probed, label: `${name} —${PROBE_EVENT}→ ${name}` };
}

/**
 * A ceiling, not a wait: the probe generates and runs every path again (thousands for the cart),
 * which on a busy 2-core machine took 31 s, over the suite's 30 s default.
 */
const REGENERATION_CEILING_MS = 240_000;

/** Declares the coverage tests of a model; call it inside the file's describe block. */
export function expectFullCoverage({ model, paths, run, states, transitions }: FullCoverage): void {
  it(
    'cover every state node, every transition and both outcomes of every guard',
    async () => {
      const runs: PathRun[] = [];
      for (const path of paths) runs.push(await run(path));
      const coverage = computeCoverage(model, runs);
      expect(coverage.states.filter((state) => !state.covered).map((state) => state.path)).toEqual([]);
      expect(coverage.transitions.filter((transition) => !transition.covered).map((t) => t.label)).toEqual(
        [],
      );
      // Both outcomes of every guard, but those the model declares unreachable, with why.
      expect(guardOutcomeProblems(model, coverage)).toEqual([]);
      expect(coverage.states.map((state) => state.path)).toEqual(states);
      expect(coverage.transitions).toHaveLength(transitions);
    },
    REGENERATION_CEILING_MS,
  );

  it(
    'the coverage check fails for a transition no path takes',
    async () => {
      const probe = withUntakenTransition(model.machine);
      const probedModel: MachineModel = { ...model, machine: probe.machine };
      const runs: PathRun[] = [];
      for (const path of generatePaths(probedModel)) runs.push(await runPath(probedModel, path));
      const coverage = computeCoverage(probedModel, runs);
      expect(coverage.transitions.filter((t) => !t.covered).map((t) => t.label)).toEqual([probe.label]);
    },
    REGENERATION_CEILING_MS,
  );
}
