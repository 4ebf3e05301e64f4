import { createFileRoute } from '@tanstack/react-router';
import { ActiveSessionsPage } from '../../features/account/ActiveSessionsPage.tsx';
import { loadAccountFlows } from '../../features/account/accountFlows.ts';

/** /activeSessions (signed in): see ActiveSessionsPage. Arrival waits for the first page of sessions. */
export const Route = createFileRoute('/_authenticated/activeSessions')({
  // The queries load with the page's own code, not the first render's. A failed read shows in the
  // list's place on the page (the trusted devices below it stay), with a retry. The trusted
  // devices' removal flow runs in the storefront's actor system; its code loads with the page.
  loader: async ({ context: { queryClient, system } }) => {
    const [{ accountQueries }] = await Promise.all([
      import('../../features/account/queries/account.ts'),
      loadAccountFlows(),
    ]);
    await queryClient.ensureQueryData(accountQueries.activeSessions(system.api, 1)).catch(() => {});
  },
  component: ActiveSessionsPage,
});
