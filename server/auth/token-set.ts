// The answer of every successful sign-in and refresh (SPEC section 3, Token set).
import type { TokenSet } from '../../contracts/ums.ts';
import type { Customer } from '../customers/customers.ts';
import type { AuthServices } from './auth-services.ts';
import { signCustomerTokens } from './jwt.ts';

export async function issueTokenSet(
  auth: AuthServices,
  customer: Customer,
  realm: string,
  session: { sessionId: string; refreshToken: string },
): Promise<TokenSet> {
  const { accessToken, idToken } = await signCustomerTokens(auth, customer, realm, session.sessionId);
  return {
    access_token: accessToken,
    refresh_token: session.refreshToken,
    id_token: idToken,
    expires_in: auth.config.accessTokenTtlSeconds,
    refresh_expires_in: auth.config.refreshTokenTtlSeconds,
    token_type: 'Bearer',
  };
}
