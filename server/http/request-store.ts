// "Which store is this request for?" in one place. A signed-in customer's store is the realm of the
// verified bearer token (see auth/bearer.ts); guests name it with the realm-name header.
import type { MiddlewareHandler } from 'hono';
import { REALM_HEADER } from '../../contracts/request.ts';
import type { ResolveSignedIn } from '../auth/bearer.ts';
import type { Queryable } from '../db/db.ts';
import { findStoreByRealm, type Store } from '../stores/stores.ts';
import { notFound } from './http-error.ts';
import { parseRealmName } from './realm.ts';

export interface StoreEnv {
  Variables: { store: Store; signedIn: ResolveSignedIn | undefined };
}

export async function resolveRequestStore(db: Queryable, headers: Headers): Promise<Store> {
  const realm = parseRealmName(headers.get(REALM_HEADER) ?? undefined, `${REALM_HEADER} header`);
  const store = await findStoreByRealm(db, realm);
  if (!store) throw notFound('Store not found');
  return store;
}

/**
 * Sets c.var.store. With a bearer token: the token's store, or 401 when the token is invalid or
 * expired (the realm-name header is then not read). Without: 400 (no or bad header) or 404
 * (unknown realm).
 */
export function requestStore(db: Queryable): MiddlewareHandler<StoreEnv> {
  return async (c, next) => {
    // The answer depends on these headers, so shared caches must key on them.
    c.header('Vary', `${REALM_HEADER}, Authorization`, { append: true });
    const signedIn = await c.get('signedIn')?.();
    c.set('store', signedIn ? signedIn.store : await resolveRequestStore(db, c.req.raw.headers));
    await next();
  };
}
