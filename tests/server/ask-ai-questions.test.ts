// The built-in assistant against its question set (ask-ai-questions.ts): at least 90% of the
// expected facts present, and not one invented price or product: every product an answer cites is
// in the catalogue with the price, rating and stock it states, every amount it writes belongs to a
// cited product or order (or to the question), and every product line names a cited product.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AskAiCitation, ProductCitation } from '../../contracts/askAi.ts';
import type { OrderStatus, RequestStatus } from '../../contracts/checkout.ts';
import { answerBuiltIn, type BuiltInAnswer } from '../../server/askai/built-in.ts';
import { inventedAmounts } from '../../server/askai/grounding.ts';
import { TEMPLATES } from '../../server/askai/templates.ts';
import type { Db } from '../../server/db/db.ts';
import { type Constraint, type Fact, QUESTION_SET, type QuestionCase } from './ask-ai-questions.ts';
import { openSeededDb } from './test-db.ts';

const STORE = 19;
let db: Db;
let customerId: string;
const answers = new Map<string, BuiltInAnswer>();

beforeAll(async () => {
  db = await openSeededDb();
  const [demo] = await db.query<{ id: string }>("SELECT id FROM customers WHERE email = 'demo@example.com'");
  customerId = demo?.id ?? '';
  for (const item of QUESTION_SET) {
    answers.set(
      keyOf(item),
      await answerBuiltIn(
        db,
        {
          storeId: STORE,
          customerId,
          currency: 'R',
          pageLanguage: item.language,
          earlierQuestions: item.earlier,
        },
        item.question,
      ),
    );
  }
}, 120_000);

afterAll(async () => {
  await db?.close();
});

/** A follow-up is told apart by the questions before it. */
const keyOf = (item: QuestionCase) => [...(item.earlier ?? []), item.question].join(' → ');

const products = (citations: AskAiCitation[]) =>
  citations.filter((c): c is ProductCitation => c.kind === 'product');

interface CatalogueRow {
  id: number;
  name: string;
  price: number;
  product_price: number;
  price_visibility: boolean;
  rating: number;
  in_stock: boolean;
  product_type: string;
  category: string;
  vendor: string;
}

async function catalogueRow(id: number): Promise<CatalogueRow | undefined> {
  const [row] = await db.query<CatalogueRow>(
    `SELECT p.id, p.name, p.selling_price::float / 100 AS price, p.product_price::float / 100 AS product_price,
            p.price_visibility, p.rating, p.in_stock, p.product_type, c.name AS category, v.name AS vendor
     FROM products p JOIN categories c ON c.id = p.category_id JOIN vendors v ON v.id = p.vendor_id
     WHERE p.id = $1 AND p.store_id = $2`,
    [id, STORE],
  );
  return row;
}

function matches(row: CatalogueRow, want: Constraint): boolean {
  return (
    (want.category === undefined || row.category === want.category) &&
    (want.vendor === undefined || row.vendor === want.vendor) &&
    (want.type === undefined || row.product_type === want.type) &&
    (want.minPrice === undefined || (row.price_visibility && row.price >= want.minPrice)) &&
    (want.maxPrice === undefined || (row.price_visibility && row.price <= want.maxPrice)) &&
    (want.minRating === undefined || row.rating >= want.minRating) &&
    (want.inStock === undefined || row.in_stock === want.inStock)
  );
}

