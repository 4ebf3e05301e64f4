// The seeded demo catalogue has everything the screens show (all seven product types, three
// category levels, vendors, discounts, hidden prices, stock-outs, reviews, questions, slots,
// bundles), is the same on every run, and the schema's triggers keep paths, ratings and facet
// counts right whatever changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_TYPES } from '../../contracts/pbs.ts';
import type { Db, Queryable } from '../../server/db/db.ts';
import { seedCatalogue } from '../../server/db/seed-catalogue.ts';
import { openSeededDb } from './test-db.ts';

let db: Db;

beforeAll(async () => {
  db = await openSeededDb();
});

afterAll(async () => {
  await db.close();
});

/** Runs `work` in a transaction and rolls it back, so nothing it writes stays. */
async function rolledBack(work: (tx: Queryable) => Promise<void>): Promise<void> {
  const rollback = new Error('rollback');
  await expect(
    db.transaction(async (tx) => {
      await work(tx);
      throw rollback;
    }),
  ).rejects.toBe(rollback);
}

async function one<T>(tx: Queryable, sql: string, params: unknown[] = []): Promise<T> {
  const [row] = await tx.query<T>(sql, params);
  if (row === undefined) throw new Error(`no row: ${sql}`);
  return row;
}

const FACETS_MISMATCH = `
  SELECT count(*)::int AS n FROM (
    SELECT store_id, category_id, vendor_id, product_type, in_stock, count(*)::int AS product_count,
           sum(rating_total)::bigint AS rating_total, sum(rating_count)::bigint AS rating_count
    FROM products GROUP BY store_id, category_id, vendor_id, product_type, in_stock
  ) actual FULL JOIN product_facets f USING (store_id, category_id, vendor_id, product_type, in_stock)
  WHERE actual.product_count IS DISTINCT FROM f.product_count
     OR actual.rating_total IS DISTINCT FROM f.rating_total
     OR actual.rating_count IS DISTINCT FROM f.rating_count`;

describe('the seeded demo catalogue', () => {
  it('has 300 products of all seven product types', async () => {
    const rows = await db.query<{ product_type: string; n: number }>(
      'SELECT product_type, count(*)::int AS n FROM products WHERE store_id = 19 GROUP BY product_type',
    );
    const byType = Object.fromEntries(rows.map((row) => [row.product_type, row.n]));
    expect(Object.values(byType).reduce((sum, n) => sum + n, 0)).toBe(300);
    for (const type of PRODUCT_TYPES) expect(byType[type], type).toBeGreaterThanOrEqual(5);
  });

  it('has six roots, eighteen children and thirty-six grandchildren, with products in the leaves', async () => {
    const levels = await db.query<{ level: number; n: number }>(
      'SELECT level, count(*)::int AS n FROM categories WHERE store_id = 19 GROUP BY level ORDER BY level',
    );
    expect(levels).toEqual([
      { level: 1, n: 6 },
      { level: 2, n: 18 },
      { level: 3, n: 36 },
    ]);
    const outsideLeaves = await one<{ n: number }>(
      db,
      'SELECT count(*)::int AS n FROM products p JOIN categories c ON c.id = p.category_id WHERE c.level <> 3',
    );
    expect(outsideLeaves.n).toBe(0);
    const emptyLeaves = await one<{ n: number }>(
      db,
      `SELECT count(*)::int AS n FROM categories c WHERE c.level = 3
       AND NOT EXISTS (SELECT 1 FROM products p WHERE p.category_id = c.id)`,
    );
    expect(emptyLeaves.n).toBe(0);
  });

  it('has the variety the screens need', async () => {
    const stats = await one<Record<string, number>>(
      db,
      `SELECT count(DISTINCT vendor_id)::int AS vendors,
              count(*) FILTER (WHERE selling_price < product_price)::int AS discounted,
              count(*) FILTER (WHERE discount_details IS NOT NULL AND discount_details NOT LIKE '%\\% off')::int AS offers,
              count(*) FILTER (WHERE NOT price_visibility)::int AS hidden_prices,
              count(*) FILTER (WHERE NOT in_stock)::int AS out_of_stock,
              count(*) FILTER (WHERE rating_count = 0)::int AS unrated,
              count(*) FILTER (WHERE product_price % 100 <> 0)::int AS with_cents,
              max(product_price)::int AS max_price,
              min(image_count)::int AS min_images,
              max(image_count)::int AS max_images
       FROM products WHERE store_id = 19`,
    );
    expect(stats.vendors).toBeGreaterThanOrEqual(8);
    expect(stats.discounted).toBeGreaterThan(120);
    expect(stats.offers).toBeGreaterThan(0);
    expect(stats.hidden_prices).toBeGreaterThan(0);
    expect(stats.out_of_stock).toBeGreaterThan(0);
    expect(stats.unrated).toBeGreaterThan(0);
    expect(stats.with_cents).toBeGreaterThan(0);
    expect(stats.max_price).toBeLessThanOrEqual(500_000 * 100);
    expect([stats.min_images, stats.max_images]).toEqual([3, 4]);

    const ratings = await db.query<{ rating: number }>('SELECT DISTINCT rating FROM product_reviews');
    expect(ratings.map((row) => row.rating).sort()).toEqual([1, 2, 3, 4, 5]);
    const unanswered = await one<{ n: number }>(
      db,
      'SELECT count(*)::int AS n FROM product_questions WHERE answer IS NULL',
    );
    expect(unanswered.n).toBeGreaterThan(0);
  });

  it('gives every service slots and every bundle at least two physical products of the store', async () => {
    const slotless = await one<{ n: number }>(
      db,
      `SELECT count(*)::int AS n FROM products p WHERE p.product_type IN ('Service', 'Packaged Service')
       AND NOT EXISTS (SELECT 1 FROM service_slots s WHERE s.product_id = p.id)`,
    );
    expect(slotless.n).toBe(0);
    const bundles = await db.query<{ items: number; physical: number; same_store: number }>(
      `SELECT count(i.id)::int AS items,
              count(*) FILTER (WHERE i.product_type = 'Physical')::int AS physical,
              count(*) FILTER (WHERE i.store_id = b.store_id)::int AS same_store
       FROM products b JOIN product_bundle_items x ON x.bundle_id = b.id JOIN products i ON i.id = x.item_id
       WHERE b.product_type = 'Bundled' GROUP BY b.id`,
    );
    const bundled = await one<{ n: number }>(
      db,
      "SELECT count(*)::int AS n FROM products WHERE product_type = 'Bundled'",
    );
    expect(bundles).toHaveLength(bundled.n);
    for (const bundle of bundles) {
      expect(bundle.items).toBeGreaterThanOrEqual(2);
      expect(bundle.physical).toBe(bundle.items);
      expect(bundle.same_store).toBe(bundle.items);
    }
  });

  it('starts its facet counts in step with the products', async () => {
    expect((await one<{ n: number }>(db, FACETS_MISMATCH)).n).toBe(0);
    expect((await one<{ n: number }>(db, 'SELECT count(*)::int AS n FROM product_facets')).n).toBeGreaterThan(
      36,
    );
  });
});

