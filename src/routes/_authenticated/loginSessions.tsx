import { createFileRoute } from '@tanstack/react-router';
import { LoginSessionsPage } from '../../features/account/LoginSessionsPage.tsx';

/**
 * /loginSessions (signed in): see LoginSessionsPage. The list reads itself in its place on the page
 * (its skeleton, or its error with a retry).
 */
export const Route = createFileRoute('/_authenticated/loginSessions')({
  component: LoginSessionsPage,
});
