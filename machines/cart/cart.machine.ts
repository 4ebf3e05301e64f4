import { assign, fromCallback, fromPromise, raise, setup } from 'xstate';
import { MAX_CART_LINES } from '../../contracts/cfs.ts';
import type { SignedInVia } from '../auth/session.types.ts';
import { isRefusedForGood, toFlowError } from '../shared/flowError.ts';
import { mergeAllowedOn, PAGES, pendingAddAllowedOn } from '../storefront/pages.ts';
import type {
  ApplyChangeInput,
  CartChange,
  CartContext,
  CartEvent,
  CartInput,
  CartLine,
  CartProduct,
  CartStatus,
  PendingMerge,
} from './cart.types.ts';
import {
  findLine,
  guestCartWith,
  isValidQuantity,
  setGuestQuantity,
  shownLines,
  withLinesBack,
} from './cartLines.ts';

// The cart (SPEC sections 3, 4 "Cart", 5 and 8). A guest's cart lives in local storage; a signed-in
// customer's on the server. The session's announcements (forwarded by the storefront) switch between
// them. Server changes go one at a time from a queue, and the screens show each change before the
// server answers: a change that fails is dropped from the queue, so the cart shows again what the
// server holds, and the shopper is told why. When a guest with a cart signs in, the guest cart is
// merged into the server cart once the server cart has loaded and the shopper is not on /cart; the
// merge carries a key kept with the lines until the server confirms it, so a repeat after a lost
// answer or a closed tab is recognised and never counts a quantity twice. A product a guest asked to
// add where signing in is required is added after sign-in (no toast), unless it is in the server
// cart already, on any page but those SPEC excludes. A page the server drew for a customer was
// drawn with their cart as the server read it: the cart starts from it (the page hydrates as drawn
// and never shows "loading" over it) and reads the server cart again behind it.

const noLines: CartLine[] = [];

/** The change in flight: the queue's head. */
function headOf(queue: readonly CartChange[]): CartChange {
  const [head] = queue;
  if (!head) throw new Error('cart: nothing to send');
  return head;
}

