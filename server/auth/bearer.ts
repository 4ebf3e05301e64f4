// Who is calling. A request with `Authorization: Bearer <access token>` is a signed-in customer:
// the token must verify, and its login session must still be live (signing out, a password reset
// or refresh-token reuse ends it at once, not when the token expires). The check runs only when an
// endpoint asks (the store or the customer), so endpoints that need neither ignore the header.
import type { MiddlewareHandler } from 'hono';
import { CUSTOMER_COLUMNS, type Customer, type CustomerRow, toCustomer } from '../customers/customers.ts';
import { unauthorized } from '../http/http-error.ts';
import { findStoreById, type Store } from '../stores/stores.ts';
import type { AuthServices } from './auth-services.ts';
import { verifyAccessToken } from './jwt.ts';

export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
export const PLEASE_SIGN_IN = 'Please sign in';

export interface SignedIn {
  customer: Customer;
  store: Store;
  sessionId: string;
}

/** null: no Authorization header (a guest). Throws 401 for a bad, expired or signed-out token. */
export type ResolveSignedIn = () => Promise<SignedIn | null>;

export interface AuthEnv {
  Variables: { signedIn: ResolveSignedIn };
}

export interface CustomerEnv {
  Variables: { signedIn: ResolveSignedIn; customer: Customer; store: Store; sessionId: string };
}

/** Installs c.var.signedIn, a memoised resolver: nothing is verified until a handler asks. */
export function bearerAuth(auth: AuthServices): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    let resolved: Promise<SignedIn | null> | undefined;
    const header = c.req.header('Authorization');
    c.set('signedIn', () => {
      resolved ??= resolve(auth, header);
      return resolved;
    });
    await next();
  };
}

/** 401 "Please sign in" for guests; sets c.var.customer, store and sessionId for customers. */
export function requireCustomer(): MiddlewareHandler<CustomerEnv> {
  return async (c, next) => {
    c.header('Vary', 'Authorization', { append: true });
    const signedIn = await c.get('signedIn')();
    if (!signedIn) throw unauthorized(PLEASE_SIGN_IN);
    c.set('customer', signedIn.customer);
    c.set('store', signedIn.store);
    c.set('sessionId', signedIn.sessionId);
    await next();
  };
}

async function resolve(auth: AuthServices, header: string | undefined): Promise<SignedIn | null> {
  if (header === undefined || header.trim() === '') return null;
  const token = /^Bearer +([A-Za-z0-9._~+/=-]+)$/i.exec(header.trim())?.[1];
  if (!token) throw unauthorized(SESSION_EXPIRED);
  const claims = await verifyAccessToken(auth, token);
  if (!claims) throw unauthorized(SESSION_EXPIRED);

  const [row] = await auth.db.query<CustomerRow>(
    `SELECT ${CUSTOMER_COLUMNS} FROM login_sessions s JOIN customers c ON c.id = s.customer_id
     WHERE s.id = $1 AND s.customer_id = $2 AND s.revoked_at IS NULL`,
    [claims.sid, claims.sub],
  );
  if (!row) throw unauthorized(SESSION_EXPIRED);
  const customer = toCustomer(row);
  const store = await findStoreById(auth.db, customer.storeId);
  if (!store || store.realmName !== claims.realm) throw unauthorized(SESSION_EXPIRED);
  return { customer, store, sessionId: claims.sid };
}
