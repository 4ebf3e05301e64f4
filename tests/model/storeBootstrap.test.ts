import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { selectStoreStatus, storeBootstrapMachine } from '../../machines/storeBootstrap.machine.ts';
import type {
  StoreBootstrapContext,
  StoreCheck,
  ValidateStoreInput,
} from '../../machines/storeBootstrap.types.ts';
import {
  computeCoverage,
  describePath,
  generatePaths,
  type ModelPath,
  memoizedRunner,
  type PathRun,
  pathFromEvents,
  runPath,
} from './graphCoverage.ts';
import {
  demoContent,
  demoStore,
  storeBootstrapModel as model,
  renamedStore,
} from './models/storeBootstrap.model.ts';

const realmName = 'demo-store';
const paths = generatePaths(model);
const runOnce = memoizedRunner(model);

/** What the machine must invoke along a path: validation first, settings and rechecks on entry. */
function expectedInvocations(path: ModelPath): PathRun['invocations'] {
  const expected: PathRun['invocations'] = [
    { step: 0, id: 'validateStore', src: 'validateStore', input: { realmName } },
  ];
  path.steps.forEach(({ state }, step) => {
    const previous = path.steps[step - 1]?.state;
    if (!previous) return;
    if (state.matches('loadingSettings') && !previous.matches('loadingSettings')) {
      expected.push({ step, id: 'loadSettings', src: 'loadSettings', input: { storeId: 19, realmName } });
    }
    if (state.matches({ active: 'rechecking' }) && !previous.matches({ active: 'rechecking' })) {
      expected.push({ step, id: 'recheckStore', src: 'validateStore', input: { realmName } });
    }
  });
  return expected;
}

describe('storeBootstrap: generated paths run on the machine', () => {
  it.each(paths.map((path) => [`${path.id}: ${describePath(model, path)}`, path] as const))(
    'path %s',
    async (_name, path) => {
      const run = await runOnce(path);
      expect(run.failure).toBeNull();
      expect(run.invocations).toEqual(expectedInvocations(path));
    },
  );

  it('cover every state node and every transition', async () => {
    const all: PathRun[] = [];
    for (const path of paths) all.push(await runOnce(path));
    const coverage = computeCoverage(model, all);
    // Fails when a state or transition is added that no generated path reaches.
    expect(coverage.states.filter((state) => !state.covered).map((state) => state.path)).toEqual([]);
    expect(coverage.transitions.filter((transition) => !transition.covered).map((t) => t.label)).toEqual([]);
    expect(coverage.states.map((state) => state.path)).toEqual([
      'validating',
      'loadingSettings',
      'active',
      'active.idle',
      'active.rechecking',
      'unavailable',
      'error',
    ]);
    expect(coverage.transitions).toHaveLength(10);
  });

  it('include STORE_RECHECK while a recheck is in flight, which starts no second validation', async () => {
    const repeated = paths.flatMap((path) =>
      path.steps
        .map((step, index) => ({ path, step, index, previous: path.steps[index - 1]?.state }))
        .filter(
          ({ step, previous }) =>
            step.event.type === 'STORE_RECHECK' && previous?.matches({ active: 'rechecking' }) === true,
        ),
    );
    expect(repeated.length).toBeGreaterThan(0);
    for (const { path, index } of repeated) {
      const run = await runOnce(path);
      expect(run.invocations.filter((invocation) => invocation.step === index)).toEqual([]);
    }
  });
});

describe('storeBootstrap: SPEC scenarios', () => {
  const scenario = 'demo store 19';
  const run = async (events: string[]) => {
    const result = await runPath(model, pathFromEvents(model, scenario, events));
    expect(result.failure).toBeNull();
    return { ...result, context: result.context as StoreBootstrapContext };
  };
  const active = 'xstate.done.actor.validateStore (active store)';
  const settings = 'xstate.done.actor.loadSettings (settings and images)';

  it('an active store loads its settings, then shows content', async () => {
    const { path, context } = await run([active, settings]);
    expect(path.steps.at(-1)?.state.value).toEqual({ active: 'idle' });
    expect(context).toMatchObject({
      store: demoStore,
      settings: demoContent.settings,
      images: demoContent.images,
    });
    expect(context.unavailableReason).toBeNull();
  });

  it.each([
    ['xstate.done.actor.validateStore (inactive store)', 'inactive'],
    ['xstate.done.actor.validateStore (missing store)', 'missing'],
    ['xstate.error.actor.validateStore (request failed)', 'failed'],
  ])('%s shows the store-unavailable page without loading settings', async (event, reason) => {
    const { path, context, invocations } = await run([event]);
    expect(path.steps.at(-1)?.state.value).toBe('unavailable');
    expect(context.unavailableReason).toBe(reason);
    expect(invocations.map((invocation) => invocation.id)).toEqual(['validateStore']);
  });

  it('a settings failure shows the error page; RETRY loads them again', async () => {
    const { path, invocations } = await run([
      active,
      'xstate.error.actor.loadSettings (request failed)',
      'RETRY',
      settings,
    ]);
    expect(path.steps.map((step) => step.state.value)).toEqual([
      'validating',
      'loadingSettings',
      'error',
      'loadingSettings',
      { active: 'idle' },
    ]);
    expect(invocations.filter((invocation) => invocation.id === 'loadSettings')).toHaveLength(2);
  });

  it('a recheck that finds the store still active refreshes the store data', async () => {
    const { context } = await run([
      active,
      settings,
      'STORE_RECHECK',
      'xstate.done.actor.recheckStore (still active, renamed)',
    ]);
    expect(context.store).toEqual(renamedStore);
  });

  it('a recheck that fails to reach the API keeps the shopper in the store', async () => {
    const { path, context } = await run([
      active,
      settings,
      'STORE_RECHECK',
      'xstate.error.actor.recheckStore (network error)',
    ]);
    expect(path.steps.at(-1)?.state.value).toEqual({ active: 'idle' });
    expect(context.store).toEqual(demoStore);
  });

  it('a recheck that finds the store inactive shows the store-unavailable page', async () => {
    const { path, context } = await run([
      active,
      settings,
      'STORE_RECHECK',
      'xstate.done.actor.recheckStore (inactive store)',
    ]);
    expect(path.steps.at(-1)?.state.value).toBe('unavailable');
    expect(context.unavailableReason).toBe('inactive');
  });

  it('selectStoreStatus names what the app shows', () => {
    const statuses = paths.flatMap((path) =>
      path.steps.map(({ state }) => [JSON.stringify(state.value), selectStoreStatus(state)] as const),
    );
    expect(Object.fromEntries(statuses)).toEqual({
      '"validating"': 'loading',
      '"loadingSettings"': 'loading',
      '{"active":"idle"}': 'active',
      '{"active":"rechecking"}': 'active',
      '"unavailable"': 'unavailable',
      '"error"': 'error',
    });
  });

  it('placeholder actors fail loudly until the app provides them', async () => {
    const actor = createActor(storeBootstrapMachine, { input: { realmName, storeId: 19 } }).start();
    await new Promise((resolve) => setImmediate(resolve));
    expect(actor.getSnapshot().value).toBe('unavailable');
    expect(actor.getSnapshot().context.unavailableReason).toBe('failed');
    const provided = createActor(
      storeBootstrapMachine.provide({
        actors: {
          validateStore: fromPromise<StoreCheck, ValidateStoreInput>(async () => ({
            kind: 'active',
            store: demoStore,
          })),
        },
      }),
      { input: { realmName, storeId: 19 } },
    ).start();
    await new Promise((resolve) => setImmediate(resolve));
    expect(provided.getSnapshot().value).toBe('error');
  });
});
