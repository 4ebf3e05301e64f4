import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import type { AddressInput, AddressList } from '../../../contracts/address.ts';
import type { ApiClient } from '../../api/client.ts';
import { ARRIVAL_READ_STALE_TIME } from '../../api/queries/freshness.ts';
import { addAddress, deleteAddress, editAddress, fetchAddresses } from './api.ts';

const LIST_KEY = ['addresses'] as const;

/**
 * The signed-in customer's addresses (read only when signed in: the routes that show them are
 * signed-in routes). Always read afresh on arrival: another tab or a checkout may have added one.
 */
export const addressQueries = {
  list: (api: ApiClient) =>
    queryOptions({
      queryKey: LIST_KEY,
      queryFn: () => fetchAddresses(api),
      staleTime: ARRIVAL_READ_STALE_TIME,
    }),
};

/**
 * Changes to the addresses. Adding or editing one can move a default away from another address, so
 * the whole list is read again; deleting answers the list left, which replaces the kept one.
 */
export const addressMutations = {
  add: (api: ApiClient, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: ['addresses', 'add'],
      mutationFn: (address: AddressInput) => addAddress(api, address),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: LIST_KEY }),
    }),
  edit: (api: ApiClient, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: ['addresses', 'edit'],
      mutationFn: (change: { addressId: number; address: AddressInput }) =>
        editAddress(api, change.addressId, change.address),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: LIST_KEY }),
    }),
  remove: (api: ApiClient, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: ['addresses', 'remove'],
      mutationFn: (addressId: number) => deleteAddress(api, addressId),
      onSuccess: (list: AddressList) => queryClient.setQueryData(LIST_KEY, list),
    }),
};
