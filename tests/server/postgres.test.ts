// The same migrations, seed and endpoints on a real PostgreSQL server. Runs only when
// TEST_DATABASE_URL is set (e.g. postgres://user@localhost:5432/db); it works in a throwaway
// schema that it drops afterwards, so it never touches existing tables.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenSet } from '../../contracts/ums.ts';
import { createApp } from '../../server/app.ts';
import type { Db } from '../../server/db/db.ts';
import { migrate } from '../../server/db/migrate.ts';
import { openPostgresDb } from '../../server/db/postgres-db.ts';
import { seedIfEmpty } from '../../server/db/seed.ts';
import { testConfig } from './test-db.ts';

const url = process.env.TEST_DATABASE_URL;
const schema = `storefront_test_${process.pid}_${Date.now()}`;

describe.skipIf(!url)('on PostgreSQL (TEST_DATABASE_URL)', () => {
  let admin: Db;
  let db: Db;

  beforeAll(async () => {
    admin = await openPostgresDb(url ?? '');
    await admin.exec(`CREATE SCHEMA ${schema}`);
    const scoped = new URL(url ?? '');
    scoped.searchParams.set('options', `-c search_path=${schema}`);
    db = await openPostgresDb(scoped.toString());
  });

  afterAll(async () => {
    await db?.close();
    await admin?.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin?.close();
  });

  it('migrates idempotently and seeds once', async () => {
    expect(await migrate(db)).toHaveLength(22);
    expect(await migrate(db)).toEqual([]);
    expect(await seedIfEmpty(db)).toBe(true);
    expect(await seedIfEmpty(db)).toBe(false);
  });

  it('serves the same answers as on PGlite', async () => {
    const app = createApp({ db, config: testConfig() });
    const settings = await app.request('/pbs/rest/v3/content-settings?store-id=19');
    const body = (await settings.json()) as {
      response_body: { store_settings_data: { store_currency: unknown[] }[] };
    };
    expect(body.response_body.store_settings_data[0]?.store_currency).toEqual([
      { id: 1, symbol: 'R', iso_code: 'ZAR', fractional_unit: 'cents', number_to_basic: 100, store_id: 19 },
    ]);
    const logo = await app.request('/media/stores/19/logo-light.svg');
    expect(logo.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(await logo.text()).toContain('Demo Store');
    const languages = await app.request('/pbs/rest/v3/languages?realm-name=demo');
    expect(
      ((await languages.json()) as { response_body: { total_count: number } }).response_body.total_count,
    ).toBe(6);
  });

  it('serves the catalogue: filters, sorts, search, counts and media', async () => {
    const app = createApp({ db, config: testConfig() });
    const get = async <T>(path: string): Promise<T> => {
      const response = await app.request(`/pbs/rest/v3/${path}`, { headers: { 'realm-name': 'demo' } });
      expect(response.status, path).toBe(200);
      return ((await response.json()) as { response_body: T }).response_body;
    };
    type Page = {
      products: { product_id: number; final_price: number; category_id: number }[];
      total_count: number;
    };
    expect((await get<Page>('products')).total_count).toBe(300);
    const priced = await get<Page>('products?category-id=1&min-price=1000&sort=price_asc&page-number=-1');
    const prices = priced.products.map((product) => product.final_price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices.every((price) => price >= 1000)).toBe(true);
    expect(priced.total_count).toBe(priced.products.length);
    const [count] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM products p JOIN categories c ON c.id = p.category_id
       WHERE p.store_id = 19 AND 1 = ANY(c.path) AND p.selling_price >= 100000`,
    );
    expect(priced.total_count).toBe(count?.n);
    expect((await get<Page>('products?search=clean&page-limit=1')).total_count).toBeGreaterThan(5);
    expect((await get<Page>('products?availability=in_stock&page-limit=1')).total_count).toBeLessThan(300);
    expect((await get<{ data: unknown[] }>('categories?page-number=-1')).data).toHaveLength(60);
    expect(await get('pincode-product-details?pincode=400001&product-id=1')).toEqual({
      pincode: '400001',
      deliverable: true,
      estimated_delivery_days: 2,
    });
    const image = await app.request('/media/products/1/1.svg');
    expect(image.headers.get('Content-Type')).toBe('image/svg+xml');
  });

  it('rolls a failed transaction back', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("UPDATE stores SET display_name = 'Changed' WHERE id = 19");
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const [store] = await db.query<{ display_name: string }>('SELECT display_name FROM stores WHERE id = 19');
    expect(store?.display_name).toBe('Demo Store');
  });

  it('signs in, and rotates a refresh token only once under truly parallel refreshes', async () => {
    const app = createApp({ db, config: testConfig(), log: () => {} });
    const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      app.request(`/ums/rest/v3/${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    const login = await post(
      'login',
      { username: 'demo@example.com', password: 'Demo-pass-2026' },
      { 'realm-name': 'demo' },
    );
    expect(login.status).toBe(200);
    const tokens = ((await login.json()) as { response_body: TokenSet }).response_body;
    // On PostgreSQL the pool runs these on separate connections at the same time.
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        post('refresh-token', { refresh_token: tokens.refresh_token, realm_name: 'demo' }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401, 401, 401, 401, 401]);
    const [issued] = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM refresh_tokens rt JOIN login_sessions s ON s.id = rt.session_id
       WHERE s.revoked_reason = 'reuse'`,
    );
    expect(issued?.count).toBe(2);
  });
});
