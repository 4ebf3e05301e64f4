// The page's frame as served: the header bar with the store's logo, in the HTML itself, so
// that a shopper on a slow phone sees the store as soon as the page arrives instead of a blank
// screen for the seconds its scripts take to download and start. It is plain HTML and CSS: the logo
// links home without any script. The storefront's first render replaces it (React clears #root);
// the bar is as tall as the header's first row and the logo stands where the header draws it, at
// every width and in both directions (src/features/shell/Header.tsx; e2e/servedFrame.spec.ts
// compares them), so nothing moves when it does. Sign-in and sign-up have no header: their frame is
// the logo above where the card will be, where AuthLayout draws it (src/features/auth/AuthLayout.tsx).
import type { ThemeMode } from '../../contracts/site.ts';
import type { StoreBarSettings, StorePageSettings, StoreSettings } from '../../contracts/store.ts';
import { escapeHtml } from './inline-json.ts';

export interface PageShellInput {
  storeName: string;
  /** The logo's address for each theme (MEDIA_BASE_URL applied); null: the store has none. */
  logo: { light: string | null; dark: string | null };
  settings: StoreSettings | null;
  /** The shopper's choice, from the theme cookie. */
  theme: ThemeMode;
  /** 'header': the header bar of a page with chrome; 'auth': the logo above the sign-in or sign-up card. */
  layout: FrameLayout;
}

export type FrameLayout = 'header' | 'auth';

export interface PageShell {
  /** Goes in a <style> element of the head. */
  css: string;
  /** Goes inside #root. */
  html: string;
  /** Preload hints for the logo, to go ahead of the page's scripts. */
  preloads: string[];
}

/** The storefront theme's font stack (src/app/theme.ts), for a store whose name stands in for a logo. */
const FONT_STACK = 'system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Arabic",sans-serif';

// The logo in a 160 × 40 box (StoreLogo.tsx), or the store's name as the header's title.
const LOGO_LAYOUT = [
  'body{margin:0}',
  '.sf-shell-logo{display:flex;color:inherit;min-width:0;text-decoration:none}',
  '.sf-shell-logo img{display:block;width:160px;height:40px;object-fit:contain}',
  `.sf-shell-name{font:700 1.25rem/1.6 ${FONT_STACK}}`,
].join('');

// The header's measures (Header.tsx, MUI spacing of 8 px): padding 8 px, then 16 px from 600 px
// and 32 px from 900 px, 12 px above and below from 1200 px; the menu button (40 px) until 1200 px;
// a first row as tall as its tallest control (40, 42 and 48.4 px).
const HEADER_LAYOUT = [
  '.sf-shell-bar{box-sizing:border-box;max-width:1440px;margin:0 auto;padding:8px}',
  '.sf-shell-row{display:flex;align-items:center;column-gap:8px;min-height:40px}',
  '.sf-shell-menu{flex:none;width:40px;height:40px}',
  '@media (min-width:600px){.sf-shell-bar{padding:8px 16px}.sf-shell-row{column-gap:16px;min-height:42px}}',
  '@media (min-width:900px){.sf-shell-bar{padding:8px 32px}}',
  '@media (min-width:1200px){.sf-shell-bar{padding:12px 32px}.sf-shell-row{min-height:48.4px}.sf-shell-menu{display:none}}',
].join('');

// AuthLayout's measures: the logo centred, 16 px from the sides, 32 px from the top (64 px from 900 px).
const AUTH_LAYOUT = [
  '.sf-auth{display:grid;justify-items:center;padding:32px 16px}',
  '@media (min-width:900px){.sf-auth{padding:64px 16px}}',
].join('');

/** The frame's outer element's class, for each layout. */
const FRAME_CLASS: Record<FrameLayout, string> = { header: 'sf-shell', auth: 'sf-auth' };

const HEX_COLOUR = /^#(?:[\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/i;

