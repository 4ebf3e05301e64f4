import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { toFlowError } from './flowError.ts';
import type {
  ChangePasswordInput,
  PasswordResetContext,
  PasswordResetEvent,
  PasswordResetInput,
  PasswordResetScreen,
} from './passwordReset.types.ts';

// The page an e-mailed reset link opens: the link's token is checked first (an expired or used
// link says so and offers a new one); then the new password, typed twice, must match before it is
// sent. The passwords go straight from the event to the request and are never kept.

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
  guards: {
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
        onDone: { target: 'editing', actions: assign({ email: ({ event }) => event.output.email }) },
        onError: {
          target: 'linkInvalid',
          actions: assign({ error: ({ event }) => toFlowError(event.error) }),
        },
      },
    },
    linkInvalid: {},
    editing: {
      on: {
        SUBMIT: [
          {
            guard: {
              type: 'passwordsMatch',
              params: ({ event }) => ({ password: event.password, passwordAgain: event.passwordAgain }),
            },
            target: 'saving',
            actions: assign({ error: null }),
          },
          { actions: assign({ error: { kind: 'passwordsDiffer' } }) },
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
        onError: { target: 'editing', actions: assign({ error: ({ event }) => toFlowError(event.error) }) },
      },
    },
    changed: { type: 'final' },
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
