import { assign, setup } from 'xstate';
import type { CustomerProfile } from '../../contracts/ums.ts';
import { otpVerificationMachine } from '../auth/otpVerification.machine.ts';
import type { OtpVerificationResult } from '../auth/otpVerification.types.ts';
import type { ContactChangeContext, ContactChangeEvent, ContactChangeScreen } from './contactChange.types.ts';

// Changing the e-mail address or the phone number on /myProfile (SPEC section 7: verify send-otp).
// The new address is proved by the otpVerification child (purpose contact): the code goes to the
// new address, and only once the code is given does the server change the account, answering the
// profile with its new address. Cancelling stops the child: nothing changes. The child's form keeps
// what was typed and says what failed, so a failed request loses nothing.

/** A contact verification yields the profile (a signup token or a token set is another flow's). */
export function isChangedProfile(result: OtpVerificationResult): result is CustomerProfile {
  return 'sub' in result && 'first_name' in result;
}

export const contactChangeMachine = setup({
  types: {
    context: {} as ContactChangeContext,
    events: {} as ContactChangeEvent,
    children: {} as { otp: 'otpVerification' },
  },
  actors: {
    otpVerification: otpVerificationMachine,
  },
  guards: {
    isChangedProfile: (_, result: OtpVerificationResult) => isChangedProfile(result),
  },
}).createMachine({
  id: 'contactChange',
  context: { channel: null, changed: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        CHANGE: {
          target: 'changing',
          actions: assign({ channel: ({ event }) => event.channel, changed: null }),
        },
      },
    },
    changing: {
      invoke: {
        id: 'otp',
        src: 'otpVerification',
        input: { purpose: 'contact' },
        onDone: {
          guard: { type: 'isChangedProfile', params: ({ event }) => event.output },
          target: 'changed',
          actions: assign({ changed: ({ event }) => (isChangedProfile(event.output) ? event.output : null) }),
        },
      },
      on: {
        CANCEL: { target: 'idle', actions: assign({ channel: null }) },
      },
    },
    changed: {
      on: {
        CHANGE: {
          target: 'changing',
          actions: assign({ channel: ({ event }) => event.channel, changed: null }),
        },
        DISMISS: { target: 'idle', actions: assign({ channel: null, changed: null }) },
      },
    },
  },
});

export type ContactChangeSnapshot = ReturnType<typeof contactChangeMachine.transition>;

export function selectContactChangeScreen(snapshot: ContactChangeSnapshot): ContactChangeScreen {
  if (snapshot.matches('changing')) return 'changing';
  if (snapshot.matches('changed')) return 'changed';
  return 'idle';
}
