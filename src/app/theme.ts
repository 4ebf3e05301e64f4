import { createTheme, type Theme } from '@mui/material/styles';
import type { StoreSettings, TextDirection } from '../../contracts/store.ts';
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

/** The MUI theme of one store in one mode; every colour comes from the store's settings. */
export function createStoreTheme(
  settings: StoreSettings | null,
  mode: 'light' | 'dark',
  direction: TextDirection,
): Theme {
  const { page, header, footer } = resolveStoreTheme(settings, mode);
  return createTheme({
    direction,
    palette: {
      mode,
      background: { default: page.bg_color, paper: page.bg_color },
      text: { primary: page.fg_color },
      primary: { main: page.btn_primary_bg_color, contrastText: page.btn_primary_fg_color },
      secondary: { main: page.btn_secondary_bg_color, contrastText: page.btn_secondary_fg_color },
    },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", sans-serif',
    },
    storefront: {
      header: { bg: header.bg_color, fg: header.fg_color },
      footer: { bg: footer.bg_color, fg: footer.fg_color },
    },
  });
}
