import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, fromPromise, waitFor } from 'xstate';
import {
  type CartSnapshot,
  cartMachine,
  isSavingCart,
  selectCartCount,
  selectCartLines,
  selectCartStatus,
  selectKeptGuestLines,
} from '../../machines/cart/cart.machine.ts';
import type {
  CartChange,
  CartContext,
  CartInput,
  CartLine,
  CartProduct,
  PendingMerge,
} from '../../machines/cart/cart.types.ts';
import { selectCheckoutStart } from '../../machines/cart/cartCheckoutStart.ts';
import type { FlowError } from '../../machines/shared/flowError.ts';
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
import { expectedFlowError } from './expectedFlowError.ts';
import { expectFullCoverage } from './expectFullCoverage.ts';
import {
  EVENTS,
  FULL_LINES,
  GUEST_LINES,
  MERGE,
  cartModel as model,
  OUT_OF_STOCK,
  PRODUCTS,
  SCENARIOS,
  SERVED_LINES,
  SERVER_AFTER,
  SERVER_LINES,
  UNCONFIRMED,
} from './models/cart.model.ts';

const paths = boundedPaths(model);
const runOnce = memoizedRunner(model);

// ---------------------------------------------------------------------------------------------
// The cart as an oracle, written from SPEC sections 4 ("Cart") and 8 and the cart issue: a guest's
// cart is local; a customer's is the server's, changed one request at a time and shown before the
// server answers; a refused change is dropped (the cart shows what the server holds) with the
// server's message; the guest cart merges once signed in, off /cart, after the server cart loaded,
// with a key kept until the server confirms it; a pending product is added quietly after sign-in
// off the excluded pages, unless the server cart has it.

type SpecValue =
  | 'waitingForSession'
  | 'guest'
  | 'customer.loading'
  | 'customer.refreshing'
  | 'customer.loadFailed'
  | 'customer.preparingMerge'
  | 'customer.idle'
  | 'customer.saving';

interface SpecState {
  value: SpecValue;
  guestLines: CartLine[];
  serverLines: CartLine[];
  queue: CartChange[];
  pendingAdd: CartProduct | null;
  pendingMerge: PendingMerge | null;
  mergePaused: boolean;
  mergeRefused: boolean;
  page: string;
  error: FlowError | null;
  /** The customer's cart the page was drawn with, until the cart starts from it. */
  served: CartLine[] | null;
}

/** The server's limit on the products of one cart (it refuses a merge naming more). */
const CART_LIMIT = 100;
/** Refusals that a repeat of the same request would get again (a 401, 408, 429 or no answer may pass later). */
const refusedForGood = (event: EventObject) =>
  [400, 404, 409, 413, 422].includes((event as EventObject & { error: { status: number } }).error.status);

const NO_PENDING_ADD = ['/checkout', '/payment', '/signup', '/signin', '/cashfree', '/ProductDetails'];
const pendingAddAllowed = (page: string) =>
  !NO_PENDING_ADD.some((excluded) => page === excluded || page.startsWith(`${excluded}/`));
const has = (lines: readonly CartLine[], productId: number) =>
  lines.some((line) => line.productId === productId);
const limitOf = (line: CartLine) => Math.min(line.maxQuantity ?? 99, 99);

/** A merge as the server applies it: new products added, existing ones increased, within their limits. */
function merge(server: CartLine[], guest: CartLine[]): CartLine[] {
  const increased = server.map((line) => {
    const local = guest.find((entry) => entry.productId === line.productId);
    return local ? { ...line, quantity: Math.min(line.quantity + local.quantity, limitOf(line)) } : line;
  });
  const added = guest
    .filter((line) => !has(server, line.productId))
    .map((line) => ({ ...line, quantity: Math.min(line.quantity, limitOf(line)) }));
  return [...increased, ...added];
}

/**
 * What the customer sees: the server's lines with the unconfirmed changes on top, a pending merge
 * (sent, or its answer lost) as the server will apply it.
 */
function shown(state: SpecState): CartLine[] {
  const mergeQueued = state.queue.some((change) => change.kind === 'merge');
  let lines =
    state.pendingMerge && !mergeQueued
      ? merge(state.serverLines, state.pendingMerge.lines)
      : [...state.serverLines];
  for (const change of state.queue) {
    if (change.kind === 'merge') lines = merge(lines, change.lines);
    if (change.kind === 'add' && !has(lines, change.product.productId))
      lines = [...lines, { ...change.product, cartItemId: null, quantity: change.quantity }];
    if (change.kind === 'setQuantity')
      lines = lines.map((line) =>
        line.productId === change.productId ? { ...line, quantity: change.quantity } : line,
      );
    if (change.kind === 'remove') lines = lines.filter((line) => line.productId !== change.productId);
    if (change.kind === 'clear') lines = [];
  }
  return lines;
}

