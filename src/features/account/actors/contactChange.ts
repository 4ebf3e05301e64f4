import { fromPromise } from 'xstate';
import { contactChangeMachine } from '../../../../machines/account/contactChange.machine.ts';
import { otpVerificationMachine } from '../../../../machines/auth/otpVerification.machine.ts';
import type { ApiClient } from '../../../api/client.ts';
import { resendContactOtp, sendContactOtp, validateContactOtp } from '../api/profile.ts';

/** The change of e-mail or phone, its code child on the verify endpoints (send, resend, validate). */
export function contactChangeLogic(api: ApiClient) {
  return contactChangeMachine.provide({
    actors: {
      otpVerification: otpVerificationMachine.provide({
        actors: {
          generateOtp: fromPromise(({ input }) => {
            const { purpose: _purpose, ...request } = input;
            return sendContactOtp(api, request);
          }),
          regenerateOtp: fromPromise(({ input }) => resendContactOtp(api, input.otp_id)),
          verifyOtp: fromPromise(({ input }) => validateContactOtp(api, input.otp_id, input.otp)),
        },
      }),
    },
  });
}
