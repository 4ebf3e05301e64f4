import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { contactChangeMachine } from '../../../../machines/account/contactChange.machine.ts';
import { otpVerificationMachine } from '../../../../machines/auth/otpVerification.machine.ts';
import type { ApiClient } from '../../../api/client.ts';
import { resendContactOtp, sendContactOtp, validateContactOtp } from '../api/profile.ts';
import { setProfile } from '../queries/profile.ts';

/**
 * The change of e-mail or phone, its code child on the verify endpoints (send, resend, validate); a
 * confirmed change's profile replaces the cached one that the page shows.
 */
export function contactChangeLogic(api: ApiClient, queryClient: QueryClient) {
  return contactChangeMachine.provide({
    actions: { showChangedProfile: (_, profile) => void setProfile(queryClient, profile) },
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
