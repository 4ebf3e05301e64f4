import { createFileRoute } from '@tanstack/react-router';
import { AddressesPage } from '../../features/address/AddressesPage.tsx';

/** /customerAddress (signed in): the address book. Arrival waits for the list; a failure shows on the page, with a retry. */
export const Route = createFileRoute('/_authenticated/customerAddress')({
  // The queries load with the page's own code, not the first render's (issue 9).
  loader: async ({ context: { queryClient, system } }) => {
    const { addressQueries } = await import('../../features/address/queries.ts');
    await queryClient.ensureQueryData(addressQueries.list(system.api)).catch(() => {});
  },
  component: AddressesPage,
});
