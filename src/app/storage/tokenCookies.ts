import Cookies from 'js-cookie';
import { TOKEN_COOKIES } from '../../../contracts/site.ts';

/** Cookie names of the token set (SPEC section 3). */
export { TOKEN_COOKIES };

export function readAccessToken(): string | null {
  return Cookies.get(TOKEN_COOKIES.access) ?? null;
}