describe('seedCatalogue', () => {
  async function productsOf(tx: Queryable, storeId: number) {
    return tx.query<Record<string, unknown>>(
      `SELECT p.name, p.product_type, p.product_price, p.selling_price, p.discount_details, p.stock,
              p.price_visibility, p.rating_total, p.rating_count, p.created_at, c.name AS category
       FROM products p JOIN categories c ON c.id = p.category_id WHERE p.store_id = $1 ORDER BY p.id`,
      [storeId],
    );
  }

  it('makes the same products every time, the first ones whatever the size', async () => {
    let small: Record<string, unknown>[] = [];
    let large: Record<string, unknown>[] = [];
    await rolledBack(async (tx) => {
      expect((await seedCatalogue(tx, 21, 40)).products).toBe(40);
      small = await productsOf(tx, 21);
    });
    await rolledBack(async (tx) => {
      await seedCatalogue(tx, 21, 90);
      large = await productsOf(tx, 21);
    });
    expect(small).toHaveLength(40);
    expect(large.slice(0, 40)).toEqual(small);
  });

  it('seeds thousands of products with the indexes rebuilt exactly as the migrations made them', async () => {
    // This schema's only: on PostgreSQL other test files have their own schemas in the database.
    const indexes = (on: Queryable) =>
      on.query<{ indexdef: string }>(
        `SELECT indexdef FROM pg_indexes WHERE schemaname = current_schema()
         AND tablename IN ('products', 'product_reviews') ORDER BY indexname`,
      );
    const before = await indexes(db);
    await rolledBack(async (tx) => {
      const summary = await seedCatalogue(tx, 21, 6000);
      expect(summary.products).toBe(6000);
      expect(Object.keys(summary.productsByType).sort()).toEqual([...PRODUCT_TYPES].sort());
      expect(await indexes(tx)).toEqual(before);
      expect((await one<{ n: number }>(tx, FACETS_MISMATCH)).n).toBe(0);
    });
    expect(before.length).toBeGreaterThan(10);
  });

  it('refuses a size outside 1..200000', async () => {
    await rolledBack(async (tx) => {
      await expect(seedCatalogue(tx, 21, 0)).rejects.toThrow('from 1 to 200000');
    });
  });
});

