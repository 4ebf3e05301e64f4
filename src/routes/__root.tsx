import Box from '@mui/material/Box';
import { createRootRouteWithContext, Outlet, useLocation } from '@tanstack/react-router';
import { useDocumentHead } from '../app/documentHead.ts';
import type { RouterContext } from '../app/routerContext.ts';
import { PreferencesSync } from '../features/account/PreferencesSync.tsx';
import { AskAiLink } from '../features/shell/AskAiLink.tsx';
import { Footer } from '../features/shell/Footer.tsx';
import { Header } from '../features/shell/Header.tsx';
import { NotFoundPage } from '../features/store/NotFoundPage.tsx';
import { showsHeaderAndFooter } from '../lib/chromeVisibility.ts';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  useDocumentHead();
  const pathname = useLocation({ select: (location) => location.pathname });
  const chrome = showsHeaderAndFooter(pathname);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      {chrome && <Header />}
      <Box component="main" id="main" sx={{ flex: 1 }}>
        <Outlet />
      </Box>
      {chrome && <Footer />}
      <AskAiLink />
      <PreferencesSync />
    </Box>
  );
}
