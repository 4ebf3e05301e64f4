import { assertEvent, assign, setup } from 'xstate';
import type { OtpGenerateRequest, RemovedDevice, TrustedDevice } from '../../contracts/ums.ts';
import { otpVerificationMachine } from '../auth/otpVerification.machine.ts';
import type { OtpVerificationResult } from '../auth/otpVerification.types.ts';
import type { DeviceRemovalContext, DeviceRemovalEvent, DeviceRemovalScreen } from './deviceRemoval.types.ts';

// Removing a trusted device on /activeSessions (SPEC section 7: devices list/OTP/removal).
// The removal is confirmed by the otpVerification child (purpose device): the code goes to the
// account's own e-mail address (its phone when it has none), and only once the code is given does
// the server remove the device, signing out every session it started. The child is told the address
// is fixed (it offers and accepts no other e-mail or phone). Cancelling stops the child:
// nothing changes. The child's form keeps what was typed and says what failed. The code child has
// the system id otpVerification.

/** A device-removal verification yields the removed device (other results are other flows'). */
export function isRemovedDevice(result: OtpVerificationResult): result is RemovedDevice {
  return 'device_id' in result && 'signed_out' in result;
}

/** Where the removal code goes: the account's e-mail address, else its phone. */
export function removalCodeRequest(
  account: { email: string | null; phone_extension: string | null; phone_number: string | null },
  device: TrustedDevice,
): OtpGenerateRequest {
  if (account.email)
    return { purpose: 'device', channel: 'email', email: account.email, device_id: device.id };
  return {
    purpose: 'device',
    channel: 'phone',
    phone_extension: account.phone_extension ?? '',
    phone_number: account.phone_number ?? '',
    device_id: device.id,
  };
}

export const deviceRemovalMachine = setup({
  types: {
    context: {} as DeviceRemovalContext,
    events: {} as DeviceRemovalEvent,
    children: {} as { otp: 'otpVerification' },
  },
  actors: {
    otpVerification: otpVerificationMachine,
  },
  actions: {
    /** Starts removing the chosen device. */
    startRemoval: assign(({ event }) => {
      assertEvent(event, 'REMOVE');
      return { device: event.device, request: event.request, removed: null };
    }),
    /** The server removed the device: kept for the confirmation. */
    keepRemovedDevice: assign((_, removed: RemovedDevice) => ({ removed })),
    /** Nothing is being removed any more. */
    forgetDevice: assign({ device: null, request: null }),
    /** The confirmation was read. */
    forgetRemoval: assign({ device: null, request: null, removed: null }),
  },
  guards: {
    isRemovedDevice: (_, result: OtpVerificationResult) => isRemovedDevice(result),
  },
}).createMachine({
  id: 'deviceRemoval',
  context: { device: null, request: null, removed: null },
  initial: 'idle',
  states: {
    idle: {
      on: { REMOVE: { target: 'confirming', actions: 'startRemoval' } },
    },
    confirming: {
      invoke: {
        id: 'otp',
        systemId: 'otpVerification',
        src: 'otpVerification',
        // The code goes to the account's own address: the customer cannot choose another.
        input: { purpose: 'device', fixedDestination: true },
        onDone: {
          guard: { type: 'isRemovedDevice', params: ({ event }) => event.output },
          target: 'removed',
          actions: { type: 'keepRemovedDevice', params: ({ event }) => event.output as RemovedDevice },
        },
      },
      on: {
        CANCEL: { target: 'idle', actions: 'forgetDevice' },
      },
    },
    removed: {
      on: {
        REMOVE: { target: 'confirming', actions: 'startRemoval' },
        DISMISS: { target: 'idle', actions: 'forgetRemoval' },
      },
    },
  },
});

export type DeviceRemovalSnapshot = ReturnType<typeof deviceRemovalMachine.transition>;

export function selectDeviceRemovalScreen(snapshot: DeviceRemovalSnapshot): DeviceRemovalScreen {
  if (snapshot.matches('confirming')) return 'confirming';
  if (snapshot.matches('removed')) return 'removed';
  return 'idle';
}
