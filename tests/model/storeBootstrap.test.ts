import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { StoreImages, StoreSettings, StoreValidation } from '../../contracts/store.ts';
import { selectStoreStatus, storeBootstrapMachine } from '../../machines/store/storeBootstrap.machine.ts';
import type {
  ServedStore,
  StoreBootstrapContext,
  StoreBootstrapInput,
  StoreCheck,
  StoreContent,
  UnavailableReason,
  ValidateStoreInput,
} from '../../machines/store/storeBootstrap.types.ts';
import {
  type ModelPath,
  memoizedRunner,
  type PathRun,
  pathFromEvents,
  runPath,
  stateValueToString,
} from '../../scripts/paths/graphCoverage.ts';
import { boundedPaths } from './boundedPaths.ts';
import { eachGeneratedPath, expectStates } from './eachGeneratedPath.ts';
import { expectFullCoverage } from './expectFullCoverage.ts';
import {
  demoContent,
  demoStore,
  EVENTS,
  storeBootstrapModel as model,
  renamedStore,
  SCENARIOS,
} from './models/storeBootstrap.model.ts';

const paths = boundedPaths(model);
const runOnce = memoizedRunner(model);

// ---------------------------------------------------------------------------------------------
// The SPEC as an oracle: what each event must do in each state, written from SPEC.md section 2
// (loader, error page, store-unavailable page), section 4 "Store bootstrap", section 8 and the
// decision 0100's store bootstrap and rechecks, independently of the machine.

type SpecValue =
  | 'validating'
  | 'loadingSettings'
  | 'active.idle'
  | 'active.rechecking'
  | 'unavailable'
  | 'error';

/** The state, and the context the screens read (the header, the theme, the unavailable page). */
interface SpecState {
  value: SpecValue;
  store: StoreValidation | null;
  settings: StoreSettings | null;
  images: StoreImages | null;
  unavailableReason: UnavailableReason | null;
}

interface Spec {
  states: SpecState[];
  invocations: PathRun['invocations'];
}

/**
 * Where the page starts: from the store's answers it was served with, when they say
 * enough (an active store with its content, or a store that is missing or switched off), else by
 * asking the API.
 */
function startingState(served: ServedStore | null | undefined): SpecState {
  const blank: SpecState = {
    value: 'validating',
    store: null,
    settings: null,
    images: null,
    unavailableReason: null,
  };
  if (!served) return blank;
  const { check, content } = served;
  if (check.kind === 'active' && content)
    return { ...blank, value: 'active.idle', store: check.store, ...content };
  if (check.kind === 'unavailable') {
    return {
      ...blank,
      value: 'unavailable',
      store: 'store' in check ? check.store : null,
      unavailableReason: check.reason,
    };
  }
  return blank;
}

function specOf(path: ModelPath): Spec {
  const { realmName, storeId, served } = path.input as StoreBootstrapInput;
  const spec: Spec = { states: [], invocations: [] };
  let state: SpecState = startingState(served);
  path.steps.forEach(({ event }, step) => {
    const validate = (id: string) =>
      spec.invocations.push({ step, id, src: 'validateStore', input: { realmName } });
    const loadSettings = () =>
      spec.invocations.push({ step, id: 'loadSettings', src: 'loadSettings', input: { storeId, realmName } });
    // The store-unavailable page: it names the store when the platform still knows it (switched
    // off) and keeps the logos already loaded for its header.
    const unavailable = (check: StoreCheck | null): SpecState => ({
      ...state,
      value: 'unavailable',
      store: check && 'store' in check ? check.store : null,
      unavailableReason: check?.kind === 'unavailable' ? check.reason : 'failed',
    });
    const check = (event as { output?: StoreCheck }).output;
    const content = (event as { output?: StoreContent }).output;

    if (step === 0) {
      // The loader shows while the store is validated; a served answer asks nothing.
      if (state.value === 'validating') validate('validateStore');
    } else if (state.value === 'validating') {
      if (event.type === 'xstate.done.actor.validateStore' && check?.kind === 'active') {
        // Settings and logos load only once the store is known to be active.
        state = { ...state, value: 'loadingSettings', store: check.store };
        loadSettings();
      } else if (event.type === 'xstate.done.actor.validateStore' && check) state = unavailable(check);
      else if (event.type === 'xstate.error.actor.validateStore') state = unavailable(null);
    } else if (state.value === 'loadingSettings') {
      if (event.type === 'xstate.done.actor.loadSettings' && content) {
        state = { ...state, value: 'active.idle', settings: content.settings, images: content.images };
      } else if (event.type === 'xstate.error.actor.loadSettings') state = { ...state, value: 'error' };
    } else if (state.value === 'error') {
      // The error page's "Try again".
      if (event.type === 'RETRY') {
        state = { ...state, value: 'loadingSettings' };
        loadSettings();
      }
    } else if (state.value === 'active.idle') {
      // A response with status >= 400 refetches the store status (SPEC section 8).
      if (event.type === 'STORE_RECHECK') {
        state = { ...state, value: 'active.rechecking' };
        validate('recheckStore');
      }
    } else if (state.value === 'active.rechecking') {
      // One recheck at a time: further reports wait for it. A failed request keeps the shopper in
      // the store; only a store reported missing or inactive closes it.
      if (event.type === 'xstate.done.actor.recheckStore' && check?.kind === 'active') {
        state = { ...state, value: 'active.idle', store: check.store };
      } else if (event.type === 'xstate.done.actor.recheckStore' && check) state = unavailable(check);
      else if (event.type === 'xstate.error.actor.recheckStore') state = { ...state, value: 'active.idle' };
    }
    // The unavailable page stays for this page load, whatever is reported.
    spec.states.push(state);
  });
  return spec;
}

