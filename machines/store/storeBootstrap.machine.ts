import { assign, fromPromise, setup } from 'xstate';
import type { StoreValidation } from '../../contracts/store.ts';
import type {
  LoadSettingsInput,
  ServedStore,
  StoreBootstrapContext,
  StoreBootstrapEvent,
  StoreBootstrapInput,
  StoreCheck,
  StoreContent,
  StoreStatus,
  UnavailableReason,
  ValidateStoreInput,
} from './storeBootstrap.types.ts';

// Store bootstrap (SPEC section 4 "Store bootstrap", section 8): validate the store, then load its
// settings; app content shows only once both succeeded. Any API response with status >= 400 makes
// the API client send STORE_RECHECK, which validates the store again while the shopper shops.
// When the page was served with the store's answers, the machine starts from them: an
// active store with its content opens at once, a missing or switched-off one shows the unavailable
// page, and nothing is asked of the API; otherwise it asks as above.

/** The store's name and status whenever the platform knows the store (active or switched off). */
const knownStore = (check: StoreCheck): StoreValidation | null => ('store' in check ? check.store : null);
const unavailableReason = (check: StoreCheck): UnavailableReason =>
  check.kind === 'unavailable' ? check.reason : 'failed';

export const storeBootstrapMachine = setup({
  types: {
    input: {} as StoreBootstrapInput,
    context: {} as StoreBootstrapContext,
    events: {} as StoreBootstrapEvent,
  },
  actors: {
    /** Resolves a StoreCheck; rejects only when the request itself failed. */
    validateStore: fromPromise<StoreCheck, ValidateStoreInput>(async () => {
      throw new Error('validateStore not provided');
    }),
    /** Loads the store settings and images (in parallel). */
    loadSettings: fromPromise<StoreContent, LoadSettingsInput>(async () => {
      throw new Error('loadSettings not provided');
    }),
  },
  actions: {
    /** Opens with the active store and content the page was served with. */
    adoptServedActiveStore: assign((_, served: ServedStore | null) => ({
      served: null,
      store: served ? knownStore(served.check) : null,
      settings: served?.content?.settings ?? null,
      images: served?.content?.images ?? null,
    })),
    /** Opens on the unavailable page the page was served with (a missing or switched-off store). */
    adoptServedUnavailableStore: assign((_, served: ServedStore | null) => ({
      served: null,
      store: served ? knownStore(served.check) : null,
      unavailableReason: served ? unavailableReason(served.check) : null,
    })),
    /** The served answers said too little: drop them and ask the API. */
    forgetServedStore: assign({ served: null }),
    /** Keeps the active store's name and status from a validation. */
    rememberStore: assign({ store: (_, check: StoreCheck) => knownStore(check) }),
    /** A switched-off store still has a name: the unavailable page shows it with its logo. */
    rememberUnavailableStore: assign((_, check: StoreCheck) => ({
      unavailableReason: unavailableReason(check),
      store: knownStore(check),
    })),
    /** SPEC section 8: a failed validation shows the store-unavailable page. */
    rememberValidationFailed: assign({ unavailableReason: 'failed' as const }),
    rememberStoreContent: assign((_, content: StoreContent) => ({
      settings: content.settings,
      images: content.images,
    })),
  },
  guards: {
    isStoreActive: (_, check: StoreCheck) => check.kind === 'active',
    /** Served: an active store and its content. */
    isServedActive: (_, served: ServedStore | null) =>
      served?.check.kind === 'active' && served.content !== null,
    /** Served: a store the platform does not have, or has switched off. */
    isServedUnavailable: (_, served: ServedStore | null) => served?.check.kind === 'unavailable',
  },
}).createMachine({
  id: 'storeBootstrap',
  context: ({ input }) => ({
    realmName: input.realmName,
    storeId: input.storeId,
    served: input.served ?? null,
    store: null,
    settings: null,
    images: null,
    unavailableReason: null,
  }),
  initial: 'starting',
  states: {
    // Start from what the page was served with, when it says enough; ask the API otherwise.
    starting: {
      always: [
        {
          guard: { type: 'isServedActive', params: ({ context }) => context.served },
          target: 'active',
          actions: { type: 'adoptServedActiveStore', params: ({ context }) => context.served },
        },
        {
          guard: { type: 'isServedUnavailable', params: ({ context }) => context.served },
          target: 'unavailable',
          actions: { type: 'adoptServedUnavailableStore', params: ({ context }) => context.served },
        },
        { target: 'validating', actions: 'forgetServedStore' },
      ],
    },
    validating: {
      invoke: {
        id: 'validateStore',
        src: 'validateStore',
        input: ({ context }) => ({ realmName: context.realmName }),
        onDone: [
          {
            guard: { type: 'isStoreActive', params: ({ event }) => event.output },
            target: 'loadingSettings',
            actions: { type: 'rememberStore', params: ({ event }) => event.output },
          },
          {
            target: 'unavailable',
            actions: { type: 'rememberUnavailableStore', params: ({ event }) => event.output },
          },
        ],
        onError: { target: 'unavailable', actions: 'rememberValidationFailed' },
      },
    },
    loadingSettings: {
      // Settings load only once the store is known to be active.
      invoke: {
        id: 'loadSettings',
        src: 'loadSettings',
        input: ({ context }) => ({ storeId: context.storeId, realmName: context.realmName }),
        onDone: {
          target: 'active',
          actions: { type: 'rememberStoreContent', params: ({ event }) => event.output },
        },
        onError: { target: 'error' },
      },
    },
    active: {
      initial: 'idle',
      states: {
        idle: {
          on: { STORE_RECHECK: { target: 'rechecking' } },
        },
        rechecking: {
          // No STORE_RECHECK handler here: one recheck in flight, further reports are ignored.
          invoke: {
            id: 'recheckStore',
            src: 'validateStore',
            input: ({ context }) => ({ realmName: context.realmName }),
            onDone: [
              {
                guard: { type: 'isStoreActive', params: ({ event }) => event.output },
                target: 'idle',
                actions: { type: 'rememberStore', params: ({ event }) => event.output },
              },
              {
                target: '#storeBootstrap.unavailable',
                actions: { type: 'rememberUnavailableStore', params: ({ event }) => event.output },
              },
            ],
            // A transient network error must not throw a shopping shopper out of the store: only a
            // store the API reports as inactive or missing does.
            onError: { target: 'idle' },
          },
        },
      },
    },
    // The store-unavailable page. Not a final state, so that the API client may keep sending
    // STORE_RECHECK to a live actor; nothing leaves it for this page load.
    unavailable: {},
    // The settings failed to load: the error page, with a retry.
    error: {
      on: { RETRY: { target: 'loadingSettings' } },
    },
  },
});

type StoreBootstrapSnapshot = ReturnType<typeof storeBootstrapMachine.transition>;

/** What the app shows for the store: a loader, its content, the unavailable page or the error page. */
export function selectStoreStatus(snapshot: StoreBootstrapSnapshot): StoreStatus {
  if (snapshot.matches('active')) return 'active';
  if (snapshot.matches('unavailable')) return 'unavailable';
  if (snapshot.matches('error')) return 'error';
  return 'loading';
}

/** The store's name and status, when the platform knows the store. */
export function selectStore(snapshot: StoreBootstrapSnapshot): StoreValidation | null {
  return snapshot.context.store;
}
