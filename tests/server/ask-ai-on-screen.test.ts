// Ask AI asked from a product's page: the question comes with the product on screen (product_id),
// and "this" and "it" are that product (read from the asking customer's store only). Without a
// product, or with another store's, the question is answered as asked.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ProductCitation } from '../../contracts/askAi.ts';
import { pointsAtProductOnScreen } from '../../server/askai/on-screen.ts';
import { ask } from './ask-ai-kit.ts';
import { Harness as H, type Harness } from './auth-harness.ts';
import { type Shopper, signInDemo } from './cart-kit.ts';

let h: Harness;
let a: Shopper;
interface Row {
  id: number;
  name: string;
  in_stock: boolean;
}
let laptops: Row[];

beforeAll(async () => {
  h = await H.open({ ASK_AI_CHUNK_DELAY_MS: '0' });
  a = await signInDemo(h);
  laptops = await h.db.query<Row>(
    "SELECT id, name, in_stock FROM products WHERE store_id = 19 AND name ILIKE '%laptop%' ORDER BY id",
  );
}, 180_000);

afterAll(async () => {
  await h?.db.close();
});

afterEach(async () => {
  await h.db.exec('DELETE FROM ask_ai_conversations; DELETE FROM rate_limit_counters;');
});

const productsCited = (citations: { kind: string }[]) =>
  citations.filter((citation): citation is ProductCitation => citation.kind === 'product');

describe('a question about the product on screen', () => {
  it('"Is this laptop in stock?" answers for the laptop on screen, not a list of laptops', async () => {
    expect(laptops.length).toBeGreaterThan(1);
    for (const laptop of laptops.slice(0, 2)) {
      const answer = await ask(h.app, a, { question: 'Is this laptop in stock?', product_id: laptop.id });
      expect(answer.status).toBe(200);
      expect(productsCited(answer.citations).map((product) => product.product_id)).toEqual([laptop.id]);
      expect(answer.text).toContain(
        laptop.in_stock
          ? `Yes, ${laptop.name} is in stock.`
          : `No, ${laptop.name} is out of stock right now.`,
      );
    }
  });

  it('answers "it" in French and Arabic about the product on screen', async () => {
    const [laptop] = laptops;
    if (!laptop) throw new Error('no laptop in the seed');
    const french = await ask(h.app, a, { question: 'Est-ce qu’il est en stock ?', product_id: laptop.id });
    expect(productsCited(french.citations).map((product) => product.product_id)).toEqual([laptop.id]);
    expect(french.text).toContain(laptop.name);
    const arabic = await ask(h.app, a, { question: 'هل هذا متوفر؟', product_id: laptop.id });
    expect(productsCited(arabic.citations).map((product) => product.product_id)).toEqual([laptop.id]);
    expect(arabic.text).toContain(laptop.name);
  });

  it("answers a return question with the product's own rules", async () => {
    const [laptop] = laptops;
    if (!laptop) throw new Error('no laptop in the seed');
    const answer = await ask(h.app, a, { question: 'Can I return it?', product_id: laptop.id });
    expect(productsCited(answer.citations).map((product) => product.product_id)).toEqual([laptop.id]);
    expect(answer.text).toContain(laptop.name);
  });

  it('without a product on screen, the same question lists the laptops as before', async () => {
    const answer = await ask(h.app, a, { question: 'Is this laptop in stock?' });
    expect(productsCited(answer.citations).length).toBeGreaterThan(1);
  });

  it("ignores another store's product (or one that does not exist): the question is answered as asked", async () => {
    const [other] = await h.db.query<{ id: number }>(
      'SELECT id FROM products WHERE store_id <> 19 ORDER BY id LIMIT 1',
    );
    const ids = [other?.id, 999_999].filter((id): id is number => id !== undefined);
    for (const id of ids) {
      const answer = await ask(h.app, a, { question: 'Is this laptop in stock?', product_id: id });
      expect(answer.status).toBe(200);
      expect(productsCited(answer.citations).some((product) => product.product_id === id)).toBe(false);
    }
  });

  it.each([['7'], [0], [-3], [1.5], [{}]])('refuses product_id %j (400)', async (productId) => {
    const answer = await ask(h.app, a, { question: 'Is this in stock?', product_id: productId });
    expect(answer.status).toBe(400);
    expect(answer.json?.response_message).toBe('product_id must be a positive integer');
  });
});

describe('which questions point at the product on screen', () => {
  it.each([
    'Is this in stock?',
    'Is this laptop in stock?',
    'Can I return it?',
    "What's its warranty?",
    'Est-ce que cet ordinateur est disponible ?',
    'क्या यह स्टॉक में है?',
    'هل هذا متوفر؟',
  ])('"%s" does', (question) => {
    expect(pointsAtProductOnScreen(question)).toBe(true);
  });

  it.each(['Which laptops are in stock?', 'Do you deliver to 110001?', 'Show kettles under R 1000'])(
    '"%s" does not',
    (question) => {
      expect(pointsAtProductOnScreen(question)).toBe(false);
    },
  );
});
