import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Loader } from '../../components/Loader.tsx';
import { claimChunkReload } from '../../lib/chunkReload.ts';
import { ErrorPage } from '../store/ErrorPage.tsx';

/**
 * A route failed. When its code chunk could not be loaded (usually a deploy replaced it), the
 * page reloads once to pick up the new build; a second failure shows the error.
 */
export function RouteErrorPage(props: ErrorComponentProps) {
  const [reloading] = useState(() => claimChunkReload(props.error, window.sessionStorage));
  useEffect(() => {
    if (reloading) window.location.reload();
    else console.error(props.error);
  }, [reloading, props.error]);
  if (reloading) return <Loader />;
  return <ErrorPage onRetry={props.reset} />;
}
