import {
  UMS_BASE_PATH,
  type UnlockConfiguration,
  type UnlockMethod,
  type UnlockRequest,
} from '../../../../contracts/ums.ts';
import type { ApiClient } from '../../../api/client.ts';

// Unlocking an account locked after repeated failed sign-ins (SPEC section 7: unlock
// configurations/email-link/OTP/resend). Guest calls: no bearer token.
const UNLOCK = `${UMS_BASE_PATH}/unlock`;

function post<T>(api: ApiClient, path: string, body: unknown): Promise<T> {
  return api.request<T>('POST', `${UNLOCK}/${path}`, { body, auth: false });
}

export const fetchUnlockConfiguration = (api: ApiClient) =>
  api.request<UnlockConfiguration>('GET', `${UNLOCK}/configurations`, { auth: false });

export const sendUnlock = (api: ApiClient, method: UnlockMethod, username: string) =>
  post<UnlockRequest>(api, method === 'email_link' ? 'email-link' : 'otp', { username });

export const resendUnlock = (api: ApiClient, unlockId: string) =>
  post<UnlockRequest>(api, 'resend', { unlock_id: unlockId });

export const validateUnlockCode = (api: ApiClient, unlockId: string, otp: string) =>
  post<null>(api, 'validate-otp', { unlock_id: unlockId, otp });

export const validateUnlockLink = (api: ApiClient, token: string) =>
  post<null>(api, 'validate-link', { token });
