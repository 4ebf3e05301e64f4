// Times GET /pbs/rest/v3/products on a big catalogue: an in-memory PGlite seeded with 50,000
// products for the demo store, a warm-up, then N requests through app.request() in a realistic mix
// of filtered and sorted pages. Prints the median and p95 per scenario and overall, and exits 1
// when the overall median is 50 ms or more.
//
//   npx tsx scripts/benchmark-listing.ts [--products 50000] [--requests 200] [--explain]
//
// --explain prints the query plans of one request per scenario (EXPLAIN ANALYZE), to check that
// each uses its index.
import { parseArgs } from 'node:util';
import { createApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import type { Db, Queryable } from '../server/db/db.ts';
import { migrate } from '../server/db/migrate.ts';
import { openPgliteDb } from '../server/db/pglite-db.ts';
import { seedIfEmpty } from '../server/db/seed.ts';

const BUDGET_MS = 50;
const LISTING = '/pbs/rest/v3/products';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '50000' },
    requests: { type: 'string', default: '200' },
    explain: { type: 'boolean', default: false },
  },
});
const productCount = Number(values.products);
const requestCount = Number(values.requests);

interface Scenario {
  name: string;
  /** The query string of the i-th request of this scenario. */
  query(i: number, ids: CatalogueIds): Record<string, string | number>;
}

interface CatalogueIds {
  roots: number[];
  children: number[];
  leaves: number[];
  vendors: number[];
}

const SEARCHES = [
  'headphones',
  'cotton shirt',
  'yoga',
  'payments api',
  'laptop ssd',
  'kettle',
  'clean',
  'ebook',
];
const PRICE_RANGES = [
  [500, 5000],
  [1000, 50000],
  [100, 2000],
  [2000, 200000],
] as const;

const SCENARIOS: Scenario[] = [
  {
    name: 'category + price range + sort by price',
    query: (i, ids) => {
      const levels = [ids.roots, ids.children, ids.leaves];
      const level = levels[i % 3] ?? ids.roots;
      const [min, max] = PRICE_RANGES[i % PRICE_RANGES.length] ?? [0, 500000];
      return {
        'category-id': level[i % level.length] ?? 1,
        'min-price': min,
        'max-price': max,
        sort: i % 2 === 0 ? 'price_asc' : 'price_desc',
        'page-number': 1 + (i % 3),
      };
    },
  },
  {
    name: 'vendor + rating',
    query: (i, ids) => ({
      'vendor-id': ids.vendors[i % ids.vendors.length] ?? 1,
      'min-rating': 3 + (i % 3),
      sort: i % 2 === 0 ? 'rating_desc' : 'newest',
      availability: i % 4 === 0 ? 'in_stock' : 'all',
      'page-number': 1 + (i % 2),
    }),
  },
  {
    name: 'search + sort',
    query: (i) => ({
      search: SEARCHES[i % SEARCHES.length] ?? 'yoga',
      sort: ['relevance', 'price_asc', 'newest', 'rating_desc'][i % 4] ?? 'relevance',
      'page-number': 1 + (i % 2),
    }),
  },
  {
    name: 'deep page numbers',
    query: (i) => ({
      sort: ['price_asc', 'newest', 'discount_desc', 'relevance'][i % 4] ?? 'newest',
      'page-number': 50 + ((i * 397) % 2000),
      'page-limit': 10 + 10 * (i % 3),
    }),
  },
];

async function main(): Promise<void> {
  const db = await openPgliteDb('memory://');
  try {
    await migrate(db);
    const started = performance.now();
    await seedIfEmpty(db, { catalogueSize: productCount });
    console.log(
      `Seeded ${productCount.toLocaleString('en')} products (with reviews, rules, questions and FAQs) ` +
        `in ${seconds(performance.now() - started)} s`,
    );
    const passed = await run(db);
    if (!passed) process.exitCode = 1;
  } finally {
    await db.close();
  }
}

