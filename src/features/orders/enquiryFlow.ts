import type { ApiClient } from '../../api/client.ts';
import { flowChunk } from '../../app/pageFlows.ts';
import type { enquiryLogic } from './actors/enquiry.ts';

// An order item's enquiry runs in the storefront's actor system while its dialog is open
// (ENQUIRY_OPENED / ENQUIRY_CLOSED). Its code loads when the order's page shows an item that can
// be asked about, before the dialog tells the storefront; the storefront invokes it through this
// stand-in.

const enquiryFlow = flowChunk('The enquiry', () => import('./actors/enquiry.ts'));

/** Loads the enquiry's flow (once; a failed load is tried again on the next call). */
export const loadEnquiryFlow = enquiryFlow.load;

/** The enquiry flow for `storefrontMachine.provide`. */
export function lazyEnquiry(api: ApiClient): ReturnType<typeof enquiryLogic> {
  return enquiryFlow.lazy((chunk) => chunk.enquiryLogic(api));
}
