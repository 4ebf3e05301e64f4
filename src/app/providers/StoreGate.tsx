import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { isResolved } from '../../../machines/auth/session.machine.ts';
import { selectLanguageStatus } from '../../../machines/store/language.machine.ts';
import { selectStore, selectStoreStatus } from '../../../machines/store/storeBootstrap.machine.ts';
import { ErrorPage } from '../../components/ErrorPage.tsx';
import { Loader } from '../../components/Loader.tsx';
import { TextsUnavailablePage } from '../../features/shell/TextsUnavailablePage.tsx';
import { useAppSystem, useLanguage, useSession, useStoreBootstrap } from '../AppSystemContext.tsx';
import { RouterListening } from '../RouterListening.tsx';
import type { createAppRouter } from '../router.ts';
import { STORAGE_KEYS, writeStorage } from '../storage/storageKeys.ts';

// A switched-off store is rare and its page is drawn once: its code loads when it is shown. The
// error pages stay in the first render, since they show when the network fails.
const StoreUnavailablePage = lazy(() =>
  import('../../features/shell/StoreUnavailablePage.tsx').then((module) => ({
    default: module.StoreUnavailablePage,
  })),
);

/** Shows the loader, the store-unavailable page, the error page, or the store itself. */
export function StoreGate(props: {
  router: ReturnType<typeof createAppRouter>;
  onRouterListening?: () => void;
}) {
  const { storeBootstrap, language } = useAppSystem();
  const bootstrap = useStoreBootstrap(selectStoreStatus);
  const languageStatus = useLanguage(selectLanguageStatus);
  const requestedLanguage = useLanguage((snapshot) => snapshot.context.current);
  // SPEC section 4: a loading screen shows until the session is determined.
  const sessionReady = useSession(isResolved);
  useStoreDocument(bootstrap !== 'active');

  // The texts come first: every other page speaks through them.
  if (languageStatus === 'failed') {
    return (
      <TextsUnavailablePage
        language={requestedLanguage}
        onRetry={() => language.send({ type: 'RETRY_CATALOG' })}
      />
    );
  }
  if (languageStatus === 'loading' || bootstrap === 'loading') return <Loader />;
  if (bootstrap === 'active' && !sessionReady) return <Loader />;
  if (bootstrap === 'active') {
    return (
      <>
        <RouterProvider router={props.router} />
        <RouterListening onListening={props.onRouterListening} />
      </>
    );
  }
  return (
    <Box component="main">
      {bootstrap === 'unavailable' ? (
        <Suspense fallback={<Loader />}>
          <StoreUnavailablePage />
        </Suspense>
      ) : (
        <ErrorPage onRetry={() => storeBootstrap.send({ type: 'RETRY' })} />
      )}
    </Box>
  );
}

/**
 * Keeps the html language and direction and the stored store name in step, and the tab title while
 * no page shows (`titled`: the loader, the unavailable or error page); pages set their own
 * (documentHead.ts).
 */
function useStoreDocument(titled: boolean) {
  const { t } = useLingui();
  const store = useStoreBootstrap(selectStore);
  const { current, direction } = useLanguage((snapshot) => snapshot.context);
  const primary = useStoreBootstrap(
    (snapshot) => snapshot.context.settings?.store_page_settings[0]?.btn_primary_bg_color ?? null,
  );

  useEffect(() => {
    document.documentElement.lang = current.replace('_', '-');
    document.documentElement.dir = direction;
  }, [current, direction]);

  const label = t`Online store`;
  useEffect(() => {
    if (!store) return;
    writeStorage(STORAGE_KEYS.storeName, store.name);
    writeStorage(STORAGE_KEYS.storeFullName, store.store_display_name);
    if (titled) document.title = `${label} | ${store.store_display_name}`;
  }, [store, label, titled]);

  useEffect(() => {
    if (primary) writeStorage(STORAGE_KEYS.primaryColour, primary);
  }, [primary]);
}
