import { createFileRoute, redirect } from '@tanstack/react-router';
import { isSignedIn, saveReturnPage } from '../app/sessionGuard.ts';

/** Signed-in routes: a guest goes to /signin, and the page they wanted is kept for afterwards. */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: async ({ location, context }) => {
    if (await isSignedIn(context.system)) return;
    saveReturnPage(location.href);
    throw redirect({ to: '/signin' });
  },
});
