import { I18nProvider } from '@lingui/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AppSystemProvider } from './AppSystemContext.tsx';
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
}) {
  return (
    <AppSystemProvider system={props.system}>
      <QueryClientProvider client={props.queryClient}>
        <I18nProvider i18n={i18n}>
          <ThemeModeProvider>
            <StoreThemeProvider>
              <StoreGate router={props.router} onRouterListening={props.onRouterListening} />
            </StoreThemeProvider>
          </ThemeModeProvider>
        </I18nProvider>
      </QueryClientProvider>
    </AppSystemProvider>
  );
}
