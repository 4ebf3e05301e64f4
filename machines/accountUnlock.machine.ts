import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { UnlockConfiguration, UnlockMethod, UnlockRequest } from '../contracts/ums.ts';
import type {
  AccountUnlockContext,
  AccountUnlockEvent,
  AccountUnlockInput,
  AccountUnlockScreen,
  SendUnlockInput,
  VerifyUnlockInput,
} from './accountUnlock.types.ts';
import { hasInputProblems, type InvalidInput, invalidInput, toFlowError } from './flowError.ts';
import { isWellFormedOtp, usernameProblem } from './inputRules.ts';

// Unlocking an account locked after repeated failed sign-ins (issue 13; SPEC section 7: unlock
// configurations/email-link/OTP/resend). Opened from an e-mailed link (/unlock?token=…), the
// machine redeems the token at once. Otherwise it loads the store's unlock configuration and asks
// for the e-mail or phone and a method the store allows: an e-mailed link (the customer then opens
// it) or a one-time code (typed here). Either may be sent again while the server says resends are
// left. The address is checked before it is sent; a failed request keeps what was typed.

/** What is wrong with the typed address (no fields when nothing). */
export function unlockInput(username: string): InvalidInput {
  return invalidInput({ username: usernameProblem(username) });
}

function requestOf(context: AccountUnlockContext): UnlockRequest {
  if (!context.request) throw new Error('accountUnlock: nothing was sent');
  return context.request;
}

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
  guards: {
    hasToken: ({ context }) => context.token !== null,
    canSend: ({ context }, params: { method: UnlockMethod; username: string }) =>
      (context.configuration?.methods.includes(params.method) ?? false) &&
      !hasInputProblems(unlockInput(params.username)),
    isLink: ({ context }) => context.method === 'email_link',
    hasResends: ({ context }) => (context.request?.resends_left ?? 0) > 0,
    isWellFormedOtp: (_, otp: string) => isWellFormedOtp(otp),
  },
}).createMachine({
  id: 'accountUnlock',
  context: ({ input }) => ({
    token: input.token,
    username: input.username,
    configuration: null,
    method: null,
    request: null,
    error: null,
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
          actions: assign({ configuration: ({ event }) => event.output, error: null }),
        },
        onError: {
          target: 'loadFailed',
          actions: assign({ error: ({ event }) => toFlowError(event.error) }),
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
            actions: assign({
              username: ({ event }) => event.username.trim(),
              method: ({ event }) => event.method,
              error: null,
            }),
          },
          // Nothing is sent; the form keeps what was typed and says what is wrong.
          {
            actions: assign({
              username: ({ event }) => event.username,
              error: ({ event }) => unlockInput(event.username),
            }),
          },
        ],
      },
    },
    sending: {
      invoke: {
        id: 'sendUnlock',
        src: 'sendUnlock',
        input: ({ context }) => ({ method: context.method ?? 'email_link', username: context.username }),
        onDone: [
          { guard: 'isLink', target: 'linkSent', actions: assign({ request: ({ event }) => event.output }) },
          { target: 'codeSent', actions: assign({ request: ({ event }) => event.output }) },
        ],
        onError: { target: 'choosing', actions: assign({ error: ({ event }) => toFlowError(event.error) }) },
      },
    },
    linkSent: {
      on: {
        RESEND: { guard: 'hasResends', target: 'resending', actions: assign({ error: null }) },
        START_OVER: { target: 'choosing', actions: assign({ request: null, error: null }) },
      },
    },
    codeSent: {
      on: {
        VERIFY: [
          {
            guard: { type: 'isWellFormedOtp', params: ({ event }) => event.otp },
            target: 'verifying',
            actions: assign({ error: null }),
          },
          { actions: assign({ error: { kind: 'invalidCode' } }) },
        ],
        RESEND: { guard: 'hasResends', target: 'resending', actions: assign({ error: null }) },
        START_OVER: { target: 'choosing', actions: assign({ request: null, error: null }) },
      },
    },
    resending: {
      invoke: {
        id: 'resendUnlock',
        src: 'resendUnlock',
        input: ({ context }) => ({ unlock_id: requestOf(context).unlock_id }),
        onDone: [
          { guard: 'isLink', target: 'linkSent', actions: assign({ request: ({ event }) => event.output }) },
          { target: 'codeSent', actions: assign({ request: ({ event }) => event.output }) },
        ],
        onError: [
          {
            guard: 'isLink',
            target: 'linkSent',
            actions: assign({ error: ({ event }) => toFlowError(event.error) }),
          },
          { target: 'codeSent', actions: assign({ error: ({ event }) => toFlowError(event.error) }) },
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
        onDone: { target: 'unlocked', actions: assign({ error: null }) },
        onError: { target: 'codeSent', actions: assign({ error: ({ event }) => toFlowError(event.error) }) },
      },
    },
    redeemingLink: {
      invoke: {
        id: 'redeemLink',
        src: 'redeemLink',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: { target: 'unlocked', actions: assign({ error: null }) },
        onError: {
          target: 'linkFailed',
          actions: assign({ error: ({ event }) => toFlowError(event.error) }),
        },
      },
    },
    linkFailed: {
      on: { START_OVER: { target: 'loading', actions: assign({ token: null }) } },
    },
    unlocked: { type: 'final' },
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

/** What the screen shows (screens never call `.matches` themselves). */
export function selectUnlockScreen(snapshot: AccountUnlockSnapshot): AccountUnlockScreen {
  for (const [state, screen] of SCREENS) {
    if (snapshot.matches(state as never)) return screen;
  }
  return 'unlocked';
}
