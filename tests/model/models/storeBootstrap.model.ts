import type { StoreValidation } from '../../../contracts/store.ts';
import { storeBootstrapMachine } from '../../../machines/store/storeBootstrap.machine.ts';
import type { StoreCheck, StoreContent } from '../../../machines/store/storeBootstrap.types.ts';
import {
  actorDone,
  actorError,
  canHappen,
  defineModel,
  stateValueToString,
  userEvent,
} from '../../../scripts/paths/graphCoverage.ts';

export const demoStore: StoreValidation = {
  name: 'demo',
  store_display_name: 'Demo Store',
  store_status: true,
};
/** What a recheck returns after the merchant renamed the store (status as a number, also truthy). */
export const renamedStore: StoreValidation = {
  name: 'demo',
  store_display_name: 'Demo Store SA',
  store_status: 1,
};

const bar = { id: 1, theme_type: 'light', bg_color: '#ffffff', fg_color: '#111111' } as const;
export const demoContent: StoreContent = {
  settings: {
    store_id: 19,
    store_currency: [
      { id: 1, symbol: 'R', iso_code: 'ZAR', fractional_unit: 'Cent', number_to_basic: 100, store_id: 19 },
    ],
    store_page_settings: [
      {
        id: 1,
        theme_type: 'light',
        bg_color: '#ffffff',
        fg_color: '#111111',
        btn_primary_bg_color: '#0b5fff',
        btn_primary_fg_color: '#ffffff',
        btn_secondary_bg_color: '#e8eefc',
        btn_secondary_fg_color: '#0b5fff',
        btn_tertiary_bg_color: '#ffffff',
        btn_tertiary_fg_color: '#0b5fff',
        google_analytics_tag: null,
      },
    ],
    store_header_settings: [bar],
    store_footer_settings: [{ ...bar, id: 2, theme_type: 'dark', bg_color: '#111111', fg_color: '#ffffff' }],
  },
  images: { store_logo_path: 'stores/19/logo.png', store_logo_path_dark: 'stores/19/logo-dark.png' },
};

/** A store that has not uploaded its logos: the header and the unavailable page show placeholders. */
export const contentWithoutLogos: StoreContent = {
  settings: demoContent.settings,
  images: { store_logo_path: null, store_logo_path_dark: null },
};

const active: StoreCheck = { kind: 'active', store: demoStore };
const renamed: StoreCheck = { kind: 'active', store: renamedStore };
const inactive: StoreCheck = {
  kind: 'unavailable',
  reason: 'inactive',
  store: { name: 'demo', store_display_name: 'Demo Store (closed)', store_status: false },
};
const missing: StoreCheck = { kind: 'unavailable', reason: 'missing' };
/** The checks the stubs resolve and the served pages carry, for the browser's players. */
export const CHECKS = { active, inactive, missing } as const;

/** Scenario labels: the store configuration the page was served with, and the answers it carried. */
export const SCENARIOS = {
  demo: 'demo store 19',
  other: 'another store (realm acme-outlet, id 7)',
  served: 'demo store 19, served with its answers',
  servedInactive: 'switched-off store, served with its answer',
  servedMissing: 'missing store, served with the 404',
  servedWithoutContent: 'demo store 19, served with its validation only',
} as const;

/** Event labels, for hand-written paths. */
export const EVENTS = {
  active: 'xstate.done.actor.validateStore (active store)',
  inactive: 'xstate.done.actor.validateStore (inactive store)',
  missing: 'xstate.done.actor.validateStore (missing store)',
  validationFailed: 'xstate.error.actor.validateStore (request failed)',
  settings: 'xstate.done.actor.loadSettings (settings and images)',
  settingsWithoutLogos: 'xstate.done.actor.loadSettings (settings, no logos)',
  settingsFailed: 'xstate.error.actor.loadSettings (request failed)',
  retry: 'RETRY',
  recheck: 'STORE_RECHECK',
  stillActive: 'xstate.done.actor.recheckStore (still active, renamed)',
  nowInactive: 'xstate.done.actor.recheckStore (inactive store)',
  nowMissing: 'xstate.done.actor.recheckStore (missing store)',
  recheckFailed: 'xstate.error.actor.recheckStore (network error)',
} as const;

const label = (event: string) => event.replace(/^\S+ \((.*)\)$/, '$1');

export const storeBootstrapModel = defineModel({
  name: 'storeBootstrap',
  machine: storeBootstrapMachine,
  scenarios: [
    { label: SCENARIOS.demo, input: { realmName: 'demo-store', storeId: 19 } },
    { label: SCENARIOS.other, input: { realmName: 'acme-outlet', storeId: 7 } },
    {
      label: SCENARIOS.served,
      input: { realmName: 'demo-store', storeId: 19, served: { check: active, content: demoContent } },
    },
    {
      label: SCENARIOS.servedInactive,
      input: { realmName: 'demo-store', storeId: 19, served: { check: inactive, content: null } },
    },
    {
      label: SCENARIOS.servedMissing,
      input: { realmName: 'gone', storeId: null, served: { check: missing, content: null } },
    },
    {
      label: SCENARIOS.servedWithoutContent,
      input: { realmName: 'demo-store', storeId: 19, served: { check: active, content: null } },
    },
  ],
  events: [
    actorDone('validateStore', active, label(EVENTS.active)),
    actorDone('validateStore', inactive, label(EVENTS.inactive)),
    actorDone('validateStore', missing, label(EVENTS.missing)),
    actorError('validateStore'),
    actorDone('loadSettings', demoContent, label(EVENTS.settings)),
    actorDone('loadSettings', contentWithoutLogos, label(EVENTS.settingsWithoutLogos)),
    actorError('loadSettings'),
    userEvent({ type: 'RETRY' }, EVENTS.retry),
    userEvent({ type: 'STORE_RECHECK' }, EVENTS.recheck),
    actorDone('recheckStore', renamed, label(EVENTS.stillActive)),
    actorDone('recheckStore', inactive, label(EVENTS.nowInactive)),
    actorDone('recheckStore', missing, label(EVENTS.nowMissing)),
    actorError('recheckStore', label(EVENTS.recheckFailed)),
  ],
  project: ({ context }) => ({
    store: context.store?.store_display_name ?? null,
    settings: context.settings?.store_id ?? null,
    logos: context.images && [context.images.store_logo_path, context.images.store_logo_path_dark],
    unavailableReason: context.unavailableReason,
  }),
  describeState: ({ value, context }) => {
    const words = stateValueToString(value);
    if (context.unavailableReason) return `${words} (${context.unavailableReason})`;
    return context.store && words.startsWith('active')
      ? `${words} (${context.store.store_display_name})`
      : words;
  },
  // The API client may report a failed status at any time; RETRY exists only on the error page.
  filterEvents: (snapshot, event) =>
    canHappen(snapshot, event) && (event.type !== 'RETRY' || snapshot.matches('error')),
  effects: [],
  simplePaths: true,
});