const screenContext = ({ store, settings, images, unavailableReason }: StoreBootstrapContext) => ({
  store,
  settings,
  images,
  unavailableReason,
});

describe('storeBootstrap: generated paths run on the machine', () => {
  eachGeneratedPath(model, paths, runOnce, (path, run) => {
    const spec = specOf(path);
    expectStates(path, run, spec.states, screenContext);
    expect(run.invocations).toEqual(spec.invocations);
  });

  expectFullCoverage({
    model,
    paths,
    run: runOnce,
    states: [
      'starting',
      'validating',
      'loadingSettings',
      'active',
      'active.idle',
      'active.rechecking',
      'unavailable',
      'error',
    ],
    transitions: 13,
  });

  it('take the cases the oracle must judge', () => {
    const taken = new Set(
      paths.flatMap((path) =>
        path.steps
          .slice(1)
          .map(
            (step, index) => `${stateValueToString(path.steps[index]?.state.value ?? '')} → ${step.label}`,
          ),
      ),
    );
    expect([...taken]).toEqual(
      expect.arrayContaining([
        `validating → ${EVENTS.inactive}`,
        `validating → ${EVENTS.missing}`,
        `validating → ${EVENTS.validationFailed}`,
        `loadingSettings → ${EVENTS.settings}`,
        `loadingSettings → ${EVENTS.settingsWithoutLogos}`,
        `error → ${EVENTS.retry}`,
        `active.rechecking → ${EVENTS.recheck}`,
        `active.rechecking → ${EVENTS.stillActive}`,
        `active.rechecking → ${EVENTS.nowMissing}`,
        `active.rechecking → ${EVENTS.recheckFailed}`,
        `unavailable → ${EVENTS.recheck}`,
      ]),
    );
  });
});

describe('storeBootstrap: SPEC scenarios', () => {
  const runIn = async (scenario: string, events: string[]) => {
    const result = await runPath(model, pathFromEvents(model, scenario, events));
    expect(result.failure).toBeNull();
    return { ...result, context: result.context as StoreBootstrapContext };
  };
  const run = (events: string[]) => runIn(SCENARIOS.demo, events);
  const { active, settings } = EVENTS;

  it('a page served with the active store’s answers opens the store without asking the API', async () => {
    const { path, context, invocations } = await runIn(SCENARIOS.served, []);
    expect(path.steps.at(-1)?.state.value).toEqual({ active: 'idle' });
    expect(context).toMatchObject({
      store: demoStore,
      settings: demoContent.settings,
      images: demoContent.images,
    });
    expect(context.served).toBeNull();
    expect(invocations).toEqual([]);
  });

  it('a served store still rechecks when the API reports a failed status', async () => {
    const { path, invocations } = await runIn(SCENARIOS.served, [EVENTS.recheck, EVENTS.nowInactive]);
    expect(path.steps.at(-1)?.state.value).toBe('unavailable');
    expect(invocations.map((invocation) => invocation.id)).toEqual(['recheckStore']);
  });

  it.each([
    [SCENARIOS.servedInactive, 'inactive', 'Demo Store (closed)'],
    [SCENARIOS.servedMissing, 'missing', null],
  ])('%s shows the store-unavailable page without asking', async (scenario, reason, name) => {
    const { path, context, invocations } = await runIn(scenario, []);
    expect(path.steps.at(-1)?.state.value).toBe('unavailable');
    expect(context.unavailableReason).toBe(reason);
    expect(context.store?.store_display_name ?? null).toBe(name);
    expect(invocations).toEqual([]);
  });

  it('a served validation without the settings is not enough: the machine asks for both', async () => {
    const { path, invocations } = await runIn(SCENARIOS.servedWithoutContent, [active, settings]);
    expect(path.steps.map((step) => step.state.value)).toEqual([
      'validating',
      'loadingSettings',
      { active: 'idle' },
    ]);
    expect(invocations.map((invocation) => invocation.id)).toEqual(['validateStore', 'loadSettings']);
  });

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
    [EVENTS.inactive, 'inactive'],
    [EVENTS.missing, 'missing'],
    [EVENTS.validationFailed, 'failed'],
  ])('%s shows the store-unavailable page without loading settings', async (event, reason) => {
    const { path, context, invocations } = await run([event]);
    expect(path.steps.at(-1)?.state.value).toBe('unavailable');
    expect(context.unavailableReason).toBe(reason);
    expect(invocations.map((invocation) => invocation.id)).toEqual(['validateStore']);
  });

  it('a settings failure shows the error page; RETRY loads them again', async () => {
    const { path, invocations } = await run([active, EVENTS.settingsFailed, EVENTS.retry, settings]);
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
    const { context } = await run([active, settings, EVENTS.recheck, EVENTS.stillActive]);
    expect(context.store).toEqual(renamedStore);
  });

  it('a recheck that fails to reach the API keeps the shopper in the store', async () => {
    const { path, context } = await run([active, settings, EVENTS.recheck, EVENTS.recheckFailed]);
    expect(path.steps.at(-1)?.state.value).toEqual({ active: 'idle' });
    expect(context.store).toEqual(demoStore);
  });

  it('a recheck that finds the store inactive shows the store-unavailable page', async () => {
    const { path, context } = await run([active, settings, EVENTS.recheck, EVENTS.nowInactive]);
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
    const realmName = 'demo-store';
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
