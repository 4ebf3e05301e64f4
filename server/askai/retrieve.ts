// What the built-in assistant reads from the store's data, all of it scoped to the asking customer's
// store (and, for orders, to the customer): catalogue words (categories, vendors, product names),
// products by filter, business rules, FAQs and answered questions, policies, delivery pincodes and
// the customer's own orders. Every fact an answer states comes from one of these rows.
import type { FaqCitation, OrderCitation, PolicyCitation, ProductCitation } from '../../contracts/askAi.ts';
import type { BusinessRuleLabel, ProductTypeName } from '../../contracts/pbs.ts';
import { isPriceVisible } from '../../machines/shared/priceVisibility.ts';
import { productImagePaths } from '../catalogue/media-paths.ts';
import { toMajor, toMinor } from '../catalogue/money.ts';
import type { Queryable } from '../db/db.ts';
import { ITEM_STATES_NOT_STANDING } from '../orders/order-money.ts';

export interface NamedThing {
  id: number;
  name: string;
}

/** The question's words sorted into what the catalogue knows them as. */
export interface WordMatch {
  categories: NamedThing[];
  /** The words that named the categories (they may be part of a product's name too). */
  categoryWords: string[];
  vendor?: NamedThing;
  /** Words found in product names. */
  nameWords: string[];
  /** The rest: topic words for FAQs and policies. */
  otherWords: string[];
}

const TERM = /[^\p{L}\p{M}\p{N}]/gu;

