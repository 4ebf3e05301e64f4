import { fromPromise } from 'xstate';
import { forgotPasswordMachine } from '../../../../machines/auth/forgotPassword.machine.ts';
import type { SendLinkInput } from '../../../../machines/auth/forgotPassword.types.ts';
import type { ApiClient } from '../../../api/client.ts';
import { sendPasswordResetLink } from '../api/auth.ts';

/** The forgot-password flow with the send-link call. */
export function forgotPasswordLogic(api: ApiClient) {
  return forgotPasswordMachine.provide({
    actors: {
      sendLink: fromPromise<null, SendLinkInput>(({ input }) => sendPasswordResetLink(api, input)),
    },
  });
}
