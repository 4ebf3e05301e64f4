import { createFileRoute } from '@tanstack/react-router';
import { UnlockPage } from '../../features/auth/UnlockPage.tsx';

/**
 * /unlock (signed out): unlock password sign-in on new devices. ?token=… is the link the lock
 * e-mailed (or one asked for here), redeemed at once by the page's flow (the storefront reads it
 * from the route).
 */
export const Route = createFileRoute('/_guest/unlock')({
  validateSearch: (search: Record<string, unknown>) => ({
    token: typeof search.token === 'string' ? search.token.slice(0, 100) : '',
  }),
  component: UnlockPage,
});
