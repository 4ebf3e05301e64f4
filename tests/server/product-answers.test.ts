// What is below a product is read beside it, and what does not come in time is left out: a table
// held by a long write must not hold the page (server/page/product-answers.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Queryable } from '../../server/db/db.ts';
import { productAnswers } from '../../server/page/product-answers.ts';
import { openSeededDb } from './test-db.ts';

let db: Db;
let demoStore: number;

beforeAll(async () => {
  db = await openSeededDb();
  const [store] = await db.query<{ id: number }>("SELECT id FROM stores WHERE realm_name = 'demo'");
  demoStore = store?.id ?? -1;
});

afterAll(async () => {
  await db.close();
});

/** The database, with the reads of one table held until the test lets them go. */
function holding(table: RegExp): { q: Queryable; release: () => void } {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const q: Queryable = {
    query: async (sql, params) => {
      if (table.test(sql)) await held;
      return db.query(sql, params);
    },
    exec: (sql) => db.exec(sql),
  };
  return { q, release };
}

describe('what is below a product', () => {
  it('is all there when the reads come in time', async () => {
    const answers = await productAnswers(db, demoStore, 1);
    expect(Object.keys(answers).sort()).toEqual([
      'productFaqs',
      'productQuestions',
      'productRatings',
      'similarProducts',
    ]);
  });

  it('leaves out what a held table keeps back, and the page does not wait for it', async () => {
    const { q, release } = holding(/\bFROM product_reviews\b/);
    const started = performance.now();
    const answers = await productAnswers(q, demoStore, 1, 50);
    const waited = performance.now() - started;
    release();
    expect(answers.productRatings).toBeUndefined();
    expect(answers.productQuestions).toBeDefined();
    expect(answers.productFaqs).toBeDefined();
    expect(answers.similarProducts).toBeDefined();
    // Waited for the deadline, not for the table (which the test held until after).
    expect(waited).toBeLessThan(5_000);
  });

  it('leaves out what failed, and nothing at all for a product the store does not have', async () => {
    expect(await productAnswers(db, demoStore, 999_999)).toEqual({});
  });
});