async function holds(fact: Fact, answer: BuiltInAnswer): Promise<boolean> {
  const cited = products(answer.citations);
  if ('says' in fact) return answer.text.includes(fact.says);
  if ('cites' in fact) return cited.some((p) => p.product_name.startsWith(fact.cites));
  if ('faq' in fact) return answer.citations.some((c) => c.kind === 'faq' && c.question.includes(fact.faq));
  if ('policy' in fact) return answer.citations.some((c) => c.kind === 'policy' && c.path === fact.policy);
  if ('unknown' in fact) return cited.length === 0 && answer.citations.some((c) => c.kind === 'search');
  if ('order' in fact) {
    const [latest] = await db.query<{ id: number; status: string }>(
      `SELECT id, coalesce(order_status, request_status) AS status FROM orders WHERE customer_id = $1
       ORDER BY created_at DESC, id DESC LIMIT 1`,
      [customerId],
    );
    if (!latest) return false;
    return (
      answer.citations.some((c) => c.kind === 'order' && c.order_id === latest.id) &&
      (answer.text.includes(`#${latest.id}`) || answer.text.includes(`n° ${latest.id}`)) &&
      answer.text.includes(
        TEMPLATES[answer.language].statusWords[latest.status as OrderStatus | RequestStatus],
      )
    );
  }
  if ('every' in fact) {
    if (cited.length === 0) return false;
    for (const product of cited) {
      const row = await catalogueRow(product.product_id);
      if (!row || !matches(row, fact.every)) return false;
    }
    return true;
  }
  if ('rule' in fact) {
    const product = cited.find((p) => p.product_name.startsWith(fact.rule.product));
    if (!product) return false;
    const [rule] = await db.query<{ value: string }>(
      'SELECT value FROM product_business_rules WHERE product_id = $1 AND label = $2',
      [product.product_id, fact.rule.label],
    );
    if (!rule) return false;
    return /^\d+$/.test(rule.value) ? answer.text.includes(rule.value) : true;
  }
  if ('cheapest' in fact) {
    const [row] = await db.query<{ id: number }>(
      `SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id
       WHERE p.store_id = $1 AND c.name = $2 AND p.price_visibility ORDER BY p.selling_price, p.id LIMIT 1`,
      [STORE, fact.cheapest],
    );
    return cited.some((p) => p.product_id === row?.id);
  }
  return false;
}

describe('the built-in assistant on its question set', () => {
  it('has at least 40 questions in the six languages', () => {
    expect(QUESTION_SET.length).toBeGreaterThanOrEqual(40);
    const languages = new Set(QUESTION_SET.map((item) => item.language ?? 'en'));
    expect([...languages].sort()).toEqual(['ar', 'en', 'en_IN', 'en_US', 'fr', 'hi']);
  });

  it('continues the subject in every follow-up, with all its facts', async () => {
    const missed: string[] = [];
    for (const item of QUESTION_SET.filter((each) => each.earlier !== undefined)) {
      const answer = answers.get(keyOf(item));
      if (!answer) throw new Error(`no answer to ${item.question}`);
      for (const fact of item.facts) {
        if (!(await holds(fact, answer))) missed.push(`${keyOf(item)} → ${JSON.stringify(fact)}`);
      }
    }
    expect(missed).toEqual([]);
  });

  it('states at least 90% of the expected facts', async () => {
    let found = 0;
    let total = 0;
    const missed: string[] = [];
    for (const item of QUESTION_SET) {
      const answer = answers.get(keyOf(item));
      if (!answer) throw new Error(`no answer to ${item.question}`);
      for (const fact of item.facts) {
        total += 1;
        if (await holds(fact, answer)) found += 1;
        else
          missed.push(
            `${item.question} → ${JSON.stringify(fact)}\n    ${answer.text.replace(/\n/g, '\n    ')}`,
          );
      }
    }
    const score = found / total;
    console.log(
      `Ask AI question set: ${found}/${total} expected facts (${(score * 100).toFixed(1)}%) over ${QUESTION_SET.length} questions`,
    );
    if (missed.length > 0) console.log(`Missed:\n${missed.join('\n')}`);
    expect(score).toBeGreaterThanOrEqual(0.9);
  });

  it('invents no price and no product', async () => {
    const invented: string[] = [];
    for (const item of QUESTION_SET) {
      const answer = answers.get(keyOf(item));
      if (!answer) continue;
      const cited = products(answer.citations);
      for (const product of cited) {
        const row = await catalogueRow(product.product_id);
        const price = row?.price_visibility ? row.price : null;
        const original = row?.price_visibility && row.product_price > row.price ? row.product_price : null;
        if (
          !row ||
          row.name !== product.product_name ||
          price !== product.price ||
          original !== product.original_price ||
          Number(row.rating) !== product.rating ||
          row.in_stock !== product.in_stock
        ) {
          invented.push(`${item.question}: product ${JSON.stringify(product)}`);
        }
      }
      for (const amount of inventedAmounts(answer.text, 'R', answer.citations, item.question)) {
        invented.push(`${item.question}: amount R ${amount}`);
      }
      for (const line of answer.text.split('\n')) {
        const productLine = line.startsWith('• ') && line.includes(' — ');
        if (productLine && !cited.some((p) => line.startsWith(`• ${p.product_name} — `))) {
          invented.push(`${item.question}: line "${line}"`);
        }
      }
    }
    console.log(`Ask AI question set: ${invented.length} invented prices or products`);
    expect(invented).toEqual([]);
  });
});
