import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { lazy, type ReactNode, Suspense, use, useMemo } from 'react';
import { useLanguage, useStoreBootstrap } from '../AppSystemContext.tsx';
import { emotionCacheFor } from '../storage/directionCache.ts';
import { storeTheme } from '../theme.ts';
import { useThemeMode } from './ThemeModeContext.tsx';

// Toasts come after a shopper acts, so their code loads after the first paint.
const ToastHost = lazy(() => import('./ToastHost.tsx'));

export function StoreThemeProvider(props: { children: ReactNode; emotionCache?: EmotionCache }) {
  const settings = useStoreBootstrap((snapshot) => snapshot.context.settings);
  const direction = useLanguage((snapshot) => snapshot.context.direction);
  const { resolved } = useThemeMode();
  const theme = useMemo(() => storeTheme(settings, resolved, direction), [settings, resolved, direction]);
  const cache = props.emotionCache ?? emotionCacheFor(direction);
  return (
    // The rtl cache may still be loading: render nothing for that instant rather than unflipped styles.
    <Suspense fallback={null}>
      <DirectionCache cache={cache}>
        <ThemeProvider theme={theme}>
          <CssBaseline enableColorScheme />
          {props.children}
          <Suspense fallback={null}>
            <ToastHost direction={direction} />
          </Suspense>
        </ThemeProvider>
      </DirectionCache>
    </Suspense>
  );
}

function DirectionCache(props: { cache: ReturnType<typeof emotionCacheFor>; children: ReactNode }) {
  const cache = props.cache instanceof Promise ? use(props.cache) : props.cache;
  return <CacheProvider value={cache}>{props.children}</CacheProvider>;
}
