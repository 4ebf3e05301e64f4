import {
  type AccountListPage,
  type ActiveSession,
  type SignedOutSessions,
  type SignInRecord,
  UMS_BASE_PATH,
} from '../../../../contracts/ums.ts';
import type { ApiClient } from '../../../api/client.ts';

// The customer's sign-in history and live sessions (SPEC section 2, /loginSessions and
// /activeSessions): pages from 1, newest first.
const LOGIN_HISTORY = `${UMS_BASE_PATH}/login-history`;
const ACTIVE_SESSIONS = `${UMS_BASE_PATH}/active-sessions`;

export const fetchLoginHistory = (api: ApiClient, page: number) =>
  api.get<AccountListPage<SignInRecord>>(LOGIN_HISTORY, { 'page-number': page });

export const fetchActiveSessions = (api: ApiClient, page: number) =>
  api.get<AccountListPage<ActiveSession>>(ACTIVE_SESSIONS, { 'page-number': page });

/** Signs one session out: its refresh-token family is revoked at once. */
export const signOutSession = (api: ApiClient, sessionId: string) =>
  api.request<null>('DELETE', `${ACTIVE_SESSIONS}/${encodeURIComponent(sessionId)}`);

/** Signs out every session but this one. */
export const signOutOtherSessions = (api: ApiClient) =>
  api.request<SignedOutSessions>('DELETE', ACTIVE_SESSIONS);
