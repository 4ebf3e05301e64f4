import { createFileRoute } from '@tanstack/react-router';
import { loadSignedInFlows } from '../../app/pageFlows.ts';
import { ProfilePage } from '../../features/account/ProfilePage.tsx';

/** /myProfile (signed in): see ProfilePage. */
export const Route = createFileRoute('/_authenticated/myProfile')({
  // The page's flow runs in the storefront's actor system; its code loads with the page.
  loader: () => loadSignedInFlows(),
  component: ProfilePage,
});
