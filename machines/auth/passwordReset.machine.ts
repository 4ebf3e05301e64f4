import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { hasInputProblems, type InvalidInput, invalidInput, toFlowError } from '../shared/flowError.ts';
import { newPasswordProblem } from '../shared/inputRules.ts';
import type {
  ChangePasswordInput,
  PasswordResetContext,
  PasswordResetEvent,
  PasswordResetInput,
  PasswordResetScreen,
} from './passwordReset.types.ts';

// The page an e-mailed reset link opens: the link's token is checked first (an expired or used
// link says so and offers a new one); then the new password must meet the sign-up's rule
// (machines/shared/inputRules.ts: 8 to 128 characters, a letter and a digit) and, typed twice, match before
// it is sent. The passwords go straight from the event to the request and are never kept.

/** What is wrong with the new password (no fields when nothing). */
export function newPasswordInput(password: string): InvalidInput {
  return invalidInput({ newPassword: newPasswordProblem(password) });
}

export const passwordResetMachine = setup({
  types: {
    input: {} as PasswordResetInput,
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
  },
  actors: {
    /** POST /ums/rest/v3/forgot-password/verify-token; resolves the account's e-mail. */
    checkLink: fromPromise<{ email: string }, { token: string }>(async () => {
      throw new Error('checkLink not provided');
    }),
    /** POST /ums/rest/v3/forgot-password/update. */
    changePassword: fromPromise<null, ChangePasswordInput>(async () => {
      throw new Error('changePassword not provided');
    }),
  },
  actions: {
    rememberEmail: assign({ email: (_, email: string) => email }),
    /** The server's answer: on the invalid-link page, or on the form. */
    showFailure: assign({ error: (_, failed: { error: unknown }) => toFlowError(failed.error) }),
    /** Nothing is sent: the new password's field says what the rule asks for. */
    showPasswordProblem: assign({ error: (_, password: string) => newPasswordInput(password) }),
    clearError: assign({ error: null }),
    showPasswordsDiffer: assign({ error: { kind: 'passwordsDiffer' as const } }),
  },
  guards: {
    isNewPasswordWeak: (_, password: string) => hasInputProblems(newPasswordInput(password)),
    passwordsMatch: (_, typed: { password: string; passwordAgain: string }) =>
      typed.password === typed.passwordAgain,
  },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => ({ token: input.token, email: null, error: null }),
  initial: 'checkingLink',
  states: {
    checkingLink: {
      invoke: {
        id: 'checkLink',
        src: 'checkLink',
        input: ({ context }) => ({ token: context.token }),
        onDone: {
          target: 'editing',
          actions: { type: 'rememberEmail', params: ({ event }) => event.output.email },
        },
        onError: {
          target: 'linkInvalid',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    linkInvalid: {},
    editing: {
      on: {
        SUBMIT: [
          {
            guard: { type: 'isNewPasswordWeak', params: ({ event }) => event.password },
            actions: { type: 'showPasswordProblem', params: ({ event }) => event.password },
          },
          {
            guard: {
              type: 'passwordsMatch',
              params: ({ event }) => ({ password: event.password, passwordAgain: event.passwordAgain }),
            },
            target: 'saving',
            actions: 'clearError',
          },
          { actions: 'showPasswordsDiffer' },
        ],
      },
    },
    saving: {
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context, event }) => {
          assertEvent(event, 'SUBMIT');
          return { token: context.token, password: event.password };
        },
        onDone: { target: 'changed' },
        onError: {
          target: 'editing',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // Changed: the page says so until it is left (not a final state: the storefront runs this flow
    // while its page is open, and a finished child leaves the system).
    changed: {},
  },
});

export type PasswordResetSnapshot = ReturnType<typeof passwordResetMachine.transition>;

export function selectPasswordResetScreen(snapshot: PasswordResetSnapshot): PasswordResetScreen {
  if (snapshot.matches('checkingLink')) return 'checkingLink';
  if (snapshot.matches('linkInvalid')) return 'linkInvalid';
  if (snapshot.matches('editing')) return 'editing';
  if (snapshot.matches('saving')) return 'saving';
  return 'changed';
}
