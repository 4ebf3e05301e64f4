import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, createMachine, type EventObject, setup } from 'xstate';
import {
  computeCoverage,
  defineModel,
  eventlessGuardsSkipped,
  generatePaths,
  guardsSkipped,
  listGuardOutcomes,
  listTransitions,
  type ModelEvent,
  type PathRun,
  pathFromEvents,
  runPath,
  transitionKey,
  userEvent,
} from '../../scripts/paths/graphCoverage.ts';

// Guard outcomes: a guarded transition counts twice, once taken and once passed over with its
// guard false while its event arrived in its source state. What is recorded as "not taken" must
// be what XState itself evaluated: candidates after the one selected, and a parent's candidates
// when a child selected, were never asked.

const labelsOf = (machine: AnyStateMachine, keys: Iterable<string>) => {
  const byKey = new Map(listTransitions(machine).map((transition) => [transition.key, transition.label]));
  return [...keys].map((key) => byKey.get(key) ?? key).sort();
};

const counter = setup({
  types: { context: {} as { count: number }, events: {} as { type: 'ADD' } | { type: 'GO'; to: number } },
  guards: {
    isOne: (_, to: number) => to === 1,
    isTwo: (_, to: number) => to === 2,
    isFull: ({ context }) => context.count >= 2,
    isEmpty: ({ context }) => context.count === 0,
  },
}).createMachine({
  id: 'counter',
  context: { count: 0 },
  initial: 'start',
  on: { GO: { target: '.three', guard: { type: 'isTwo', params: ({ event }) => event.to } } },
  states: {
    // Eventless at once: count 0 is empty.
    start: {
      always: [
        { guard: 'isFull', target: 'full' },
        { guard: 'isEmpty', target: 'idle' },
      ],
    },
    idle: {
      on: {
        ADD: { actions: ({ context }) => context, target: 'adding' },
        GO: [
          { guard: { type: 'isOne', params: ({ event }) => event.to }, target: 'one' },
          { guard: { type: 'isOne', params: ({ event }) => event.to }, target: 'three' },
        ],
      },
    },
    adding: { always: [{ guard: 'isFull', target: 'full' }, { target: 'idle' }] },
    one: {},
    three: {},
    full: {},
  },
});

const snapshotIn = (value: string) => counter.resolveState({ value, context: { count: 0 } });

describe('guardsSkipped: the guards XState evaluates false for an event', () => {
  it('counts candidates before the one selected, none after it', () => {
    const skipped = guardsSkipped(snapshotIn('idle'), { type: 'GO', to: 1 } as EventObject);
    // The first GO candidate of idle is selected: the second and the root's are never asked.
    expect(skipped).toEqual([]);
  });

  it("counts the child's candidates passed over, then the parent's", () => {
    const skipped = guardsSkipped(snapshotIn('idle'), { type: 'GO', to: 2 } as EventObject);
    // Both of idle's GO guards are false; the root's GO [isTwo] is then selected.
    expect(labelsOf(counter, skipped.map(transitionKey))).toEqual([
      'idle —GO [isOne]→ one',
      'idle —GO [isOne]→ three',
    ]);
  });

  it('counts a guard false when nothing at all happens', () => {
    const skipped = guardsSkipped(snapshotIn('one'), { type: 'GO', to: 3 } as EventObject);
    expect(labelsOf(counter, skipped.map(transitionKey))).toEqual(['#counter —GO [isTwo]→ three']);
  });

  it('counts nothing for an event no candidate listens to, or a stopped machine', () => {
    expect(guardsSkipped(snapshotIn('idle'), { type: 'ADD' })).toEqual([]);
    expect(guardsSkipped(snapshotIn('idle'), { type: 'xstate.stop' })).toEqual([]);
  });
});

describe('eventlessGuardsSkipped: the always guards XState evaluates false on a snapshot', () => {
  it('stops at the first candidate that passes', () => {
    const skipped = eventlessGuardsSkipped(snapshotIn('start'), { type: 'xstate.init' });
    expect(labelsOf(counter, skipped.map(transitionKey))).toEqual(['start —always [isFull]→ full']);
  });
});

