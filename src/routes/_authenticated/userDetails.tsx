import { createFileRoute } from '@tanstack/react-router';
import { loadSignedInFlows } from '../../app/pageFlows.ts';
import { UserDetailsPage } from '../../features/account/UserDetailsPage.tsx';

/** /userDetails (signed in): see UserDetailsPage. */
export const Route = createFileRoute('/_authenticated/userDetails')({
  // The page's flow runs in the storefront's actor system; its code loads with the page.
  loader: () => loadSignedInFlows(),
  component: UserDetailsPage,
});