export function singular(word: string): string {
  if (word.length > 4 && /(ches|shes|sses|xes)$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

function tokens(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[\s&,/()-]+/)
    .filter((token) => token.length > 1)
    .map(singular);
}

function prefixQuery(words: readonly string[], weight: 'A' | '' = ''): string {
  return words
    .map((word) => singular(word).replace(TERM, ''))
    .filter((word) => word !== '')
    .map((word) => `${word}:*${weight}`)
    .join(' & ');
}

export async function matchWords(
  db: Queryable,
  storeId: number,
  words: readonly string[],
): Promise<WordMatch> {
  const categories = await db.query<NamedThing>(
    'SELECT id, name FROM categories WHERE store_id = $1 ORDER BY level, id',
    [storeId],
  );
  const vendors = await db.query<NamedThing>('SELECT id, name FROM vendors WHERE store_id = $1 ORDER BY id', [
    storeId,
  ]);
  const match: WordMatch = { categories: [], categoryWords: [], nameWords: [], otherWords: [] };
  const categoryScores = new Map<number, number>();
  for (const word of words) {
    const one = singular(word);
    const categoryHits = categories.filter((category) => tokens(category.name).includes(one));
    if (categoryHits.length > 0) {
      for (const hit of categoryHits) categoryScores.set(hit.id, (categoryScores.get(hit.id) ?? 0) + 1);
      match.categoryWords.push(one);
      continue;
    }
    const vendor = vendors.find((candidate) => tokens(candidate.name)[0] === one);
    if (vendor && !match.vendor) {
      match.vendor = vendor;
      continue;
    }
    const query = prefixQuery([word], 'A');
    if (query === '') continue;
    const [hit] = await db.query(
      `SELECT 1 FROM products WHERE store_id = $1 AND search @@ to_tsquery('simple', $2) LIMIT 1`,
      [storeId, query],
    );
    if (hit) match.nameWords.push(word);
    else match.otherWords.push(word);
  }
  // "online courses": the category that most of the words name ("Online Courses", not "Courses & Training").
  const best = Math.max(0, ...categoryScores.values());
  match.categories = categories.filter((category) => best > 0 && categoryScores.get(category.id) === best);
  return match;
}

export interface ProductQuery {
  categoryIds?: number[];
  vendorId?: number;
  productType?: ProductTypeName;
  nameWords?: string[];
  minPrice?: number;
  maxPrice?: number;
  minRating?: number;
  inStock?: boolean;
  sort: 'relevance' | 'price' | 'priceDesc' | 'rating';
  limit: number;
}

interface ProductRow {
  id: number;
  name: string;
  product_price: number;
  selling_price: number;
  price_visibility: boolean;
  rating: number;
  in_stock: boolean;
  product_type: string;
  image_count: number;
  vendor_id: number;
}

export async function findProducts(
  db: Queryable,
  storeId: number,
  q: ProductQuery,
): Promise<ProductCitation[]> {
  return (await findProductsCounted(db, storeId, q)).products;
}

/** The first `q.limit` products matching, and how many match in all. */
export async function findProductsCounted(
  db: Queryable,
  storeId: number,
  q: ProductQuery,
): Promise<{ products: ProductCitation[]; total: number }> {
  const where = ['p.store_id = $1'];
  const params: unknown[] = [storeId];
  const add = (clause: string, value: unknown) => {
    params.push(value);
    where.push(clause.replace('?', `$${params.length}`));
  };
  if (q.categoryIds && q.categoryIds.length > 0) {
    add(
      'p.category_id IN (SELECT c.id FROM categories c WHERE c.store_id = p.store_id AND c.path && ?::int[])',
      q.categoryIds,
    );
  }
  if (q.vendorId !== undefined) add('p.vendor_id = ?', q.vendorId);
  if (q.productType) add('p.product_type = ?', q.productType);
  if (q.nameWords && q.nameWords.length > 0)
    add(`p.search @@ to_tsquery('simple', ?)`, prefixQuery(q.nameWords, 'A'));
  // A price bound only ever names products whose price the store shows (a hidden one's shown_price
  // is null).
  if (q.minPrice !== undefined) add('p.shown_price >= ?', toMinor(q.minPrice));
  if (q.maxPrice !== undefined) add('p.shown_price <= ?', toMinor(q.maxPrice));
  if (q.minRating !== undefined) add('p.rating >= ?', q.minRating);
  if (q.inStock) where.push('p.in_stock');
  const orders = {
    price: 'p.shown_price NULLS LAST, p.rating DESC, p.id',
    priceDesc: 'p.shown_price DESC NULLS LAST, p.rating DESC, p.id',
  };
  const order =
    q.sort === 'price' || q.sort === 'priceDesc'
      ? orders[q.sort]
      : 'p.in_stock DESC, p.rating DESC, p.shown_price NULLS LAST, p.id';
  params.push(q.limit);
  const rows = await db.query<ProductRow & { matching: number }>(
    `SELECT p.id, p.name, p.product_price, p.selling_price, p.price_visibility, p.rating, p.in_stock,
            p.product_type, p.image_count, p.vendor_id, count(*) OVER ()::int AS matching
     FROM products p WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT $${params.length}`,
    params,
  );
  return { products: rows.map(toProductCitation), total: rows[0]?.matching ?? 0 };
}

/** One product of the store by its id (the one on the shopper's screen); undefined when not the store's. */
export async function productOfStore(
  db: Queryable,
  storeId: number,
  productId: number,
): Promise<ProductCitation | undefined> {
  const [row] = await db.query<ProductRow>(
    `SELECT p.id, p.name, p.product_price, p.selling_price, p.price_visibility, p.rating, p.in_stock,
            p.product_type, p.image_count, p.vendor_id
     FROM products p WHERE p.store_id = $1 AND p.id = $2`,
    [storeId, productId],
  );
  return row ? toProductCitation(row) : undefined;
}

export function toProductCitation(row: ProductRow): ProductCitation {
  const visible = isPriceVisible(row);
  return {
    kind: 'product',
    product_id: row.id,
    product_name: row.name,
    price: visible ? toMajor(row.selling_price) : null,
    original_price: visible && row.product_price > row.selling_price ? toMajor(row.product_price) : null,
    rating: Number(row.rating),
    in_stock: row.in_stock,
    product_type_name: row.product_type,
    image: productImagePaths(row.id, row.image_count).split(',')[0] ?? null,
  };
}

export async function vendorOf(db: Queryable, productId: number): Promise<NamedThing | undefined> {
  const [row] = await db.query<NamedThing>(
    'SELECT v.id, v.name FROM products p JOIN vendors v ON v.id = p.vendor_id AND v.store_id = p.store_id WHERE p.id = $1',
    [productId],
  );
  return row;
}

export interface RuleRow {
  label: BusinessRuleLabel;
  value: string;
}

export async function productRules(db: Queryable, productId: number): Promise<RuleRow[]> {
  return db.query<RuleRow>(
    'SELECT label, value FROM product_business_rules WHERE product_id = $1 ORDER BY sort_order, label',
    [productId],
  );
}

interface FaqRow {
  id: number;
  question: string;
  answer: string;
  product_id: number | null;
}

/** The FAQs a product page shows (its own, its type's, the store's) and its answered questions. */
export async function productFaqs(db: Queryable, storeId: number, productId: number): Promise<FaqCitation[]> {
  const rows = await db.query<FaqRow>(
    `SELECT f.id, f.question, f.answer, f.product_id FROM faqs f
     JOIN products p ON p.id = $2 AND p.store_id = $1
     WHERE f.store_id = $1 AND (f.product_id = p.id OR (f.product_id IS NULL AND (f.product_type = p.product_type OR f.product_type IS NULL)))
     ORDER BY (f.product_id IS NULL), (f.product_type IS NULL), f.sort_order, f.id`,
    [storeId, productId],
  );
  const questions = await db.query<FaqRow>(
    `SELECT q.id, q.question, q.answer, q.product_id FROM product_questions q
     WHERE q.product_id = $1 AND q.answer IS NOT NULL ORDER BY q.answered_at DESC, q.id DESC LIMIT 20`,
    [productId],
  );
  return [...rows, ...questions.map((row) => ({ ...row, id: -row.id }))].map(toFaqCitation);
}

/** The store's own FAQs and those of every product type. */
export async function storeFaqs(db: Queryable, storeId: number): Promise<FaqCitation[]> {
  const rows = await db.query<FaqRow>(
    `SELECT id, question, answer, product_id FROM faqs WHERE store_id = $1 AND product_id IS NULL
     ORDER BY (product_type IS NOT NULL), sort_order, id`,
    [storeId],
  );
  return rows.map(toFaqCitation);
}

function toFaqCitation(row: FaqRow): FaqCitation {
  return {
    kind: 'faq',
    faq_id: row.id,
    question: row.question,
    answer: row.answer,
    product_id: row.product_id,
  };
}

export interface PolicyText extends PolicyCitation {
  body: string;
}

/** Published policies in the answer's language where they have it, else English. */
export async function storePolicies(db: Queryable, storeId: number, language: string): Promise<PolicyText[]> {
  const languages = language === 'en' ? ['en'] : [language, 'en'];
  return db.query<PolicyText>(
    `SELECT DISTINCT ON (p.id) 'policy' AS kind, p.path, t.title, t.body FROM store_policies p
     JOIN store_policy_texts t ON t.policy_id = p.id AND t.language_code = ANY($2::text[])
     WHERE p.store_id = $1 AND p.published
     ORDER BY p.id, array_position($2::text[], t.language_code)`,
    [storeId, languages],
  );
}

export interface DeliveryFacts {
  pincode: string;
  /** The store's own estimate for the pincode; null when the store does not deliver there. */
  storeDays: number | null;
  /** Vendors with a delivery area of their own: their estimate there, null when outside it. */
  vendors: { name: string; days: number | null }[];
}

export async function deliveryFacts(db: Queryable, storeId: number, pincode: string): Promise<DeliveryFacts> {
  const [store] = await db.query<{ delivery_days: number }>(
    'SELECT delivery_days FROM delivery_pincodes WHERE store_id = $1 AND vendor_id IS NULL AND pincode = $2',
    [storeId, pincode],
  );
  const vendors = await db.query<{ name: string; days: number | null }>(
    `SELECT v.name, (SELECT d2.delivery_days FROM delivery_pincodes d2
                     WHERE d2.store_id = $1 AND d2.vendor_id = v.id AND d2.pincode = $2) AS days
     FROM vendors v WHERE v.store_id = $1
       AND EXISTS (SELECT 1 FROM delivery_pincodes d WHERE d.store_id = $1 AND d.vendor_id = v.id)
     ORDER BY v.id`,
    [storeId, pincode],
  );
  return { pincode, storeDays: store?.delivery_days ?? null, vendors };
}

/** The pincodes the store delivers to, with their estimates. */
export async function servedPincodes(
  db: Queryable,
  storeId: number,
): Promise<{ pincode: string; days: number }[]> {
  return db.query<{ pincode: string; days: number }>(
    'SELECT pincode, delivery_days AS days FROM delivery_pincodes WHERE store_id = $1 AND vendor_id IS NULL ORDER BY pincode',
    [storeId],
  );
}

interface OrderRow {
  id: number;
  order_status: string | null;
  request_status: string | null;
  payment_status: string | null;
  created_at: Date | string;
  total_minor: number;
  item_names: string[] | null;
  owed_back_minor: number;
}

/** The customer's latest orders, newest first, or the one named (only the customer's own). */
export async function customerOrders(
  db: Queryable,
  customerId: string,
  storeId: number,
  { orderId, limit }: { orderId?: number; limit: number },
): Promise<OrderCitation[]> {
  const rows = await db.query<OrderRow>(
    `SELECT o.id, o.order_status, o.request_status, o.payment_status, o.created_at, o.total_minor,
            (SELECT array_agg(i.product_name ORDER BY i.id) FROM order_items i
              WHERE i.order_id = o.id AND NOT (i.lifecycle_state = ANY($5::text[]))) AS item_names,
            (SELECT COALESCE(sum(w.amount_minor), 0)::int FROM payments_owed_back w
              WHERE w.order_id = o.id AND w.refunded_at IS NULL) AS owed_back_minor
     FROM orders o WHERE o.customer_id = $1 AND o.store_id = $2 AND ($3::int IS NULL OR o.id = $3)
     ORDER BY o.created_at DESC, o.id DESC LIMIT $4`,
    // A cancelled, returned or refused item is credited: the order no longer holds it.
    [customerId, storeId, orderId ?? null, limit, ITEM_STATES_NOT_STANDING],
  );
  return rows.map((row) => ({
    kind: 'order',
    order_id: row.id,
    status: row.order_status ?? row.request_status ?? 'Received',
    placed_at: new Date(row.created_at).toISOString(),
    // A request (no order status) is priced later: until then its total is not a price.
    total: row.order_status === null && Number(row.total_minor) === 0 ? null : toMajor(row.total_minor),
    item_names: row.item_names ?? [],
    owed_back: toMajor(Number(row.owed_back_minor)),
  }));
}
