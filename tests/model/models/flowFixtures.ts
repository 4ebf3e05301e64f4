// Data the flow models share: a token set as the ums answers it, and the rejections the app's API
// client produces (status 0 when no answer came; the server's response_message otherwise).
import type { TokenSet } from '../../../contracts/ums.ts';

export const TOKENS: TokenSet = {
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  id_token: 'id-1',
  expires_in: 900,
  refresh_expires_in: 604_800,
  token_type: 'Bearer',
};

export const OFFLINE = {
  status: 0,
  message: '[POST] "http://localhost/ums/rest/v3/login": <no response> Failed to fetch',
};
export const TOO_MANY = { status: 429, message: 'Too many attempts' };

/** A rejection with the server's message and status. */
export const refused = (status: number, message: string) => ({ status, message });
