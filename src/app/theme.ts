import { createTheme, darken, type Theme, type ThemeOptions } from '@mui/material/styles';
import type { StorePageSettings, StoreSettings, TextDirection } from '../../contracts/store.ts';
import { mostContrasting, readableOn } from '../lib/contrast.ts';
import { resolveStoreTheme } from '../lib/themeSettings.ts';

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
  const { page, header, footer } = resolveStoreTheme(settings, mode);
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