const counterModel = (events: ModelEvent[]) =>
  defineModel({
    name: 'counter',
    machine: counter,
    scenarios: [{ label: 'empty', input: undefined }],
    events,
    project: ({ context }) => context,
    effects: [],
  });

describe('runPath: guard outcomes of a run', () => {
  it('records the always guards evaluated when the machine starts (before any microstep is shown)', async () => {
    const model = counterModel([]);
    const run = await runPath(model, pathFromEvents(model, 'empty', []));
    expect(labelsOf(counter, run.guardsFalse)).toEqual(['start —always [isFull]→ full']);
    expect(labelsOf(counter, run.transitions)).toEqual(['start —always [isEmpty]→ idle']);
  });

  it('records the guards passed over by each event, and the always guards after each microstep', async () => {
    const model = counterModel([userEvent({ type: 'ADD' }), userEvent({ type: 'GO', to: 2 } as EventObject)]);
    const run = await runPath(
      model,
      pathFromEvents(model, 'empty', [{ type: 'ADD' }, { type: 'GO', to: 2 } as EventObject]),
    );
    expect(run.failure).toBeNull();
    expect(labelsOf(counter, run.guardsFalse)).toEqual([
      'adding —always [isFull]→ full',
      'idle —GO [isOne]→ one',
      'idle —GO [isOne]→ three',
      'start —always [isFull]→ full',
    ]);
  });
});

describe('computeCoverage: each guarded transition has two outcomes', () => {
  it('lists taken and not taken for guarded transitions only', () => {
    const outcomes = listGuardOutcomes(listTransitions(counter));
    expect(outcomes).toHaveLength(2 * 6);
    expect(outcomes.map((outcome) => outcome.label)).toContain(
      'idle —GO [isOne]→ one: not taken (isOne false)',
    );
    expect(outcomes.some((outcome) => outcome.label.startsWith('idle —ADD→'))).toBe(false);
  });

  it('marks an outcome covered only when a path reaches it', async () => {
    const coverageWith = async (events: ModelEvent[]) => {
      const model = counterModel(events);
      const runs: PathRun[] = [];
      for (const path of generatePaths(model)) runs.push(await runPath(model, path));
      return computeCoverage(model, runs);
    };
    const goTwo = userEvent({ type: 'GO', to: 2 } as EventObject, 'GO 2');
    const goOne = userEvent({ type: 'GO', to: 1 } as EventObject, 'GO 1');
    const onlyTwo = await coverageWith([goTwo]);
    const missing = onlyTwo.guardOutcomes.filter((outcome) => !outcome.covered).map((o) => o.label);
    expect(missing).toContain('idle —GO [isOne]→ one: taken');
    expect(missing).not.toContain('idle —GO [isOne]→ one: not taken (isOne false)');
    expect(missing).toContain('#counter —GO [isTwo]→ three: not taken (isTwo false)');

    const both = await coverageWith([goTwo, goOne]);
    const stillMissing = both.guardOutcomes.filter((outcome) => !outcome.covered).map((o) => o.label);
    // GO 1 picks the first of idle's two isOne candidates: the second can never be taken (a
    // shadowed transition), and the root's isTwo is never asked while idle answers.
    expect(stillMissing).toContain('idle —GO [isOne]→ three: taken');
    expect(stillMissing).not.toContain('idle —GO [isOne]→ one: taken');
    expect(both.guardOutcomesCovered).toBe(both.guardOutcomes.length - stillMissing.length);
  });
});

describe('guard outcomes in parallel states', () => {
  const parallel = createMachine({
    id: 'both',
    type: 'parallel',
    states: {
      left: { initial: 'a', states: { a: { on: { TICK: { guard: () => false, target: 'b' } } }, b: {} } },
      right: { initial: 'a', states: { a: { on: { TICK: { guard: () => true, target: 'b' } } }, b: {} } },
    },
  });
  it('asks every region', () => {
    const skipped = guardsSkipped(parallel.resolveState({ value: { left: 'a', right: 'a' } }), {
      type: 'TICK',
    });
    expect(labelsOf(parallel, skipped.map(transitionKey))).toEqual(['left.a —TICK [guard]→ left.b']);
  });
});
