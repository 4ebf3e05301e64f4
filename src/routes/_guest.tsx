import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadPageFlows } from '../app/pageFlows.ts';
import { isSignedIn } from '../app/sessionGuard.ts';

/** Signed-out-only routes (sign-in, sign-up): a signed-in customer goes home. */
export const Route = createFileRoute('/_guest')({
  beforeLoad: async ({ context }) => {
    if (await isSignedIn(context.system)) throw redirect({ to: '/' });
  },
  // Each of these pages runs a page flow, whose code loads with the page (src/app/pageFlows.ts).
  loader: () => loadPageFlows(),
});
