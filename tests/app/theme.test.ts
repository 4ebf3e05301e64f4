import { describe, expect, it } from 'vitest';
import type { StoreSettings } from '../../contracts/store.ts';
import { createStoreTheme, KEPT_THEMES, storeTheme } from '../../src/app/theme.ts';
import { contrastRatio, readableOn } from '../../src/lib/contrast.ts';
import { DEFAULT_STORE_SETTINGS } from '../../src/lib/themeSettings.ts';

const page = (theme_type: 'light' | 'dark', bg: string, fg: string) => ({
  id: 1,
  theme_type,
  bg_color: bg,
  fg_color: fg,
  btn_primary_bg_color: theme_type === 'light' ? '#0055aa' : '#66aaff',
  btn_primary_fg_color: '#ffffff',
  btn_secondary_bg_color: '#333333',
  btn_secondary_fg_color: '#eeeeee',
  btn_tertiary_bg_color: '#777777',
  btn_tertiary_fg_color: '#111111',
  google_analytics_tag: null,
});

const settings: StoreSettings = {
  store_id: 19,
  store_currency: [],
  store_page_settings: [page('light', '#fafafa', '#101010'), page('dark', '#0b0b0b', '#f0f0f0')],
  store_header_settings: [{ id: 1, theme_type: 'dark', bg_color: '#202020', fg_color: '#fefefe' }],
  store_footer_settings: [],
};

describe('createStoreTheme', () => {
  it('paints the page, buttons, header and footer with the store’s colours for the mode', () => {
    const theme = createStoreTheme(settings, 'dark', 'ltr');
    expect(theme.palette.mode).toBe('dark');
    expect(theme.palette.background.default).toBe('#0b0b0b');
    expect(theme.palette.text.primary).toBe('#f0f0f0');
    expect(theme.palette.primary.main).toBe('#66aaff');
    expect(theme.palette.primary.contrastText).toBe('#ffffff');
    expect(theme.storefront.header).toEqual({ bg: '#202020', fg: '#fefefe' });
  });

  it('falls back to the default store where a list has no entry for the mode', () => {
    const theme = createStoreTheme(settings, 'light', 'rtl');
    const defaults = DEFAULT_STORE_SETTINGS.store_header_settings.find(
      (entry) => entry.theme_type === 'light',
    );
    expect(theme.palette.background.default).toBe('#fafafa');
    expect(theme.storefront.header.bg).toBe(defaults?.bg_color);
    expect(theme.direction).toBe('rtl');
  });

  it('uses the default store entirely before the settings are known', () => {
    const theme = createStoreTheme(null, 'light', 'ltr');
    const defaults = DEFAULT_STORE_SETTINGS.store_page_settings.find((entry) => entry.theme_type === 'light');
    expect(theme.palette.background.default).toBe(defaults?.bg_color);
    // The default amber is too light to read on white: text in the primary colour is a darker amber.
    expect(theme.palette.primary.main).toBe(
      readableOn(defaults?.btn_primary_bg_color ?? '', defaults?.bg_color ?? ''),
    );
  });
});

describe('createStoreTheme and contrast', () => {
  const amber = (theme_type: 'light' | 'dark', bg: string) => ({
    ...page(theme_type, bg, theme_type === 'light' ? '#111827' : '#F5F5F4'),
    btn_primary_bg_color: '#F59E0B',
    btn_primary_fg_color: '#111827',
    btn_secondary_bg_color: '#E5E7EB',
    btn_secondary_fg_color: '#111827',
  });
  const amberStore: StoreSettings = {
    ...settings,
    store_page_settings: [amber('light', '#FFFFFF'), amber('dark', '#0F1115')],
  };

  it('makes text in the primary and secondary colours readable on the page (4.5:1 at least)', () => {
    const theme = createStoreTheme(amberStore, 'light', 'ltr');
    const { primary, secondary, background } = theme.palette;
    expect(contrastRatio(primary.main, background.default)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(secondary.main, background.default)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(primary.contrastText, primary.main)).toBeGreaterThanOrEqual(4.5);
    expect(primary.main).not.toBe('#F59E0B');
  });

  it('keeps a colour that is readable already, with the store’s text colour on it', () => {
    const theme = createStoreTheme(amberStore, 'dark', 'ltr');
    expect(theme.palette.primary.main).toBe('#F59E0B');
    expect(theme.palette.primary.contrastText).toBe('#111827');
  });

  it('fills contained and floating buttons with the store’s own button colours', () => {
    const theme = createStoreTheme(amberStore, 'light', 'ltr');
    const root = theme.components?.MuiButton?.styleOverrides?.root as {
      variants: { props: Record<string, string>; style: Record<string, unknown> }[];
    };
    expect(root.variants).toContainEqual(
      expect.objectContaining({
        props: { variant: 'contained', color: 'primary' },
        style: expect.objectContaining({
          '--variant-containedBg': '#F59E0B',
          '--variant-containedColor': '#111827',
        }),
      }),
    );
    const fab = theme.components?.MuiFab?.styleOverrides?.root as typeof root;
    expect(fab.variants).toContainEqual(
      expect.objectContaining({
        props: { color: 'primary' },
        style: expect.objectContaining({ backgroundColor: '#F59E0B', color: '#111827' }),
      }),
    );
  });
});