function specOf(path: ModelPath) {
  const input = path.input as CartInput;
  let state: SpecState = {
    value: 'waitingForSession',
    guestLines: input.guestLines,
    serverLines: [],
    queue: [],
    pendingAdd: input.pendingAdd,
    pendingMerge: input.pendingMerge,
    mergePaused: false,
    mergeRefused: input.mergeRefused,
    page: input.route.path,
    error: null,
    served: input.served ?? null,
  };
  const states: SpecState[] = [];
  const effects: PathRun['effects'] = [];
  // Another tab's changes are watched for as long as the cart lives.
  const invocations: PathRun['invocations'] = [
    { step: 0, id: 'watchOtherTabs', src: 'watchOtherTabs', input: undefined },
  ];

  path.steps.forEach(({ event }, step) => {
    const effect = (action: string, params?: unknown) => effects.push({ step, action, params });
    const invoke = (id: string, invokeInput: unknown) =>
      invocations.push({ step, id, src: id, input: invokeInput });
    const send = () => {
      state = { ...state, value: 'customer.saving' };
      invoke('applyChange', { change: state.queue[0], serverLines: state.serverLines });
    };
    /** Once the server cart is known: the merge (repeated or new), the pending add, queued changes, or rest. */
    const settle = () => {
      const mergeHere = !state.mergePaused && state.page !== '/cart';
      const pending = state.pendingAdd;
      if (mergeHere && state.pendingMerge) {
        const { key, lines } = state.pendingMerge;
        state = { ...state, queue: [{ kind: 'merge', key, lines }, ...state.queue] };
        send();
      } else if (mergeHere && !state.mergeRefused && state.guestLines.length > 0) {
        state = { ...state, value: 'customer.preparingMerge' };
        invoke('prepareMerge', { lines: state.guestLines });
      } else if (pending && pendingAddAllowed(state.page) && !has(state.serverLines, pending.productId)) {
        state = {
          ...state,
          queue: [...state.queue, { kind: 'add', product: pending, quantity: 1, quiet: true }],
          pendingAdd: null,
        };
        effect('savePendingAdd', null);
        send();
      } else if (pending && pendingAddAllowed(state.page)) {
        state = { ...state, value: 'customer.idle', pendingAdd: null };
        effect('savePendingAdd', null);
      } else if (state.queue.length > 0) send();
      else state = { ...state, value: 'customer.idle' };
    };
    const load = () => {
      state = { ...state, value: 'customer.loading' };
      invoke('loadServerCart', undefined);
    };
    const payload = event as EventObject & {
      product?: CartProduct;
      productId?: number;
      quantity?: number;
      guestLines?: CartLine[] | null;
      via?: string;
      path?: string;
      output?: unknown;
    };
    /** The customer's changes join the queue (an ADD of a product already shown adds nothing). */
    const enqueue = () => {
      const lines = shown(state);
      const product = payload.product;
      if (event.type === 'ADD' && product) {
        if (has(lines, product.productId)) effect('notifyAlreadyInCart', product);
        else
          state = { ...state, queue: [...state.queue, { kind: 'add', product, quantity: 1, quiet: false }] };
      } else if (event.type === 'SET_QUANTITY') {
        const line = lines.find((entry) => entry.productId === payload.productId);
        const quantity = payload.quantity ?? 0;
        if (
          line &&
          Number.isInteger(quantity) &&
          quantity >= 1 &&
          quantity <= limitOf(line) &&
          payload.productId
        )
          state = {
            ...state,
            queue: [...state.queue, { kind: 'setQuantity', productId: payload.productId, quantity }],
          };
      } else if (event.type === 'REMOVE' && payload.productId) {
        state = { ...state, queue: [...state.queue, { kind: 'remove', productId: payload.productId }] };
      } else if (event.type === 'CLEAR') {
        state = { ...state, queue: [...state.queue, { kind: 'clear' }] };
      }
    };
    const customer = state.value.startsWith('customer');

    if (step === 0) {
      // The cart waits for the session to say whose it is.
    } else if (event.type === 'ROUTE_CHANGED') {
      state = { ...state, page: payload.path ?? state.page, mergePaused: false };
      if (state.value === 'customer.idle') settle();
    } else if (event.type === 'CHECKOUT') {
      // Going to the checkout: the merge may happen now (as off /cart), a failed one or a failed
      // load is tried again, and a pending add waits (none is added on the checkout).
      state = { ...state, page: '/checkout', mergePaused: false };
      if (state.value === 'customer.idle') settle();
      else if (state.value === 'customer.loadFailed') load();
    } else if (event.type === 'ADD_AFTER_SIGN_IN' && payload.product) {
      state = { ...state, pendingAdd: payload.product };
      effect('savePendingAdd', payload.product);
    } else if (event.type === 'BUY_NOW' && payload.product) {
      effect('saveBuyNow', payload.product);
      effect('goToCheckout');
    } else if (state.value === 'waitingForSession') {
      // A guest's page: no customer's cart was served. A customer's page drawn with their cart
      // shows it at once, and reads the server cart again behind it.
      if (event.type === 'SESSION.GUEST') state = { ...state, value: 'guest', served: null };
      if (event.type === 'SESSION.SIGNED_IN' && state.served) {
        state = { ...state, value: 'customer.refreshing', serverLines: state.served, served: null };
        invoke('loadServerCart', undefined);
      } else if (event.type === 'SESSION.SIGNED_IN') load();
    } else if (state.value === 'guest') {
      const product = payload.product;
      if (event.type === 'ADD' && product) {
        if (has(state.guestLines, product.productId)) effect('notifyAlreadyInCart', product);
        // The server takes at most CART_LIMIT products per cart: a guest cart never holds more.
        else if (state.guestLines.length >= CART_LIMIT) effect('notifyCartFull', product);
        else {
          state = {
            ...state,
            guestLines: [...state.guestLines, { ...product, cartItemId: null, quantity: 1 }],
          };
          effect('saveGuestCart', state.guestLines);
          effect('notifyAdded', product);
        }
      } else if (event.type === 'SET_QUANTITY') {
        const line = state.guestLines.find((entry) => entry.productId === payload.productId);
        const quantity = payload.quantity ?? 0;
        if (line && Number.isInteger(quantity) && quantity >= 1 && quantity <= limitOf(line)) {
          state = {
            ...state,
            guestLines: state.guestLines.map((entry) => (entry === line ? { ...entry, quantity } : entry)),
          };
          effect('saveGuestCart', state.guestLines);
        }
      } else if (event.type === 'REMOVE') {
        state = {
          ...state,
          guestLines: state.guestLines.filter((line) => line.productId !== payload.productId),
        };
        effect('saveGuestCart', state.guestLines);
      } else if (event.type === 'CLEAR') {
        state = { ...state, guestLines: [] };
        effect('saveGuestCart', []);
      } else if (event.type === 'CHANGED_ELSEWHERE' && payload.guestLines) {
        state = { ...state, guestLines: payload.guestLines };
      } else if (event.type === 'SESSION.SIGNED_IN') {
        // Another tab signed in: that tab merges the guest cart and adds the pending product, so
        // this one lets go of its copies (storage, shared, is that tab's to change).
        if (payload.via === 'elsewhere') state = { ...state, guestLines: [], pendingAdd: null };
        load();
      }
    } else if (customer && event.type === 'SESSION.SIGNED_OUT') {
      // Nothing of the customer's cart stays; a guest cart is what is left.
      state = {
        ...state,
        value: 'guest',
        serverLines: [],
        queue: [],
        pendingMerge: null,
        mergeRefused: false,
        error: null,
      };
      effect('saveMergeRefused', false);
    } else if (
      state.value === 'customer.loadFailed' &&
      ['ADD', 'SET_QUANTITY', 'REMOVE', 'CLEAR'].includes(event.type)
    ) {
      // A change tries the load again and waits in the queue for it.
      load();
      enqueue();
    } else if (customer && ['ADD', 'SET_QUANTITY', 'REMOVE', 'CLEAR'].includes(event.type)) {
      enqueue();
      // At rest, a change goes out at once.
      if (state.value === 'customer.idle' && state.queue.length > 0) send();
    } else if (state.value === 'customer.loading' || state.value === 'customer.refreshing') {
      if (event.type === 'xstate.done.actor.loadServerCart') {
        state = { ...state, serverLines: payload.output as CartLine[], error: null };
        settle();
      } else if (event.type === 'xstate.error.actor.loadServerCart') {
        state = { ...state, value: 'customer.loadFailed', error: expectedFlowError(event) };
      }
    } else if (state.value === 'customer.loadFailed') {
      if (event.type === 'RETRY' || event.type === 'CHANGED_ELSEWHERE') load();
    } else if (state.value === 'customer.preparingMerge') {
      if (event.type === 'xstate.done.actor.prepareMerge') {
        const merge = payload.output as PendingMerge;
        state = {
          ...state,
          pendingMerge: merge,
          guestLines: [],
          queue: [{ kind: 'merge', key: merge.key, lines: merge.lines }, ...state.queue],
        };
        effect('saveGuestCart', []);
        send();
      } else if (event.type === 'xstate.error.actor.prepareMerge') {
        state = {
          ...state,
          value: 'customer.idle',
          mergePaused: true,
          error: { kind: 'failed', message: null },
        };
        if (state.queue.length > 0) send();
      }
    } else if (state.value === 'customer.idle') {
      if (event.type === 'CHANGED_ELSEWHERE') load();
    } else if (state.value === 'customer.saving') {
      const [head, ...rest] = state.queue;
      if (event.type === 'xstate.done.actor.applyChange' && head) {
        if (head.kind === 'merge') {
          state = {
            ...state,
            serverLines: payload.output as CartLine[],
            queue: rest,
            pendingMerge: null,
            error: null,
          };
          effect('forgetMerge');
        } else {
          // SPEC section 8: an added product is announced (a quiet pending add is not).
          effect('notifyAdded', head.kind === 'add' && !head.quiet ? head.product : null);
          state = { ...state, serverLines: payload.output as CartLine[], queue: rest, error: null };
        }
        effect('tellOtherTabs');
        settle();
      } else if (
        event.type === 'xstate.error.actor.applyChange' &&
        head?.kind === 'merge' &&
        refusedForGood(event)
      ) {
        // A merge the server will never take: its lines go back to the guest cart (kept in local
        // storage, nothing lost), its key is forgotten, the shopper is told once, and no merge is
        // sent again while signed in.
        const back = head.lines.filter((line) => !has(state.guestLines, line.productId));
        state = {
          ...state,
          queue: rest,
          guestLines: [...state.guestLines, ...back],
          pendingMerge: null,
          mergeRefused: true,
          error: expectedFlowError(event),
        };
        effect('saveGuestCart', state.guestLines);
        effect('forgetMerge');
        effect('saveMergeRefused', true);
        effect('notifyMergeRefused');
        settle();
      } else if (event.type === 'xstate.error.actor.applyChange' && head?.kind === 'merge') {
        // A merge that failed for now is kept (with its key) for the next page.
        state = { ...state, queue: rest, error: expectedFlowError(event), mergePaused: true };
        effect('notifyFailed', state.error);
        settle();
      } else if (event.type === 'xstate.error.actor.applyChange' && head) {
        // The change is dropped, and the server cart is read again: what was refused may be stale
        // (a line emptied on another device), so the cart shows what the server holds.
        state = { ...state, queue: rest, error: expectedFlowError(event) };
        effect('notifyFailed', state.error);
        load();
      }
    }
    states.push(state);
  });
  return { states, effects, invocations };
}

