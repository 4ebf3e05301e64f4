// "Which store is this request for?" in one place. Guests name it with the realm-name header; when
// bearer tokens arrive, the token's realm is read here first and every route keeps working unchanged.
import type { MiddlewareHandler } from 'hono';
import type { Queryable } from '../db/db.ts';
import { findStoreByRealm, type Store } from '../stores/stores.ts';
import { notFound } from './http-error.ts';
import { parseRealmName } from './realm.ts';

export interface StoreEnv {
  Variables: { store: Store };
}

export const REALM_HEADER = 'realm-name';

export async function resolveRequestStore(db: Queryable, headers: Headers): Promise<Store> {
  const realm = parseRealmName(headers.get(REALM_HEADER) ?? undefined, `${REALM_HEADER} header`);
  const store = await findStoreByRealm(db, realm);
  if (!store) throw notFound('Store not found');
  return store;
}

/** Sets c.var.store, or answers 400 (no or bad header) / 404 (unknown realm). */
export function requestStore(db: Queryable): MiddlewareHandler<StoreEnv> {
  return async (c, next) => {
    // The answer depends on these headers, so shared caches must key on them.
    c.header('Vary', `${REALM_HEADER}, Authorization`, { append: true });
    c.set('store', await resolveRequestStore(db, c.req.raw.headers));
    await next();
  };
}
