import { createFileRoute } from '@tanstack/react-router';
import { addressQueries } from '../../api/queries/addresses.ts';
import { AddressesPage } from '../../features/address/AddressesPage.tsx';

/** /customerAddress (signed in): the address book. Arrival waits for the list; a failure shows on the page, with a retry. */
export const Route = createFileRoute('/_authenticated/customerAddress')({
  loader: async ({ context: { queryClient, system } }) => {
    await queryClient.ensureQueryData(addressQueries.list(system.api)).catch(() => {});
  },
  component: AddressesPage,
});
