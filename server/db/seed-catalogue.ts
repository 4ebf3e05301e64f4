// Fills a store's catalogue from catalogue-seed-data.ts: vendors, a three-level category tree,
// `size` products across all seven product types (with discounts, hidden prices, stock-outs,
// business rules, bundles, service slots, reviews, questions, FAQs and limits per order), banners,
// sorting elements, the rating scale and delivery pincodes.
//
// Product n is generated from its own fixed-seed random stream, so the first 300 products are the
// same whatever the size: tests see a stable catalogue, and a benchmark's 50,000 products start
// with them. Rows go in with a few bulk statements, so 50,000 products take seconds, not minutes.
import { MAX_PRICE, PRODUCT_TYPES, type ProductTypeName } from '../../contracts/pbs.ts';
import { MINOR_PER_MAJOR } from '../catalogue/money.ts';
import { bulkInsert } from './bulk-insert.ts';
import {
  CLOSING_SENTENCES,
  DISCOUNT_OFFERS,
  PLAN_SUFFIXES,
  PRODUCT_FAQS,
  QUESTIONS,
  REVIEW_COMMENTS,
  REVIEW_TITLES,
  REVIEWERS,
  RULE_LABELS,
  SEED_BANNERS,
  SEED_CATEGORIES,
  SEED_PINCODES,
  SEED_RATING_SCALE,
  SEED_SORTING_ELEMENTS,
  SEED_VENDORS,
  type SeedCategory,
  type SeedLeaf,
  SLOT_PATTERNS,
  STORE_FAQS,
  TYPE_FAQS,
  type TypeGroup,
  typeGroupOf,
} from './catalogue-seed-data.ts';
import type { Queryable } from './db.ts';
import { type Random, seededRandom } from './seed-random.ts';

export const DEFAULT_CATALOGUE_SIZE = 300;
export const MAX_CATALOGUE_SIZE = 200_000;

/** docs/SPEC.md section 9: the maximum price, here in minor units. */
const MAX_PRICE_MINOR = MAX_PRICE * MINOR_PER_MAJOR;
/** Seeded dates count back from here, so they do not change from one run to the next. */
const SEED_NOW = Date.UTC(2026, 5, 1);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** From this many products, the seed drops and rebuilds the big tables' secondary indexes. */
const REBUILD_INDEXES_FROM = 5000;

export interface CatalogueSeedSummary {
  products: number;
  productsByType: Record<string, number>;
  categories: number;
  vendors: number;
  reviews: number;
}

interface Leaf {
  categoryId: number;
  hue: number;
  spec: SeedLeaf;
}

interface GeneratedProduct {
  row: unknown[];
  type: ProductTypeName;
  sellingMinor: number;
  priceVisible: boolean;
}

/** Rows of every table the products own, gathered before the bulk inserts. */
class CatalogueRows {
  products: unknown[][] = [];
  rules: unknown[][] = [];
  bundleItems: unknown[][] = [];
  slots: unknown[][] = [];
  reviews: unknown[][] = [];
  questions: unknown[][] = [];
  faqs: unknown[][] = [];
  byType: Record<string, number> = {};
}

export async function seedCatalogue(
  tx: Queryable,
  storeId: number,
  size = DEFAULT_CATALOGUE_SIZE,
): Promise<CatalogueSeedSummary> {
  if (!Number.isInteger(size) || size < 1 || size > MAX_CATALOGUE_SIZE) {
    throw new Error(`The catalogue size must be a whole number from 1 to ${MAX_CATALOGUE_SIZE}`);
  }
  const vendorIds = await insertVendors(tx, storeId);
  const { leaves, byName, count: categoryCount } = await insertCategories(tx, storeId);
  await insertStoreCatalogueSettings(tx, storeId, vendorIds, byName);

  const productIds = await reserveProductIds(tx, size);
  const rows = generateProducts(storeId, productIds, leaves, vendorIds);
  // Building an index once over all rows is several times faster than growing it row by row.
  if (size >= REBUILD_INDEXES_FROM) {
    await withIndexesRebuilt(tx, ['products', 'product_reviews'], () => insertProductRows(tx, rows));
  } else {
    await insertProductRows(tx, rows);
  }
  return {
    products: size,
    productsByType: rows.byType,
    categories: categoryCount,
    vendors: vendorIds.size,
    reviews: rows.reviews.length,
  };
}

