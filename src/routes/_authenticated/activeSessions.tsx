import { createFileRoute } from '@tanstack/react-router';
import { loadSignedInFlows } from '../../app/pageFlows.ts';
import { ActiveSessionsPage } from '../../features/account/ActiveSessionsPage.tsx';

/**
 * /activeSessions (signed in): see ActiveSessionsPage. The sessions and the trusted devices each
 * read themselves in their place on the page (a skeleton, or the error with a retry; the other
 * list stays).
 */
export const Route = createFileRoute('/_authenticated/activeSessions')({
  // The trusted devices' removal flow runs in the storefront's actor system; its code loads with the page.
  loader: () => loadSignedInFlows(),
  component: ActiveSessionsPage,
});
