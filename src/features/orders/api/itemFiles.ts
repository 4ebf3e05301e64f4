import { CFS_BASE_PATH } from '../../../../contracts/cfs.ts';
import type { CrfForm, SaveCrfRequest } from '../../../../contracts/crf.ts';
import type { DigitalDelivery, DocumentList } from '../../../../contracts/digital.ts';
import type { ApiClient } from '../../../api/client.ts';

// What an order item carries after the purchase (contracts/digital.ts, contracts/crf.ts): a Digital
// product's files and journey, the item's documents, and the answers to its product's form.

const itemPath = (orderItemId: number) => `${CFS_BASE_PATH}/order-items/${orderItemId}`;

export const fetchDigitalDelivery = (api: ApiClient, orderItemId: number) =>
  api.get<DigitalDelivery>(`${itemPath(orderItemId)}/digital-files`);

export const fetchItemDocuments = (api: ApiClient, orderItemId: number) =>
  api.get<DocumentList>(`${itemPath(orderItemId)}/documents`);

export const fetchCrfForm = (api: ApiClient, orderItemId: number) =>
  api.get<CrfForm>(`${itemPath(orderItemId)}/crf-attributes`);

/** Saves some answers; the form as it is afterwards (nothing is kept when one is refused). */
export const saveCrfForm = (api: ApiClient, orderItemId: number, body: SaveCrfRequest) =>
  api.send<CrfForm>('PUT', `${itemPath(orderItemId)}/crf-attributes`, body);

/**
 * A file of an item (a digital file or a document), by the `download_path` the server gave it
 * (under the cfs base), as a Blob; fetched with the customer's token.
 */
export const fetchItemFile = (api: ApiClient, downloadPath: string) =>
  api.request<Blob>('GET', downloadPath, { responseType: 'blob' });
