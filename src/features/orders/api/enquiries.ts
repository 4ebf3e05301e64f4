import { CFS_BASE_PATH } from '../../../../contracts/cfs.ts';
import type {
  Enquiry,
  EnquiryList,
  EnquiryMessageRequest,
  LastSeenRequest,
  OpenEnquiryRequest,
} from '../../../../contracts/enquiries.ts';
import type { ApiClient } from '../../../api/client.ts';

// Enquiries on order items (contracts/enquiries.ts).

export const fetchItemEnquiries = (api: ApiClient, orderItemId: number) =>
  api.get<EnquiryList>(`${CFS_BASE_PATH}/order-items/${orderItemId}/enquiries`);

export const fetchEnquiry = (api: ApiClient, enquiryId: number) =>
  api.get<Enquiry>(`${CFS_BASE_PATH}/enquiries/${enquiryId}`);

export const openEnquiry = (api: ApiClient, orderItemId: number, body: OpenEnquiryRequest) =>
  api.send<Enquiry>('POST', `${CFS_BASE_PATH}/order-items/${orderItemId}/enquiries`, body);

export const sendEnquiryMessage = (api: ApiClient, enquiryId: number, body: EnquiryMessageRequest) =>
  api.send<Enquiry>('POST', `${CFS_BASE_PATH}/enquiries/${enquiryId}/messages`, body);

export const closeEnquiry = (api: ApiClient, enquiryId: number) =>
  api.send<Enquiry>('PUT', `${CFS_BASE_PATH}/enquiries/${enquiryId}/close`);

export const markEnquirySeen = (api: ApiClient, enquiryId: number, body: LastSeenRequest) =>
  api.send<Enquiry>('PUT', `${CFS_BASE_PATH}/enquiries/${enquiryId}/last-seen`, body);
