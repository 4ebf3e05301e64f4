import { fromPromise } from 'xstate';
import { otpVerificationMachine } from '../../../../machines/auth/otpVerification.machine.ts';
import type { ApiClient } from '../../../api/client.ts';
import { generateOtp, loginWithOtp, regenerateOtp, validateSignupOtp } from '../api/auth.ts';

/** The one-time-code flow with the ums calls: generate, regenerate, and validate or login-otp. */
export function otpVerificationLogic(api: ApiClient) {
  return otpVerificationMachine.provide({
    actors: {
      generateOtp: fromPromise(({ input }) => generateOtp(api, input)),
      regenerateOtp: fromPromise(({ input }) => regenerateOtp(api, input.otp_id)),
      verifyOtp: fromPromise(({ input }) =>
        input.purpose === 'signup'
          ? validateSignupOtp(api, input.otp_id, input.otp)
          : loginWithOtp(api, { otp_id: input.otp_id, otp: input.otp }),
      ),
    },
  });
}