async function insertVendors(tx: Queryable, storeId: number): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const vendor of SEED_VENDORS) {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO vendors (store_id, name, description, logo_hue, created_at)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [storeId, vendor.name, vendor.description, vendor.hue, new Date(SEED_NOW - 400 * DAY).toISOString()],
    );
    if (row) ids.set(vendor.key, row.id);
  }
  return ids;
}

/** Depth first, so ids (and the path order the API lists them in) follow the tree. */
async function insertCategories(tx: Queryable, storeId: number) {
  const leaves: Leaf[] = [];
  const byName = new Map<string, number>();
  let count = 0;
  const insert = async (category: SeedCategory, parentId: number | null, hue: number, order: number) => {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO categories (store_id, parent_id, name, sort_order, image_hue)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [storeId, parentId, category.name, order, hue],
    );
    if (!row) throw new Error(`Could not insert category ${category.name}`);
    count += 1;
    byName.set(category.name, row.id);
    if (category.leaf) leaves.push({ categoryId: row.id, hue, spec: category.leaf });
    for (const [index, child] of category.children.entries()) {
      await insert(child, row.id, (hue + 12 * (index + 1)) % 360, index);
    }
  };
  for (const [index, root] of SEED_CATEGORIES.entries()) await insert(root, null, root.hue, index);
  return { leaves, byName, count };
}

async function insertStoreCatalogueSettings(
  tx: Queryable,
  storeId: number,
  vendorIds: Map<string, number>,
  categoryIds: Map<string, number>,
): Promise<void> {
  for (const [index, banner] of SEED_BANNERS.entries()) {
    await tx.query(
      `INSERT INTO banners (store_id, title, subtitle, link, image_hue, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        storeId,
        banner.title,
        banner.subtitle,
        `/productListing?category=${categoryIds.get(banner.category)}`,
        banner.hue,
        index,
      ],
    );
  }
  for (const [index, element] of SEED_SORTING_ELEMENTS.entries()) {
    await tx.query(
      `INSERT INTO sorting_elements (store_id, sort_key, label, is_default, sort_order)
       VALUES ($1, $2, $3, $4, $5)`,
      [storeId, element.key, element.label, element.isDefault, index],
    );
  }
  for (const entry of SEED_RATING_SCALE) {
    await tx.query('INSERT INTO rating_scales (store_id, value, label) VALUES ($1, $2, $3)', [
      storeId,
      entry.value,
      entry.label,
    ]);
  }
  const faqs: unknown[][] = STORE_FAQS.map(([question, answer], order) => [
    storeId,
    null,
    question,
    answer,
    order,
  ]);
  for (const type of PRODUCT_TYPES) {
    for (const [order, [question, answer]] of TYPE_FAQS[typeGroupOf(type)].entries()) {
      faqs.push([storeId, type, question, answer, order]);
    }
  }
  await bulkInsert(
    tx,
    'faqs',
    [
      ['store_id', 'integer'],
      ['product_type', 'text'],
      ['question', 'text'],
      ['answer', 'text'],
      ['sort_order', 'smallint'],
    ],
    faqs,
  );
  for (const entry of SEED_PINCODES) {
    await tx.query(
      'INSERT INTO delivery_pincodes (store_id, vendor_id, pincode, delivery_days) VALUES ($1, $2, $3, $4)',
      [storeId, entry.vendor === null ? null : vendorIds.get(entry.vendor), entry.pincode, entry.days],
    );
  }
}

/**
 * Takes a block of `count` consecutive ids from the products sequence (1..count in a fresh
 * database). The table lock keeps other inserts from taking ids inside the block until commit.
 */
async function reserveProductIds(tx: Queryable, count: number): Promise<number[]> {
  await tx.exec('LOCK TABLE products IN EXCLUSIVE MODE');
  const [row] = await tx.query<{ first: number }>(
    `SELECT nextval(pg_get_serial_sequence('products', 'id'))::int AS first`,
  );
  const first = row?.first ?? 1;
  await tx.query(`SELECT setval(pg_get_serial_sequence('products', 'id'), $1)`, [first + count - 1]);
  return Array.from({ length: count }, (_, index) => first + index);
}

/**
 * Runs `work` with the tables' secondary indexes dropped, then recreates each from its own
 * definition (pg_indexes), so the migrations stay the only place an index is declared. Indexes
 * that back a constraint (primary keys, unique constraints) stay. All inside the transaction: a
 * failure restores them with everything else.
 */
async function withIndexesRebuilt(tx: Queryable, tables: string[], work: () => Promise<void>): Promise<void> {
  const indexes = await tx.query<{ name: string; definition: string }>(
    `SELECT i.indexname AS name, i.indexdef AS definition
     FROM pg_indexes i
     JOIN pg_class c ON c.relname = i.indexname AND c.relnamespace = to_regnamespace(i.schemaname)
     WHERE i.schemaname = current_schema() AND i.tablename = ANY($1)
       AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = c.oid)`,
    [tables],
  );
  for (const { name } of indexes) await tx.exec(`DROP INDEX "${name.replace(/"/g, '""')}"`);
  await work();
  for (const { definition } of indexes) await tx.exec(definition);
}

