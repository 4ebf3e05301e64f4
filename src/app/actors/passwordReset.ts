import { fromPromise } from 'xstate';
import { passwordResetMachine } from '../../../machines/passwordReset.machine.ts';
import type { ChangePasswordInput } from '../../../machines/passwordReset.types.ts';
import { resetPassword, verifyResetToken } from '../../api/auth.ts';
import type { ApiClient } from '../../api/client.ts';

/** The password reset with the verify-token and update calls. */
export function passwordResetLogic(api: ApiClient) {
  return passwordResetMachine.provide({
    actors: {
      checkLink: fromPromise<{ email: string }, { token: string }>(({ input }) =>
        verifyResetToken(api, input.token),
      ),
      changePassword: fromPromise<null, ChangePasswordInput>(({ input }) => resetPassword(api, input)),
    },
  });
}