/**
 * What every step is compared on: the context but its last failure (the model's graph merges states
 * that differ only in it); the failure is checked at the end of each path, and every failure shown
 * to the shopper is checked through the notifyFailed effects.
 */
const withoutError = ({ error: _error, ...rest }: CartContext) => rest;

describe('cart: generated paths run on the machine', () => {
  eachGeneratedPath(model, paths, runOnce, (path, run) => {
    const spec = specOf(path);
    expectStates<CartContext, Omit<SpecState, 'value' | 'error'>>(
      path,
      run,
      spec.states.map(({ error: _error, ...rest }) => rest),
      withoutError,
    );
    expect((run.context as CartContext).error).toEqual(spec.states.at(-1)?.error);
    expect(run.effects).toEqual(spec.effects);
    expect(run.invocations).toEqual(spec.invocations);
    // What the screens read at every step: the cart's lines (the guest's, or the server's with
    // what is on its way), and the guest's products a merge refused for good, listed apart while
    // signed in (SPEC section 4: nothing the shopper chose is ever out of sight).
    expect(
      path.steps.map(({ state }) => {
        const snapshot = state as CartSnapshot;
        return { lines: selectCartLines(snapshot), kept: selectKeptGuestLines(snapshot) };
      }),
    ).toEqual(
      spec.states.map((expected) => {
        const customer = expected.value.startsWith('customer');
        return {
          lines: customer ? shown(expected) : expected.guestLines,
          kept: customer && expected.mergeRefused ? expected.guestLines : [],
        };
      }),
    );
  });

  expectFullCoverage({
    model,
    paths,
    run: runOnce,
    states: [
      'waitingForSession',
      'guest',
      'customer',
      'customer.loading',
      'customer.refreshing',
      'customer.loadFailed',
      'customer.settling',
      'customer.preparingMerge',
      'customer.idle',
      'customer.saving',
    ],
    transitions: 50,
  });
});