function generateProducts(
  storeId: number,
  productIds: number[],
  leaves: Leaf[],
  vendorIds: Map<string, number>,
): CatalogueRows {
  const rows = new CatalogueRows();
  // Physical products seen so far per leaf: what later bundles of that leaf are made of.
  const physicalByLeaf = new Map<number, { id: number; sellingMinor: number; priceVisible: boolean }[]>();
  for (const [index, id] of productIds.entries()) {
    const leaf = leaves[index % leaves.length];
    if (!leaf) throw new Error('The seed catalogue has no leaf categories');
    const random = seededRandom(storeId, index);
    const physical = physicalByLeaf.get(leaf.categoryId) ?? [];
    const product = generateProduct(random, rows, id, leaf, physical, vendorIds, storeId);
    rows.products.push(product.row);
    rows.byType[product.type] = (rows.byType[product.type] ?? 0) + 1;
    if (product.type === 'Physical') {
      physical.push({ id, sellingMinor: product.sellingMinor, priceVisible: product.priceVisible });
      physicalByLeaf.set(leaf.categoryId, physical);
    }
  }
  return rows;
}

function generateProduct(
  random: Random,
  rows: CatalogueRows,
  id: number,
  leaf: Leaf,
  physicalInLeaf: { id: number; sellingMinor: number; priceVisible: boolean }[],
  vendorIds: Map<string, number>,
  storeId: number,
): GeneratedProduct {
  const { spec } = leaf;
  let type = random.weighted(spec.types);
  // A bundle needs products to bundle; the first products of a leaf are plain goods.
  if (type === 'Bundled' && physicalInLeaf.length < 2) type = 'Physical';
  const group = typeGroupOf(type);
  const vendorId = vendorIds.get(random.pick(spec.vendors));
  const base = `${random.pick(spec.models)} ${random.pick(spec.nouns)}`;
  const bundled = type === 'Bundled' ? random.sample(physicalInLeaf.slice(-12), random.int(2, 3)) : [];
  const name = productName(random, type, base, spec, bundled.length);
  const [first, second] = random.sample(spec.features, 2);
  const description = `${base} ${first}, and ${second}. ${random.pick(CLOSING_SENTENCES[group])}`;

  const priceMinor =
    type === 'Bundled'
      ? Math.min(
          MAX_PRICE_MINOR,
          bundled.reduce((sum, item) => sum + item.sellingMinor, 0),
        )
      : randomPrice(random, spec.price);
  const discountPercent =
    type === 'Bundled' ? random.pick([10, 12, 15, 20]) : random.chance(0.55) ? randomDiscount(random) : 0;
  const sellingMinor =
    discountPercent === 0 ? priceMinor : Math.floor((priceMinor * (100 - discountPercent)) / 100 / 100) * 100;
  const discounted = sellingMinor < priceMinor;
  const discountDetails = discounted
    ? random.chance(0.8)
      ? `${Math.trunc(((priceMinor - sellingMinor) * 100) / priceMinor)}% off`
      : random.pick(DISCOUNT_OFFERS)
    : null;
  // A bundle's price is its parts' sum: a part whose price is on request makes the bundle's too,
  // or the bundle's price would give the part's away.
  const priceVisible = type === 'Bundled' ? bundled.every((item) => item.priceVisible) : !random.chance(0.04);
  const stock = group === 'goods' ? (random.chance(0.1) ? 0 : random.int(1, 250)) : null;
  const createdAt = SEED_NOW - random.int(1, 365 * 24 * 60) * MINUTE;
  const hue = (leaf.hue + random.int(-30, 30) + 360) % 360;

  const ratings = addReviews(random, rows, id, createdAt);
  addRules(random, rows, id, group, discountDetails);
  addQuestions(random, rows, id, group, createdAt);
  addFaqs(random, rows, storeId, id, group);
  if (group === 'service') addSlots(random, rows, id);
  for (const [order, item] of bundled.entries()) rows.bundleItems.push([id, item.id, order]);
  // Drawn last, so that everything drawn before it is what it was before products had limits.
  const maxPerOrder = maxPerOrderOf(random, type);

  return {
    type,
    sellingMinor,
    priceVisible,
    row: [
      id,
      storeId,
      vendorId,
      leaf.categoryId,
      type,
      name,
      description,
      priceMinor,
      sellingMinor,
      discountDetails,
      priceVisible,
      stock,
      random.int(3, 4),
      hue,
      ratings.total,
      ratings.count,
      new Date(createdAt).toISOString(),
      maxPerOrder,
    ],
  };
}

