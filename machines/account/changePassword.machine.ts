import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  type FlowError,
  hasInputProblems,
  type InvalidInput,
  invalidInput,
  toFlowError,
} from '../shared/flowError.ts';
import { newPasswordProblem, passwordProblem } from '../shared/inputRules.ts';
import type {
  ChangePasswordContext,
  ChangePasswordEvent,
  ChangePasswordInput,
  ChangePasswordScreen,
  ChangePasswordTyped,
} from './changePassword.types.ts';

// Changing the password of a signed-in customer (/userDetails; SPEC section 7: change password).
// The current password is required, the new one must meet the server's rule (8 to 128 characters,
// a letter and a digit) and be typed twice alike; otherwise nothing is sent and the form says what
// to correct. The server checks the current password and signs every other session out. A refusal
// keeps the form as typed; the passwords are never kept in the context. After a change another
// may be made.

/** What is wrong with the current and new passwords (no fields when nothing). */
export function changePasswordInput(typed: ChangePasswordTyped): InvalidInput {
  return invalidInput({
    password: passwordProblem(typed.currentPassword),
    newPassword: newPasswordProblem(typed.newPassword),
  });
}

export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
  },
  actors: {
    /** POST /ums/rest/v3/change-password; rejects with the server's message. */
    changePassword: fromPromise<null, ChangePasswordInput>(async () => {
      throw new Error('changePassword not provided');
    }),
  },
  actions: {
    /** Nothing is sent: each field says what to correct. */
    refuseInput: assign((_, typed: ChangePasswordTyped) => ({ error: changePasswordInput(typed) })),
    /** The new password was not typed the same twice. */
    refuseMismatch: assign({ error: { kind: 'passwordsDiffer' } as FlowError }),
    clearError: assign({ error: null }),
    /** Why the change failed (the server's message), kept for the form. */
    rememberFailure: assign((_, error: FlowError) => ({ error })),
  },
  guards: {
    hasInputProblems: (_, typed: ChangePasswordTyped) => hasInputProblems(changePasswordInput(typed)),
    passwordsDiffer: (_, typed: ChangePasswordTyped) => typed.newPassword !== typed.newPasswordAgain,
  },
}).createMachine({
  id: 'changePassword',
  context: { error: null },
  initial: 'form',
  states: {
    // The form, fresh (editing) or after a change (changed): either way another SUBMIT may follow.
    form: {
      initial: 'editing',
      on: {
        SUBMIT: [
          // Nothing is sent: each field says what to correct.
          {
            guard: { type: 'hasInputProblems', params: ({ event }) => event },
            target: '.editing',
            actions: { type: 'refuseInput', params: ({ event }) => event },
          },
          {
            guard: { type: 'passwordsDiffer', params: ({ event }) => event },
            target: '.editing',
            actions: 'refuseMismatch',
          },
          { target: 'saving', actions: 'clearError' },
        ],
      },
      states: {
        editing: {},
        // Changed; every other session is signed out.
        changed: {},
      },
    },
    saving: {
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        // The passwords go straight from the event to the request: they are never kept.
        input: ({ event }) => {
          assertEvent(event, 'SUBMIT');
          return { current_password: event.currentPassword, new_password: event.newPassword };
        },
        onDone: { target: 'form.changed' },
        onError: {
          target: 'form.editing',
          actions: { type: 'rememberFailure', params: ({ event }) => toFlowError(event.error) },
        },
      },
    },
  },
});

export type ChangePasswordSnapshot = ReturnType<typeof changePasswordMachine.transition>;

export function selectChangePasswordScreen(snapshot: ChangePasswordSnapshot): ChangePasswordScreen {
  if (snapshot.matches('saving')) return 'saving';
  if (snapshot.matches({ form: 'changed' })) return 'changed';
  return 'editing';
}
