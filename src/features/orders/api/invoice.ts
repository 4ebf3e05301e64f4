import { CFS_BASE_PATH } from '../../../../contracts/cfs.ts';
import { INVOICE_DOWNLOAD_PATH } from '../../../../contracts/invoice.ts';
import type { ApiClient } from '../../../api/client.ts';

/** The invoice PDF of an order, as a file (contracts/invoice.ts). */
export const fetchInvoice = (api: ApiClient, orderId: number) =>
  api.request<Blob>('GET', `${CFS_BASE_PATH}${INVOICE_DOWNLOAD_PATH}/${orderId}`, { responseType: 'blob' });
