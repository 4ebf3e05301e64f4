import { createFileRoute, redirect } from '@tanstack/react-router';
import { isSignedIn } from '../app/sessionGuard.ts';

/** Signed-out-only routes (sign-in, sign-up): a signed-in customer goes home. */
export const Route = createFileRoute('/_guest')({
  beforeLoad: async ({ context }) => {
    if (await isSignedIn(context.system)) throw redirect({ to: '/' });
  },
});
