// The store's contact in GET content-settings (store_contact), for the footer: absent until the store
// publishes one, then exactly its e-mail and phone; malformed values never reach the table.
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../contracts/envelope.ts';
import type { StoreSettings } from '../../contracts/store.ts';
import { createApp } from '../../server/app.ts';
import type { Db } from '../../server/db/db.ts';
import { openSeededDb, testConfig } from './test-db.ts';

let db: Db;
let app: Hono;

beforeAll(async () => {
  db = await openSeededDb();
  app = createApp({ db, config: testConfig() });
});

afterAll(async () => {
  await db.close();
});

async function settings(storeId: number): Promise<StoreSettings | undefined> {
  const response = await app.request(`/pbs/rest/v3/content-settings?store-id=${storeId}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as Envelope<{ store_settings_data: StoreSettings[] }>;
  return body.response_body.store_settings_data[0];
}

describe('the store contact in content-settings', () => {
  it('answers each store its own contact, and none for a store without one', async () => {
    const [other] = await db.query<{ id: number }>(
      'SELECT id FROM stores WHERE id <> 19 ORDER BY id LIMIT 1',
    );
    await db.query('DELETE FROM store_contacts WHERE store_id IN (19, $1)', [other?.id]);
    expect((await settings(19))?.store_contact).toBeUndefined();
    await db.query(
      `INSERT INTO store_contacts (store_id, email, phone) VALUES (19, 'help@demo-store.example', '+27 21 555 0100')`,
    );
    expect((await settings(19))?.store_contact).toEqual({
      email: 'help@demo-store.example',
      phone: '+27 21 555 0100',
    });
    if (other) expect((await settings(other.id))?.store_contact).toBeUndefined();
  });

  it('keeps markup and script schemes out of the contact', async () => {
    for (const [email, phone] of [
      ['javascript:alert(1)', null],
      ['a@b', null],
      [null, '<b>1</b>'],
      [null, null],
    ]) {
      await expect(
        db.query('INSERT INTO store_contacts (store_id, email, phone) VALUES ($1, $2, $3)', [
          (await db.query<{ id: number }>('SELECT max(id) AS id FROM stores'))[0]?.id,
          email,
          phone,
        ]),
      ).rejects.toThrow();
    }
  });
});
