import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { ErrorPage } from '../../components/ErrorPage.tsx';
import { Loader } from '../../components/Loader.tsx';
import { claimChunkReload } from '../../lib/chunkReload.ts';

/**
 * A route failed. When its code chunk could not be loaded (usually a deploy replaced it), the
 * page reloads once to pick up the new build; a second failure shows the error. Try again loads
 * the page again.
 */
export function RouteErrorPage(props: ErrorComponentProps) {
  const router = useRouter();
  const [reloading] = useState(() => claimChunkReload(props.error, window.sessionStorage));
  useEffect(() => {
    if (reloading) window.location.reload();
    else console.error(props.error);
  }, [reloading, props.error]);
  if (reloading) return <Loader />;
  // Try again runs the page's loaders again (reset alone would only re-render the failed page).
  return <ErrorPage onRetry={() => void router.invalidate()} />;
}
