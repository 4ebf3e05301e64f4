import { assign, fromPromise, setup } from 'xstate';
import type { Enquiry } from '../../contracts/enquiries.ts';
import {
  type FlowError,
  hasInputProblems,
  type InvalidInput,
  invalidInput,
  toFlowError,
} from '../shared/flowError.ts';
import { enquiryMessageProblem, enquirySubjectProblem, normalisedText } from '../shared/inputRules.ts';
import type {
  EnquiryContext,
  EnquiryEvent,
  EnquiryIdInput,
  EnquiryInput,
  EnquiryMessageInput,
  EnquiryScreen,
  LoadedEnquiries,
  OpenEnquiryInput,
} from './enquiry.types.ts';

// An enquiry on an order item (contracts/enquiries.ts,
// docs/decisions/0119-after-purchase-server.md, "Enquiries"): the customer opens one
// with a subject and a first message, exchanges messages with the store while it is open, and
// closes it; then a new one may be opened. One enquiry per item is open at a time (the server
// enforces it too). What is typed is checked here first (machines/shared/inputRules.ts), so nothing
// malformed is sent; a message that fails to send is kept for a retry, and the screen keeps the
// text in its box until the store has accepted it. The store's replies after the customer's
// last-seen message are unread: when the thread is shown they are marked "new", and the last-seen
// mark moves to the newest message shown (a failure there only leaves them unread for next time).
//
//   loading ─┬─ open enquiry ──────────────→ thread (marking when unread → idle)
//            ├─ latest one closed ─────────→ closed (marking when unread → idle) ── NEW ──→ composing
//            └─ none ──────────────────────→ composing ── OPEN ──→ opening ──→ thread
//   thread.idle ── SEND ──→ sending ──→ marking | idle | failed ── RETRY/SEND ──→ sending
//   thread.idle ── REFRESH ──→ refreshing ──→ marking | idle;  ── CLOSE ──→ closing ──→ closed
//   SEND and CLOSE are taken while marking and refreshing too: that work runs behind the thread the
//   customer reads, so a click is never dropped (leaving cancels it; the answer brings the thread).

/** The ids of the store's replies the customer has not seen. */
export const unreadIds = (enquiry: Enquiry | null): number[] =>
  enquiry ? enquiry.messages.filter((message) => message.unread).map((message) => message.message_id) : [];

/** What is wrong with a new enquiry's subject and first message (no fields when nothing). */
export function openInput(subject: string, message: string): InvalidInput {
  return invalidInput({ subject: enquirySubjectProblem(subject), message: enquiryMessageProblem(message) });
}

/** What is wrong with a message (no fields when nothing). */
export function messageInput(message: string): InvalidInput {
  return invalidInput({ message: enquiryMessageProblem(message) });
}

const newestId = (enquiry: Enquiry | null) => enquiry?.messages.at(-1)?.message_id ?? 0;

/** The replies shown "New" once a thread comes back (refreshed, sent to, closed): those before, and its unread ones. */
const freshWith = (fresh: number[], enquiry: Enquiry) => [...new Set([...fresh, ...unreadIds(enquiry)])];

/** What a shown thread takes from the customer in idle, marking and refreshing alike. */
const threadShown = {
  SEND: [
    { guard: 'isWellFormedSend', target: '#enquiry.thread.sending', actions: 'takeMessage' },
    { actions: 'refuseMessage' },
  ],
  CLOSE: { target: '#enquiry.thread.closing', actions: 'clearError' },
} as const;

/**
 * Moves the last-seen mark to the newest message shown, in an open thread or a closed one. A
 * failure leaves the replies unread on the server, to be marked next time; the thread shows them.
 */
const markSeenThenIdle = {
  id: 'markSeen',
  src: 'markSeen',
  input: ({ context }: { context: EnquiryContext }) => ({
    enquiryId: context.enquiry?.enquiry_id ?? 0,
    messageId: newestId(context.enquiry),
  }),
  onDone: {
    target: 'idle',
    actions: { type: 'keepThread', params: ({ event }: { event: { output: Enquiry } }) => event.output },
  },
  onError: { target: 'idle' },
} as const;

