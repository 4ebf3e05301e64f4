import { createFileRoute } from '@tanstack/react-router';
import { LoginSessionsPage } from '../../features/account/LoginSessionsPage.tsx';

/** /loginSessions (signed in): see LoginSessionsPage. Arrival waits for the first page of sign-ins. */
export const Route = createFileRoute('/_authenticated/loginSessions')({
  // The queries load with the page's own code, not the first render's. A failed read shows in the
  // list's place on the page, with a retry.
  loader: async ({ context: { queryClient, system } }) => {
    const { accountQueries } = await import('../../features/account/queries/account.ts');
    await queryClient.ensureQueryData(accountQueries.loginHistory(system.api, 1)).catch(() => {});
  },
  component: LoginSessionsPage,
});
