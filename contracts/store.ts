// Store data (SPEC sections 3, 7, 9): validate-store (ums); content-settings, store-images, languages (pbs).
// Every response is wrapped in the envelope (envelope.ts); the types below are its response_body.

export type ThemeType = 'light' | 'dark';
export type TextDirection = 'ltr' | 'rtl';

/** GET /ums/rest/v3/validate-store → response_body */
export interface StoreValidation {
  name: string;
  store_display_name: string;
  /** Truthy means the store is active. */
  store_status: boolean | number;
}

export interface StoreCurrency {
  id: number;
  symbol: string;
  iso_code: string;
  fractional_unit: string;
  number_to_basic: number;
  store_id: number;
}

export interface StorePageSettings {
  id: number;
  theme_type: ThemeType;
  bg_color: string;
  fg_color: string;
  btn_primary_bg_color: string;
  btn_primary_fg_color: string;
  btn_secondary_bg_color: string;
  btn_secondary_fg_color: string;
  btn_tertiary_bg_color: string;
  btn_tertiary_fg_color: string;
  google_analytics_tag: string | null;
}

export interface StoreBarSettings {
  id: number;
  theme_type: ThemeType;
  bg_color: string;
  fg_color: string;
}

/** SPEC section 9: the settings request always asks for the first page of 10. */
export const STORE_SETTINGS_QUERY = { 'page-limit': 10, 'page-number': 1 } as const;

/** GET /pbs/rest/v3/content-settings → response_body.store_settings_data[0] */
export interface StoreSettings {
  store_id: number;
  store_currency: StoreCurrency[];
  store_page_settings: StorePageSettings[];
  store_header_settings: StoreBarSettings[];
  store_footer_settings: StoreBarSettings[];
  /** How shoppers reach the store (the footer); missing when the store publishes none. */
  store_contact?: StoreContact;
}

export interface StoreContact {
  email: string | null;
  /** Digits and spaces, with a leading + for the country code. */
  phone: string | null;
}

/** GET /pbs/rest/v3/store-images → response_body (paths relative to the media base URL) */
export interface StoreImages {
  store_logo_path: string | null;
  store_logo_path_dark: string | null;
}

/** GET /pbs/rest/v3/languages → response_body.data[] */
export interface Language {
  language_code: string;
  language_name: string;
  /** 1 is active. */
  status: number;
  is_default: boolean;
  writing_script_direction: TextDirection;
}

/**
 * The store's analytics tag (SPEC section 3, google_analytics_tag): the first page setting that has
 * one (light before dark); null when none does, and then nothing of analytics runs or is allowed.
 */
export function analyticsTagOf(
  settings: Pick<StoreSettings, 'store_page_settings'> | null | undefined,
): string | null {
  for (const page of settings?.store_page_settings ?? []) {
    if (page.google_analytics_tag) return page.google_analytics_tag;
  }
  return null;
}
