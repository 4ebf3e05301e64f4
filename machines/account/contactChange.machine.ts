import { assign, setup } from 'xstate';
import type { CustomerProfile, OtpChannel } from '../../contracts/ums.ts';
import { otpVerificationMachine } from '../auth/otpVerification.machine.ts';
import type { OtpVerificationResult } from '../auth/otpVerification.types.ts';
import type { ContactChangeContext, ContactChangeEvent, ContactChangeScreen } from './contactChange.types.ts';

// Changing the e-mail address or the phone number on /myProfile (SPEC section 7: verify send-otp).
// The new address is proved by the otpVerification child (purpose contact): the code goes to the
// new address, and only once the code is given does the server change the account, answering the
// profile with its new address, which then replaces the profile the app shows. Cancelling stops
// the child: nothing changes. The child's form keeps what was typed and says what failed, so a
// failed request loses nothing. The code child has the system id otpVerification.

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
  actions: {
    /** Starts changing the e-mail address or the phone number. */
    startChange: assign((_, channel: OtpChannel) => ({ channel, changed: null })),
    /** The server changed the address: the profile it answered is kept (and shown, see below). */
    keepChangedProfile: assign((_, profile: CustomerProfile) => ({ changed: profile })),
    /** The profile with its new address replaces the one the app shows (the app provides it). */
    showChangedProfile: (_, _profile: CustomerProfile) => {},
    /** Nothing is being changed any more. */
    forgetChange: assign({ channel: null }),
    /** The confirmation was read. */
    forgetChangedProfile: assign({ channel: null, changed: null }),
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
          actions: { type: 'startChange', params: ({ event }) => event.channel },
        },
      },
    },
    changing: {
      invoke: {
        id: 'otp',
        systemId: 'otpVerification',
        src: 'otpVerification',
        input: { purpose: 'contact' },
        onDone: {
          guard: { type: 'isChangedProfile', params: ({ event }) => event.output },
          target: 'changed',
          actions: [
            { type: 'keepChangedProfile', params: ({ event }) => event.output as CustomerProfile },
            { type: 'showChangedProfile', params: ({ event }) => event.output as CustomerProfile },
          ],
        },
      },
      on: {
        CANCEL: { target: 'idle', actions: 'forgetChange' },
      },
    },
    changed: {
      on: {
        CHANGE: {
          target: 'changing',
          actions: { type: 'startChange', params: ({ event }) => event.channel },
        },
        DISMISS: { target: 'idle', actions: 'forgetChangedProfile' },
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
