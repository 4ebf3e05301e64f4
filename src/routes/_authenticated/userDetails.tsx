import { createFileRoute } from '@tanstack/react-router';
import { loadSignedInFlows } from '../../app/pageFlows.ts';
import { UserDetailsFailed, UserDetailsPage } from '../../features/account/UserDetailsPage.tsx';
import { RouteErrorPage } from '../../features/shell/RouteErrorPage.tsx';

/**
 * /userDetails (signed in): see UserDetailsPage. Arrival waits for the details; a failure shows in
 * their place, with a retry, and the change of password stays.
 */
export const Route = createFileRoute('/_authenticated/userDetails')({
  // The page's flow runs in the storefront's actor system; its code and the profile's query load
  // with the page, not with the first render.
  loader: async ({ context: { queryClient, system } }) => {
    const [{ profileQueries }] = await Promise.all([
      import('../../features/account/queries/profile.ts'),
      loadSignedInFlows(),
    ]);
    await queryClient.ensureQueryData(profileQueries.profile(system.api));
  },
  // The page's error frame loads in one chunk with the page, not in a chunk of its own.
  codeSplitGroupings: [['component', 'errorComponent']],
  errorComponent: (props) => (
    <RouteErrorPage
      {...props}
      failed={(retry) => <UserDetailsFailed error={props.error} onRetry={retry} />}
    />
  ),
  component: UserDetailsPage,
});
