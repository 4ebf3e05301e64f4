import { createFileRoute } from '@tanstack/react-router';
import { loadAccountFlows } from '../../features/account/accountFlows.ts';
import { ProfilePage } from '../../features/account/ProfilePage.tsx';

/** /myProfile (signed in): see ProfilePage. */
export const Route = createFileRoute('/_authenticated/myProfile')({
  // The page's flow runs in the storefront's actor system; its code loads with the page.
  loader: () => loadAccountFlows(),
  component: ProfilePage,
});