async function outcomeOf(scenario: string, events: Array<string | EventObject>) {
  const run = await runPath(model, pathFromEvents(model, scenario, events));
  expect(run.failure).toBeNull();
  const last = run.path.steps.at(-1)?.state as ReturnType<typeof cartMachine.transition>;
  return { run, last, value: stateValueToString(last.value), context: run.context as CartContext };
}

const names = (lines: CartLine[]) => lines.map((line) => `${line.name}×${line.quantity}`);

describe('cart: the guest cart merges exactly once (SPEC section 4)', () => {
  it('merges after sign-in, once the server cart has loaded, with a key, then clears the guest cart', async () => {
    const { run, value, context } = await outcomeOf(SCENARIOS.guestCart, [
      EVENTS.guest,
      EVENTS.signedIn,
      EVENTS.loaded,
      EVENTS.prepared,
      EVENTS.applied,
    ]);
    expect(value).toBe('customer.idle');
    expect(run.invocations.map((invocation) => invocation.id)).toEqual([
      'watchOtherTabs',
      'loadServerCart',
      'prepareMerge',
      'applyChange',
    ]);
    expect(run.invocations.at(-1)?.input).toEqual({
      change: { kind: 'merge', key: MERGE.key, lines: GUEST_LINES },
      serverLines: SERVER_LINES,
    });
    expect(context).toMatchObject({ guestLines: [], pendingMerge: null, serverLines: SERVER_AFTER });
  });

  it('another tab signed in: that tab merges; this one loads the server cart and merges nothing', async () => {
    for (const scenario of [SCENARIOS.guestCart, SCENARIOS.pending]) {
      const { run, value, context } = await outcomeOf(scenario, [
        EVENTS.guest,
        EVENTS.signedInElsewhere,
        EVENTS.loaded,
      ]);
      expect(value).toBe('customer.idle');
      expect(run.invocations.map((invocation) => invocation.id)).toEqual([
        'watchOtherTabs',
        'loadServerCart',
      ]);
      // Its copies go, but storage (shared with the tab that merges) is left alone.
      expect(context).toMatchObject({ guestLines: [], pendingAdd: null, queue: [] });
      expect(run.effects).toEqual([]);
    }
  });

  it('waits on /cart, and merges on the next page', async () => {
    const onCart = await outcomeOf(SCENARIOS.onCart, [EVENTS.guest, EVENTS.signedIn, EVENTS.loaded]);
    expect(onCart.value).toBe('customer.idle');
    expect(onCart.context.guestLines).toEqual(GUEST_LINES);
    const left = await outcomeOf(SCENARIOS.onCart, [
      EVENTS.guest,
      EVENTS.signedIn,
      EVENTS.loaded,
      EVENTS.toHome,
    ]);
    expect(left.value).toBe('customer.preparingMerge');
  });

  it('repeats an unconfirmed merge with its own key, and never makes a second one', async () => {
    const { run, context } = await outcomeOf(SCENARIOS.unconfirmed, [
      EVENTS.guest,
      EVENTS.signedIn,
      EVENTS.loaded,
      EVENTS.applied,
    ]);
    const sent = run.invocations.filter((invocation) => invocation.id === 'applyChange');
    expect(sent.map((invocation) => (invocation.input as { change: CartChange }).change)).toEqual([
      { kind: 'merge', key: UNCONFIRMED.key, lines: UNCONFIRMED.lines },
    ]);
    expect(run.invocations.map((invocation) => invocation.id)).not.toContain('prepareMerge');
    expect(context.pendingMerge).toBeNull();
  });

  it('a refused merge keeps its key and lines, and is tried again on the next page, not in a loop', async () => {
    const refused = await outcomeOf(SCENARIOS.guestCart, [
      EVENTS.guest,
      EVENTS.signedIn,
      EVENTS.loaded,
      EVENTS.prepared,
      EVENTS.applyOffline,
    ]);
    expect(refused.value).toBe('customer.idle');
    expect(refused.context).toMatchObject({
      pendingMerge: MERGE,
      mergePaused: true,
      error: { kind: 'network' },
    });
    const again = await outcomeOf(SCENARIOS.guestCart, [
      EVENTS.guest,
      EVENTS.signedIn,
      EVENTS.loaded,
      EVENTS.prepared,
      EVENTS.applyOffline,
      EVENTS.toCart,
      EVENTS.toHome,
    ]);
    const merges = again.run.invocations.filter(
      (invocation) => (invocation.input as { change?: CartChange } | undefined)?.change?.kind === 'merge',
    );
    expect(merges.map((invocation) => (invocation.input as { change: { key: string } }).change.key)).toEqual([
      MERGE.key,
      MERGE.key,
    ]);
  });

  it('a merge refused for good (400) puts its lines back in the guest cart, says so once, and is not sent again', async () => {
    const { run, value, context } = await outcomeOf(SCENARIOS.guestCart, [
      EVENTS.guest,
      EVENTS.signedIn,
      EVENTS.loaded,
      EVENTS.prepared,
      EVENTS.refused,
      EVENTS.toCart,
      EVENTS.toHome,
    ]);
    expect(value).toBe('customer.idle');
    expect(context).toMatchObject({ guestLines: GUEST_LINES, pendingMerge: null, mergeRefused: true });
    const actions = run.effects.map((effect) => effect.action);
    expect(actions.filter((action) => action === 'notifyMergeRefused')).toHaveLength(1);
    // The server's raw message is not shown: the translated one says what happened.
    expect(actions).not.toContain('notifyFailed');
    expect(run.effects).toContainEqual({ step: 5, action: 'saveGuestCart', params: GUEST_LINES });
    expect(run.effects).toContainEqual({ step: 5, action: 'forgetMerge', params: undefined });
    const merges = run.invocations.filter(
      (invocation) => (invocation.input as { change?: CartChange } | undefined)?.change?.kind === 'merge',
    );
    expect(merges).toHaveLength(1);
  });

  it('after a reload, a merge refused for good earlier is not sent again', async () => {
    const sent: string[] = [];
    const actor = createActor(
      cartMachine.provide({
        actors: {
          loadServerCart: fromPromise(async () => SERVER_LINES),
          prepareMerge: fromPromise(async () => {
            sent.push('prepareMerge');
            return MERGE;
          }),
          applyChange: fromPromise(async () => {
            sent.push('applyChange');
            return SERVER_AFTER;
          }),
        },
      }),
      {
        input: {
          guestLines: GUEST_LINES,
          pendingAdd: null,
          pendingMerge: null,
          mergeRefused: true,
          route: { path: '/', search: {} },
        },
      },
    ).start();
    actor.send({ type: 'SESSION.SIGNED_IN', via: 'login' });
    await waitFor(actor, (snapshot) => snapshot.matches({ customer: 'idle' }));
    actor.send({ type: 'ROUTE_CHANGED', path: '/productListing', search: {} });
    await waitFor(actor, (snapshot) => snapshot.matches({ customer: 'idle' }));
    expect(sent).toEqual([]);
    expect(actor.getSnapshot().context.guestLines).toEqual(GUEST_LINES);
    actor.stop();
  });

  it('shows a pending merge (sent, or its answer lost) as the server will apply it', async () => {
    const sent = await outcomeOf(SCENARIOS.guestCart, [
      EVENTS.guest,
      EVENTS.signedIn,
      EVENTS.loaded,
      EVENTS.prepared,
    ]);
    // Server: two kettles and a phone; guest: a kettle and two lamps.
    expect(names(selectCartLines(sent.last))).toEqual(['Kettle×3', 'Phone×1', 'Lamp×2']);
    expect(selectCartCount(sent.last)).toBe(3);
    const lost = await outcomeOf(SCENARIOS.guestCart, [
      EVENTS.guest,
      EVENTS.signedIn,
      EVENTS.loaded,
      EVENTS.prepared,
      EVENTS.applyOffline,
    ]);
    expect(names(selectCartLines(lost.last))).toEqual(['Kettle×3', 'Phone×1', 'Lamp×2']);
    // After a reload, while the server cart loads, the kept merge shows already.
    const reloaded = await outcomeOf(SCENARIOS.unconfirmed, [EVENTS.guest, EVENTS.signedIn]);
    expect(names(selectCartLines(reloaded.last))).toEqual(['Lamp×1']);
  });

  it('signing out during a merge keeps nothing of the customer', async () => {
    const { value, context } = await outcomeOf(SCENARIOS.guestCart, [
      EVENTS.guest,
      EVENTS.signedIn,
      EVENTS.loaded,
      EVENTS.prepared,
      EVENTS.applied,
      EVENTS.signedOut,
    ]);
    expect(value).toBe('guest');
    expect(context).toMatchObject({ serverLines: [], queue: [], pendingMerge: null });
  });
});

