// Types of the enquiry machine (machines/orders/enquiry.machine.ts).
import type { Enquiry } from '../../contracts/enquiries.ts';
import type { FlowError } from '../shared/flowError.ts';

export interface EnquiryInput {
  orderItemId: number;
}

export interface EnquiryContext {
  orderItemId: number;
  /** The thread shown: the item's open enquiry, or its latest closed one; null when it has none. */
  enquiry: Enquiry | null;
  /** Whether a new enquiry may be opened on the item (none open, fewer than the item's limit). */
  canOpen: boolean;
  /** The store's replies that were unread when the thread was shown: marked "new" while it is. */
  fresh: number[];
  /** The message being sent, kept for a retry after a failure. */
  outgoing: string | null;
  /** How many messages (the first one included) the store has accepted: a screen empties its box. */
  sent: number;
  /** Why the last step was refused or failed; null when nothing did. */
  error: FlowError | null;
}

export type EnquiryEvent =
  /** Open an enquiry with a subject and a first message. */
  | { type: 'OPEN'; subject: string; message: string }
  /** Add a message to the open enquiry. */
  | { type: 'SEND'; message: string }
  /** Send again the message that failed, or load again after a failed load. */
  | { type: 'RETRY' }
  /** Read the thread again (the store may have answered). */
  | { type: 'REFRESH' }
  /** Close the open enquiry. */
  | { type: 'CLOSE' }
  /** Start a new enquiry after the last one was closed. */
  | { type: 'NEW' };

/** What the `loadEnquiries` actor answers: the item's thread to show, and whether one can be opened. */
export interface LoadedEnquiries {
  enquiry: Enquiry | null;
  canOpen: boolean;
}

export interface OpenEnquiryInput {
  orderItemId: number;
  subject: string;
  message: string;
}

export interface EnquiryMessageInput {
  enquiryId: number;
  message: string;
}

export interface EnquiryIdInput {
  enquiryId: number;
}

/** What the enquiry screen shows. */
export type EnquiryScreen =
  | 'loading'
  | 'loadFailed'
  | 'composing'
  | 'opening'
  | 'thread'
  | 'sending'
  | 'sendFailed'
  | 'closing'
  | 'closed';
