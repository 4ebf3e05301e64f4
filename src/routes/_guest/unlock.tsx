import { createFileRoute } from '@tanstack/react-router';
import { UnlockPage } from '../../features/auth/UnlockPage.tsx';

/**
 * /unlock (signed out): unlock password sign-in on new devices. ?token=… is the link the lock
 * e-mailed (or one asked for here): the storefront reads it from the route (at most 100
 * characters) and the page's flow redeems it at once.
 */
export const Route = createFileRoute('/_guest/unlock')({
  component: UnlockPage,
});
