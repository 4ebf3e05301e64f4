import { fromPromise } from 'xstate';
import { changePasswordMachine } from '../../../../machines/account/changePassword.machine.ts';
import type { ApiClient } from '../../../api/client.ts';
import { changePassword } from '../api/profile.ts';

/** The change of password with the change-password call. */
export function changePasswordLogic(api: ApiClient) {
  return changePasswordMachine.provide({
    actors: { changePassword: fromPromise(({ input }) => changePassword(api, input)) },
  });
}
