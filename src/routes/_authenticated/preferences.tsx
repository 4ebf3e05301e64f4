import { createFileRoute } from '@tanstack/react-router';
import { PreferencesFailed, PreferencesPage } from '../../features/account/PreferencesPage.tsx';
import { RouteErrorPage } from '../../features/shell/RouteErrorPage.tsx';

/** /preferences (signed in): see PreferencesPage. Arrival waits for the saved preferences. */
export const Route = createFileRoute('/_authenticated/preferences')({
  // The queries load with the page's own code, not the first render's.
  loader: async ({ context: { queryClient, system } }) => {
    const { preferencesQueries } = await import('../../api/queries/preferences.ts');
    await queryClient.ensureQueryData(preferencesQueries.preferences(system.api));
  },
  // The page's error frame loads in one chunk with the page, not in a chunk of its own.
  codeSplitGroupings: [['component', 'errorComponent']],
  errorComponent: (props) => (
    <RouteErrorPage
      {...props}
      failed={(retry) => <PreferencesFailed error={props.error} onRetry={retry} />}
    />
  ),
  component: PreferencesPage,
});
