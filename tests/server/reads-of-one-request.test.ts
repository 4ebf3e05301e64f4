// One request reads each store and product once, however many API calls its page's render makes in
// this process; the next request reads it anew, and a request never gets a record it did not name.
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALM_HEADER } from '../../contracts/request.ts';
import { loadFaqs } from '../../server/catalogue/faqs.ts';
import { requireProduct } from '../../server/catalogue/require-product.ts';
import type { Db, Queryable } from '../../server/db/db.ts';
import { withReadsOfOneRequest } from '../../server/db/reads-of-one-request.ts';
import type { HttpError } from '../../server/http/http-error.ts';
import { oneReadPerRequest } from '../../server/http/one-read-per-request.ts';
import { requestStore, type StoreEnv } from '../../server/http/request-store.ts';
import { findStoreById, findStoreByRealm } from '../../server/stores/stores.ts';
import { openSeededDb } from './test-db.ts';

let db: Db;

beforeAll(async () => {
  db = await openSeededDb();
});

afterAll(async () => {
  await db.close();
});

/** The database, counting the queries that read the stores and the products tables. */
function counting(): { q: Queryable; storeReads: () => number; productReads: () => number } {
  let stores = 0;
  let products = 0;
  const q: Queryable = {
    query: (sql, params) => {
      if (/\bFROM stores\b/.test(sql)) stores += 1;
      if (/\bFROM products\b/.test(sql)) products += 1;
      return db.query(sql, params);
    },
    exec: (sql) => db.exec(sql),
  };
  return { q, storeReads: () => stores, productReads: () => products };
}

describe('store lookups', () => {
  it('reads a store once per request, and each realm or id asked for as its own', async () => {
    const { q, storeReads } = counting();
    const found = await withReadsOfOneRequest(async () => {
      const first = await findStoreByRealm(q, 'demo');
      const again = await Promise.all([findStoreByRealm(q, 'demo'), findStoreByRealm(q, 'demo')]);
      const other = await findStoreByRealm(q, 'plain');
      const missing = await findStoreByRealm(q, 'nosuchstore');
      const byId = await findStoreById(q, first?.id ?? -1);
      // A nested request shares the outer one's lookups.
      const nested = await withReadsOfOneRequest(() => findStoreByRealm(q, 'plain'));
      return { first, again, other, missing, byId, nested };
    });
    expect(found.first?.realmName).toBe('demo');
    expect(found.again).toEqual([found.first, found.first]);
    expect(found.other?.realmName).toBe('plain');
    expect(found.missing).toBeNull();
    expect(found.byId).toEqual(found.first);
    expect(found.nested).toBe(found.other);
    // demo, plain, the missing realm and the id: four reads, not eight.
    expect(storeReads()).toBe(4);
    // A store shared by a request's callers cannot be changed by one of them.
    expect(Object.isFrozen(found.first)).toBe(true);
  });

  it('reads the store anew for the next request, and on every call outside a request', async () => {
    const { q, storeReads } = counting();
    const before = await withReadsOfOneRequest(() => findStoreByRealm(q, 'demo'));
    await db.query(`UPDATE stores SET display_name = display_name || ' (renamed)' WHERE realm_name = 'demo'`);
    try {
      const after = await withReadsOfOneRequest(() => findStoreByRealm(q, 'demo'));
      expect(after?.displayName).toBe(`${before?.displayName} (renamed)`);
      await findStoreByRealm(q, 'demo');
      await findStoreByRealm(q, 'demo');
      expect(storeReads()).toBe(4);
    } finally {
      await db.query(
        `UPDATE stores SET display_name = left(display_name, length(display_name) - 10) WHERE realm_name = 'demo'`,
      );
    }
  });

  it('a page whose render calls the API in process reads its store once', async () => {
    const { q, storeReads } = counting();
    const app = new Hono<StoreEnv>();
    app.use(oneReadPerRequest());
    app.get('/api/store', requestStore(q), (c) => c.json({ realm: c.var.store.realmName }));
    // As a server render does: the API's answers come from this app, in this process.
    app.get('/page', async (c) => {
      const realm = c.req.query('realm') ?? '';
      const calls = await Promise.all(
        [1, 2, 3].map(() =>
          app.fetch(new Request('http://localhost/api/store', { headers: { [REALM_HEADER]: realm } })),
        ),
      );
      return c.json(await Promise.all(calls.map((call) => call.json())));
    });
    const demo = await app.request('/page?realm=demo');
    expect(await demo.json()).toEqual([{ realm: 'demo' }, { realm: 'demo' }, { realm: 'demo' }]);
    expect(storeReads()).toBe(1);
    // The next page, for another store, gets its own: nothing is carried from one request to the next.
    const plain = await app.request('/page?realm=plain');
    expect(await plain.json()).toEqual([{ realm: 'plain' }, { realm: 'plain' }, { realm: 'plain' }]);
    expect(storeReads()).toBe(2);
  });

  it('checks a product once per request for its store, and another store’s product is not found', async () => {
    const { q, productReads } = counting();
    const demo = await findStoreByRealm(db, 'demo');
    const plain = await findStoreByRealm(db, 'plain');
    if (!demo || !plain) throw new Error('the seeded stores are missing');
    const [product] = await db.query<{ id: number }>('SELECT id FROM products WHERE store_id = $1 LIMIT 1', [
      demo.id,
    ]);
    if (!product) throw new Error('the demo store has no product');
    const checks = await withReadsOfOneRequest(() =>
      Promise.all([
        requireProduct(q, demo.id, product.id),
        requireProduct(q, demo.id, product.id),
        loadFaqs(q, demo.id, product.id),
        requireProduct(q, plain.id, product.id).catch((error: unknown) => error),
        requireProduct(q, plain.id, product.id).catch((error: unknown) => error),
      ]),
    );
    expect(checks[0]).toBe(checks[1]);
    expect(checks[0]).toMatchObject({ id: product.id, product_type: expect.any(String) });
    expect(Object.isFrozen(checks[0])).toBe(true);
    for (const refused of checks.slice(3))
      expect(refused).toMatchObject({ status: 404 } satisfies Partial<HttpError>);
    // The demo store's product once, the other store's once: the FAQs' own query reads faqs only.
    expect(productReads()).toBe(2);
    await withReadsOfOneRequest(() => requireProduct(q, demo.id, product.id));
    expect(productReads()).toBe(3);
  });
});
