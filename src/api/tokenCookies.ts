import Cookies from 'js-cookie';

/** Cookie names of the token set (SPEC section 3). */
export const TOKEN_COOKIES = {
  access: 'access_token',
  refresh: 'refresh_token',
  id: 'id_token',
} as const;

export function readAccessToken(): string | null {
  return Cookies.get(TOKEN_COOKIES.access) ?? null;
}
