import { createFileRoute } from '@tanstack/react-router';
import { loadSignedInFlows } from '../../app/pageFlows.ts';
import { ActiveSessionsPage } from '../../features/account/ActiveSessionsPage.tsx';

/**
 * /activeSessions (signed in): see ActiveSessionsPage. The list reads itself in its place on the
 * page (its skeleton, or its error with a retry; the trusted devices below it stay).
 */
export const Route = createFileRoute('/_authenticated/activeSessions')({
  // The trusted devices' removal flow runs in the storefront's actor system; its code loads with the page.
  loader: () => loadSignedInFlows(),
  component: ActiveSessionsPage,
});
