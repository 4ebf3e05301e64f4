// The stores a fresh database starts with:
// - demo (19): the fully configured store the storefront serves by default;
// - closed (20): an inactive store, for the store-unavailable page;
// - plain (21): an active store with no settings or logos, for the client's fall-back defaults;
// - lab (22): the demo store's look with an analytics tag and reCAPTCHA on, for the journeys of
//   those two (the demo store has neither); no catalogue.
// and a demo customer of the demo store who can sign in by e-mail, phone or one-time code.

import type { LanguageCode } from '../../contracts/request.ts';
import type {
  StoreBarSettings,
  StoreCurrency,
  StorePageSettings,
  TextDirection,
  ThemeType,
} from '../../contracts/store.ts';
import type { LogoOptions } from '../media/logo-svg.ts';

type Without<T, K extends keyof T> = Omit<T, K>;

export interface SeedBar extends Without<StoreBarSettings, 'id'> {
  placement: 'header' | 'footer';
}

export interface SeedStore {
  id: number;
  realmName: string;
  name: string;
  displayName: string;
  status: 'active' | 'inactive';
  logos: Record<ThemeType, LogoOptions> | null;
  currencies: Without<StoreCurrency, 'id' | 'store_id'>[];
  pageSettings: Without<StorePageSettings, 'id'>[];
  bars: SeedBar[];
  /** null: no ai_configurations row, so the list comes back empty. */
  askAi: boolean | null;
  /** null: no store_recaptcha_configurations row (off). */
  recaptcha: { enabled: boolean; siteKey: string | null } | null;
  /** How shoppers reach the store (the footer); absent: the footer shows none. */
  contact?: { email: string | null; phone: string | null };
}

export interface SeedLanguage {
  code: LanguageCode;
  name: string;
  direction: TextDirection;
  isDefault: boolean;
}

// Every store offers the same six languages; each name is written in the language itself.
export const SEED_LANGUAGES: SeedLanguage[] = [
  { code: 'en', name: 'English', direction: 'ltr', isDefault: true },
  { code: 'en_US', name: 'English (US)', direction: 'ltr', isDefault: false },
  { code: 'en_IN', name: 'English (India)', direction: 'ltr', isDefault: false },
  { code: 'hi', name: 'हिन्दी', direction: 'ltr', isDefault: false },
  { code: 'ar', name: 'العربية', direction: 'rtl', isDefault: false },
  { code: 'fr', name: 'Français', direction: 'ltr', isDefault: false },
];

// Demo palette: near-black ink on white (light), near-white on near-black (dark), amber brand.
const INK = '#111827';
const PAPER = '#FFFFFF';
const NIGHT = '#0F1115';
const MOON = '#F5F5F4';
const AMBER = '#F59E0B';
const AMBER_LIGHT = '#FBBF24';

const DEMO_STORE: SeedStore = {
  id: 19,
  realmName: 'demo',
  name: 'demo',
  displayName: 'Demo Store',
  status: 'active',
  logos: {
    light: { text: 'Demo Store', ink: INK, brand: AMBER, markInk: INK },
    dark: { text: 'Demo Store', ink: MOON, brand: AMBER_LIGHT, markInk: INK },
  },
  currencies: [{ iso_code: 'ZAR', symbol: 'R', fractional_unit: 'cents', number_to_basic: 100 }],
  contact: { email: 'help@demo-store.example', phone: '+27 21 555 0100' },
  pageSettings: [
    {
      theme_type: 'light',
      bg_color: PAPER,
      fg_color: INK,
      btn_primary_bg_color: AMBER,
      btn_primary_fg_color: INK,
      btn_secondary_bg_color: '#1F2937',
      btn_secondary_fg_color: PAPER,
      btn_tertiary_bg_color: '#F3F4F6',
      btn_tertiary_fg_color: INK,
      google_analytics_tag: null,
    },
    {
      theme_type: 'dark',
      bg_color: NIGHT,
      fg_color: MOON,
      btn_primary_bg_color: AMBER_LIGHT,
      btn_primary_fg_color: INK,
      btn_secondary_bg_color: '#E5E7EB',
      btn_secondary_fg_color: INK,
      btn_tertiary_bg_color: '#27272A',
      btn_tertiary_fg_color: MOON,
      google_analytics_tag: null,
    },
  ],
  bars: [
    { placement: 'header', theme_type: 'light', bg_color: PAPER, fg_color: INK },
    { placement: 'header', theme_type: 'dark', bg_color: '#16181D', fg_color: MOON },
    { placement: 'footer', theme_type: 'light', bg_color: INK, fg_color: '#F9FAFB' },
    { placement: 'footer', theme_type: 'dark', bg_color: '#0A0B0E', fg_color: '#D4D4D8' },
  ],
  askAi: true,
  recaptcha: { enabled: false, siteKey: null },
};

