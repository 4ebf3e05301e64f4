import { fromPromise } from 'xstate';
import { passwordResetMachine } from '../../../../machines/auth/passwordReset.machine.ts';
import type { ChangePasswordInput } from '../../../../machines/auth/passwordReset.types.ts';
import type { ApiClient } from '../../../api/client.ts';
import { resetPassword, verifyResetToken } from '../api/auth.ts';

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
