import type { ApiClient } from '../../api/client.ts';
import { accountUnlockLogic } from '../../features/auth/actors/accountUnlock.ts';
import { forgotPasswordLogic } from '../../features/auth/actors/forgotPassword.ts';
import { passwordResetLogic } from '../../features/auth/actors/passwordReset.ts';
import { signInLogic } from '../../features/auth/actors/signIn.ts';
import { signUpLogic } from '../../features/auth/actors/signUp.ts';

// The guest pages' flows with their calls, in a chunk of their own: src/app/pageFlows.ts loads it
// when a page that runs one opens, so the first render does not carry them.

/** Each guest page's flow the storefront invokes, wired to the API. */
export function pageFlowLogics(api: ApiClient) {
  return {
    signIn: signInLogic(api),
    signUp: signUpLogic(api),
    forgotPassword: forgotPasswordLogic(api),
    passwordReset: passwordResetLogic(api),
    accountUnlock: accountUnlockLogic(api),
  };
}

export type PageFlowLogics = ReturnType<typeof pageFlowLogics>;
