// Shapes of the store platform's data that the machines read (docs/SPEC.md section 3).
// The API client returns exactly these; the reference server produces them.

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

/** GET /pbs/rest/v3/content-settings → response_body.store_settings_data[0] */
export interface StoreSettings {
  store_id: number;
  store_currency: StoreCurrency[];
  store_page_settings: StorePageSettings[];
  store_header_settings: StoreBarSettings[];
  store_footer_settings: StoreBarSettings[];
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

/** GET /cfs/rest/v3/ai-configuration → response_body.ai_configuration[0] */
export interface AiConfiguration {
  ask_ai: boolean;
}

/** What the storeBootstrap machine's validateStore actor resolves to. It rejects only when the request failed. */
export type StoreCheck =
  | { kind: 'active'; store: StoreValidation }
  | { kind: 'unavailable'; reason: 'inactive'; store: StoreValidation }
  | { kind: 'unavailable'; reason: 'missing' };

/** What the storeBootstrap machine's loadSettings actor resolves to (loaded in parallel). */
export interface StoreContent {
  settings: StoreSettings;
  images: StoreImages;
}