describe('storeTheme', () => {
  const copy = (value: StoreSettings): StoreSettings => JSON.parse(JSON.stringify(value)) as StoreSettings;
  /** What a theme paints with (its palette's functions are made anew with every theme). */
  const colours = ({ palette, storefront, direction }: ReturnType<typeof createStoreTheme>) => ({
    mode: palette.mode,
    primary: palette.primary,
    secondary: palette.secondary,
    background: palette.background,
    text: palette.text,
    storefront,
    direction,
  });

  it('is the same theme for the same colours, mode and direction, from a new settings object', () => {
    const theme = storeTheme(settings, 'dark', 'ltr');
    expect(storeTheme(copy(settings), 'dark', 'ltr')).toBe(theme);
    expect(colours(theme)).toEqual(colours(createStoreTheme(settings, 'dark', 'ltr')));
    expect(storeTheme(settings, 'light', 'ltr')).not.toBe(theme);
    expect(storeTheme(settings, 'dark', 'rtl')).not.toBe(theme);
    expect(storeTheme(settings, 'dark', 'rtl').direction).toBe('rtl');
  });

  it('is a new theme with the new colours once the store changes them', () => {
    const before = storeTheme(settings, 'light', 'ltr');
    for (const change of [
      (next: StoreSettings) => {
        if (next.store_page_settings[0]) next.store_page_settings[0].bg_color = '#fff8e1';
      },
      (next: StoreSettings) => {
        next.store_footer_settings = [
          { id: 2, theme_type: 'light', bg_color: '#123456', fg_color: '#fedcba' },
        ];
      },
      (next: StoreSettings) => {
        if (next.store_page_settings[0]) next.store_page_settings[0].btn_secondary_fg_color = '#010101';
      },
    ]) {
      const changed = copy(settings);
      change(changed);
      const after = storeTheme(changed, 'light', 'ltr');
      expect(after).not.toBe(before);
      expect(colours(after)).toEqual(colours(createStoreTheme(changed, 'light', 'ltr')));
    }
    expect(storeTheme(settings, 'light', 'ltr').palette.background.default).toBe('#fafafa');
  });

  it(`keeps at most ${KEPT_THEMES} themes, the least recently used going first`, () => {
    const withBackground = (bg: string) => {
      const next = copy(settings);
      if (next.store_page_settings[0]) next.store_page_settings[0].bg_color = bg;
      return next;
    };
    const first = storeTheme(withBackground('#000001'), 'light', 'ltr');
    const recent = storeTheme(withBackground('#000002'), 'light', 'ltr');
    for (let i = 3; i <= KEPT_THEMES; i++) storeTheme(withBackground(`#00000${i}`), 'light', 'ltr');
    expect(storeTheme(withBackground('#000002'), 'light', 'ltr')).toBe(recent);
    storeTheme(withBackground('#00000a'), 'light', 'ltr');
    expect(storeTheme(withBackground('#000002'), 'light', 'ltr')).toBe(recent);
    expect(storeTheme(withBackground('#000001'), 'light', 'ltr')).not.toBe(first);
  });
});
