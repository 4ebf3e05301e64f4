import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { deviceRemovalMachine } from '../../../../machines/account/deviceRemoval.machine.ts';
import { otpVerificationMachine } from '../../../../machines/auth/otpVerification.machine.ts';
import type { ApiClient } from '../../../api/client.ts';
import { removeDevice, resendDeviceOtp, sendDeviceOtp } from '../api/devices.ts';

/** The removal of a trusted device, its code child on the devices endpoints (otp, resend, remove). */
export function deviceRemovalLogic(api: ApiClient, queryClient: QueryClient) {
  return deviceRemovalMachine.provide({
    actors: {
      otpVerification: otpVerificationMachine.provide({
        actors: {
          generateOtp: fromPromise(({ input }) => sendDeviceOtp(api, input.device_id ?? '')),
          regenerateOtp: fromPromise(({ input }) => resendDeviceOtp(api, input.otp_id)),
          verifyOtp: fromPromise(async ({ input }) => {
            const removed = await removeDevice(api, input.otp_id, input.otp);
            // The device and its sessions are gone: both lists are read again.
            void queryClient.invalidateQueries({ queryKey: ['account'] });
            return removed;
          }),
        },
      }),
    },
  });
}
