import { createFileRoute } from '@tanstack/react-router';
import { loadAccountFlows } from '../../features/account/accountFlows.ts';
import { UserDetailsPage } from '../../features/account/UserDetailsPage.tsx';

/** /userDetails (signed in): see UserDetailsPage. */
export const Route = createFileRoute('/_authenticated/userDetails')({
  // The page's flow runs in the storefront's actor system; its code loads with the page.
  loader: () => loadAccountFlows(),
  component: UserDetailsPage,
});