export function pageShell(input: PageShellInput): PageShell {
  const colours = (type: 'light' | 'dark') => themeColours(input.settings, type, input.layout);
  // 'System': the light colours, the dark ones for a dark device, and a logo for each scheme.
  const css =
    input.theme === 'system'
      ? `${colours('light')}.sf-shell-dark{display:none}@media (prefers-color-scheme:dark){${colours('dark')}` +
        '.sf-shell-light{display:none}.sf-shell-dark{display:contents}}'
      : colours(input.theme);
  const logo = `<a class="sf-shell-logo" href="/">${logoHtml(input)}</a>`;
  const html =
    input.layout === 'header'
      ? '<header class="sf-shell"><div class="sf-shell-bar"><div class="sf-shell-row">' +
        `<span class="sf-shell-menu"></span>${logo}</div></div></header>`
      : `<div class="sf-auth">${logo}</div>`;
  const layout = input.layout === 'header' ? HEADER_LAYOUT : AUTH_LAYOUT;
  return { css: `${LOGO_LAYOUT}${layout}${css}`, html, preloads: logoPreloads(input) };
}

/**
 * The logo the frame shows, asked for first: found in the body, it would be asked for after the
 * route's chunks (six at a time over HTTP/1.1) and show only once they had arrived. For the device's
 * scheme, one hint per scheme; the browser fetches only the one whose media matches.
 */
function logoPreloads(input: PageShellInput): string[] {
  const light = input.logo.light;
  const dark = input.logo.dark ?? light;
  const hint = (src: string | null, media?: string) =>
    src === null
      ? []
      : [
          `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(src)}"` +
            `${media ? ` media="${media}"` : ''}>`,
        ];
  if (input.theme === 'light') return hint(light);
  if (input.theme === 'dark') return hint(dark);
  if (light === dark) return hint(light);
  // With both logos the dark one comes from the picture's srcset: the same address, as written there.
  const darkAddress = light !== null && dark !== null ? srcsetAddress(dark) : dark;
  return [
    ...hint(light, '(prefers-color-scheme: light)'),
    ...hint(darkAddress, '(prefers-color-scheme: dark)'),
  ];
}

/**
 * The header bar's (in the header layout) and the page's colours for a theme, as the store set them.
 * A colour that is missing or not a plain hex colour is left out (the browser's default shows until
 * the storefront renders).
 */
function themeColours(settings: StoreSettings | null, type: 'light' | 'dark', layout: FrameLayout): string {
  const header = settings?.store_header_settings.find((entry: StoreBarSettings) => entry.theme_type === type);
  const page = settings?.store_page_settings.find((entry: StorePageSettings) => entry.theme_type === type);
  const declarations = (bar: StoreBarSettings | StorePageSettings | undefined) =>
    [
      HEX_COLOUR.test(bar?.bg_color ?? '') ? `background:${bar?.bg_color}` : '',
      HEX_COLOUR.test(bar?.fg_color ?? '') ? `color:${bar?.fg_color}` : '',
    ]
      .filter(Boolean)
      .join(';');
  // The page's colours only while the frame is there: the storefront sets its own once it renders.
  const bar = layout === 'header' ? `.sf-shell{${declarations(header)}}` : '';
  return `${bar}body:has(>#root>.${FRAME_CLASS[layout]}){${declarations(page)}}`;
}

/** The logo the header shows in a theme (the dark one falls back to the light one), or the store's name. */
function logoHtml(input: PageShellInput): string {
  const name = escapeHtml(input.storeName);
  const light = input.logo.light;
  const dark = input.logo.dark ?? light;
  const img = (src: string | null) =>
    src === null
      ? `<span class="sf-shell-name">${name}</span>`
      : `<img src="${escapeHtml(src)}" alt="${name}" width="160" height="40">`;
  if (input.theme !== 'system' || light === dark) return img(input.theme === 'dark' ? dark : light);
  if (light === null || dark === null) {
    // A logo in one scheme and the name in the other: both, one shown by the device's scheme.
    return `<span class="sf-shell-light">${img(light)}</span><span class="sf-shell-dark">${img(dark)}</span>`;
  }
  return `<picture><source media="(prefers-color-scheme: dark)" srcset="${escapeHtml(srcsetAddress(dark))}">${img(light)}</picture>`;
}

/** A srcset lists addresses separated by commas and spaces: those in an address are escaped. */
function srcsetAddress(src: string): string {
  return src.replace(/[\s,]/g, encodeURIComponent);
}
