// cfs enquiries on order items (SPEC section 7 "enquiry open/close/update/lastseen"; paths and
// payloads fixed here). A customer opens an enquiry on one of their order items with a subject and
// a first message; the customer and the store exchange messages until either closes it. One
// enquiry per item is open at a time. The customer's last-seen message marks the store's later
// replies as unread. Messages may hold line breaks; the same message sent again within 30 seconds
// is answered as a replay ('Message already sent') and not added. Opening and messages together are limited per
// customer (ENQUIRY_MESSAGES_PER_WINDOW per ENQUIRY_WINDOW_SECONDS: 429 with Retry-After).
//
//   GET  /cfs/rest/v3/enquiries?status=open|closed                             → CustomerEnquiries
//   GET  /cfs/rest/v3/order-items/{orderItemId}/enquiries                       → EnquiryList
//   POST /cfs/rest/v3/order-items/{orderItemId}/enquiries   OpenEnquiryRequest  → Enquiry (201)
//   GET  /cfs/rest/v3/enquiries/{enquiryId}                                     → Enquiry
//   POST /cfs/rest/v3/enquiries/{enquiryId}/messages        EnquiryMessageRequest → Enquiry
//   PUT  /cfs/rest/v3/enquiries/{enquiryId}/close                               → Enquiry
//   PUT  /cfs/rest/v3/enquiries/{enquiryId}/last-seen       LastSeenRequest     → Enquiry
// Development only (DEV_OUTBOX, this machine): the store's reply
//   POST /dev/enquiries/{enquiryId}/reply                   EnquiryMessageRequest → Enquiry

export const MAX_ENQUIRY_SUBJECT = 150;
export const MAX_ENQUIRY_MESSAGE = 2000;
export const MAX_MESSAGES_PER_ENQUIRY = 100;
export const MAX_ENQUIRIES_PER_ITEM = 20;
export const ENQUIRY_MESSAGES_PER_WINDOW = 10;
export const ENQUIRY_WINDOW_SECONDS = 600;

export const ENQUIRY_STATUSES = ['open', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
export type EnquiryAuthor = 'customer' | 'store';

export interface EnquiryMessage {
  message_id: number;
  author: EnquiryAuthor;
  body: string;
  created_at: string;
  /** A store message after the customer's last-seen one. */
  unread: boolean;
}

export interface EnquirySummary {
  enquiry_id: number;
  order_item_id: number;
  order_id: number;
  product_name: string;
  subject: string;
  status: EnquiryStatus;
  created_at: string;
  updated_at: string;
  closed_at: string | null;
  closed_by: EnquiryAuthor | null;
  message_count: number;
  unread_count: number;
  last_seen_message_id: number;
  last_message_at: string;
}

export interface Enquiry extends EnquirySummary {
  /** Oldest first. */
  messages: EnquiryMessage[];
}

export interface EnquiryList {
  order_item_id: number;
  /** Newest first. */
  enquiries: EnquirySummary[];
  /** Whether a new enquiry can be opened (none open, fewer than MAX_ENQUIRIES_PER_ITEM). */
  can_open: boolean;
}

export interface OpenEnquiryRequest {
  subject: string;
  message: string;
}

export interface EnquiryMessageRequest {
  message: string;
}

export interface LastSeenRequest {
  /** The newest message seen; by default the enquiry's newest. */
  message_id?: number;
}

/** The customer's enquiries across their order items, newest first (at most CUSTOMER_ENQUIRIES_LIMIT). */
export interface CustomerEnquiries {
  enquiries: EnquirySummary[];
  /** Unread store replies over all of them (for a badge). */
  unread_count: number;
}

export const CUSTOMER_ENQUIRIES_LIMIT = 50;
