import type { ErrorComponentProps } from '@tanstack/react-router';
import { type ReactNode, useEffect, useState } from 'react';
import { ErrorPage } from '../../components/ErrorPage.tsx';
import { Loader } from '../../components/Loader.tsx';
import { useRetryRoute } from '../../components/useRetryRoute.ts';
import { claimChunkReload } from '../../lib/chunkReload.ts';

/**
 * A route failed. When its code chunk could not be loaded (usually a deploy replaced it), the
 * page reloads once to pick up the new build; a second failure shows the error. Try again reads
 * the page's data again (its loaders, and the queries that failed while it rendered). A page with
 * a frame of its own says so in it (`failed`); others show the store's error page.
 */
export function RouteErrorPage(props: ErrorComponentProps & { failed?: (retry: () => void) => ReactNode }) {
  const retry = useRetryRoute();
  // Drawn on the server too (a failed page): there is no chunk to load again there.
  const [reloading] = useState(
    () => typeof window !== 'undefined' && claimChunkReload(props.error, window.sessionStorage),
  );
  useEffect(() => {
    if (reloading) window.location.reload();
    else console.error(props.error);
  }, [reloading, props.error]);
  if (reloading) return <Loader />;
  return props.failed ? props.failed(retry) : <ErrorPage onRetry={retry} />;
}