describe('cart: the pending add (SPEC section 4)', () => {
  it('is added quietly after sign-in when the server cart lacks it', async () => {
    const { run, context } = await outcomeOf(SCENARIOS.pending, [
      EVENTS.guest,
      EVENTS.signedIn,
      EVENTS.loaded,
      EVENTS.applied,
    ]);
    const sent = run.invocations.find((invocation) => invocation.id === 'applyChange');
    expect((sent?.input as { change: CartChange } | undefined)?.change).toEqual({
      kind: 'add',
      product: PRODUCTS.course,
      quantity: 1,
      quiet: true,
    });
    expect(run.effects.filter((effect) => effect.action === 'notifyAdded')).toEqual([
      { step: 4, action: 'notifyAdded', params: null },
    ]);
    expect(context.pendingAdd).toBeNull();
  });

  it('waits on the product page (an excluded page), and is added on the next page', async () => {
    const onProduct = await outcomeOf(SCENARIOS.pending, [
      EVENTS.guest,
      EVENTS.toProduct,
      EVENTS.signedIn,
      EVENTS.loaded,
    ]);
    expect(onProduct.value).toBe('customer.idle');
    expect(onProduct.context.pendingAdd).toEqual(PRODUCTS.course);
    const next = await outcomeOf(SCENARIOS.pending, [
      EVENTS.guest,
      EVENTS.toProduct,
      EVENTS.signedIn,
      EVENTS.loaded,
      EVENTS.toHome,
    ]);
    expect(next.value).toBe('customer.saving');
  });
});

