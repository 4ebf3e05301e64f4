import { fromPromise } from 'xstate';
import type { Enquiry } from '../../../../contracts/enquiries.ts';
import { enquiryMachine } from '../../../../machines/orders/enquiry.machine.ts';
import type {
  EnquiryIdInput,
  EnquiryMessageInput,
  LoadedEnquiries,
  OpenEnquiryInput,
} from '../../../../machines/orders/enquiry.types.ts';
import type { ApiClient } from '../../../api/client.ts';
import {
  closeEnquiry,
  fetchEnquiry,
  fetchItemEnquiries,
  markEnquirySeen,
  openEnquiry,
  sendEnquiryMessage,
} from '../api/enquiries.ts';

/** The item's open enquiry, else its latest one (newest first), read in full. */
async function loadEnquiries(api: ApiClient, orderItemId: number): Promise<LoadedEnquiries> {
  const list = await fetchItemEnquiries(api, orderItemId);
  const shown = list.enquiries.find((one) => one.status === 'open') ?? list.enquiries[0];
  return {
    enquiry: shown ? await fetchEnquiry(api, shown.enquiry_id) : null,
    canOpen: list.can_open,
  };
}

/** The enquiry flow of one order item with its calls (contracts/enquiries.ts). */
export function enquiryLogic(api: ApiClient) {
  return enquiryMachine.provide({
    actors: {
      loadEnquiries: fromPromise<LoadedEnquiries, { orderItemId: number }>(({ input }) =>
        loadEnquiries(api, input.orderItemId),
      ),
      openEnquiry: fromPromise<Enquiry, OpenEnquiryInput>(({ input }) =>
        openEnquiry(api, input.orderItemId, { subject: input.subject, message: input.message }),
      ),
      sendMessage: fromPromise<Enquiry, EnquiryMessageInput>(({ input }) =>
        sendEnquiryMessage(api, input.enquiryId, { message: input.message }),
      ),
      loadThread: fromPromise<Enquiry, EnquiryIdInput>(({ input }) => fetchEnquiry(api, input.enquiryId)),
      markSeen: fromPromise<Enquiry, EnquiryIdInput & { messageId: number }>(({ input }) =>
        markEnquirySeen(api, input.enquiryId, { message_id: input.messageId }),
      ),
      closeEnquiry: fromPromise<Enquiry, EnquiryIdInput>(({ input }) => closeEnquiry(api, input.enquiryId)),
    },
  });
}