export const enquiryMachine = setup({
  types: {
    context: {} as EnquiryContext,
    events: {} as EnquiryEvent,
    input: {} as EnquiryInput,
  },
  actors: {
    /** The item's enquiries (GET order-items/{id}/enquiries) and the thread to show, read in full. */
    loadEnquiries: fromPromise<LoadedEnquiries, { orderItemId: number }>(async () => {
      throw new Error('loadEnquiries not provided');
    }),
    /** POST order-items/{id}/enquiries. */
    openEnquiry: fromPromise<Enquiry, OpenEnquiryInput>(async () => {
      throw new Error('openEnquiry not provided');
    }),
    /** POST enquiries/{id}/messages. */
    sendMessage: fromPromise<Enquiry, EnquiryMessageInput>(async () => {
      throw new Error('sendMessage not provided');
    }),
    /** GET enquiries/{id}. */
    loadThread: fromPromise<Enquiry, EnquiryIdInput>(async () => {
      throw new Error('loadThread not provided');
    }),
    /** PUT enquiries/{id}/last-seen up to `messageId`. */
    markSeen: fromPromise<Enquiry, EnquiryIdInput & { messageId: number }>(async () => {
      throw new Error('markSeen not provided');
    }),
    /** PUT enquiries/{id}/close. */
    closeEnquiry: fromPromise<Enquiry, EnquiryIdInput>(async () => {
      throw new Error('closeEnquiry not provided');
    }),
  },
  guards: {
    isOpenEnquiry: (_, loaded: LoadedEnquiries) => loaded.enquiry?.status === 'open',
    hasEnquiry: (_, loaded: LoadedEnquiries) => loaded.enquiry !== null,
    isWellFormedEnquiry: (_, typed: { subject: string; message: string }) =>
      !hasInputProblems(openInput(typed.subject, typed.message)),
    isWellFormedSend: ({ event }) => event.type === 'SEND' && !hasInputProblems(messageInput(event.message)),
    hasUnread: ({ context }) => unreadIds(context.enquiry).length > 0,
    canOpen: ({ context }) => context.canOpen,
  },
  actions: {
    clearError: assign({ error: null }),
    keepThread: assign((_, enquiry: Enquiry) => ({ enquiry })),
    takeMessage: assign({
      outgoing: ({ event }) => (event.type === 'SEND' ? normalisedText(event.message) : null),
      error: null,
    }),
    refuseMessage: assign({
      error: ({ event }) => (event.type === 'SEND' ? messageInput(event.message) : null),
    }),
    /** Why a call failed, kept for the screen; what was typed stays. */
    rememberFailure: assign((_, error: FlowError) => ({ error })),
    /** The item's thread arrived: its unread replies are shown new. */
    showLoadedThread: assign((_, loaded: LoadedEnquiries) => ({
      enquiry: loaded.enquiry,
      canOpen: loaded.canOpen,
      fresh: unreadIds(loaded.enquiry),
      error: null,
    })),
    /** The item has no enquiry yet: whether one may be opened. */
    keepCanOpen: assign((_, loaded: LoadedEnquiries) => ({ canOpen: loaded.canOpen, error: null })),
    /** Nothing is sent: the form keeps what was typed and says what is wrong next to each field. */
    refuseEnquiry: assign((_, typed: { subject: string; message: string }) => ({
      error: openInput(typed.subject, typed.message),
    })),
    /** The store opened the enquiry: its thread, with the first message counted as sent. */
    showOpenedEnquiry: assign(({ context }, enquiry: Enquiry) => ({
      enquiry,
      canOpen: false,
      fresh: [],
      sent: context.sent + 1,
    })),
    /** The store accepted the message: the whole thread it answered, a reply that came meanwhile new. */
    showSentMessage: assign(({ context }, enquiry: Enquiry) => ({
      enquiry,
      outgoing: null,
      sent: context.sent + 1,
      fresh: freshWith(context.fresh, enquiry),
    })),
    /** The thread read again: a reply that came meanwhile is shown new. */
    showRefreshedThread: assign(({ context }, enquiry: Enquiry) => ({
      enquiry,
      fresh: freshWith(context.fresh, enquiry),
    })),
    /** The enquiry is closed: a new one may be opened; a reply that came meanwhile is shown new. */
    showClosedEnquiry: assign(({ context }, enquiry: Enquiry) => ({
      enquiry,
      canOpen: true,
      fresh: freshWith(context.fresh, enquiry),
    })),
    /** The failed message is given up: the enquiry is being closed. */
    dropOutgoing: assign({ error: null, outgoing: null }),
    /** A new enquiry is started from a closed one. */
    startNewEnquiry: assign({ error: null, fresh: [] }),
  },
}).createMachine({
  id: 'enquiry',
  context: ({ input }) => ({
    orderItemId: input.orderItemId,
    enquiry: null,
    canOpen: false,
    fresh: [],
    outgoing: null,
    sent: 0,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadEnquiries',
        src: 'loadEnquiries',
        input: ({ context }) => ({ orderItemId: context.orderItemId }),
        onDone: [
          {
            guard: { type: 'isOpenEnquiry', params: ({ event }) => event.output },
            target: 'thread',
            actions: { type: 'showLoadedThread', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'hasEnquiry', params: ({ event }) => event.output },
            target: 'closed',
            actions: { type: 'showLoadedThread', params: ({ event }) => event.output },
          },
          {
            target: 'composing',
            actions: { type: 'keepCanOpen', params: ({ event }) => event.output },
          },
        ],
        onError: {
          target: 'loadFailed',
          actions: { type: 'rememberFailure', params: ({ event }) => toFlowError(event.error) },
        },
      },
    },
    loadFailed: {
      on: { RETRY: { target: 'loading', actions: 'clearError' } },
    },
    composing: {
      on: {
        OPEN: [
          {
            guard: { type: 'isWellFormedEnquiry', params: ({ event }) => event },
            target: 'opening',
            actions: 'clearError',
          },
          // Nothing is sent; the form keeps what was typed and says what is wrong next to each field.
          { actions: { type: 'refuseEnquiry', params: ({ event }) => event } },
        ],
      },
    },
    opening: {
      invoke: {
        id: 'openEnquiry',
        src: 'openEnquiry',
        input: ({ context, event }) => {
          const typed = event as Extract<EnquiryEvent, { type: 'OPEN' }>;
          return {
            orderItemId: context.orderItemId,
            subject: typed.subject.trim(),
            message: normalisedText(typed.message),
          };
        },
        onDone: {
          target: 'thread',
          actions: { type: 'showOpenedEnquiry', params: ({ event }) => event.output },
        },
        // A refusal (one already open, too many) or no answer: the form keeps what was typed.
        onError: {
          target: 'composing',
          actions: { type: 'rememberFailure', params: ({ event }) => toFlowError(event.error) },
        },
      },
    },
    thread: {
      initial: 'checking',
      states: {
        checking: {
          always: [{ guard: 'hasUnread', target: 'marking' }, { target: 'idle' }],
        },
        marking: {
          on: { ...threadShown, REFRESH: { target: 'refreshing', actions: 'clearError' } },
          invoke: markSeenThenIdle,
        },
        idle: {
          on: { ...threadShown, REFRESH: { target: 'refreshing', actions: 'clearError' } },
        },
        sending: {
          invoke: {
            id: 'sendMessage',
            src: 'sendMessage',
            input: ({ context }) => ({
              enquiryId: context.enquiry?.enquiry_id ?? 0,
              message: context.outgoing ?? '',
            }),
            // The answer is the whole thread: a reply that came meanwhile (or one a cancelled
            // marking left unread) is marked new and seen, as after a refresh.
            onDone: {
              target: 'checking',
              actions: { type: 'showSentMessage', params: ({ event }) => event.output },
            },
            onError: {
              target: 'failed',
              actions: { type: 'rememberFailure', params: ({ event }) => toFlowError(event.error) },
            },
          },
        },
        failed: {
          on: {
            RETRY: { target: 'sending', actions: 'clearError' },
            SEND: threadShown.SEND,
            CLOSE: { target: 'closing', actions: 'dropOutgoing' },
          },
        },
        refreshing: {
          on: threadShown,
          invoke: {
            id: 'loadThread',
            src: 'loadThread',
            input: ({ context }) => ({ enquiryId: context.enquiry?.enquiry_id ?? 0 }),
            onDone: {
              target: 'checking',
              actions: { type: 'showRefreshedThread', params: ({ event }) => event.output },
            },
            onError: {
              target: 'idle',
              actions: { type: 'rememberFailure', params: ({ event }) => toFlowError(event.error) },
            },
          },
        },
        closing: {
          invoke: {
            id: 'closeEnquiry',
            src: 'closeEnquiry',
            input: ({ context }) => ({ enquiryId: context.enquiry?.enquiry_id ?? 0 }),
            // The answer may bring a reply that came meanwhile: shown as new, then marked seen.
            onDone: {
              target: '#enquiry.closed',
              actions: { type: 'showClosedEnquiry', params: ({ event }) => event.output },
            },
            onError: {
              target: 'idle',
              actions: { type: 'rememberFailure', params: ({ event }) => toFlowError(event.error) },
            },
          },
        },
      },
    },
    // A closed thread's unread replies are marked seen too, or the item would count them for good.
    closed: {
      initial: 'checking',
      on: {
        NEW: { guard: 'canOpen', target: 'composing', actions: 'startNewEnquiry' },
      },
      states: {
        checking: {
          always: [{ guard: 'hasUnread', target: 'marking' }, { target: 'idle' }],
        },
        marking: {
          invoke: markSeenThenIdle,
        },
        idle: {},
      },
    },
  },
});

export type EnquirySnapshot = ReturnType<typeof enquiryMachine.transition>;

export function selectEnquiryScreen(snapshot: EnquirySnapshot): EnquiryScreen {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('loadFailed')) return 'loadFailed';
  if (snapshot.matches('composing')) return 'composing';
  if (snapshot.matches('opening')) return 'opening';
  if (snapshot.matches({ thread: 'sending' })) return 'sending';
  if (snapshot.matches({ thread: 'failed' })) return 'sendFailed';
  if (snapshot.matches({ thread: 'closing' })) return 'closing';
  if (snapshot.matches('thread')) return 'thread';
  return 'closed';
}

/** Whether the thread is being read again (a refresh, or the last-seen mark moving). */
export const selectEnquiryBusy = (snapshot: EnquirySnapshot): boolean =>
  snapshot.matches({ thread: 'refreshing' }) || snapshot.matches({ thread: 'marking' });