describe('cart: changes and failures (SPEC section 8)', () => {
  it('reads the server cart again after a refused change (a line gone elsewhere must not stay)', async () => {
    const { run, value, last } = await outcomeOf(SCENARIOS.empty, [
      EVENTS.guest,
      EVENTS.signedIn,
      EVENTS.loaded,
      EVENTS.addCourse,
      EVENTS.refused,
    ]);
    expect(value).toBe('customer.loading');
    expect(run.invocations.map((invocation) => invocation.id)).toEqual([
      'watchOtherTabs',
      'loadServerCart',
      'applyChange',
      'loadServerCart',
    ]);
    // Until the server answers, the cart shows what it last held, not a loading page.
    expect(selectCartStatus(last)).toBe('ready');
    expect(names(selectCartLines(last))).toEqual(['Kettle×2', 'Phone×1']);
  });

  it('shows a change before the server answers, and drops it with the message when refused', async () => {
    const sending = await outcomeOf(SCENARIOS.empty, [
      EVENTS.guest,
      EVENTS.signedIn,
      EVENTS.loaded,
      EVENTS.addCourse,
    ]);
    expect(names(selectCartLines(sending.last))).toEqual(['Kettle×2', 'Phone×1', 'Course×1']);
    expect(isSavingCart(sending.last)).toBe(true);
    const refused = await outcomeOf(SCENARIOS.empty, [
      EVENTS.guest,
      EVENTS.signedIn,
      EVENTS.loaded,
      EVENTS.addCourse,
      EVENTS.refused,
    ]);
    expect(names(selectCartLines(refused.last))).toEqual(['Kettle×2', 'Phone×1']);
    expect(refused.run.effects.at(-1)).toEqual({
      step: 5,
      action: 'notifyFailed',
      params: { kind: 'failed', message: OUT_OF_STOCK.message },
    });
  });

  it('never adds a product twice, and refuses a quantity over the limit', async () => {
    const guest = await outcomeOf(SCENARIOS.guestCart, [
      EVENTS.guest,
      EVENTS.addKettle,
      EVENTS.tooManyKettles,
    ]);
    expect(names(selectCartLines(guest.last))).toEqual(['Kettle×1', 'Lamp×2']);
    expect(guest.run.effects.map((effect) => effect.action)).toEqual(['notifyAlreadyInCart']);
  });

  it("refuses a guest's 101st product with a message, and loses nothing", async () => {
    const { run, context } = await outcomeOf(SCENARIOS.full, [EVENTS.guest, EVENTS.addCourse]);
    expect(context.guestLines).toBe(FULL_LINES);
    expect(run.effects).toEqual([{ step: 2, action: 'notifyCartFull', params: PRODUCTS.course }]);
  });

  it('counts products, and says when the server cart is loading or failed', async () => {
    const loading = await outcomeOf(SCENARIOS.guestCart, [EVENTS.guest, EVENTS.signedIn]);
    expect(selectCartStatus(loading.last)).toBe('loading');
    const failed = await outcomeOf(SCENARIOS.guestCart, [EVENTS.guest, EVENTS.signedIn, EVENTS.loadFailed]);
    expect(selectCartStatus(failed.last)).toBe('failed');
    const guest = await outcomeOf(SCENARIOS.guestCart, [EVENTS.guest]);
    expect(selectCartCount(guest.last)).toBe(2);
    expect(selectCartStatus(guest.last)).toBe('ready');
  });
});

