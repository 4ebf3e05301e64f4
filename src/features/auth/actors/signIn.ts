import { fromPromise } from 'xstate';
import type { TokenSet } from '../../../../contracts/ums.ts';
import { signInMachine } from '../../../../machines/auth/signIn.machine.ts';
import type { PasswordCredentials } from '../../../../machines/auth/signIn.types.ts';
import type { ApiClient } from '../../../api/client.ts';
import { login } from '../api/auth.ts';
import { otpVerificationLogic } from './otpVerification.ts';

/** Sign-in with the login call and the one-time-code child. */
export function signInLogic(api: ApiClient) {
  return signInMachine.provide({
    actors: {
      logIn: fromPromise<TokenSet, PasswordCredentials>(({ input }) =>
        login(api, {
          username: input.username,
          password: input.password,
          ...(input.recaptchaToken ? { recaptcha_token: input.recaptchaToken } : {}),
        }),
      ),
      otpVerification: otpVerificationLogic(api),
    },
  });
}
