import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import type { OtpPurpose } from '../../contracts/ums.ts';
import { otpVerificationMachine } from '../../machines/otpVerification.machine.ts';
import { generateOtp, loginWithOtp, regenerateOtp, validateSignupOtp } from '../api/auth.ts';
import { useAppSystem } from './AppSystemContext.tsx';

/** The one-time-code flow of the sign-up page or the sign-in page, wired to the ums calls. */
export function useOtpVerification(purpose: OtpPurpose) {
  const { api, inspect } = useAppSystem();
  const machine = useMemo(
    () =>
      otpVerificationMachine.provide({
        actors: {
          generateOtp: fromPromise(({ input }) => generateOtp(api, input)),
          regenerateOtp: fromPromise(({ input }) => regenerateOtp(api, input.otp_id)),
          verifyOtp: fromPromise(({ input }) =>
            input.purpose === 'signup'
              ? validateSignupOtp(api, input.otp_id, input.otp)
              : loginWithOtp(api, { otp_id: input.otp_id, otp: input.otp }),
          ),
        },
      }),
    [api],
  );
  return useMachine(machine, { input: { purpose }, inspect });
}
