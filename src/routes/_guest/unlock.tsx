import { createFileRoute, useRouterState } from '@tanstack/react-router';
import { UnlockPage } from '../../features/auth/UnlockPage.tsx';

declare module '@tanstack/react-router' {
  interface HistoryState {
    /**
     * The address the sign-in form had, carried to /unlock in the history entry rather than the
     * address bar: a query would put the customer's e-mail in server logs and analytics page views.
     */
    unlockUsername?: string;
  }
}

/**
 * /unlock (signed out): unlock a locked account. ?token=… is the e-mailed link's token, redeemed at
 * once; from the sign-in form, the form starts with the address it had (history state).
 */
export const Route = createFileRoute('/_guest/unlock')({
  validateSearch: (search: Record<string, unknown>) => ({
    token: typeof search.token === 'string' ? search.token.slice(0, 100) : '',
  }),
  component: UnlockRoute,
});

function UnlockRoute() {
  const { token } = Route.useSearch();
  const carried = useRouterState({ select: (state) => state.location.state.unlockUsername });
  const username = typeof carried === 'string' ? carried.slice(0, 254) : '';
  return <UnlockPage token={token} username={username} />;
}
