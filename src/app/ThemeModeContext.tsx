import useMediaQuery from '@mui/material/useMediaQuery';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { resolveThemeMode } from '../lib/themeSettings.ts';
import { readStorage, STORAGE_KEYS, writeStorage } from './storageKeys.ts';

/** What the shopper picks; 'system' follows the device's colour scheme. */
export type ThemeMode = 'light' | 'dark' | 'system';

interface ThemeModeState {
  /** What the shopper chose. */
  mode: ThemeMode;
  /** What is shown: 'system' follows the device. */
  resolved: 'light' | 'dark';
  setMode: (mode: ThemeMode) => void;
}

const ThemeModeContext = createContext<ThemeModeState | null>(null);

function storedMode(): ThemeMode {
  const value = readStorage(STORAGE_KEYS.theme);
  return value === 'dark' || value === 'system' ? value : 'light';
}

export function ThemeModeProvider(props: { children: ReactNode }) {
  const [mode, setModeState] = useState<ThemeMode>(storedMode);
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const value = useMemo<ThemeModeState>(
    () => ({
      mode,
      resolved: resolveThemeMode(mode, prefersDark),
      setMode: (next) => {
        writeStorage(STORAGE_KEYS.theme, next);
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
