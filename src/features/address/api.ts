import type { AddressInput, AddressList, CustomerAddress } from '../../../contracts/address.ts';
import { CFS_BASE_PATH } from '../../../contracts/cfs.ts';
import type { ApiClient } from '../../api/client.ts';

// The signed-in customer's addresses (contracts/address.ts): list, add, edit (the whole address
// again, defaults included), and delete by id, which answers the addresses left.
const ADDRESSES = `${CFS_BASE_PATH}/customer-address`;

export const fetchAddresses = (api: ApiClient) => api.get<AddressList>(ADDRESSES);

export const addAddress = (api: ApiClient, address: AddressInput) =>
  api.request<CustomerAddress>('POST', ADDRESSES, { body: address });

export const editAddress = (api: ApiClient, addressId: number, address: AddressInput) =>
  api.request<CustomerAddress>('PUT', `${ADDRESSES}/${addressId}`, { body: address });

export const deleteAddress = (api: ApiClient, addressId: number) =>
  api.request<AddressList>('DELETE', `${ADDRESSES}/${addressId}`);