describe("cart: a customer's page drawn on the server with their cart", () => {
  it('starts from the served cart (no loading), reads it again behind it, and takes the server’s answer', async () => {
    const started = await outcomeOf(SCENARIOS.served, [EVENTS.signedIn]);
    expect(started.value).toBe('customer.refreshing');
    expect(selectCartStatus(started.last)).toBe('ready');
    expect(names(selectCartLines(started.last))).toEqual(['Kettle×2']);
    expect(selectCartCount(started.last)).toBe(1);
    expect(started.context.serverLines).toEqual(SERVED_LINES);
    expect(started.context.served).toBeNull();
    expect(started.run.invocations.map((invocation) => invocation.id)).toEqual([
      'watchOtherTabs',
      'loadServerCart',
    ]);
    const read = await outcomeOf(SCENARIOS.served, [EVENTS.signedIn, EVENTS.loaded]);
    expect(read.value).toBe('customer.idle');
    expect(names(selectCartLines(read.last))).toEqual(['Kettle×2', 'Phone×1']);
  });

  it('a product added at once shows at once and is sent once the cart is read: nothing is lost', async () => {
    const added = await outcomeOf(SCENARIOS.served, [EVENTS.signedIn, EVENTS.addCourse]);
    expect(added.value).toBe('customer.refreshing');
    expect(names(selectCartLines(added.last))).toEqual(['Kettle×2', 'Course×1']);
    expect(isSavingCart(added.last)).toBe(true);
    const sent = await outcomeOf(SCENARIOS.served, [EVENTS.signedIn, EVENTS.addCourse, EVENTS.loaded]);
    expect(sent.value).toBe('customer.saving');
    expect(sent.run.invocations.at(-1)?.input).toEqual({
      change: { kind: 'add', product: PRODUCTS.course, quantity: 1, quiet: false },
      serverLines: SERVER_LINES,
    });
  });

  it('a read that fails is a failed load (Try again), as on any page', async () => {
    const failed = await outcomeOf(SCENARIOS.served, [EVENTS.signedIn, EVENTS.loadFailed]);
    expect(failed.value).toBe('customer.loadFailed');
    expect(selectCartStatus(failed.last)).toBe('failed');
  });

  it('an empty served cart is drawn empty, not loading', () => {
    const actor = createActor(
      cartMachine.provide({
        actors: { loadServerCart: fromPromise(() => new Promise<CartLine[]>(() => {})) },
      }),
      {
        input: {
          guestLines: [],
          pendingAdd: null,
          pendingMerge: null,
          mergeRefused: false,
          route: { path: '/cart', search: {} },
          served: [],
        },
      },
    ).start();
    actor.send({ type: 'SESSION.SIGNED_IN', via: 'cookie' });
    expect(actor.getSnapshot().matches({ customer: 'refreshing' })).toBe(true);
    expect(selectCartStatus(actor.getSnapshot())).toBe('ready');
    expect(selectCartLines(actor.getSnapshot())).toEqual([]);
    actor.stop();
  });

  it('a guest’s page forgets a served cart, and a later sign-in loads the cart', async () => {
    const { value, context } = await outcomeOf(SCENARIOS.served, [EVENTS.guest, EVENTS.signedIn]);
    expect(value).toBe('customer.loading');
    expect(context.served).toBeNull();
    expect(context.serverLines).toEqual([]);
  });
});