/** An analytics tag of the lab store: its script comes from ANALYTICS_SCRIPT_URL (a stand-in in the journeys). */
export const LAB_ANALYTICS_TAG = 'G-LAB2026';

export const SEED_STORES: SeedStore[] = [
  DEMO_STORE,
  {
    id: 20,
    realmName: 'closed',
    name: 'closed',
    displayName: 'Closed Store',
    status: 'inactive',
    // The store-unavailable page still shows the store's logo.
    logos: {
      light: { text: 'Closed Store', ink: '#1E293B', brand: '#64748B', markInk: PAPER },
      dark: { text: 'Closed Store', ink: '#E2E8F0', brand: '#94A3B8', markInk: '#0F172A' },
    },
    currencies: [{ iso_code: 'USD', symbol: '$', fractional_unit: 'cents', number_to_basic: 100 }],
    pageSettings: [
      {
        theme_type: 'light',
        bg_color: PAPER,
        fg_color: '#1E293B',
        btn_primary_bg_color: '#475569',
        btn_primary_fg_color: PAPER,
        btn_secondary_bg_color: '#E2E8F0',
        btn_secondary_fg_color: '#1E293B',
        btn_tertiary_bg_color: '#F8FAFC',
        btn_tertiary_fg_color: '#1E293B',
        google_analytics_tag: null,
      },
    ],
    bars: [
      { placement: 'header', theme_type: 'light', bg_color: PAPER, fg_color: '#1E293B' },
      { placement: 'footer', theme_type: 'light', bg_color: '#1E293B', fg_color: '#F8FAFC' },
    ],
    askAi: false,
    recaptcha: null,
  },
  {
    id: 21,
    realmName: 'plain',
    name: 'plain',
    displayName: 'Plain Store',
    status: 'active',
    logos: null,
    currencies: [],
    pageSettings: [],
    bars: [],
    askAi: null,
    recaptcha: null,
  },
  {
    ...DEMO_STORE,
    id: 22,
    realmName: 'lab',
    name: 'lab',
    displayName: 'Lab Store',
    logos: {
      light: { text: 'Lab Store', ink: INK, brand: AMBER, markInk: INK },
      dark: { text: 'Lab Store', ink: MOON, brand: AMBER_LIGHT, markInk: INK },
    },
    pageSettings: DEMO_STORE.pageSettings.map((page) => ({
      ...page,
      google_analytics_tag: LAB_ANALYTICS_TAG,
    })),
    askAi: false,
    recaptcha: { enabled: true, siteKey: null },
  },
];

export interface SeedCustomer {
  storeId: number;
  email: string;
  phoneExtension: string;
  phoneNumber: string;
  firstName: string;
  lastName: string;
  /** Hashed when seeded; only the hash is stored. */
  password: string;
}

export const SEED_CUSTOMERS: SeedCustomer[] = [
  {
    storeId: 19,
    email: 'demo@example.com',
    phoneExtension: '+91',
    phoneNumber: '9876543210',
    firstName: 'Asha',
    lastName: 'Rao',
    password: 'Demo-pass-2026',
  },
];
