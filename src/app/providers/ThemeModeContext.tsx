import useMediaQuery from '@mui/material/useMediaQuery';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import type { ThemeMode } from '../../../contracts/site.ts';
import { resolveThemeMode } from '../../lib/themeSettings.ts';
import { mirrorThemeCookie, storedThemeMode, storeThemeMode } from '../storage/themePersistence.ts';

export type { ThemeMode };

interface ThemeModeState {
  /** What the shopper chose. */
  mode: ThemeMode;
  /** What is shown: 'system' follows the device. */
  resolved: 'light' | 'dark';
  setMode: (mode: ThemeMode) => void;
}

const ThemeModeContext = createContext<ThemeModeState | null>(null);

export function ThemeModeProvider(props: { children: ReactNode }) {
  const [mode, setModeState] = useState<ThemeMode>(storedThemeMode);
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  // The served page's frame follows the choice from the next page on (a choice made before the
  // cookie existed too).
  useEffect(() => mirrorThemeCookie(mode), [mode]);
  const value = useMemo<ThemeModeState>(
    () => ({
      mode,
      resolved: resolveThemeMode(mode, prefersDark),
      setMode: (next) => {
        storeThemeMode(next);
        setModeState(next);
      },
    }),
    [mode, prefersDark],
  );
  return <ThemeModeContext.Provider value={value}>{props.children}</ThemeModeContext.Provider>;
}

export function useThemeMode(): ThemeModeState {
  const state = useContext(ThemeModeContext);
  if (!state) throw new Error('useThemeMode must be used inside ThemeModeProvider');
  return state;
}