it('the machine is the one the model walks', () => {
  expect(model.machine).toBe(cartMachine);
});

describe('cart: a checkout starts only from the merged cart', () => {
  const startOf = (last: Awaited<ReturnType<typeof outcomeOf>>['last']) => selectCheckoutStart(last).status;

  it('a guest who signs in on the way to the checkout: waiting until the merge is confirmed, then ready', async () => {
    const steps = [EVENTS.guest, EVENTS.checkout, EVENTS.signedIn, EVENTS.loaded, EVENTS.prepared];
    // Signed in, the saved cart loaded, the merge sent but not confirmed: not yet.
    for (let end = 1; end <= steps.length; end += 1)
      expect(startOf((await outcomeOf(SCENARIOS.guestCart, steps.slice(0, end))).last)).toBe('waiting');
    const merged = await outcomeOf(SCENARIOS.guestCart, [...steps, EVENTS.applied]);
    expect(startOf(merged.last)).toBe('ready');
    expect(merged.context).toMatchObject({ guestLines: [], pendingMerge: null, serverLines: SERVER_AFTER });
  });

  it('going to the checkout from /cart merges a guest cart held back there, and waits for it', async () => {
    const heldBack = await outcomeOf(SCENARIOS.onCart, [EVENTS.guest, EVENTS.signedIn, EVENTS.loaded]);
    expect(heldBack.value).toBe('customer.idle');
    // At rest on /cart with the guest's products not merged: never ready.
    expect(startOf(heldBack.last)).toBe('waiting');
    const going = await outcomeOf(SCENARIOS.onCart, [
      EVENTS.guest,
      EVENTS.signedIn,
      EVENTS.loaded,
      EVENTS.checkout,
    ]);
    expect(going.value).toBe('customer.preparingMerge');
    expect(startOf(going.last)).toBe('waiting');
  });

  it('a merge that failed is never ready: it fails, and going to the checkout again repeats it', async () => {
    const failed = await outcomeOf(SCENARIOS.guestCart, [
      EVENTS.guest,
      EVENTS.checkout,
      EVENTS.signedIn,
      EVENTS.loaded,
      EVENTS.prepared,
      EVENTS.applyOffline,
    ]);
    expect(failed.value).toBe('customer.idle');
    expect(selectCheckoutStart(failed.last)).toEqual({ status: 'failed', error: { kind: 'network' } });
    const again = await outcomeOf(SCENARIOS.guestCart, [
      EVENTS.guest,
      EVENTS.checkout,
      EVENTS.signedIn,
      EVENTS.loaded,
      EVENTS.prepared,
      EVENTS.applyOffline,
      EVENTS.checkout,
    ]);
    expect(again.value).toBe('customer.saving');
    expect(again.run.invocations.filter((invocation) => invocation.id === 'applyChange')).toHaveLength(2);
    expect(startOf(again.last)).toBe('waiting');
  });

  it('a saved cart that failed to load fails the start; going to the checkout again loads it', async () => {
    const failed = await outcomeOf(SCENARIOS.empty, [EVENTS.signedIn, EVENTS.loadFailed]);
    expect(selectCheckoutStart(failed.last)).toEqual({ status: 'failed', error: { kind: 'network' } });
    const again = await outcomeOf(SCENARIOS.empty, [EVENTS.signedIn, EVENTS.loadFailed, EVENTS.checkout]);
    expect(again.value).toBe('customer.loading');
    const loaded = await outcomeOf(SCENARIOS.empty, [
      EVENTS.signedIn,
      EVENTS.loadFailed,
      EVENTS.checkout,
      EVENTS.loaded,
    ]);
    expect(startOf(loaded.last)).toBe('ready');
  });

  it('a pending add waits at the checkout (it is not added there), and does not hold it back', async () => {
    const { last, context } = await outcomeOf(SCENARIOS.pending, [
      EVENTS.checkout,
      EVENTS.signedIn,
      EVENTS.loaded,
    ]);
    expect(context.pendingAdd).toEqual(PRODUCTS.course);
    expect(startOf(last)).toBe('ready');
  });

  it('a guest cart is never ready for a checkout', async () => {
    const { last } = await outcomeOf(SCENARIOS.guestCart, [EVENTS.guest, EVENTS.checkout]);
    expect(startOf(last)).toBe('waiting');
  });
});
