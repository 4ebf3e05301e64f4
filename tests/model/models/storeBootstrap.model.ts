import type { StoreValidation } from '../../../contracts/store.ts';
import { storeBootstrapMachine } from '../../../machines/storeBootstrap.machine.ts';
import type { StoreCheck, StoreContent } from '../../../machines/storeBootstrap.types.ts';
import {
  actorDone,
  actorError,
  canHappen,
  defineModel,
  stateValueToString,
  userEvent,
} from '../graphCoverage.ts';

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

const active: StoreCheck = { kind: 'active', store: demoStore };
const renamed: StoreCheck = { kind: 'active', store: renamedStore };
const inactive: StoreCheck = {
  kind: 'unavailable',
  reason: 'inactive',
  store: { name: 'demo', store_display_name: 'Demo Store (closed)', store_status: false },
};
const missing: StoreCheck = { kind: 'unavailable', reason: 'missing' };

export const storeBootstrapModel = defineModel({
  name: 'storeBootstrap',
  machine: storeBootstrapMachine,
  scenarios: [{ label: 'demo store 19', input: { realmName: 'demo-store', storeId: 19 } }],
  events: [
    actorDone('validateStore', active, 'active store'),
    actorDone('validateStore', inactive, 'inactive store'),
    actorDone('validateStore', missing, 'missing store'),
    actorError('validateStore'),
    actorDone('loadSettings', demoContent, 'settings and images'),
    actorError('loadSettings'),
    userEvent({ type: 'RETRY' }),
    userEvent({ type: 'STORE_RECHECK' }),
    actorDone('recheckStore', renamed, 'still active, renamed'),
    actorDone('recheckStore', inactive, 'inactive store'),
    actorDone('recheckStore', missing, 'missing store'),
    actorError('recheckStore', 'network error'),
  ],
  project: ({ context }) => ({
    store: context.store?.store_display_name ?? null,
    settings: context.settings?.store_id ?? null,
    logo: context.images?.store_logo_path ?? null,
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
