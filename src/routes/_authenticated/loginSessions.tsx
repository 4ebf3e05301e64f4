import { createFileRoute } from '@tanstack/react-router';
import { LoginSessionsPage } from '../../features/account/LoginSessionsPage.tsx';

/** /loginSessions (signed in): see LoginSessionsPage. */
export const Route = createFileRoute('/_authenticated/loginSessions')({
  component: LoginSessionsPage,
});
