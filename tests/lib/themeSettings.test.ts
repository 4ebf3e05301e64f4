import { describe, expect, it } from 'vitest';
import type { StoreSettings } from '../../contracts/store.ts';
import { DEFAULT_STORE_SETTINGS, resolveStoreTheme, resolveThemeMode } from '../../src/lib/themeSettings.ts';

const storeSettings = (): StoreSettings => ({
  store_id: 19,
  store_currency: [
    { id: 7, symbol: 'R', iso_code: 'ZAR', fractional_unit: 'Cents', number_to_basic: 100, store_id: 19 },
  ],
  store_page_settings: [
    {
      id: 1,
      theme_type: 'light',
      bg_color: '#FAFAFA',
      fg_color: '#111111',
      btn_primary_bg_color: '#0057B8',
      btn_primary_fg_color: '#FFFFFF',
      btn_secondary_bg_color: '#333333',
      btn_secondary_fg_color: '#EEEEEE',
      btn_tertiary_bg_color: '#DDDDDD',
      btn_tertiary_fg_color: '#222222',
      google_analytics_tag: 'G-TEST',
    },
  ],
  store_header_settings: [
    { id: 3, theme_type: 'dark', bg_color: '#000010', fg_color: '#F0F0FF' },
    { id: 2, theme_type: 'light', bg_color: '#0057B8', fg_color: '#FFFFFF' },
  ],
  store_footer_settings: [],
});

describe('DEFAULT_STORE_SETTINGS', () => {
  it('uses the SPEC fallback currency', () => {
    expect(DEFAULT_STORE_SETTINGS.store_currency).toEqual([
      { id: 0, symbol: '₹', iso_code: 'INR', fractional_unit: 'Paise', number_to_basic: 100, store_id: 0 },
    ]);
  });

  it('has a white light theme with black text and an amber primary button', () => {
    const light = DEFAULT_STORE_SETTINGS.store_page_settings.find((page) => page.theme_type === 'light');
    expect(light).toMatchObject({
      bg_color: '#FFFFFF',
      fg_color: '#000000',
      btn_primary_bg_color: '#FFC107',
      btn_primary_fg_color: '#000000',
    });
  });

  it('has a near-black dark theme with near-white text and an amber primary button', () => {
    const dark = DEFAULT_STORE_SETTINGS.store_page_settings.find((page) => page.theme_type === 'dark');
    expect(dark).toMatchObject({
      bg_color: '#121212',
      fg_color: '#F5F5F5',
      btn_primary_bg_color: '#FFC107',
      btn_primary_fg_color: '#000000',
    });
  });

  it('is read-only all the way down', () => {
    expect(Object.isFrozen(DEFAULT_STORE_SETTINGS)).toBe(true);
    expect(Object.isFrozen(DEFAULT_STORE_SETTINGS.store_page_settings)).toBe(true);
    expect(Object.isFrozen(DEFAULT_STORE_SETTINGS.store_page_settings[0])).toBe(true);
  });
});

describe('resolveStoreTheme', () => {
  it('uses the store entry for the requested theme', () => {
    const resolved = resolveStoreTheme(storeSettings(), 'light');
    expect(resolved.page.bg_color).toBe('#FAFAFA');
    expect(resolved.page.btn_primary_bg_color).toBe('#0057B8');
    expect(resolved.page.google_analytics_tag).toBe('G-TEST');
    expect(resolved.header).toEqual({ id: 2, theme_type: 'light', bg_color: '#0057B8', fg_color: '#FFFFFF' });
    expect(resolved.currency.symbol).toBe('R');
    expect(resolved.currency.iso_code).toBe('ZAR');
  });

  it('falls back to the default store for an empty list', () => {
    const resolved = resolveStoreTheme(storeSettings(), 'light');
    expect(resolved.footer).toEqual({ id: 0, theme_type: 'light', bg_color: '#FFFFFF', fg_color: '#000000' });
  });

  it('falls back to the default store when the requested theme is missing', () => {
    const resolved = resolveStoreTheme(storeSettings(), 'dark');
    expect(resolved.page.theme_type).toBe('dark');
    expect(resolved.page.bg_color).toBe('#121212');
    expect(resolved.page.fg_color).toBe('#F5F5F5');
    expect(resolved.header.bg_color).toBe('#000010');
    expect(resolved.footer.bg_color).toBe('#121212');
  });

  it('fills blank colours of a found entry from the default', () => {
    const settings = storeSettings();
    const page = settings.store_page_settings[0];
    if (!page) throw new Error('fixture has a light page');
    settings.store_page_settings = [{ ...page, bg_color: '', btn_primary_fg_color: '  ' }];
    const resolved = resolveStoreTheme(settings, 'light');
    expect(resolved.page.bg_color).toBe('#FFFFFF');
    expect(resolved.page.btn_primary_fg_color).toBe('#000000');
    expect(resolved.page.fg_color).toBe('#111111');
  });

  it('uses the whole default store without settings', () => {
    const light = resolveStoreTheme(null, 'light');
    expect(light.page.bg_color).toBe('#FFFFFF');
    expect(light.header.fg_color).toBe('#000000');
    expect(light.currency).toEqual({
      id: 0,
      symbol: '₹',
      iso_code: 'INR',
      fractional_unit: 'Paise',
      number_to_basic: 100,
      store_id: 0,
    });
    expect(resolveStoreTheme(null, 'dark').page.bg_color).toBe('#121212');
  });

  it('falls back to the default currency when the store has none', () => {
    const settings = { ...storeSettings(), store_currency: [] };
    expect(resolveStoreTheme(settings, 'light').currency.iso_code).toBe('INR');
  });

  it('tolerates lists missing from the response', () => {
    const partial = { store_id: 19 } as unknown as StoreSettings;
    expect(resolveStoreTheme(partial, 'dark').footer.fg_color).toBe('#F5F5F5');
  });

  it('returns copies that can be changed without touching the defaults', () => {
    const resolved = resolveStoreTheme(null, 'light');
    resolved.page.bg_color = '#123456';
    expect(resolveStoreTheme(null, 'light').page.bg_color).toBe('#FFFFFF');
  });
});

describe('resolveThemeMode', () => {
  it('keeps an explicit mode', () => {
    expect(resolveThemeMode('light', true)).toBe('light');
    expect(resolveThemeMode('dark', false)).toBe('dark');
  });

  it('follows the system preference in system mode', () => {
    expect(resolveThemeMode('system', true)).toBe('dark');
    expect(resolveThemeMode('system', false)).toBe('light');
  });
});
