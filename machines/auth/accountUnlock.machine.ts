import { and, assertEvent, assign, fromPromise, setup } from 'xstate';
import type { UnlockConfiguration, UnlockMethod, UnlockRequest } from '../../contracts/ums.ts';
import {
  type FlowError,
  hasInputProblems,
  type InvalidInput,
  invalidInput,
  toFlowError,
} from '../shared/flowError.ts';
import { isWellFormedOtp, usernameProblem } from '../shared/inputRules.ts';
import type {
  AccountUnlockContext,
  AccountUnlockEvent,
  AccountUnlockInput,
  AccountUnlockScreen,
  ResendWait,
  SendUnlockInput,
  VerifyUnlockInput,
} from './accountUnlock.types.ts';

// Unlocking password sign-in on new devices after repeated wrong passwords (a lock keeps working
// the devices the customer signed in on and sign-in codes, and no sign-in answer says an account is
// locked: the lock itself e-mails the customer a link). SPEC section 7:
// unlock configurations/email-link/OTP/resend. Opened from an e-mailed link (/unlock?token=…), the
// machine redeems the token at once. Otherwise it loads the store's unlock configuration and asks
// for the e-mail or phone (typed afresh: nothing hands it one) and a method the store allows: an e-mailed link (the customer then opens
// it) or a one-time code (typed here). Either may be sent again while the server says resends are
// left, once the request's resend_in has passed (the waiting substate's delayed transition; a 429
// that names its wait starts that wait instead). The address is checked before it is sent; a
// failed request keeps what was typed. As otpVerification, the machine keeps no clock: a wrong code
// typed while waiting starts the countdown again, so the customer may wait longer, never less.

/** What is wrong with the typed address (no fields when nothing). */
export function unlockInput(username: string): InvalidInput {
  return invalidInput({ username: usernameProblem(username) });
}

/** A new countdown to the next resend (a new object, so the screen restarts its display). */
const countdown = (seconds: number): ResendWait => ({ seconds: Math.max(0, seconds) });

/** The wait a refused resend names (a 429 with Retry-After), or null. */
function namedWait(error: FlowError): number | null {
  return error.kind === 'rateLimited' && error.retryAfter !== undefined ? error.retryAfter : null;
}

function requestOf(context: AccountUnlockContext): UnlockRequest {
  if (!context.request) throw new Error('accountUnlock: nothing was sent');
  return context.request;
}

/**
 * What a sent link and a sent code share: the resend countdown runs (waiting), then the resend is
 * offered while resends are left (resendable).
 */
const resendCountdown = {
  waiting: { after: { resendDelay: { target: 'resendable' } } },
  resendable: {
    entry: 'clearWait',
    on: { RESEND: { guard: 'hasResends', target: '#accountUnlock.resending', actions: 'clearError' } },
  },
} as const;

