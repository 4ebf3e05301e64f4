import { describe, expect, it } from 'vitest';
import { assign, createMachine } from 'xstate';
import {
  DEFAULT_PATH_LIMITS,
  defineModel,
  generatePaths,
  generatePathsWithStats,
  PathLimitError,
  pathFromEvents,
  userEvent,
} from '../../scripts/paths/graphCoverage.ts';
import { boundedPaths } from '../model/boundedPaths.ts';

// A list that grows on every event, kept in the graph state (project reads it): the graph never
// ends. Such a model ran for 11 minutes and 1.8 GB while a test file loaded.
const growing = createMachine({
  id: 'growing',
  types: {} as { context: { items: number[] } },
  context: { items: [] },
  initial: 'open',
  states: {
    open: {
      on: {
        ADD: { actions: assign({ items: ({ context }) => [...context.items, context.items.length] }) },
        CLOSE: 'closed',
      },
    },
    closed: { on: { REOPEN: 'open' } },
  },
});
const runaway = defineModel({
  name: 'growing',
  machine: growing,
  scenarios: [{ label: 'empty list', input: undefined }],
  events: [userEvent({ type: 'ADD' }), userEvent({ type: 'CLOSE' }), userEvent({ type: 'REOPEN' })],
  project: (snapshot) => snapshot.context.items,
  effects: [],
});
/** The same machine with the list left out of the graph state: finite. */
const bounded = defineModel({ ...runaway, name: 'growing', project: () => null });

function limitErrorOf(run: () => unknown): PathLimitError {
  try {
    run();
  } catch (error) {
    if (error instanceof PathLimitError) return error;
    throw error;
  }
  throw new Error('no limit was reached');
}

describe('bounded path generation', () => {
  it('stops a graph that grows without end at the states limit, with what to do', () => {
    const error = limitErrorOf(() => generatePaths(runaway, { states: 200 }));
    expect(error).toMatchObject({ machine: 'growing', limit: 'states', value: 200, scenario: 'empty list' });
    expect(error.message).toContain('growing: path generation stopped at the states limit');
    expect(error.message).toContain('more than 200 graph states, scenario "empty list"');
    expect(error.message).toContain("raise the model's limits.states");
  });

  it('stops at the default limits too, not only at limits given', () => {
    // A counter: each state is cheap, so the states limit is reached before the clock's.
    const counter = createMachine({
      id: 'counter',
      types: {} as { context: { count: number } },
      context: { count: 0 },
      on: { INCREMENT: { actions: assign({ count: ({ context }) => context.count + 1 }) } },
    });
    const model = defineModel({
      name: 'counter',
      machine: counter,
      scenarios: [{ label: 'from zero', input: undefined }],
      events: [userEvent({ type: 'INCREMENT' })],
      project: (snapshot) => snapshot.context.count,
      effects: [],
    });
    const error = limitErrorOf(() => generatePaths(model));
    expect(error.limit).toBe('states');
    expect(error.value).toBe(DEFAULT_PATH_LIMITS.states);
  });

  it('stops at the time limit', () => {
    const error = limitErrorOf(() => generatePaths(runaway, { states: Number.POSITIVE_INFINITY, ms: 50 }));
    expect(error.limit).toBe('ms');
    expect(error.message).toContain('more than 50 ms');
  });

  it('stops at the paths limit', () => {
    expect(generatePaths(bounded).length).toBeGreaterThan(1);
    const error = limitErrorOf(() => generatePaths(bounded, { paths: 1 }));
    expect(error.limit).toBe('paths');
  });

  it("takes a model's own limits, and limits given over them", () => {
    expect(limitErrorOf(() => generatePaths({ ...runaway, limits: { states: 30 } })).value).toBe(30);
    expect(
      limitErrorOf(() => generatePaths({ ...runaway, limits: { states: 30 } }, { states: 40 })).value,
    ).toBe(40);
  });

  it('says what a finite graph used', () => {
    const { paths, stats } = generatePathsWithStats(bounded);
    expect(stats).toMatchObject({ states: 2, paths: paths.length, limits: DEFAULT_PATH_LIMITS });
  });

  it('bounds a hand-written path, whose traversal walks the whole graph', () => {
    expect(
      limitErrorOf(() => pathFromEvents({ ...runaway, limits: { states: 100 } }, 'empty list', ['ADD']))
        .limit,
    ).toBe('states');
  });
});

describe('boundedPaths (the model test files)', () => {
  const declared = (model: typeof runaway, limits = {}) => {
    const tests: Array<{ name: string; body: () => void }> = [];
    const paths = boundedPaths(model, limits, (name, body) => tests.push({ name, body }));
    return { paths, tests };
  };

  it('fails one test with the limit message instead of throwing while the file loads', () => {
    const { paths, tests } = declared(runaway, { states: 100 });
    expect(paths).toEqual([]);
    expect(tests.map((test) => test.name)).toEqual(['growing: generates its paths within the limits']);
    expect(() => tests[0]?.body()).toThrow(/growing: path generation stopped at the states limit/);
  });

  it('returns the paths and passes its test when generation stays within the limits', () => {
    const { paths, tests } = declared(bounded);
    expect(paths.length).toBeGreaterThan(1);
    expect(tests).toHaveLength(1);
    expect(tests[0]?.name).toMatch(
      /^growing: generates its paths within the limits \(2\/15000 states, \d+\/25000 paths/,
    );
    expect(() => tests[0]?.body()).not.toThrow();
  });
});