/** One subscription at a time; some physical goods are limited to 5 or 10 per order; the rest: none. */
function maxPerOrderOf(random: Random, type: ProductTypeName): number | null {
  if (type === 'Subscription') return 1;
  if (type === 'Physical' && random.chance(0.25)) return random.pick([5, 10]);
  return null;
}

function productName(random: Random, type: ProductTypeName, base: string, spec: SeedLeaf, items: number) {
  switch (type) {
    case 'Bundled':
      return `${base} Combo (${items} items)`;
    case 'Packaged Service':
      return `${base} — ${random.pick(PLAN_SUFFIXES.package)}`;
    case 'Subscription':
      return `${base} — ${random.pick(PLAN_SUFFIXES.subscription)}`;
    case 'API':
      return `${base} — ${random.pick(PLAN_SUFFIXES.api)}`;
    default:
      return `${base} (${random.pick(spec.variants)})`;
  }
}

/** Log-uniform within the range, ending in 9 (499, 1299) and now and then in .50. */
function randomPrice(random: Random, [min, max]: readonly [number, number]): number {
  const raw = Math.exp(Math.log(min) + random.next() * (Math.log(max) - Math.log(min)));
  const step = raw < 1000 ? 10 : 100;
  const major = Math.min(max, Math.max(min, Math.round(raw / step) * step - 1));
  const minor = major * 100 + (random.chance(0.2) ? 50 : 0);
  return Math.min(MAX_PRICE_MINOR, minor);
}

function randomDiscount(random: Random): number {
  return random.pick([5, 10, 10, 15, 20, 20, 25, 30, 40, 50]);
}

function addReviews(random: Random, rows: CatalogueRows, productId: number, createdAt: number) {
  // About one product in five has no reviews yet.
  const count = random.chance(0.2) ? 0 : random.int(1, 7);
  const quality = 1.6 + random.next() * 3.4;
  let total = 0;
  for (let n = 0; n < count; n += 1) {
    const rating = Math.min(5, Math.max(1, Math.round(quality + (random.next() - 0.5) * 2)));
    total += rating;
    const at = createdAt + Math.floor(random.next() * (SEED_NOW - createdAt));
    rows.reviews.push([
      productId,
      random.pick(REVIEWERS),
      rating,
      random.pick(REVIEW_TITLES[rating] ?? []),
      random.pick(REVIEW_COMMENTS[rating] ?? []),
      new Date(at).toISOString(),
    ]);
  }
  return { total, count };
}

function addRules(
  random: Random,
  rows: CatalogueRows,
  productId: number,
  group: TypeGroup,
  discountDetails: string | null,
) {
  const rules: [string, string][] = [];
  if (discountDetails !== null) rules.push(['Discount Details', discountDetails]);
  const returns = group === 'goods' && random.chance(0.8);
  const replacement = group === 'goods' && random.chance(0.6);
  const refunds = group !== 'api' && (group !== 'digital' || random.chance(0.5));
  for (const label of RULE_LABELS[group]) {
    switch (label) {
      case 'Return Allowed':
        rules.push([label, returns ? 'Yes' : 'No']);
        break;
      case 'Return Days':
        if (returns) rules.push([label, String(random.pick([7, 10, 15, 30]))]);
        break;
      case 'Replacement Allowed':
        rules.push([label, replacement ? 'Yes' : 'No']);
        break;
      case 'Replacement Days':
        if (replacement) rules.push([label, String(random.pick([7, 10]))]);
        break;
      case 'Replacement':
        if (replacement) rules.push([label, 'Same product, free pickup']);
        break;
      case 'Cancellation Allowed':
        rules.push([label, 'Yes']);
        break;
      case 'Cancellation Charge':
        rules.push([label, group === 'service' ? random.pick(['0', '99', '199']) : '0']);
        break;
      case 'Refund Cancellation Allowed':
        rules.push([label, refunds ? 'Yes' : 'No']);
        break;
      case 'Refund Cancellation Days':
        if (refunds) rules.push([label, group === 'subscription' ? '14' : random.pick(['1', '2', '3', '7'])]);
        break;
      default:
        break;
    }
  }
  for (const [order, [label, value]] of rules.entries()) rows.rules.push([productId, label, value, order]);
}

