import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../../features/auth/ResetPasswordPage.tsx';

/** The page a reset link opens: /resetPassword?token=…; the passwordReset flow checks the token. */
export const Route = createFileRoute('/_guest/resetPassword')({
  validateSearch: (search: Record<string, unknown>) => ({
    token: typeof search.token === 'string' ? search.token : '',
  }),
  component: ResetPasswordPage,
});
