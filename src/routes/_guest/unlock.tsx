import { createFileRoute } from '@tanstack/react-router';
import { UnlockPage } from '../../features/auth/UnlockPage.tsx';

/**
 * /unlock (signed out): unlock a locked account. ?token=… is the e-mailed link's token, redeemed at
 * once; ?username=… starts the form with the address the sign-in form had.
 */
export const Route = createFileRoute('/_guest/unlock')({
  validateSearch: (search: Record<string, unknown>) => ({
    token: typeof search.token === 'string' ? search.token.slice(0, 100) : '',
    username: typeof search.username === 'string' ? search.username.slice(0, 254) : '',
  }),
  component: UnlockRoute,
});

function UnlockRoute() {
  const { token, username } = Route.useSearch();
  return <UnlockPage token={token} username={username} />;
}
