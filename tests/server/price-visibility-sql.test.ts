// The SQL that decides whether a price shows (price_is_visible, migration 071, and the products'
// shown_price and shown_discount_percent computed with it) agrees with the storefront's and the
// answers' rule, isPriceVisible (machines/shared/priceVisibility.ts), over every value the rule
// documents. PGlite by default; PostgreSQL with `npm run test:postgres -- tests/server/price-visibility-sql.test.ts`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isPriceVisible,
  PRICE_VISIBILITY_TABLE,
  type PriceVisibilityValue,
} from '../../machines/shared/priceVisibility.ts';
import type { Db } from '../../server/db/db.ts';
import { openSeededDb } from './test-db.ts';

let db: Db;

beforeAll(async () => {
  db = await openSeededDb();
});

afterAll(async () => {
  await db.close();
});

/** A value as SQL reads it as text (a boolean column's `::text` is 'true' or 'false'). */
const sqlText = (value: PriceVisibilityValue | undefined) =>
  value === undefined || value === null ? null : String(value);

describe('price_is_visible (SQL) and isPriceVisible agree', () => {
  it('over the rule’s whole table of values', async () => {
    const values = PRICE_VISIBILITY_TABLE.map(([value]) => value);
    const rows = await db.query<{ i: number; shown: boolean }>(
      `SELECT i::int, price_is_visible(v) AS shown FROM unnest($1::text[]) WITH ORDINALITY AS t(v, i)`,
      [values.map(sqlText)],
    );
    const bySql = rows.sort((a, b) => a.i - b.i).map((row) => row.shown);
    expect(bySql).toEqual(values.map((value) => isPriceVisible({ price_visibility: value })));
    expect(bySql).toEqual(PRICE_VISIBILITY_TABLE.map(([, shown]) => shown));
  });

  it('a boolean column’s text, as the products’ generated columns read it', async () => {
    const [row] = await db.query<{ shown: boolean; hidden: boolean }>(
      `SELECT price_is_visible(true::text) AS shown, price_is_visible(false::text) AS hidden`,
    );
    expect(row).toEqual({ shown: true, hidden: false });
  });

  it('every product’s shown price and discount follow the rule (given, hidden and defaulted)', async () => {
    await db
      .transaction(async (tx) => {
        const [store] = await tx.query<{ store_id: number; vendor_id: number; category_id: number }>(
          'SELECT store_id, vendor_id, category_id FROM products ORDER BY id LIMIT 1',
        );
        if (!store) throw new Error('the seed has no product');
        const insert = (visibility: string) =>
          tx.query(
            `INSERT INTO products (store_id, vendor_id, category_id, product_type, name, product_price,
               selling_price ${visibility === 'DEFAULT' ? '' : ', price_visibility'})
             VALUES ($1, $2, $3, 'Physical', 'Visibility check', 20000, 15000
               ${visibility === 'DEFAULT' ? '' : `, ${visibility}`})`,
            [store.store_id, store.vendor_id, store.category_id],
          );
        for (const visibility of ['true', 'false', 'DEFAULT']) await insert(visibility);
        const rows = await tx.query<{
          price_visibility: boolean;
          selling_price: number;
          product_price: number;
          shown_price: number | null;
          shown_discount_percent: number;
        }>(
          `SELECT price_visibility, selling_price, product_price, shown_price, shown_discount_percent
           FROM products`,
        );
        expect(rows.filter((row) => !row.price_visibility).length).toBeGreaterThan(3);
        for (const row of rows) {
          const shown = isPriceVisible(row);
          expect(row.shown_price).toBe(shown ? row.selling_price : null);
          const percent =
            !shown || row.product_price === 0
              ? 0
              : Math.trunc(((row.product_price - row.selling_price) * 100) / row.product_price);
          expect(row.shown_discount_percent).toBe(percent);
        }
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
  });
});

/** Undoes the test's rows: the file's database is shared by its tests. */
class Rollback extends Error {}