function addQuestions(
  random: Random,
  rows: CatalogueRows,
  productId: number,
  group: TypeGroup,
  createdAt: number,
) {
  for (const [question, answer] of random.sample(QUESTIONS[group], random.int(0, 3))) {
    const asked = createdAt + Math.floor(random.next() * (SEED_NOW - createdAt));
    const answered = random.chance(0.7);
    const answeredAt = asked + Math.floor(random.next() * Math.min(3 * DAY, SEED_NOW - asked));
    rows.questions.push([
      productId,
      question,
      answered ? answer : null,
      new Date(asked).toISOString(),
      answered ? new Date(answeredAt).toISOString() : null,
    ]);
  }
}

/** About one product in four has an FAQ of its own; the rest show their type's and the store's. */
function addFaqs(random: Random, rows: CatalogueRows, storeId: number, productId: number, group: TypeGroup) {
  if (!random.chance(0.25)) return;
  const [question, answer] = random.pick(PRODUCT_FAQS[group]);
  rows.faqs.push([storeId, productId, null, question, answer, 0]);
}

function addSlots(random: Random, rows: CatalogueRows, productId: number) {
  const patterns = random.sample(SLOT_PATTERNS, random.int(1, 3));
  patterns.sort((a, b) => a.start.localeCompare(b.start));
  for (const pattern of patterns) {
    const window = minutesOf(pattern.end) - minutesOf(pattern.start);
    rows.slots.push([
      productId,
      pattern.days,
      pattern.start,
      pattern.end,
      Math.min(window, random.pick([30, 45, 60, 90, 120])),
    ]);
  }
}

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

async function insertProductRows(tx: Queryable, rows: CatalogueRows): Promise<void> {
  await bulkInsert(
    tx,
    'products',
    [
      ['id', 'integer'],
      ['store_id', 'integer'],
      ['vendor_id', 'integer'],
      ['category_id', 'integer'],
      ['product_type', 'text'],
      ['name', 'text'],
      ['description', 'text'],
      ['product_price', 'integer'],
      ['selling_price', 'integer'],
      ['discount_details', 'text'],
      ['price_visibility', 'boolean'],
      ['stock', 'integer'],
      ['image_count', 'smallint'],
      ['image_hue', 'smallint'],
      ['rating_total', 'integer'],
      ['rating_count', 'integer'],
      ['created_at', 'timestamptz'],
      ['max_per_order', 'smallint'],
    ],
    rows.products,
  );
  await bulkInsert(
    tx,
    'product_business_rules',
    [
      ['product_id', 'integer'],
      ['label', 'text'],
      ['value', 'text'],
      ['sort_order', 'smallint'],
    ],
    rows.rules,
    20_000,
  );
  await bulkInsert(
    tx,
    'product_bundle_items',
    [
      ['bundle_id', 'integer'],
      ['item_id', 'integer'],
      ['sort_order', 'smallint'],
    ],
    rows.bundleItems,
  );
  await bulkInsert(
    tx,
    'service_slots',
    [
      ['product_id', 'integer'],
      ['days', 'text'],
      ['start_time', 'time'],
      ['end_time', 'time'],
      ['duration', 'smallint'],
    ],
    rows.slots,
  );
  // Products carry their rating totals already, so the rating triggers find nothing to rewrite.
  await bulkInsert(
    tx,
    'product_reviews',
    [
      ['product_id', 'integer'],
      ['customer_name', 'text'],
      ['rating', 'smallint'],
      ['title', 'text'],
      ['comment', 'text'],
      ['created_at', 'timestamptz'],
    ],
    rows.reviews,
    20_000,
  );
  await bulkInsert(
    tx,
    'product_questions',
    [
      ['product_id', 'integer'],
      ['question', 'text'],
      ['answer', 'text'],
      ['asked_at', 'timestamptz'],
      ['answered_at', 'timestamptz'],
    ],
    rows.questions,
    20_000,
  );
  await bulkInsert(
    tx,
    'faqs',
    [
      ['store_id', 'integer'],
      ['product_id', 'integer'],
      ['product_type', 'text'],
      ['question', 'text'],
      ['answer', 'text'],
      ['sort_order', 'smallint'],
    ],
    rows.faqs,
    20_000,
  );
}
