// The access and id tokens: RS256 JWTs with the claims the storefront reads (SPEC section 4:
// name, given_name, preferred_username) plus the store realm and the login session id.
import { randomUUID } from 'node:crypto';
import { compactVerify, type JWTPayload, jwtVerify, SignJWT } from 'jose';
import type { CustomerClaims } from '../../contracts/ums.ts';
import type { Customer } from '../customers/customers.ts';
import { formatPhone } from '../customers/identifiers.ts';
import type { AuthServices } from './auth-services.ts';
import { SIGNING_ALGORITHM } from './signing-keys.ts';

/** The `typ` claim tells the two apart, so an id token is never accepted as an access token. */
const ACCESS_TYP = 'Bearer';
const ID_TYP = 'ID';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface SignedTokens {
  accessToken: string;
  idToken: string;
}

export async function signCustomerTokens(
  auth: AuthServices,
  customer: Customer,
  realm: string,
  sessionId: string,
): Promise<SignedTokens> {
  const { kid, privateKey } = await auth.keys.signing();
  const iat = Math.floor(auth.now() / 1000);
  const exp = iat + auth.config.accessTokenTtlSeconds;
  const claims: Omit<CustomerClaims, 'sub' | 'exp' | 'iat'> = {
    name: `${customer.firstName} ${customer.lastName}`,
    given_name: customer.firstName,
    family_name: customer.lastName,
    preferred_username: customer.email ?? (customer.phone ? formatPhone(customer.phone) : customer.id),
    ...(customer.email !== null ? { email: customer.email } : {}),
    realm,
    sid: sessionId,
  };
  const sign = (typ: string) =>
    new SignJWT({ ...claims, typ })
      .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid, typ: 'JWT' })
      .setSubject(customer.id)
      .setIssuer(auth.config.tokenIssuer)
      .setAudience(auth.config.clientId)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .setJti(randomUUID())
      .sign(privateKey);
  return { accessToken: await sign(ACCESS_TYP), idToken: await sign(ID_TYP) };
}

export interface VerifiedToken {
  sub: string;
  sid: string;
  realm: string;
}

/** The claims of a valid, unexpired access token of ours, or null for anything else. */
export async function verifyAccessToken(auth: AuthServices, token: string): Promise<VerifiedToken | null> {
  try {
    const { payload } = await jwtVerify(token, (header) => keyFor(auth, header.kid), {
      algorithms: [SIGNING_ALGORITHM],
      issuer: auth.config.tokenIssuer,
      audience: auth.config.clientId,
      currentDate: new Date(auth.now()),
      requiredClaims: ['sub', 'sid', 'realm', 'iat', 'exp'],
    });
    return payload.typ === ACCESS_TYP ? identify(payload) : null;
  } catch {
    return null;
  }
}

/**
 * The session named by an id token of ours, checking the signature, issuer and audience but not
 * the expiry: signing out must work with the id token of a session that has been idle a while.
 */
export async function verifyIdTokenHint(auth: AuthServices, token: string): Promise<VerifiedToken | null> {
  try {
    const { payload: bytes } = await compactVerify(token, (header) => keyFor(auth, header.kid), {
      algorithms: [SIGNING_ALGORITHM],
    });
    const payload = JSON.parse(new TextDecoder().decode(bytes)) as JWTPayload;
    const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
    if (payload.typ !== ID_TYP || payload.iss !== auth.config.tokenIssuer) return null;
    if (!audiences.includes(auth.config.clientId)) return null;
    return identify(payload);
  } catch {
    return null;
  }
}

async function keyFor(auth: AuthServices, kid: string | undefined) {
  const key = await auth.keys.verifying(kid);
  if (!key) throw new Error('Unknown signing key');
  return key;
}

function identify(payload: JWTPayload): VerifiedToken | null {
  const { sub, sid, realm } = payload;
  if (typeof sub !== 'string' || !UUID.test(sub)) return null;
  if (typeof sid !== 'string' || !UUID.test(sid)) return null;
  if (typeof realm !== 'string') return null;
  return { sub, sid, realm };
}
