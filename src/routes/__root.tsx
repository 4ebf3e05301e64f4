import Box from '@mui/material/Box';
import { createRootRouteWithContext, Outlet, useLocation } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense } from 'react';
import { analyticsTagOf } from '../../contracts/store.ts';
import { useStoreBootstrap } from '../app/AppSystemContext.tsx';
import { useDocumentHead } from '../app/documentHead.ts';
import type { RouterContext } from '../app/routerContext.ts';
import { AfterShell } from '../components/AfterShell.tsx';
import { Header } from '../features/shell/Header.tsx';
import { NotFoundPage } from '../features/shell/NotFoundPage.tsx';
import { showsHeaderAndFooter } from '../lib/chromeVisibility.ts';

// The footer and the Ask AI button come in the second render or float over the page: neither is
// part of what the first render draws, so their code loads beside it. Not loaded (the network
// failed): the page shows without them rather than as an error.
const Footer = lazy(() =>
  import('../features/shell/Footer.tsx').then(
    (module): { default: () => ReactNode } => ({ default: module.Footer }),
    () => ({ default: () => null }),
  ),
);
const AskAiLink = lazy(() =>
  import('../features/shell/AskAiLink.tsx').then(
    (module) => ({ default: module.AskAiLink }),
    () => ({ default: () => null }),
  ),
);

// Brings the customer's saved language and theme at sign-in; not needed for the first render, so
// loaded beside it (a sign-in takes far longer than this chunk).
const PreferencesSync = lazy(() =>
  import('../features/account/PreferencesSync.tsx').then(
    (module) => ({ default: module.PreferencesSync }),
    // Not loaded: this browser keeps its own language and theme; the page itself is unaffected.
    () => ({ default: () => null }),
  ),
);

// A store's analytics tag, its consent banner and page views: only for a store that has a tag, and
// never in the first render's bundle.
const Analytics = lazy(() =>
  import('../features/analytics/Analytics.tsx').then(
    (module) => ({ default: module.Analytics }),
    // Not loaded: nothing is asked and nothing runs, as for a store without a tag.
    () => ({ default: () => null }),
  ),
);

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  useDocumentHead();
  const pathname = useLocation({ select: (location) => location.pathname });
  const chrome = showsHeaderAndFooter(pathname);
  const analyticsTag = useStoreBootstrap((snapshot) => analyticsTagOf(snapshot.context.settings));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      {chrome && <Header />}
      <AfterShell behindHeader={chrome}>
        {/* At least a screen tall: the footer never comes up into the first screen, so a page that
            is loading (its spinner) or short never shows it there, nor moves it when it fills in. */}
        <Box component="main" id="main" sx={{ flex: 1, minHeight: '100vh' }}>
          <Outlet />
        </Box>
        {chrome && (
          <Suspense fallback={null}>
            <Footer />
          </Suspense>
        )}
      </AfterShell>
      <Suspense fallback={null}>
        <AskAiLink />
      </Suspense>
      <Suspense fallback={null}>
        <PreferencesSync />
      </Suspense>
      {analyticsTag && (
        <Suspense fallback={null}>
          <Analytics tag={analyticsTag} />
        </Suspense>
      )}
    </Box>
  );
}