export const cartMachine = setup({
  types: {
    input: {} as CartInput,
    context: {} as CartContext,
    events: {} as CartEvent,
  },
  actors: {
    /** GET /cfs/rest/v3/customer-cart (page_number -1): the customer's lines. */
    loadServerCart: fromPromise<CartLine[]>(async () => {
      throw new Error('loadServerCart not provided');
    }),
    /** Sends one change (POST, PUT or DELETE customer-cart); resolves the server cart after it. */
    applyChange: fromPromise<CartLine[], ApplyChangeInput>(async () => {
      throw new Error('applyChange not provided');
    }),
    /** Sends CHANGED_ELSEWHERE when another tab changes the cart (local storage, or a message). */
    watchOtherTabs: fromCallback<CartEvent>(() => () => {}),
    /** Gives a merge its key and keeps it with the lines until it is confirmed. */
    prepareMerge: fromPromise<PendingMerge, { lines: CartLine[] }>(async () => {
      throw new Error('prepareMerge not provided');
    }),
  },
  actions: {
    /** A new page may allow the merge (after leaving /cart, or after a failed one) or the pending add. */
    followPage: assign({ page: (_, path: string) => path, mergePaused: false }),
    /**
     * The shopper leaves for the checkout with this cart: the merge may happen (it is held back only
     * on /cart) and a failed one is tried again; the checkout waits for it (selectCheckoutStart).
     */
    headForCheckout: assign({ page: PAGES.checkout, mergePaused: false }),
    rememberPendingAdd: assign({ pendingAdd: (_, product: CartProduct) => product }),
    forgetPendingAdd: assign({ pendingAdd: null }),
    addToGuestCart: assign({
      guestLines: ({ context }, added: { product: CartProduct; quantity: number }) =>
        guestCartWith(context.guestLines, added.product, added.quantity),
    }),
    setGuestLineQuantity: assign({
      guestLines: ({ context }, change: { productId: number; quantity: number }) =>
        setGuestQuantity(context.guestLines, change.productId, change.quantity),
    }),
    removeGuestLine: assign({
      guestLines: ({ context }, productId: number) =>
        context.guestLines.filter((line) => line.productId !== productId),
    }),
    clearGuestCart: assign({ guestLines: noLines }),
    /** Another tab's guest cart (none sent: this tab's stays). */
    takeOtherTabGuestCart: assign({
      guestLines: ({ context }, lines: CartLine[] | null) => lines ?? context.guestLines,
    }),
    /**
     * The tab that signed in merges the guest cart (and adds the pending product) from the storage
     * all tabs share: this tab letting go of its copy (without writing storage) is what keeps a
     * quantity from counting twice (two tabs would send two merge keys).
     */
    letGoOfGuestCart: assign({ guestLines: noLines, pendingAdd: null }),
    queueAdd: assign({
      queue: ({ context }, added: { product: CartProduct; quantity: number }) => [
        ...context.queue,
        { kind: 'add' as const, product: added.product, quantity: added.quantity, quiet: false },
      ],
    }),
    queueSetQuantity: assign({
      queue: ({ context }, change: { productId: number; quantity: number }) => [
        ...context.queue,
        { kind: 'setQuantity' as const, productId: change.productId, quantity: change.quantity },
      ],
    }),
    queueRemove: assign({
      queue: ({ context }, productId: number) => [...context.queue, { kind: 'remove' as const, productId }],
    }),
    queueClear: assign({ queue: ({ context }) => [...context.queue, { kind: 'clear' as const }] }),
    /** Signed out: nothing of the customer's cart is kept. */
    forgetCustomerCart: assign({
      serverLines: noLines,
      queue: [],
      pendingMerge: null,
      mergeRefused: false,
      error: null,
    }),
    rememberServerLines: assign((_, lines: CartLine[]) => ({ serverLines: lines, error: null })),
    /** The customer's cart the page was drawn with is the server cart until it is read again. */
    adoptServedCart: assign(({ context }) => ({ serverLines: context.served ?? noLines, served: null })),
    /** A guest's page: no customer's cart was served. */
    forgetServedCart: assign({ served: null }),
    showLoadFailure: assign({ error: (_, failed: { error: unknown }) => toFlowError(failed.error) }),
    /** Takes the event again in the state just entered (a change asked for while the load had failed). */
    replayEvent: raise(({ event }) => event),
    /** A merge left unconfirmed (a lost answer, a closed tab) is repeated first, with its own key. */
    queueRepeatedMerge: assign({
      queue: ({ context }) =>
        context.pendingMerge
          ? [
              { kind: 'merge' as const, key: context.pendingMerge.key, lines: context.pendingMerge.lines },
              ...context.queue,
            ]
          : context.queue,
    }),
    /** The pending product joins the queue, added without a message. */
    queuePendingAdd: assign({
      queue: ({ context }) =>
        context.pendingAdd
          ? [
              ...context.queue,
              { kind: 'add' as const, product: context.pendingAdd, quantity: 1, quiet: true },
            ]
          : context.queue,
      pendingAdd: null,
    }),
    /** The guest cart is now the merge's to send: it is no longer the cart on screen. */
    queueMerge: assign(({ context }, merge: PendingMerge) => ({
      pendingMerge: merge,
      guestLines: noLines,
      queue: [{ kind: 'merge' as const, key: merge.key, lines: merge.lines }, ...context.queue],
    })),
    /** The merge could not be prepared: it waits for the next page. */
    pauseMerge: assign({
      mergePaused: true,
      error: (_, failed: { error: unknown }) => toFlowError(failed.error),
    }),
    /** The merge is done: its kept copy goes, and the guest cart is now the server's. */
    confirmMerge: assign(({ context }, lines: CartLine[]) => ({
      serverLines: lines,
      queue: context.queue.slice(1),
      pendingMerge: null,
      error: null,
    })),
    confirmChange: assign(({ context }, lines: CartLine[]) => ({
      serverLines: lines,
      queue: context.queue.slice(1),
      error: null,
    })),
    /**
     * A merge refused for good goes back to the guest cart (local storage keeps it), its key is
     * forgotten, and no merge is sent again.
     */
    returnRefusedMerge: assign(({ context }, failed: { error: unknown }) => {
      const change = headOf(context.queue);
      return {
        queue: context.queue.slice(1),
        guestLines:
          change.kind === 'merge' ? withLinesBack(context.guestLines, change.lines) : context.guestLines,
        pendingMerge: null,
        mergeRefused: true,
        error: toFlowError(failed.error),
      };
    }),
    /** A merge that failed for now keeps the guest cart (and its key) to try again on the next page. */
    pauseFailedMerge: assign(({ context }, failed: { error: unknown }) => ({
      ...rejected(context, failed.error),
      mergePaused: true,
    })),
    dropRejectedChange: assign(({ context }, failed: { error: unknown }) => rejected(context, failed.error)),
    /** Writes local storage `cart`. */
    saveGuestCart: (_, _lines: CartLine[]) => {},
    /** Writes (or, with null, removes) the pending add-to-cart. */
    savePendingAdd: (_, _product: CartProduct | null) => {},
    /** Removes the kept merge once the server confirmed it. */
    forgetMerge: () => {},
    /** Keeps (or, with false, forgets) that the server refused a merge for good. */
    saveMergeRefused: (_, _refused: boolean) => {},
    /** Writes local storage `buyNowItem`. */
    saveBuyNow: (_, _product: CartProduct) => {},
    /** Goes towards checkout with the buy-now item (signing in first when needed). */
    goToCheckout: () => {},
    /** SPEC section 8: the translated "added to cart" message (null: a change that added nothing). */
    notifyAdded: (_, _product: CartProduct | null) => {},
    /** The product is in the cart already: nothing is added twice. */
    notifyAlreadyInCart: (_, _product: CartProduct) => {},
    /** SPEC section 8: an error toast with the server's response_message. */
    notifyFailed: (_, _error: CartContext['error']) => {},
    /** The guest cart holds as many products as a cart may (MAX_CART_LINES): this one is not added. */
    notifyCartFull: (_, _product: CartProduct) => {},
    /** Said once: the merge was refused for good, and its products stay in the guest cart. */
    notifyMergeRefused: () => {},
    /** Tells the other tabs that the server cart changed. */
    tellOtherTabs: () => {},
  },
  guards: {
    isInCart: (_, check: { lines: CartLine[]; product: CartProduct }) =>
      findLine(check.lines, check.product.productId) !== undefined,
    /** The server takes at most MAX_CART_LINES products per cart (and per merge). */
    isCartFull: (_, lines: CartLine[]) => lines.length >= MAX_CART_LINES,
    isValidQuantity: (_, check: { lines: CartLine[]; productId: number; quantity: number }) =>
      isValidQuantity(check.lines, check.productId, check.quantity),
    /** A merge left unconfirmed, on a page where merging may happen. */
    mustRepeatMerge: (_, context: CartContext) =>
      !context.mergePaused && mergeAllowedOn(context.page) && context.pendingMerge !== null,
    /** A guest cart to merge, on a page where merging may happen. */
    mustMerge: (_, context: CartContext) =>
      !context.mergePaused &&
      !context.mergeRefused &&
      mergeAllowedOn(context.page) &&
      context.guestLines.length > 0,
    /** A pending product that is not in the server cart, on a page where it may be added. */
    mustAddPending: (_, context: CartContext) =>
      context.pendingAdd !== null &&
      pendingAddAllowedOn(context.page) &&
      findLine(context.serverLines, context.pendingAdd.productId) === undefined,
    /** A pending product already in the server cart: it is simply forgotten. */
    pendingAlreadyInCart: (_, context: CartContext) =>
      context.pendingAdd !== null &&
      pendingAddAllowedOn(context.page) &&
      findLine(context.serverLines, context.pendingAdd.productId) !== undefined,
    hasQueuedChanges: (_, queue: CartChange[]) => queue.length > 0,
    isMerge: (_, change: CartChange) => change.kind === 'merge',
    /** A merge the server refused for good: sending it again would be refused again. */
    isMergeRefusedForGood: (_, check: { change: CartChange; error: unknown }) =>
      check.change.kind === 'merge' && isRefusedForGood(check.error),
    /** The page was drawn on the server with the customer's cart. */
    hasServedCart: (_, served: CartLine[] | null) => served !== null,
    /** Another tab signed in: that tab merges the guest cart and adds the pending product. */
    isSignedInElsewhere: (_, via: SignedInVia) => via === 'elsewhere',
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => ({
    guestLines: input.guestLines,
    serverLines: noLines,
    queue: [],
    pendingAdd: input.pendingAdd,
    pendingMerge: input.pendingMerge,
    mergePaused: false,
    mergeRefused: input.mergeRefused,
    page: input.route.path,
    error: null,
    served: input.served ?? null,
  }),
  // Another tab's change reaches this one whatever the cart is doing.
  invoke: { id: 'watchOtherTabs', src: 'watchOtherTabs' },
  on: {
    ROUTE_CHANGED: { actions: { type: 'followPage', params: ({ event }) => event.path } },
    CHECKOUT: { actions: 'headForCheckout' },
    ADD_AFTER_SIGN_IN: {
      actions: [
        { type: 'rememberPendingAdd', params: ({ event }) => event.product },
        { type: 'savePendingAdd', params: ({ event }) => event.product },
      ],
    },
    BUY_NOW: {
      actions: [{ type: 'saveBuyNow', params: ({ event }) => event.product }, 'goToCheckout'],
    },
  },
  initial: 'waitingForSession',
  states: {
    // Until the session has decided: a guest's cart or a customer's.
    waitingForSession: {
      on: {
        'SESSION.GUEST': { target: 'guest', actions: 'forgetServedCart' },
        'SESSION.SIGNED_IN': [
          {
            guard: { type: 'hasServedCart', params: ({ context }) => context.served },
            target: '#cart.customer.refreshing',
            actions: 'adoptServedCart',
          },
          { target: 'customer' },
        ],
      },
    },
    guest: {
      on: {
        ADD: [
          {
            guard: {
              type: 'isInCart',
              params: ({ context, event }) => ({ lines: context.guestLines, product: event.product }),
            },
            actions: { type: 'notifyAlreadyInCart', params: ({ event }) => event.product },
          },
          {
            guard: { type: 'isCartFull', params: ({ context }) => context.guestLines },
            actions: { type: 'notifyCartFull', params: ({ event }) => event.product },
          },
          {
            actions: [
              {
                type: 'addToGuestCart',
                params: ({ event }) => ({ product: event.product, quantity: event.quantity ?? 1 }),
              },
              { type: 'saveGuestCart', params: ({ context }) => context.guestLines },
              { type: 'notifyAdded', params: ({ event }) => event.product },
            ],
          },
        ],
        SET_QUANTITY: {
          guard: {
            type: 'isValidQuantity',
            params: ({ context, event }) => ({
              lines: context.guestLines,
              productId: event.productId,
              quantity: event.quantity,
            }),
          },
          actions: [
            {
              type: 'setGuestLineQuantity',
              params: ({ event }) => ({ productId: event.productId, quantity: event.quantity }),
            },
            { type: 'saveGuestCart', params: ({ context }) => context.guestLines },
          ],
        },
        REMOVE: {
          actions: [
            { type: 'removeGuestLine', params: ({ event }) => event.productId },
            { type: 'saveGuestCart', params: ({ context }) => context.guestLines },
          ],
        },
        CLEAR: {
          actions: ['clearGuestCart', { type: 'saveGuestCart', params: noLines }],
        },
        CHANGED_ELSEWHERE: {
          actions: { type: 'takeOtherTabGuestCart', params: ({ event }) => event.guestLines },
        },
        'SESSION.SIGNED_IN': [
          {
            guard: { type: 'isSignedInElsewhere', params: ({ event }) => event.via },
            target: 'customer',
            actions: 'letGoOfGuestCart',
          },
          { target: 'customer' },
        ],
      },
    },
    customer: {
      initial: 'loading',
      on: {
        // Changes join the queue whatever the cart is doing, and show at once.
        ADD: [
          {
            guard: {
              type: 'isInCart',
              params: ({ context, event }) => ({
                lines: shownLines(context.serverLines, context.queue, context.pendingMerge),
                product: event.product,
              }),
            },
            actions: { type: 'notifyAlreadyInCart', params: ({ event }) => event.product },
          },
          {
            actions: {
              type: 'queueAdd',
              params: ({ event }) => ({ product: event.product, quantity: event.quantity ?? 1 }),
            },
          },
        ],
        SET_QUANTITY: {
          guard: {
            type: 'isValidQuantity',
            params: ({ context, event }) => ({
              lines: shownLines(context.serverLines, context.queue, context.pendingMerge),
              productId: event.productId,
              quantity: event.quantity,
            }),
          },
          actions: {
            type: 'queueSetQuantity',
            params: ({ event }) => ({ productId: event.productId, quantity: event.quantity }),
          },
        },
        REMOVE: {
          actions: { type: 'queueRemove', params: ({ event }) => event.productId },
        },
        CLEAR: { actions: 'queueClear' },
        // Signed out (elsewhere, or a failed refresh): back to the guest cart, nothing of the customer's kept.
        'SESSION.SIGNED_OUT': {
          target: 'guest',
          actions: ['forgetCustomerCart', { type: 'saveMergeRefused', params: false }],
        },
      },
      states: {
        loading: {
          invoke: {
            id: 'loadServerCart',
            src: 'loadServerCart',
            onDone: {
              target: 'settling',
              actions: { type: 'rememberServerLines', params: ({ event }) => event.output },
            },
            onError: {
              target: 'loadFailed',
              actions: { type: 'showLoadFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        // The page was drawn with the server cart: it shows while it is read again (another tab or
        // device may have changed it since, or the browser holds a newer session). Changes asked
        // for meanwhile join the queue and are sent once it is read; a read that fails is a failed
        // load.
        refreshing: {
          invoke: {
            id: 'loadServerCart',
            src: 'loadServerCart',
            onDone: {
              target: 'settling',
              actions: { type: 'rememberServerLines', params: ({ event }) => event.output },
            },
            onError: {
              target: 'loadFailed',
              actions: { type: 'showLoadFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        // The cart page offers "Try again"; a change asked for anywhere tries again too, and then
        // joins the queue (the event is raised again in loading, where the customer's handlers take it).
        loadFailed: {
          on: {
            RETRY: { target: 'loading' },
            CHECKOUT: { target: 'loading', actions: 'headForCheckout' },
            CHANGED_ELSEWHERE: { target: 'loading' },
            ADD: { target: 'loading', actions: 'replayEvent' },
            SET_QUANTITY: { target: 'loading', actions: 'replayEvent' },
            REMOVE: { target: 'loading', actions: 'replayEvent' },
            CLEAR: { target: 'loading', actions: 'replayEvent' },
          },
        },
        // What comes next once the server cart is known: a merge, a pending add, queued changes, or rest.
        settling: {
          always: [
            {
              guard: { type: 'mustRepeatMerge', params: ({ context }) => context },
              target: 'saving',
              actions: 'queueRepeatedMerge',
            },
            {
              guard: { type: 'mustMerge', params: ({ context }) => context },
              target: 'preparingMerge',
            },
            {
              guard: { type: 'mustAddPending', params: ({ context }) => context },
              target: 'saving',
              actions: ['queuePendingAdd', { type: 'savePendingAdd', params: null }],
            },
            {
              guard: { type: 'pendingAlreadyInCart', params: ({ context }) => context },
              target: 'idle',
              actions: ['forgetPendingAdd', { type: 'savePendingAdd', params: null }],
            },
            {
              guard: { type: 'hasQueuedChanges', params: ({ context }) => context.queue },
              target: 'saving',
            },
            { target: 'idle' },
          ],
        },
        // The guest cart gets a key, kept with its lines until the server confirms the merge.
        preparingMerge: {
          invoke: {
            id: 'prepareMerge',
            src: 'prepareMerge',
            input: ({ context }) => ({ lines: context.guestLines }),
            onDone: {
              target: 'saving',
              actions: [
                { type: 'queueMerge', params: ({ event }) => event.output },
                { type: 'saveGuestCart', params: noLines },
              ],
            },
            onError: {
              target: 'idle',
              actions: { type: 'pauseMerge', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        idle: {
          // A change asked for at the customer level waits in the queue: send it.
          always: {
            guard: { type: 'hasQueuedChanges', params: ({ context }) => context.queue },
            target: 'saving',
          },
          on: {
            ROUTE_CHANGED: {
              target: 'settling',
              actions: { type: 'followPage', params: ({ event }) => event.path },
            },
            CHECKOUT: { target: 'settling', actions: 'headForCheckout' },
            CHANGED_ELSEWHERE: { target: 'loading' },
          },
        },
        // One change at a time; changes asked for meanwhile wait in the queue (and show already).
        saving: {
          invoke: {
            id: 'applyChange',
            src: 'applyChange',
            input: ({ context }) => ({ change: headOf(context.queue), serverLines: context.serverLines }),
            onDone: [
              {
                guard: { type: 'isMerge', params: ({ context }) => headOf(context.queue) },
                target: 'settling',
                actions: [
                  { type: 'confirmMerge', params: ({ event }) => event.output },
                  'forgetMerge',
                  'tellOtherTabs',
                ],
              },
              {
                target: 'settling',
                actions: [
                  { type: 'notifyAdded', params: ({ context }) => addedProductOf(headOf(context.queue)) },
                  { type: 'confirmChange', params: ({ event }) => event.output },
                  'tellOtherTabs',
                ],
              },
            ],
            onError: [
              {
                // A merge refused for good goes back to the guest cart (local storage keeps it), its
                // key is forgotten, the shopper is told once, and no merge is sent again.
                guard: {
                  type: 'isMergeRefusedForGood',
                  params: ({ context, event }) => ({ change: headOf(context.queue), error: event.error }),
                },
                target: 'settling',
                actions: [
                  { type: 'returnRefusedMerge', params: ({ event }) => ({ error: event.error }) },
                  { type: 'saveGuestCart', params: ({ context }) => context.guestLines },
                  'forgetMerge',
                  { type: 'saveMergeRefused', params: true },
                  'notifyMergeRefused',
                ],
              },
              {
                guard: { type: 'isMerge', params: ({ context }) => headOf(context.queue) },
                target: 'settling',
                actions: [
                  { type: 'pauseFailedMerge', params: ({ event }) => ({ error: event.error }) },
                  { type: 'notifyFailed', params: ({ context }) => context.error },
                ],
              },
              {
                // The server cart is read again: a refused change may come from a stale cart (a line
                // emptied on another device), and the cart must show what the server holds.
                target: 'loading',
                actions: [
                  { type: 'dropRejectedChange', params: ({ event }) => ({ error: event.error }) },
                  { type: 'notifyFailed', params: ({ context }) => context.error },
                ],
              },
            ],
          },
        },
      },
    },
  },
});

/** The product a confirmed change added with a message (a quiet pending add shows none). */
function addedProductOf(change: CartChange): CartProduct | null {
  return change.kind === 'add' && !change.quiet ? change.product : null;
}

/**
 * The server refused the head change: it is dropped, and the server cart is read again, so the cart
 * shows what the server holds. (A merge that failed for now stays kept, with its key, to be
 * repeated on the next page.)
 */
function rejected(context: CartContext, error: unknown): Partial<CartContext> {
  return { queue: context.queue.slice(1), error: toFlowError(error) };
}

export type CartSnapshot = ReturnType<typeof cartMachine.transition>;

/**
 * The lines the cart shows: the guest's, or the server's with a merge not yet confirmed and the
 * changes not yet confirmed on top (so the count and /cart never hide the guest's products).
 */
export function selectCartLines(snapshot: CartSnapshot): CartLine[] {
  if (!snapshot.matches('customer')) return snapshot.context.guestLines;
  const { serverLines, queue, pendingMerge } = snapshot.context;
  return shownLines(serverLines, queue, pendingMerge);
}

/**
 * The guest's products that a merge refused for good left on this device while the customer is
 * signed in: the cart page lists them, so they are never out of sight.
 */
export function selectKeptGuestLines(snapshot: CartSnapshot): CartLine[] {
  return snapshot.matches('customer') && snapshot.context.mergeRefused
    ? snapshot.context.guestLines
    : noLines;
}

/** The header's count: how many products the cart holds. */
export function selectCartCount(snapshot: CartSnapshot): number {
  return selectCartLines(snapshot).length;
}

export function selectCartStatus(snapshot: CartSnapshot): CartStatus {
  if (snapshot.matches('waitingForSession')) return 'starting';
  // The cart the page was drawn with shows, empty or not, while it is read again.
  if (snapshot.matches({ customer: 'refreshing' })) return 'ready';
  // Reading the server cart again (after a refused change, another tab's change) keeps the cart on
  // screen: only a cart with nothing to show yet is loading.
  if (snapshot.matches({ customer: 'loading' }))
    return selectCartLines(snapshot).length > 0 ? 'ready' : 'loading';
  if (snapshot.matches({ customer: 'loadFailed' })) return 'failed';
  return 'ready';
}

/** Changes are being sent: the screen shows the cart as it will be, marked busy. */
export function isSavingCart(snapshot: CartSnapshot): boolean {
  return snapshot.context.queue.length > 0;
}

/** The merge's key, for checking (it travels with the lines in storage). */
export function selectPendingMerge(snapshot: CartSnapshot): PendingMerge | null {
  return snapshot.context.pendingMerge;
}
