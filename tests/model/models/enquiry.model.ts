import type { Enquiry, EnquiryMessage } from '../../../contracts/enquiries.ts';
import { enquiryMachine } from '../../../machines/orders/enquiry.machine.ts';
import {
  actorDone,
  actorError,
  defineModel,
  stateValueToString,
  userEvent,
} from '../../../scripts/paths/graphCoverage.ts';
import { OFFLINE, refused } from './flowFixtures.ts';

export const ITEM_ID = 41;
const AT = '2026-01-05T09:00:00.000Z';

const message = (id: number, author: 'customer' | 'store', unread = false): EnquiryMessage => ({
  message_id: id,
  author,
  body: author === 'customer' ? `Question ${id}` : `Answer ${id}`,
  created_at: AT,
  unread,
});

function thread(status: 'open' | 'closed', messages: EnquiryMessage[]): Enquiry {
  const unread = messages.filter((one) => one.unread).length;
  return {
    enquiry_id: 7,
    order_item_id: ITEM_ID,
    order_id: 3,
    product_name: 'Lamp',
    subject: 'Where is it?',
    status,
    created_at: AT,
    updated_at: AT,
    closed_at: status === 'closed' ? AT : null,
    closed_by: status === 'closed' ? 'customer' : null,
    message_count: messages.length,
    unread_count: unread,
    last_seen_message_id: 1,
    last_message_at: AT,
    messages,
  };
}

/** The threads the stub actors answer. */
export const THREADS = {
  /** Opened: the customer's first message. */
  opened: thread('open', [message(1, 'customer')]),
  /** The store answered; not seen yet. */
  answered: thread('open', [message(1, 'customer'), message(2, 'store', true)]),
  /** The answer seen. */
  seen: thread('open', [message(1, 'customer'), message(2, 'store')]),
  /** The customer wrote again. */
  followedUp: thread('open', [message(1, 'customer'), message(2, 'store'), message(3, 'customer')]),
  closed: thread('closed', [message(1, 'customer'), message(2, 'store')]),
  /** Closed, with a reply that came after the thread was last shown. */
  closedUnread: thread('closed', [message(1, 'customer'), message(2, 'store'), message(3, 'store', true)]),
} as const;

export const SUBJECT = '  Where is my lamp?  ';
export const FIRST_MESSAGE = 'It was due yesterday.\r\n\r\n\r\n\r\nThanks  ';
export const FOLLOW_UP = ' Any news? ';

export const EVENTS = {
  open: 'OPEN (a subject and a message)',
  openEmpty: 'OPEN (nothing typed)',
  send: 'SEND (a message)',
  sendEmpty: 'SEND (nothing typed)',
  loadedOpen: 'xstate.done.actor.loadEnquiries (an open enquiry with an unread reply)',
  loadedClosed: 'xstate.done.actor.loadEnquiries (the latest enquiry closed)',
  loadedLastClosed:
    'xstate.done.actor.loadEnquiries (the latest enquiry closed, no more allowed on the item)',
  loadedNone: 'xstate.done.actor.loadEnquiries (no enquiry yet)',
  loadOffline: 'xstate.error.actor.loadEnquiries (no answer)',
  opened: 'xstate.done.actor.openEnquiry (opened)',
  openRefused: 'xstate.error.actor.openEnquiry (409: one is already open)',
  sent: 'xstate.done.actor.sendMessage (sent)',
  sendOffline: 'xstate.error.actor.sendMessage (no answer)',
  refreshed: 'xstate.done.actor.loadThread (the store answered)',
  refreshOffline: 'xstate.error.actor.loadThread (no answer)',
  marked: 'xstate.done.actor.markSeen (seen)',
  markOffline: 'xstate.error.actor.markSeen (no answer)',
  closed: 'xstate.done.actor.closeEnquiry (closed)',
  closedUnread: 'xstate.done.actor.closeEnquiry (closed, with a reply that came meanwhile)',
  closeRefused: 'xstate.error.actor.closeEnquiry (409: already closed)',
} as const;

const inner = (event: string) => event.replace(/^\S+ \((.*)\)$/, '$1');

export const ALREADY_OPEN = refused(409, 'An enquiry on this item is already open; add your message to it.');
export const ALREADY_CLOSED = refused(409, 'This enquiry is closed.');

export const enquiryModel = defineModel({
  name: 'enquiry',
  machine: enquiryMachine,
  scenarios: [{ label: 'an order item', input: { orderItemId: ITEM_ID } }],
  events: [
    userEvent({ type: 'OPEN', subject: SUBJECT, message: FIRST_MESSAGE }, EVENTS.open),
    userEvent({ type: 'OPEN', subject: ' ', message: '' }, EVENTS.openEmpty),
    userEvent({ type: 'SEND', message: FOLLOW_UP }, EVENTS.send),
    userEvent({ type: 'SEND', message: '\n' }, EVENTS.sendEmpty),
    userEvent({ type: 'RETRY' }),
    userEvent({ type: 'REFRESH' }),
    userEvent({ type: 'CLOSE' }),
    userEvent({ type: 'NEW' }),
    actorDone('loadEnquiries', { enquiry: THREADS.answered, canOpen: false }, inner(EVENTS.loadedOpen)),
    actorDone('loadEnquiries', { enquiry: THREADS.closed, canOpen: true }, inner(EVENTS.loadedClosed)),
    // The server allows a few enquiries per item: after the last one, none may be opened.
    actorDone('loadEnquiries', { enquiry: THREADS.closed, canOpen: false }, inner(EVENTS.loadedLastClosed)),
    actorDone('loadEnquiries', { enquiry: null, canOpen: true }, inner(EVENTS.loadedNone)),
    actorError('loadEnquiries', inner(EVENTS.loadOffline), OFFLINE),
    actorDone('openEnquiry', THREADS.opened, inner(EVENTS.opened)),
    actorError('openEnquiry', inner(EVENTS.openRefused), ALREADY_OPEN),
    actorDone('sendMessage', THREADS.followedUp, inner(EVENTS.sent)),
    actorError('sendMessage', inner(EVENTS.sendOffline), OFFLINE),
    actorDone('loadThread', THREADS.answered, inner(EVENTS.refreshed)),
    actorError('loadThread', inner(EVENTS.refreshOffline), OFFLINE),
    actorDone('markSeen', THREADS.seen, inner(EVENTS.marked)),
    actorError('markSeen', inner(EVENTS.markOffline), OFFLINE),
    actorDone('closeEnquiry', THREADS.closed, inner(EVENTS.closed)),
    actorDone('closeEnquiry', THREADS.closedUnread, inner(EVENTS.closedUnread)),
    actorError('closeEnquiry', inner(EVENTS.closeRefused), ALREADY_CLOSED),
  ],
  // `sent` only counts up (the screen empties its box when it moves): left out, so loops end.
  project: ({ context }) => ({
    enquiry: context.enquiry
      ? { status: context.enquiry.status, newest: context.enquiry.messages.at(-1)?.message_id ?? 0 }
      : null,
    unread: context.enquiry?.unread_count ?? 0,
    canOpen: context.canOpen,
    fresh: context.fresh,
    outgoing: context.outgoing,
    error: context.error,
  }),
  describeState: ({ value, context }) =>
    context.error ? `${stateValueToString(value)} (${context.error.kind})` : stateValueToString(value),
  effects: [],
});