async function run(db: Db): Promise<boolean> {
  const ids = await catalogueIds(db);
  const recorder = new QueryRecorder(db);
  const app = createApp({
    db: { ...db, query: recorder.query },
    config: loadConfig({ STORE_REALM: 'demo', DATA_DIR: 'memory://', NODE_ENV: 'test' }),
    log: () => {},
  });
  const urls = (offset: number, count: number) =>
    Array.from({ length: count }, (_, n) => {
      const scenario = SCENARIOS[n % SCENARIOS.length] as Scenario;
      const i = offset + Math.floor(n / SCENARIOS.length);
      return { scenario, url: `${LISTING}?${new URLSearchParams(stringify(scenario.query(i, ids)))}` };
    });

  const request = async (url: string) => {
    const response = await app.request(url, { headers: { 'realm-name': 'demo' } });
    if (response.status !== 200)
      throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as { response_body: { total_count: number } };
  };

  for (const { url } of urls(1000, 40)) await request(url);

  const timings = new Map<string, number[]>(SCENARIOS.map((scenario) => [scenario.name, []]));
  for (const { scenario, url } of urls(0, requestCount)) {
    const start = performance.now();
    await request(url);
    timings.get(scenario.name)?.push(performance.now() - start);
  }

  const all = [...timings.values()].flat();
  const rows = [...[...timings].map(([name, times]) => ({ name, times })), { name: 'overall', times: all }];
  console.log(`\n${requestCount} listing requests on ${productCount.toLocaleString('en')} products:\n`);
  console.log(`${'scenario'.padEnd(42)} ${'n'.padStart(4)} ${'median'.padStart(9)} ${'p95'.padStart(9)}`);
  for (const { name, times } of rows) {
    console.log(
      `${name.padEnd(42)} ${String(times.length).padStart(4)} ${ms(percentile(times, 50))} ${ms(percentile(times, 95))}`,
    );
  }
  const median = percentile(all, 50);
  const passed = median < BUDGET_MS;
  console.log(
    `\nOverall median ${median.toFixed(2)} ms: ${passed ? 'within' : 'OVER'} the ${BUDGET_MS} ms budget.`,
  );

  if (values.explain) await explain(db, recorder, urls(0, SCENARIOS.length), request);
  return passed;
}

/** Remembers the statements the listing runs, so --explain can show their plans. */
class QueryRecorder {
  recording = false;
  statements: { sql: string; params: unknown[] }[] = [];

  constructor(private readonly db: Queryable) {}

  query = <T>(sql: string, params: unknown[] = []): Promise<T[]> => {
    if (this.recording) this.statements.push({ sql, params });
    return this.db.query<T>(sql, params);
  };
}

async function explain(
  db: Db,
  recorder: QueryRecorder,
  samples: { scenario: Scenario; url: string }[],
  request: (url: string) => Promise<unknown>,
): Promise<void> {
  for (const { scenario, url } of samples) {
    recorder.statements = [];
    recorder.recording = true;
    await request(url);
    recorder.recording = false;
    console.log(`\n=== ${scenario.name}: ${decodeURIComponent(url)}`);
    for (const { sql, params } of recorder.statements) {
      if (!/FROM products p/.test(sql)) continue;
      const plan = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, COSTS OFF) ${sql}`, params);
      console.log(`\n${plan.map((row) => row['QUERY PLAN']).join('\n')}`);
    }
  }
}

async function catalogueIds(db: Db): Promise<CatalogueIds> {
  const categories = await db.query<{ id: number; level: number }>(
    'SELECT id, level FROM categories WHERE store_id = 19 ORDER BY id',
  );
  const vendors = await db.query<{ id: number }>('SELECT id FROM vendors WHERE store_id = 19 ORDER BY id');
  const level = (n: number) => categories.filter((category) => category.level === n).map(({ id }) => id);
  return { roots: level(1), children: level(2), leaves: level(3), vendors: vendors.map(({ id }) => id) };
}

function stringify(query: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return (sorted[low] as number) + ((sorted[high] as number) - (sorted[low] as number)) * (rank - low);
}

function ms(value: number): string {
  return `${value.toFixed(2)} ms`.padStart(9);
}

function seconds(value: number): string {
  return (value / 1000).toFixed(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