describe('the catalogue schema', () => {
  it('keeps product ratings in step with reviews added, changed and removed', async () => {
    await rolledBack(async (tx) => {
      const product = await one<{ id: number }>(
        tx,
        'SELECT id FROM products WHERE rating_count = 0 ORDER BY id LIMIT 1',
      );
      const rating = () =>
        one<{ rating: number; rating_count: number }>(
          tx,
          'SELECT rating, rating_count FROM products WHERE id = $1',
          [product.id],
        );
      await tx.query(
        "INSERT INTO product_reviews (product_id, customer_name, rating) VALUES ($1, 'A', 5), ($1, 'B', 4), ($1, 'C', 4)",
        [product.id],
      );
      expect(await rating()).toEqual({ rating: 4.3, rating_count: 3 });
      await tx.query("UPDATE product_reviews SET rating = 1 WHERE product_id = $1 AND customer_name = 'A'", [
        product.id,
      ]);
      expect(await rating()).toEqual({ rating: 3, rating_count: 3 });
      await tx.query('DELETE FROM product_reviews WHERE product_id = $1', [product.id]);
      expect(await rating()).toEqual({ rating: 0, rating_count: 0 });
      expect((await one<{ n: number }>(tx, FACETS_MISMATCH)).n).toBe(0);
    });
  });

  it('keeps facet counts in step with products added, changed and removed', async () => {
    await rolledBack(async (tx) => {
      await tx.query('UPDATE products SET stock = 0 WHERE id % 3 = 0 AND stock IS NOT NULL');
      await tx.query(
        'UPDATE products SET category_id = (SELECT min(id) FROM categories WHERE level = 3) WHERE id % 5 = 0',
      );
      await tx.query('DELETE FROM products WHERE id % 7 = 0');
      expect((await one<{ n: number }>(tx, FACETS_MISMATCH)).n).toBe(0);
      await tx.query('DELETE FROM products');
      expect((await one<{ n: number }>(tx, 'SELECT count(*)::int AS n FROM product_facets')).n).toBe(0);
    });
  });

  it('derives category paths and levels, and refuses a fourth level or a move', async () => {
    await rolledBack(async (tx) => {
      const leaf = await one<{ id: number; path: number[]; level: number; parent_id: number }>(
        tx,
        "SELECT id, path, level, parent_id FROM categories WHERE name = 'Headphones'",
      );
      const parent = await one<{ id: number; parent_id: number }>(
        tx,
        'SELECT id, parent_id FROM categories WHERE id = $1',
        [leaf.parent_id],
      );
      expect(leaf.path).toEqual([parent.parent_id, parent.id, leaf.id]);
      expect(leaf.level).toBe(3);
      await expect(
        tx.query("INSERT INTO categories (store_id, parent_id, name) VALUES (19, $1, 'Too deep')", [leaf.id]),
      ).rejects.toThrow(/categories_level_check/);
    });
    await rolledBack(async (tx) => {
      await expect(
        tx.query("UPDATE categories SET parent_id = NULL WHERE name = 'Headphones'"),
      ).rejects.toThrow('A category cannot be moved');
    });
  });

  it('refuses money and ratings outside their ranges, and vendors of another store', async () => {
    const insert = (tx: Queryable, columns: string) =>
      tx.query(
        `INSERT INTO products (store_id, vendor_id, category_id, product_type, name, product_price, selling_price)
         SELECT ${columns} FROM products LIMIT 1`,
      );
    await rolledBack(async (tx) => {
      await expect(insert(tx, "19, vendor_id, category_id, 'Physical', 'X', 50000001, 1")).rejects.toThrow(
        /check/,
      );
    });
    await rolledBack(async (tx) => {
      await expect(insert(tx, "19, vendor_id, category_id, 'Physical', 'X', 100, 200")).rejects.toThrow(
        /check/,
      );
    });
    await rolledBack(async (tx) => {
      await expect(insert(tx, "19, vendor_id, category_id, 'Gadget', 'X', 100, 100")).rejects.toThrow(
        /check/,
      );
    });
    await rolledBack(async (tx) => {
      await expect(insert(tx, "21, vendor_id, category_id, 'Physical', 'X', 100, 100")).rejects.toThrow(
        /foreign key/,
      );
    });
    await rolledBack(async (tx) => {
      await expect(
        tx.query("INSERT INTO product_reviews (product_id, customer_name, rating) VALUES (1, 'A', 6)"),
      ).rejects.toThrow(/check/);
    });
  });
});