export const accountUnlockMachine = setup({
  types: {
    input: {} as AccountUnlockInput,
    context: {} as AccountUnlockContext,
    events: {} as AccountUnlockEvent,
  },
  actors: {
    /** GET unlock/configurations. */
    loadConfiguration: fromPromise<UnlockConfiguration>(async () => {
      throw new Error('loadConfiguration not provided');
    }),
    /** POST unlock/email-link or unlock/otp. */
    sendUnlock: fromPromise<UnlockRequest, SendUnlockInput>(async () => {
      throw new Error('sendUnlock not provided');
    }),
    /** POST unlock/resend. */
    resendUnlock: fromPromise<UnlockRequest, { unlock_id: string }>(async () => {
      throw new Error('resendUnlock not provided');
    }),
    /** POST unlock/validate-otp. */
    verifyUnlockCode: fromPromise<null, VerifyUnlockInput>(async () => {
      throw new Error('verifyUnlockCode not provided');
    }),
    /** POST unlock/validate-link. */
    redeemLink: fromPromise<null, { token: string }>(async () => {
      throw new Error('redeemLink not provided');
    }),
  },
  actions: {
    clearWait: assign({ wait: null }),
    clearError: assign({ error: null }),
    /** Why a call failed, kept for the screen. */
    rememberFailure: assign((_, error: FlowError) => ({ error })),
    /** The store's unlock configuration arrived. */
    keepConfiguration: assign((_, configuration: UnlockConfiguration) => ({ configuration, error: null })),
    /** What to send, and how: the typed address (trimmed) and the chosen method. */
    takeRequest: assign((_, request: { method: UnlockMethod; username: string }) => ({
      username: request.username.trim(),
      method: request.method,
      error: null,
    })),
    /** Nothing is sent: the form keeps what was typed and says what is wrong with it. */
    refuseAddress: assign((_, username: string) => ({ username, error: unlockInput(username) })),
    /** A code that is not six digits is not sent. */
    refuseCode: assign({ error: { kind: 'invalidCode' } as FlowError }),
    /** Back to the form: the request sent and its countdown are forgotten. */
    startOver: assign({ request: null, error: null, wait: null }),
    /** A wrong code typed while the countdown ran: the countdown starts again (see above). */
    restartCountdown: assign(({ context }, error: FlowError) => ({
      error,
      wait: countdown(requestOf(context).resend_in),
    })),
    /** The link could not be used: the customer asks for another. */
    forgetLink: assign({ token: null }),
    /** The server answered a send or resend: its countdown starts. */
    acceptRequest: assign(({ event }) => {
      const request = (event as unknown as { output: UnlockRequest }).output;
      return { request, wait: countdown(request.resend_in) };
    }),
    /** A resend refused with a named wait: say so and count it down. */
    waitAsTold: assign(({ event }) => {
      const error = toFlowError((event as unknown as { error: unknown }).error);
      return { error, wait: countdown(namedWait(error) ?? 0) };
    }),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    canSend: ({ context }, params: { method: UnlockMethod; username: string }) =>
      (context.configuration?.methods.includes(params.method) ?? false) &&
      !hasInputProblems(unlockInput(params.username)),
    isLink: ({ context }) => context.method === 'email_link',
    hasResends: ({ context }) => (context.request?.resends_left ?? 0) > 0,
    isWellFormedOtp: (_, otp: string) => isWellFormedOtp(otp),
    isWaiting: ({ context }) => context.wait !== null,
    /** The failure is a 429 that names its wait. */
    namesWait: ({ event }) => namedWait(toFlowError((event as { error?: unknown }).error)) !== null,
  },
  delays: {
    /** The current countdown, in milliseconds. */
    resendDelay: ({ context }) => (context.wait?.seconds ?? 0) * 1000,
  },
}).createMachine({
  id: 'accountUnlock',
  context: ({ input }) => ({
    token: input.token,
    username: '',
    configuration: null,
    method: null,
    request: null,
    error: null,
    wait: null,
  }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'hasToken', target: 'redeemingLink' }, { target: 'loading' }],
    },
    loading: {
      invoke: {
        id: 'loadConfiguration',
        src: 'loadConfiguration',
        onDone: {
          target: 'choosing',
          actions: { type: 'keepConfiguration', params: ({ event }) => event.output },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'rememberFailure', params: ({ event }) => toFlowError(event.error) },
        },
      },
    },
    loadFailed: {
      on: { RETRY: { target: 'loading' } },
    },
    choosing: {
      on: {
        SEND: [
          {
            guard: { type: 'canSend', params: ({ event }) => event },
            target: 'sending',
            actions: { type: 'takeRequest', params: ({ event }) => event },
          },
          // Nothing is sent; the form keeps what was typed and says what is wrong.
          { actions: { type: 'refuseAddress', params: ({ event }) => event.username } },
        ],
      },
    },
    sending: {
      invoke: {
        id: 'sendUnlock',
        src: 'sendUnlock',
        input: ({ context }) => ({ method: context.method ?? 'email_link', username: context.username }),
        onDone: [
          { guard: 'isLink', target: 'linkSent', actions: 'acceptRequest' },
          { target: 'codeSent', actions: 'acceptRequest' },
        ],
        onError: {
          target: 'choosing',
          actions: { type: 'rememberFailure', params: ({ event }) => toFlowError(event.error) },
        },
      },
    },
    linkSent: {
      initial: 'waiting',
      on: {
        START_OVER: { target: 'choosing', actions: 'startOver' },
      },
      states: resendCountdown,
    },
    codeSent: {
      initial: 'waiting',
      on: {
        VERIFY: [
          {
            guard: { type: 'isWellFormedOtp', params: ({ event }) => event.otp },
            target: 'verifying',
            actions: 'clearError',
          },
          { actions: 'refuseCode' },
        ],
        START_OVER: { target: 'choosing', actions: 'startOver' },
      },
      states: resendCountdown,
    },
    resending: {
      invoke: {
        id: 'resendUnlock',
        src: 'resendUnlock',
        input: ({ context }) => ({ unlock_id: requestOf(context).unlock_id }),
        onDone: [
          { guard: 'isLink', target: 'linkSent', actions: 'acceptRequest' },
          { target: 'codeSent', actions: 'acceptRequest' },
        ],
        // A 429 that names its wait counts that wait down; any other failure leaves resend offered.
        onError: [
          {
            guard: and(['isLink', 'namesWait']),
            target: 'linkSent.waiting',
            actions: 'waitAsTold',
          },
          {
            guard: 'namesWait',
            target: 'codeSent.waiting',
            actions: 'waitAsTold',
          },
          {
            guard: 'isLink',
            target: 'linkSent.resendable',
            actions: { type: 'rememberFailure', params: ({ event }) => toFlowError(event.error) },
          },
          {
            target: 'codeSent.resendable',
            actions: { type: 'rememberFailure', params: ({ event }) => toFlowError(event.error) },
          },
        ],
      },
    },
    verifying: {
      invoke: {
        id: 'verifyUnlockCode',
        src: 'verifyUnlockCode',
        input: ({ context, event }) => {
          assertEvent(event, 'VERIFY');
          return { unlock_id: requestOf(context).unlock_id, otp: event.otp };
        },
        onDone: { target: 'unlocked', actions: 'clearError' },
        onError: [
          // Typed while the countdown ran: it starts again (see above).
          {
            guard: 'isWaiting',
            target: 'codeSent.waiting',
            actions: { type: 'restartCountdown', params: ({ event }) => toFlowError(event.error) },
          },
          {
            target: 'codeSent.resendable',
            actions: { type: 'rememberFailure', params: ({ event }) => toFlowError(event.error) },
          },
        ],
      },
    },
    redeemingLink: {
      invoke: {
        id: 'redeemLink',
        src: 'redeemLink',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: { target: 'unlocked', actions: 'clearError' },
        onError: {
          target: 'linkFailed',
          actions: { type: 'rememberFailure', params: ({ event }) => toFlowError(event.error) },
        },
      },
    },
    linkFailed: {
      on: { START_OVER: { target: 'loading', actions: 'forgetLink' } },
    },
    // Unlocked: nothing more to do here; the page says so until it is left (not a final state: the
    // storefront runs this flow while its page is open, and a finished child leaves the system).
    unlocked: {},
  },
});

