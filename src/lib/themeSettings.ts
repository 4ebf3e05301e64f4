import type {
  StoreBarSettings,
  StoreCurrency,
  StorePageSettings,
  StoreSettings,
  ThemeType,
} from '../../contracts/store.ts';

/**
 * Store colours and currency with the default store's fallbacks (SPEC section 3).
 *
 * SPEC's "light theme white on black" is read as background white, text black, and "dark theme
 * near-black on near-white" as background near-black (#121212), text near-white (#F5F5F5): the
 * first colour names the background, as the theme names imply. Primary buttons are amber
 * (#FFC107) with black text in both themes (contrast 12.9:1). Each list falls back to the
 * default store's entry when it is empty, missing or has no entry for the requested theme; in
 * an entry that is found, a blank colour falls back to the default's colour for that field, so a
 * half-filled settings row never renders invisible text. The currency is the first entry of
 * store_currency, or the default (INR, ₹, Paise, 100) when there is none; it is never mixed
 * field by field, which could pair one currency's symbol with another's code.
 */

const LIGHT_PAGE: StorePageSettings = {
  id: 0,
  theme_type: 'light',
  bg_color: '#FFFFFF',
  fg_color: '#000000',
  btn_primary_bg_color: '#FFC107',
  btn_primary_fg_color: '#000000',
  btn_secondary_bg_color: '#212121',
  btn_secondary_fg_color: '#FFFFFF',
  btn_tertiary_bg_color: '#F5F5F5',
  btn_tertiary_fg_color: '#212121',
  google_analytics_tag: null,
};

const DARK_PAGE: StorePageSettings = {
  id: 0,
  theme_type: 'dark',
  bg_color: '#121212',
  fg_color: '#F5F5F5',
  btn_primary_bg_color: '#FFC107',
  btn_primary_fg_color: '#000000',
  btn_secondary_bg_color: '#F5F5F5',
  btn_secondary_fg_color: '#121212',
  btn_tertiary_bg_color: '#2C2C2C',
  btn_tertiary_fg_color: '#F5F5F5',
  google_analytics_tag: null,
};

const LIGHT_BAR: StoreBarSettings = { id: 0, theme_type: 'light', bg_color: '#FFFFFF', fg_color: '#000000' };
const DARK_BAR: StoreBarSettings = { id: 0, theme_type: 'dark', bg_color: '#121212', fg_color: '#F5F5F5' };

const DEFAULT_CURRENCY: StoreCurrency = {
  id: 0,
  symbol: '₹',
  iso_code: 'INR',
  fractional_unit: 'Paise',
  number_to_basic: 100,
  store_id: 0,
};

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

/** The default store whose values fill in whatever a store's settings leave out (read-only). */
export const DEFAULT_STORE_SETTINGS: StoreSettings = deepFreeze({
  store_id: 0,
  store_currency: [{ ...DEFAULT_CURRENCY }],
  store_page_settings: [{ ...LIGHT_PAGE }, { ...DARK_PAGE }],
  store_header_settings: [{ ...LIGHT_BAR }, { ...DARK_BAR }],
  store_footer_settings: [{ ...LIGHT_BAR }, { ...DARK_BAR }],
});

/** The colours and currency a store shows in one theme. */
export interface ResolvedStoreTheme {
  page: StorePageSettings;
  header: StoreBarSettings;
  footer: StoreBarSettings;
  currency: StoreCurrency;
}

function isBlank(value: unknown): boolean {
  return value == null || (typeof value === 'string' && value.trim() === '');
}

/** The entry for `themeType`, its blank fields filled from `fallback`; a copy of `fallback` if none. */
function pick<T extends { theme_type: ThemeType }>(list: readonly T[] | null | undefined, fallback: T): T {
  const found = list?.find((entry) => entry.theme_type === fallback.theme_type);
  const resolved = { ...fallback, ...found };
  for (const key of Object.keys(fallback) as (keyof T)[]) {
    if (isBlank(resolved[key])) resolved[key] = fallback[key];
  }
  return resolved;
}

/** The store's colours for `themeType` and its currency, each falling back to the default store. */
export function resolveStoreTheme(settings: StoreSettings | null, themeType: ThemeType): ResolvedStoreTheme {
  const dark = themeType === 'dark';
  return {
    page: pick(settings?.store_page_settings, dark ? DARK_PAGE : LIGHT_PAGE),
    header: pick(settings?.store_header_settings, dark ? DARK_BAR : LIGHT_BAR),
    footer: pick(settings?.store_footer_settings, dark ? DARK_BAR : LIGHT_BAR),
    currency: { ...(settings?.store_currency?.[0] ?? DEFAULT_CURRENCY) },
  };
}

/** The theme to render: the chosen mode, or for 'system' the operating system's preference. */
export function resolveThemeMode(mode: 'light' | 'dark' | 'system', prefersDark: boolean): ThemeType {
  if (mode === 'system') return prefersDark ? 'dark' : 'light';
  return mode;
}
