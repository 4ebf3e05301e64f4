import { createFileRoute } from '@tanstack/react-router';
import { AddressesFailed, AddressesPage } from '../../features/address/AddressesPage.tsx';
import { RouteErrorPage } from '../../features/shell/RouteErrorPage.tsx';

/** /customerAddress (signed in): the address book. Arrival waits for the list; a failure shows in the page, with a retry. */
export const Route = createFileRoute('/_authenticated/customerAddress')({
  // The queries load with the page's own code, not the first render's.
  loader: async ({ context: { queryClient, system } }) => {
    const { addressQueries } = await import('../../features/address/queries.ts');
    await queryClient.ensureQueryData(addressQueries.list(system.api));
  },
  // The page's error frame loads in one chunk with the page, not in a chunk of its own.
  codeSplitGroupings: [['component', 'errorComponent']],
  errorComponent: (props) => (
    <RouteErrorPage {...props} failed={(retry) => <AddressesFailed error={props.error} onRetry={retry} />} />
  ),
  component: AddressesPage,
});
