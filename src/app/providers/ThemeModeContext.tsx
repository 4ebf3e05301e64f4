import useMediaQuery from '@mui/material/useMediaQuery';
import { QueryClientContext } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { DRAWN_COLOR_SCHEME_QUERY_KEY } from '../../../contracts/first-screen.ts';
import type { ThemeMode } from '../../../contracts/site.ts';
import { resolveThemeMode } from '../../lib/themeSettings.ts';
import { useDrawnFromServer } from '../firstScreen.ts';
import {
  cookieThemeMode,
  mirrorThemeCookie,
  storedThemeMode,
  storeThemeMode,
} from '../storage/themePersistence.ts';

export type { ThemeMode };

interface ThemeModeState {
  /** What the shopper chose. */
  mode: ThemeMode;
  /** What is shown: 'system' follows the device. */
  resolved: 'light' | 'dark';
  setMode: (mode: ThemeMode) => void;
}

const ThemeModeContext = createContext<ThemeModeState | null>(null);

/** `initialMode`: the server's render gives the one its request's cookie names. */
export function ThemeModeProvider(props: { children: ReactNode; initialMode?: ThemeMode }) {
  const [mode, setModeState] = useState<ThemeMode>(() => props.initialMode ?? storedThemeMode());
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  // A screen the server drew is hydrated in the theme it was drawn in (its cookie's), then shown in
  // this browser's choice when that differs (a choice made before the cookie existed).
  const drawnFromServer = useDrawnFromServer();
  const drawnMode = props.initialMode ?? cookieThemeMode();
  // The served page's frame follows the choice from the next page on (a choice made before the
  // cookie existed too).
  useEffect(() => mirrorThemeCookie(mode), [mode]);
  // A "system" page is drawn in the scheme the browser told the server (the device's, as its media
  // query says after hydration).
  const drawnScheme = useContext(QueryClientContext)?.getQueryData<'light' | 'dark'>(
    DRAWN_COLOR_SCHEME_QUERY_KEY,
  );
  const resolved = drawnFromServer
    ? drawnMode === 'system' && drawnScheme
      ? drawnScheme
      : resolveThemeMode(drawnMode, false)
    : resolveThemeMode(mode, prefersDark);
  const setMode = useCallback((next: ThemeMode) => {
    storeThemeMode(next);
    setModeState(next);
  }, []);
  // Kept while what is shown stays the same: the end of hydration (drawnFromServer turning false)
  // then re-renders nothing below; a new value would redraw every styled part of the page at once.
  const value = useMemo<ThemeModeState>(() => ({ mode, resolved, setMode }), [mode, resolved, setMode]);
  return <ThemeModeContext.Provider value={value}>{props.children}</ThemeModeContext.Provider>;
}

export function useThemeMode(): ThemeModeState {
  const state = useContext(ThemeModeContext);
  if (!state) throw new Error('useThemeMode must be used inside ThemeModeProvider');
  return state;
}
