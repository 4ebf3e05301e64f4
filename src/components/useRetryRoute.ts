import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';

/**
 * Try again for a page (a route's errorComponent): the failed queries may fetch again, and the
 * page's loaders run again; the router shows the page once they have its data (a reset alone
 * would only render the failed page again).
 */
export function useRetryRoute(): () => void {
  const router = useRouter();
  const queries = useQueryErrorResetBoundary();
  return () => {
    queries.reset();
    void router.invalidate();
  };
}
