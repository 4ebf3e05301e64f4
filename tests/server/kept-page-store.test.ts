// The store's records a served page starts from are read once for the pages after it: anew after
// their lifetime, after a write says public pages changed, and after a read that failed; each realm
// and each database its own; never changed by a page that uses them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Queryable } from '../../server/db/db.ts';
import { catalogChanged } from '../../server/page/first-screen-cache.ts';
import { keptPageStore, STORE_RECORDS_LIFETIME_MS } from '../../server/page/kept-page-store.ts';
import { openSeededDb } from './test-db.ts';

let db: Db;

beforeAll(async () => {
  db = await openSeededDb();
});

afterAll(async () => {
  await db.close();
});

/** The database as a new server has it (records are kept per database), counting its queries. */
function counting(fail = false): { q: Queryable; queries: () => number } {
  let queries = 0;
  const q: Queryable = {
    query: (sql, params) => {
      queries += 1;
      if (fail) return Promise.reject(new Error('the database is away'));
      return db.query(sql, params);
    },
    exec: (sql) => db.exec(sql),
  };
  return { q, queries: () => queries };
}

/** A clock the test moves. */
function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, pass: (ms: number) => (now += ms) };
}

describe('the store’s records for served pages', () => {
  it('are read once, then kept for the pages after, with the same answers', async () => {
    const { q, queries } = counting();
    const time = clock();
    const first = await keptPageStore(q, 'demo', undefined, time.now);
    const read = queries();
    expect(read).toBeGreaterThan(3);
    expect(first.kind).toBe('found');
    time.pass(STORE_RECORDS_LIFETIME_MS);
    const [again, meanwhile] = await Promise.all([
      keptPageStore(q, 'demo', undefined, time.now),
      keptPageStore(q, 'demo', undefined, time.now),
    ]);
    expect(again).toBe(first);
    expect(meanwhile).toBe(first);
    expect(queries()).toBe(read);
  });

  it('carry the store’s reCAPTCHA record, read anew with them after a change', async () => {
    const { q } = counting();
    const time = clock();
    const before = await keptPageStore(q, 'lab', undefined, time.now);
    // The lab store turns it on, with no site key of its own.
    expect(before.kind === 'found' && before.recaptcha).toEqual({ enabled: true, siteKey: null });
    await db.query("UPDATE store_recaptcha_configurations SET site_key = 'k' WHERE store_id = 22");
    try {
      expect(await keptPageStore(q, 'lab', undefined, time.now)).toBe(before);
      await catalogChanged(db);
      const after = await keptPageStore(q, 'lab', undefined, time.now);
      expect(after.kind === 'found' && after.recaptcha).toEqual({ enabled: true, siteKey: 'k' });
    } finally {
      await db.query('UPDATE store_recaptcha_configurations SET site_key = NULL WHERE store_id = 22');
    }
  });

  it('are read anew after their lifetime', async () => {
    const { q, queries } = counting();
    const time = clock();
    await keptPageStore(q, 'demo', undefined, time.now);
    const read = queries();
    time.pass(STORE_RECORDS_LIFETIME_MS + 1);
    await keptPageStore(q, 'demo', undefined, time.now);
    expect(queries()).toBe(2 * read);
  });

  it('are read anew once a write says what public pages show changed', async () => {
    const { q, queries } = counting();
    const time = clock();
    const before = await keptPageStore(q, 'demo', undefined, time.now);
    const read = queries();
    const [row] = await db.query<{ display_name: string }>(
      "SELECT display_name FROM stores WHERE realm_name = 'demo'",
    );
    await db.query("UPDATE stores SET display_name = 'Renamed' WHERE realm_name = 'demo'");
    try {
      // An operator's change, unsaid: the kept records are still served within their lifetime.
      expect(await keptPageStore(q, 'demo', undefined, time.now)).toBe(before);
      await catalogChanged(db);
      const after = await keptPageStore(q, 'demo', undefined, time.now);
      expect(queries()).toBe(2 * read);
      expect(after.kind === 'found' && after.store.displayName).toBe('Renamed');
    } finally {
      await db.query("UPDATE stores SET display_name = $1 WHERE realm_name = 'demo'", [row?.display_name]);
      await catalogChanged(db);
    }
  });

  it('keep each realm, and a realm with no store, apart', async () => {
    const { q, queries } = counting();
    const time = clock();
    const demo = await keptPageStore(q, 'demo', undefined, time.now);
    const plain = await keptPageStore(q, 'plain', undefined, time.now);
    const missing = await keptPageStore(q, 'nosuchstore', undefined, time.now);
    const read = queries();
    expect(demo.kind === 'found' && demo.store.realmName).toBe('demo');
    expect(plain.kind === 'found' && plain.store.realmName).toBe('plain');
    expect(missing.kind).toBe('missing');
    expect(await keptPageStore(q, 'plain', undefined, time.now)).toBe(plain);
    expect(await keptPageStore(q, 'nosuchstore', undefined, time.now)).toBe(missing);
    expect(queries()).toBe(read);
  });

  it('are not kept when their read failed: the next page reads again', async () => {
    const failing = counting(true);
    const time = clock();
    await expect(keptPageStore(failing.q, 'demo', undefined, time.now)).rejects.toThrow('away');
    await expect(keptPageStore(failing.q, 'demo', undefined, time.now)).rejects.toThrow('away');
    expect(failing.queries()).toBe(2);
  });

  it('cannot be changed by a page that reads them', async () => {
    const { q } = counting();
    const records = await keptPageStore(q, 'demo', undefined, clock().now);
    if (records.kind !== 'found') throw new Error('the demo store is seeded');
    expect(() => {
      (records.store as { displayName: string }).displayName = 'Changed by a page';
    }).toThrow(TypeError);
    expect(() => records.languages.push(records.languages[0] as never)).toThrow(TypeError);
    expect((await keptPageStore(q, 'demo', undefined, clock().now)).kind).toBe('found');
  });
});
