import type { EmotionCache } from '@emotion/cache';
import { I18nProvider } from '@lingui/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { STARTED_ATTRIBUTE } from '../../contracts/first-screen.ts';
import type { ThemeMode } from '../../contracts/site.ts';
import { AppSystemProvider } from './AppSystemContext.tsx';
import { replayEarlyInput } from './earlyInput.ts';
import { i18n } from './i18n.ts';
import { StoreGate } from './providers/StoreGate.tsx';
import { StoreThemeProvider } from './providers/StoreThemeProvider.tsx';
import { ThemeModeProvider } from './providers/ThemeModeContext.tsx';
import type { createAppRouter } from './router.ts';
import type { AppSystem } from './system.ts';

export function App(props: {
  system: AppSystem;
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
  /** Called once the router follows the history itself (src/app/firstLoad.ts). */
  onRouterListening?: () => void;
  /** The server's render collects its styles in a cache of its own (src/entry-server.tsx). */
  emotionCache?: EmotionCache;
  /** The server's render draws in the theme its request's cookie names. */
  themeMode?: ThemeMode;
}) {
  useStartedMark();
  return (
    <AppSystemProvider system={props.system}>
      <QueryClientProvider client={props.queryClient}>
        <I18nProvider i18n={i18n}>
          <ThemeModeProvider initialMode={props.themeMode}>
            <StoreThemeProvider emotionCache={props.emotionCache}>
              <StoreGate router={props.router} onRouterListening={props.onRouterListening} />
            </StoreThemeProvider>
          </ThemeModeProvider>
        </I18nProvider>
      </QueryClientProvider>
    </AppSystemProvider>
  );
}

/**
 * Marks the document once the app has committed its first render (a hydration of the screen the
 * server drew, or the browser's own): from then on links navigate in the app, and React replays a
 * click on a part still hydrating. Journeys wait for it before they act on a drawn page.
 */
function useStartedMark() {
  useEffect(() => {
    document.documentElement.setAttribute(STARTED_ATTRIBUTE, '');
    // In a task of its own: a click dispatched inside React's commit is not handled while a part of
    // the page is still hydrating (React hydrates that part for the click only outside its work).
    setTimeout(replayEarlyInput, 0);
  }, []);
}
