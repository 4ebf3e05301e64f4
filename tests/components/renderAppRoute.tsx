import { useQueryClient } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import { vi } from 'vitest';
import { useAppSystem } from '../../src/app/AppSystemContext.tsx';
import { StoreThemeProvider } from '../../src/app/providers/StoreThemeProvider.tsx';
import { ThemeModeProvider } from '../../src/app/providers/ThemeModeContext.tsx';
import { QUERY_STALE_TIME } from '../../src/app/queryClient.ts';
import { createAppRouter } from '../../src/app/router.ts';
import { renderWithStore, type StoreOptions } from './renderWithStore.tsx';

/**
 * Renders the app's own router (its routes, loaders, pending and error components and defaults)
 * at `url`, inside the store of renderWithStore: a page as the shopper gets it, header included.
 * Reads stay fresh as long as the app keeps them: a page that mounts a second after its loader
 * read (a busy machine) does not read again, as in the app.
 */
export async function renderAppRoute(url: string, options: Omit<StoreOptions, 'withRouter'> = {}) {
  // The router scrolls on navigation; jsdom has no scrolling.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  return renderWithStore(<AppRouter url={url} />, { staleTime: QUERY_STALE_TIME, ...options });
}

function AppRouter(props: { url: string }) {
  const system = useAppSystem();
  const queryClient = useQueryClient();
  const [router] = useState(() =>
    createAppRouter(queryClient, system, createMemoryHistory({ initialEntries: [props.url] })),
  );
  return (
    <ThemeModeProvider>
      <StoreThemeProvider>
        <RouterProvider router={router} />
      </StoreThemeProvider>
    </ThemeModeProvider>
  );
}