export type AccountUnlockSnapshot = ReturnType<typeof accountUnlockMachine.transition>;

const SCREENS: ReadonlyArray<readonly [string, AccountUnlockScreen]> = [
  ['loading', 'loading'],
  ['start', 'loading'],
  ['loadFailed', 'loadFailed'],
  ['choosing', 'form'],
  ['sending', 'sending'],
  ['linkSent', 'linkSent'],
  ['codeSent', 'codeSent'],
  ['resending', 'resending'],
  ['verifying', 'verifying'],
  ['redeemingLink', 'redeeming'],
  ['linkFailed', 'linkFailed'],
];

/** Whether the link or code may be sent again now (the countdown is over and resends are left). */
export function selectCanResend(snapshot: AccountUnlockSnapshot): boolean {
  return (
    (snapshot.matches({ linkSent: 'resendable' }) || snapshot.matches({ codeSent: 'resendable' })) &&
    (snapshot.context.request?.resends_left ?? 0) > 0
  );
}

/** What the screen shows (screens never call `.matches` themselves). */
export function selectUnlockScreen(snapshot: AccountUnlockSnapshot): AccountUnlockScreen {
  for (const [state, screen] of SCREENS) {
    if (snapshot.matches(state as never)) return screen;
  }
  return 'unlocked';
}
