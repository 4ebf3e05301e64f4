import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import {
  computeCoverage,
  defineModel,
  generatePaths,
  listTransitions,
  type ModelEvent,
  type PathRun,
  runPath,
  userEvent,
} from '../../scripts/paths/graphCoverage.ts';

// A root machine (the storefront's) may handle events on its root node: those transitions count
// for coverage like any state's.
const machine = createMachine({
  id: 'shop',
  initial: 'browsing',
  on: { RESET: '.browsing' },
  states: { browsing: { on: { CHECKOUT: 'paying' } }, paying: {} },
});

describe('graphCoverage: transitions of the root node', () => {
  it('are listed, named after the machine', () => {
    expect(listTransitions(machine).map((transition) => transition.label)).toEqual([
      '#shop —RESET→ browsing',
      'browsing —CHECKOUT→ paying',
    ]);
  });

  it('are covered only when a path takes them', async () => {
    const uncoveredWith = async (events: ModelEvent[]) => {
      const model = defineModel({
        name: 'shop',
        machine,
        scenarios: [{ label: 'shop', input: undefined }],
        events,
        project: () => null,
        effects: [],
      });
      const runs: PathRun[] = [];
      for (const path of generatePaths(model)) runs.push(await runPath(model, path));
      return computeCoverage(model, runs)
        .transitions.filter((t) => !t.covered)
        .map((t) => t.label);
    };
    expect(await uncoveredWith([userEvent({ type: 'CHECKOUT' })])).toEqual(['#shop —RESET→ browsing']);
    expect(await uncoveredWith([userEvent({ type: 'CHECKOUT' }), userEvent({ type: 'RESET' })])).toEqual([]);
  });
});
