import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { hasInputProblems, type InvalidInput, invalidInput, toFlowError } from '../shared/flowError.ts';
import { emailProblem } from '../shared/inputRules.ts';
import type {
  ForgotPasswordContext,
  ForgotPasswordEvent,
  ForgotPasswordScreen,
  SendLinkInput,
} from './forgotPassword.types.ts';

// The forgot-password page: the customer types the account's e-mail address and asks for a reset
// link. The address is checked first (machines/shared/inputRules.ts): an empty or malformed one is refused
// here, with nothing sent. The store answers alike whether or not an account uses the address, so
// the flow ends with the same words either way.

/** What is wrong with the e-mail address (no fields when nothing). */
export function emailInput(email: string): InvalidInput {
  return invalidInput({ email: emailProblem(email) });
}

export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
  },
  actors: {
    /** POST /ums/rest/v3/forgot-password/send-link; rejects with the server's answer. */
    sendLink: fromPromise<null, SendLinkInput>(async () => {
      throw new Error('sendLink not provided');
    }),
  },
  actions: {
    clearError: assign({ error: null }),
    /** Nothing is sent; the form keeps what was typed and says what is wrong next to the field. */
    showEmailProblem: assign({ error: (_, email: string) => emailInput(email) }),
    /** The server's answer, shown on the form. */
    showFailure: assign({ error: (_, failed: { error: unknown }) => toFlowError(failed.error) }),
  },
  guards: {
    isWellFormedEmail: (_, email: string) => !hasInputProblems(emailInput(email)),
  },
}).createMachine({
  id: 'forgotPassword',
  context: { error: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        SEND: [
          {
            guard: { type: 'isWellFormedEmail', params: ({ event }) => event.email },
            target: 'sending',
            actions: 'clearError',
          },
          { actions: { type: 'showEmailProblem', params: ({ event }) => event.email } },
        ],
      },
    },
    sending: {
      invoke: {
        id: 'sendLink',
        src: 'sendLink',
        input: ({ event }) => {
          assertEvent(event, 'SEND');
          return { email: event.email.trim() };
        },
        onDone: { target: 'sent' },
        onError: {
          target: 'editing',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // Sent: the page says so until it is left (not a final state: the storefront runs this flow
    // while its page is open, and a finished child leaves the system).
    sent: {},
  },
});

export type ForgotPasswordSnapshot = ReturnType<typeof forgotPasswordMachine.transition>;

export function selectForgotPasswordScreen(snapshot: ForgotPasswordSnapshot): ForgotPasswordScreen {
  if (snapshot.matches('editing')) return 'editing';
  if (snapshot.matches('sending')) return 'sending';
  return 'sent';
}
