import { createFileRoute } from '@tanstack/react-router';
import { loadSignedInFlows } from '../../app/pageFlows.ts';
import { ProfileFailed, ProfilePage } from '../../features/account/ProfilePage.tsx';
import { RouteErrorPage } from '../../features/shell/RouteErrorPage.tsx';

/** /myProfile (signed in): see ProfilePage. Arrival waits for the profile; a failure shows in the page, with a retry. */
export const Route = createFileRoute('/_authenticated/myProfile')({
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
    <RouteErrorPage {...props} failed={(retry) => <ProfileFailed error={props.error} onRetry={retry} />} />
  ),
  component: ProfilePage,
});
