import { fromPromise } from 'xstate';
import type { TokenSet } from '../../../../contracts/ums.ts';
import { signUpMachine } from '../../../../machines/auth/signUp.machine.ts';
import type { CreateAccountInput } from '../../../../machines/auth/signUp.types.ts';
import type { ApiClient } from '../../../api/client.ts';
import { signUp } from '../api/auth.ts';
import { otpVerificationLogic } from './otpVerification.ts';

/** Sign-up with the one-time-code child and the customer-signup call. */
export function signUpLogic(api: ApiClient) {
  return signUpMachine.provide({
    actors: {
      otpVerification: otpVerificationLogic(api),
      createAccount: fromPromise<TokenSet, CreateAccountInput>(({ input }) =>
        signUp(api, {
          signup_token: input.signupToken,
          first_name: input.details.firstName,
          last_name: input.details.lastName,
          password: input.details.password,
          ...(input.details.recaptchaToken ? { recaptcha_token: input.details.recaptchaToken } : {}),
        }),
      ),
    },
  });
}
