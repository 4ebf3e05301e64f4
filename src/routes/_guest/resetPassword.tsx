import { createFileRoute } from '@tanstack/react-router';
import { verifyResetToken } from '../../api/auth.ts';
import { ResetLinkInvalidPage } from '../../features/auth/ResetLinkInvalidPage.tsx';
import { ResetPasswordPage } from '../../features/auth/ResetPasswordPage.tsx';

/** The page a reset link opens: /resetPassword?token=…; the token is checked before it shows. */
export const Route = createFileRoute('/_guest/resetPassword')({
  validateSearch: (search: Record<string, unknown>) => ({
    token: typeof search.token === 'string' ? search.token : '',
  }),
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: ({ context, deps }) => verifyResetToken(context.system.api, deps.token),
  component: ResetPassword,
  errorComponent: ({ error }) => <ResetLinkInvalidPage error={error} />,
});

function ResetPassword() {
  const { token } = Route.useSearch();
  const { email } = Route.useLoaderData();
  return <ResetPasswordPage token={token} email={email} />;
}
