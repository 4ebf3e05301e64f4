// A guest's render asks the API for what is the same on every page of the store once, and then has
// it kept: anew after its lifetime or a change, never a customer's, never a product's own answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PBS_BASE_PATH } from '../../contracts/pbs.ts';
import { REALM_HEADER } from '../../contracts/request.ts';
import { createApp } from '../../server/app.ts';
import type { Db } from '../../server/db/db.ts';
import { inProcessRequest } from '../../server/http/in-process.ts';
import { catalogChanged } from '../../server/page/first-screen-cache.ts';
import { keepingStoreAnswers, STORE_ANSWER_LIFETIME_MS } from '../../server/page/kept-store-answers.ts';
import { openSeededDb, testConfig } from './test-db.ts';

let db: Db;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  db = await openSeededDb();
  app = createApp({ db, config: testConfig(), log: () => {} });
});

afterAll(async () => {
  await db.close();
});

/** The API in this process, counting what reaches it, and a clock the test moves. */
function counted() {
  const asked: string[] = [];
  let now = 1_000_000;
  const api = keepingStoreAnswers(
    (request) => {
      asked.push(new URL(request.url).pathname);
      return app.fetch(request);
    },
    undefined,
    () => now,
  );
  const ask = (path: string, headers: Record<string, string> = {}) =>
    api(inProcessRequest(`${PBS_BASE_PATH}/${path}`, { headers: { [REALM_HEADER]: 'demo', ...headers } }));
  return { ask, asked, pass: (ms: number) => (now += ms) };
}

describe('the store-wide answers a guest’s render asks for', () => {
  it('are asked once and kept, the same answer each time', async () => {
    const { ask, asked } = counted();
    const first = await ask('categories?page-number=-1&language-code=en');
    const body = await first.text();
    expect(first.status).toBe(200);
    expect(JSON.parse(body).response_body.data.length).toBeGreaterThan(0);
    const [again, meanwhile] = await Promise.all([
      ask('categories?page-number=-1&language-code=en'),
      ask('categories?page-number=-1&language-code=en'),
    ]);
    expect(await again.text()).toBe(body);
    expect(await meanwhile.text()).toBe(body);
    expect(again.headers.get('Content-Type')).toBe(first.headers.get('Content-Type'));
    expect(asked).toEqual([`${PBS_BASE_PATH}/categories`]);
  });

  it('are kept apart by query, language and store', async () => {
    const { ask, asked } = counted();
    await ask('deals?page-limit=10&language-code=en');
    await ask('deals?page-limit=10&language-code=ar');
    await ask('deals?page-limit=5&language-code=en');
    await ask('deals?page-limit=10&language-code=en', { [REALM_HEADER]: 'plain' });
    expect(asked).toHaveLength(4);
    await ask('deals?page-limit=10&language-code=ar');
    await ask('deals?page-limit=10&language-code=en', { [REALM_HEADER]: 'plain' });
    expect(asked).toHaveLength(4);
  });

  it('are asked anew after their lifetime, and after a write says what pages show changed', async () => {
    const { ask, asked, pass } = counted();
    await ask('vendors?language-code=en');
    pass(STORE_ANSWER_LIFETIME_MS);
    await ask('vendors?language-code=en');
    expect(asked).toHaveLength(1);
    pass(1);
    await ask('vendors?language-code=en');
    expect(asked).toHaveLength(2);
    await catalogChanged(db);
    await ask('vendors?language-code=en');
    expect(asked).toHaveLength(3);
  });

  it('are never kept for a customer, nor a product’s own answers, nor what is not a whole answer', async () => {
    const { ask, asked } = counted();
    for (let i = 0; i < 2; i++) {
      await ask('recommendation?page-limit=10&language-code=en', { Authorization: 'Bearer someone' });
      await ask('ratings/1?language-code=en');
      await ask('faqs/1?language-code=en');
      // A store that does not exist: answered, not kept.
      await ask('banners?language-code=en', { [REALM_HEADER]: 'nosuchstore' });
    }
    expect(asked).toHaveLength(8);
  });
});
