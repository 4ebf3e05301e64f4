// User-management service: store validation, the first call the storefront makes.
import { Hono } from 'hono';
import type { StoreValidation } from '../../machines/store.types.ts';
import type { Queryable } from '../db/db.ts';
import { sendOk } from '../http/envelope.ts';
import { notFound } from '../http/http-error.ts';
import { QueryParams } from '../http/query.ts';
import { parseRealm } from '../http/realm.ts';
import { findStoreByRealm } from '../stores/stores.ts';

export function umsRoutes(db: Queryable): Hono {
  const app = new Hono();

  // Inactive stores are found too (store_status false): the client shows its store-unavailable page.
  app.get('/rest/v3/validate-store', async (c) => {
    const realm = parseRealm(QueryParams.of(c).get('store-realmname'), 'store-realmname');
    const store = await findStoreByRealm(db, realm);
    if (!store) throw notFound('Store not found');
    const body: StoreValidation = {
      name: store.name,
      store_display_name: store.displayName,
      store_status: store.active,
    };
    return sendOk(c, body);
  });

  return app;
}
