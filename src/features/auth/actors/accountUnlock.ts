import { fromPromise } from 'xstate';
import { accountUnlockMachine } from '../../../../machines/auth/accountUnlock.machine.ts';
import type { ApiClient } from '../../../api/client.ts';
import {
  fetchUnlockConfiguration,
  resendUnlock,
  sendUnlock,
  validateUnlockCode,
  validateUnlockLink,
} from '../api/unlock.ts';

/** Account unlock with the unlock endpoints. */
export function accountUnlockLogic(api: ApiClient) {
  return accountUnlockMachine.provide({
    actors: {
      loadConfiguration: fromPromise(() => fetchUnlockConfiguration(api)),
      sendUnlock: fromPromise(({ input }) => sendUnlock(api, input.method, input.username)),
      resendUnlock: fromPromise(({ input }) => resendUnlock(api, input.unlock_id)),
      verifyUnlockCode: fromPromise(({ input }) => validateUnlockCode(api, input.unlock_id, input.otp)),
      redeemLink: fromPromise(({ input }) => validateUnlockLink(api, input.token)),
    },
  });
}
