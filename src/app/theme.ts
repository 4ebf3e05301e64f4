import { createTheme, darken, type Theme, type ThemeOptions } from '@mui/material/styles';
import type { StorePageSettings, StoreSettings, TextDirection } from '../../contracts/store.ts';
import { mostContrasting, readableOn } from '../lib/contrast.ts';
import { type ResolvedStoreTheme, resolveStoreTheme } from '../lib/themeSettings.ts';

declare module '@mui/material/styles' {
  interface Theme {
    storefront: { header: BarColours; footer: BarColours };
  }
  interface ThemeOptions {
    storefront?: { header: BarColours; footer: BarColours };
  }
}

interface BarColours {
  bg: string;
  fg: string;
}

/**
 * The MUI theme of one store in one mode; every colour comes from the store's settings.
 *
 * MUI paints text with `primary.main` and `secondary.main` (links, tabs, text and outlined buttons,
 * focused labels), so those are the store's button colours made readable on the page background
 * (at least 4.5:1, darkened or lightened only as much as needed: the demo's amber #F59E0B is 2.15:1
 * on white), with a `contrastText` readable on them. The filled buttons (contained, and the floating
 * Ask AI button) keep the store's own button colours, which the store chose to go together.
 */
export function createStoreTheme(
  settings: StoreSettings | null,
  mode: 'light' | 'dark',
  direction: TextDirection,
): Theme {
  return themeOf(resolveStoreTheme(settings, mode), mode, direction);
}

/** How many themes `storeTheme` keeps: a store's two modes in two directions, and room for changes. */
export const KEPT_THEMES = 8;
const keptThemes = new Map<string, Theme>();

/**
 * `createStoreTheme`'s theme, the same object for the same colours, mode and direction: MUI keeps
 * what it derives from a theme (its style functions' lookups) per theme object, so a render with a
 * theme it has seen skips that work, and making a theme costs a millisecond or two of every server
 * render. Keyed by the resolved colours the theme is made of, not by the settings object (a new
 * one comes with every answer): settings whose colours change get a new theme at once. The least recently
 * used theme goes first beyond KEPT_THEMES; the keys are the store's own colours, not a visitor's.
 */
export function storeTheme(
  settings: StoreSettings | null,
  mode: 'light' | 'dark',
  direction: TextDirection,
): Theme {
  const colours = resolveStoreTheme(settings, mode);
  const { page, header, footer } = colours;
  // Everything the theme is made of (a colour not used yet changes the key too: never a stale theme).
  const key = JSON.stringify([mode, direction, page, header, footer]);
  let theme = keptThemes.get(key);
  if (theme) {
    keptThemes.delete(key);
  } else {
    theme = themeOf(colours, mode, direction);
    if (keptThemes.size >= KEPT_THEMES) keptThemes.delete(keptThemes.keys().next().value as string);
  }
  keptThemes.set(key, theme);
  return theme;
}

function themeOf(
  { page, header, footer }: Pick<ResolvedStoreTheme, 'page' | 'header' | 'footer'>,
  mode: 'light' | 'dark',
  direction: TextDirection,
): Theme {
  const primary = paletteColour(page, page.btn_primary_bg_color, page.btn_primary_fg_color);
  const secondary = paletteColour(page, page.btn_secondary_bg_color, page.btn_secondary_fg_color);
  return createTheme({
    direction,
    palette: {
      mode,
      background: { default: page.bg_color, paper: page.bg_color },
      text: { primary: page.fg_color },
      primary: { main: primary.main, contrastText: primary.contrastText },
      secondary: { main: secondary.main, contrastText: secondary.contrastText },
    },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", sans-serif',
    },
    components: filledButtons([
      ['primary', page.btn_primary_bg_color, page.btn_primary_fg_color],
      ['secondary', page.btn_secondary_bg_color, page.btn_secondary_fg_color],
    ]),
    storefront: {
      header: { bg: header.bg_color, fg: header.fg_color },
      footer: { bg: footer.bg_color, fg: footer.fg_color },
    },
  });
}

/** A palette colour for text on the page: the button colour made readable, and a text colour for it. */
function paletteColour(page: StorePageSettings, buttonBg: string, buttonFg: string) {
  const main = readableOn(buttonBg, page.bg_color);
  const contrastText =
    main === buttonBg ? buttonFg : mostContrasting(main, [buttonFg, page.bg_color, page.fg_color]);
  return { main, contrastText };
}

/** Contained buttons and floating buttons of a colour are filled with the store's button colours. */
function filledButtons(
  colours: [colour: 'primary' | 'secondary', bg: string, fg: string][],
): ThemeOptions['components'] {
  const hover = (bg: string) => {
    try {
      return darken(bg, 0.12);
    } catch {
      return bg; // not a colour MUI can read: no hover shade
    }
  };
  return {
    MuiButton: {
      styleOverrides: {
        root: {
          variants: colours.map(([color, bg, fg]) => ({
            props: { variant: 'contained' as const, color },
            style: {
              '--variant-containedBg': bg,
              '--variant-containedColor': fg,
              '@media (hover: hover)': { '&:hover': { '--variant-containedBg': hover(bg) } },
            },
          })),
        },
      },
    },
    MuiFab: {
      styleOverrides: {
        root: {
          variants: colours.map(([color, bg, fg]) => ({
            props: { color },
            style: { backgroundColor: bg, color: fg, '&:hover': { backgroundColor: hover(bg) } },
          })),
        },
      },
    },
  };
}
