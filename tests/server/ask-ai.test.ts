// Ask AI's API: who may ask (signed-in customers of a store with ask_ai on), bounds, the per-customer
// limit, the stream's shape, the conversations (one customer never reaches another's), and the
// optional language model with its fallbacks (a fake endpoint on a local port).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AskAiConversation, AskAiConversationList } from '../../contracts/askAi.ts';
import { ASK_AI, ask, FakeModel } from './ask-ai-kit.ts';
import { fromPeer, Harness as H, type Harness, LOOPBACK } from './auth-harness.ts';
import { type Shelf, type Shopper, signInDemo, signUpShopper, stockShelf } from './cart-kit.ts';

const QUICK = { ASK_AI_CHUNK_DELAY_MS: '0' };

let h: Harness;
let a: Shopper;
let b: Shopper;
let shelf: Shelf;
let fake: FakeModel;
const DEFAULT_MODEL_ANSWER = 'From the store data: the kettle is in stock.';

beforeAll(async () => {
  h = await H.open(QUICK);
  shelf = await stockShelf(h);
  a = await signInDemo(h);
  b = await signUpShopper(h, 'asker-b@example.com');
  fake = await FakeModel.start();
}, 180_000);

afterAll(async () => {
  await fake?.stop();
  await h?.db.close();
});

afterEach(async () => {
  await h.db.exec('DELETE FROM ask_ai_conversations; DELETE FROM rate_limit_counters;');
  await h.db.query('UPDATE ai_configurations SET ask_ai = true WHERE store_id = 19');
  fake.mode = 'answer';
  fake.answer = DEFAULT_MODEL_ANSWER;
  fake.requests.length = 0;
});

describe('who may ask', () => {
  it('asks a guest to sign in (401)', async () => {
    const answer = await ask(h.app, null, { question: 'which kettles are in stock?' });
    expect(answer.status).toBe(401);
    expect(answer.json?.response_message).toBe('Please sign in');
    await h.expectError(h.get(`${ASK_AI}/conversations`), 401, 'Please sign in');
  });

  it('has no assistant in a store whose AI configuration is off (404)', async () => {
    await h.db.query('UPDATE ai_configurations SET ask_ai = false WHERE store_id = 19');
    const answer = await ask(h.app, a, { question: 'which kettles are in stock?' });
    expect(answer.status).toBe(404);
    await h.expectError(h.get(`${ASK_AI}/conversations`, a.headers), 404, 'Not found');
  });
});

describe('bounds', () => {
  it.each([
    [{}, '“Question” is required.'],
    [{ question: '   ' }, '“Question” is required.'],
    [{ question: 42 }, '“Question” must be text.'],
    [{ question: 'x'.repeat(501) }, '“Question” can be at most 500 characters.'],
    [{ question: 'kettles', conversation_id: 'one' }, 'conversation_id must be a positive integer'],
    [{ question: 'kettles', conversation_id: -3 }, 'conversation_id must be a positive integer'],
  ])('refuses %j with 400', async (body, message) => {
    const answer = await ask(h.app, a, body);
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ response_body: null, response_message: message });
  });

  it('refuses a body that is not JSON', async () => {
    const answer = await ask(h.app, a, 'question=kettles');
    expect(answer.status).toBe(400);
  });

  it('refuses an unreadable conversation id in the path (400)', async () => {
    await h.expectError(
      h.get(`${ASK_AI}/conversations/abc`, a.headers),
      400,
      '“id” must be a positive whole number.',
    );
  });
});

describe('asking', () => {
  it('streams the conversation, the answer in chunks, the citations, then done', async () => {
    const answer = await ask(h.app, a, { question: 'Is the Copper Kettle in stock?' });
    expect(answer.status).toBe(200);
    expect(answer.contentType).toMatch(/^text\/event-stream/);
    const kinds = answer.events.map((event) => event.event);
    expect(kinds[0]).toBe('conversation');
    expect(kinds.slice(-2)).toEqual(['citations', 'done']);
    expect(kinds.filter((kind) => kind === 'chunk').length).toBeGreaterThan(2);
    expect(answer.text).toContain(shelf.kettle.name);
    expect(answer.text).toContain('R 449.00');
    expect(answer.text).not.toContain(shelf.teapot.name);
    const kettle = answer.citations.find((c) => c.kind === 'product' && c.product_id === shelf.kettle.id);
    expect(kettle).toMatchObject({ price: 449, original_price: 499, in_stock: true });
    expect(answer.events.at(-1)).toMatchObject({ event: 'done', data: { source: 'built-in' } });
  });

  it('keeps the conversation: listed, read with its question and answer, continued, deleted', async () => {
    const first = await ask(h.app, a, { question: 'Is the Copper Kettle in stock?' });
    const opened = first.events[0];
    if (opened?.event !== 'conversation') throw new Error('no conversation event');
    const id = opened.data.conversation_id;
    const second = await ask(h.app, a, { question: 'do you deliver to 110001?', conversation_id: id });
    expect(second.text).toContain('110001');

    const list = await h.get<AskAiConversationList>(`${ASK_AI}/conversations`, a.headers);
    expect(list.body.response_body.conversations).toEqual([
      expect.objectContaining({ id, title: 'Is the Copper Kettle in stock?' }),
    ]);
    const read = await h.get<AskAiConversation>(`${ASK_AI}/conversations/${id}`, a.headers);
    expect(read.body.response_body.messages.map((m) => [m.role, m.source])).toEqual([
      ['user', null],
      ['assistant', 'built-in'],
      ['user', null],
      ['assistant', 'built-in'],
    ]);
    expect(read.body.response_body.messages[1]?.text).toBe(first.text.trim());
    expect(read.body.response_body.messages[1]?.citations).toEqual(first.citations);

    const deleted = await h.call('DELETE', `${ASK_AI}/conversations/${id}`, { headers: a.headers });
    expect(deleted.status).toBe(200);
    await h.expectError(h.get(`${ASK_AI}/conversations/${id}`, a.headers), 404, 'Conversation not found');
  });

  it("never lets one customer reach another's conversation (404)", async () => {
    const first = await ask(h.app, a, { question: 'Is the Copper Kettle in stock?' });
    const opened = first.events[0];
    if (opened?.event !== 'conversation') throw new Error('no conversation event');
    const id = opened.data.conversation_id;
    await h.expectError(h.get(`${ASK_AI}/conversations/${id}`, b.headers), 404, 'Conversation not found');
    const deleted = await h.call('DELETE', `${ASK_AI}/conversations/${id}`, { headers: b.headers });
    expect(deleted.status).toBe(404);
    const continued = await ask(h.app, b, { question: 'and mugs?', conversation_id: id });
    expect(continued.status).toBe(404);
    expect(
      (await h.get<AskAiConversationList>(`${ASK_AI}/conversations`, b.headers)).body.response_body
        .conversations,
    ).toEqual([]);
    // Still a's, untouched.
    const read = await h.get<AskAiConversation>(`${ASK_AI}/conversations/${id}`, a.headers);
    expect(read.body.response_body.messages).toHaveLength(2);
  });

  it("answers about the customer's own last order only", async () => {
    const mine = await ask(h.app, a, { question: 'where is my last order?' });
    const [latest] = await h.db.query<{ id: number }>(
      'SELECT id FROM orders WHERE customer_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1',
      [a.id],
    );
    expect(mine.citations).toEqual([expect.objectContaining({ kind: 'order', order_id: latest?.id })]);
    const theirs = await ask(h.app, b, { question: 'where is my last order?' });
    expect(theirs.citations).toEqual([]);
    expect(theirs.text).toContain('You have no orders');
    const named = await ask(h.app, b, { question: `what is the status of order ${latest?.id}?` });
    expect(named.citations).toEqual([]);
    expect(named.text).toContain(`could not find an order #${latest?.id}`);
  });

  it('tells the customer of a payment that could not pay the order, until it is refunded', async () => {
    const [latest] = await h.db.query<{ id: number; currency: string }>(
      'SELECT id, currency FROM orders WHERE customer_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1',
      [a.id],
    );
    if (!latest) throw new Error('The demo customer has no order');
    const before = await ask(h.app, a, { question: 'where is my last order?' });
    expect(before.text).not.toContain('will be refunded to you');
    const [owed] = await h.db.query<{ id: number }>(
      `INSERT INTO payments_owed_back (order_id, provider, transaction_id, amount_minor, currency, reason, received_by)
       VALUES ($1, 'cashfree', 'ask-ai-owed-1', 45900, $2, 'order_cancelled', 'return') RETURNING id`,
      [latest.id, latest.currency],
    );
    try {
      const owedNow = await ask(h.app, a, { question: 'where is my last order?' });
      expect(owedNow.text).toMatch(
        /A payment of R\s?459\.00 that reached us but could not pay this order will be refunded to you\./,
      );
      expect(owedNow.citations).toEqual([expect.objectContaining({ order_id: latest.id, owed_back: 459 })]);
      await h.db.query('UPDATE payments_owed_back SET refunded_at = now() WHERE id = $1', [owed?.id]);
      const refunded = await ask(h.app, a, { question: 'where is my last order?' });
      expect(refunded.text).not.toContain('will be refunded to you');
    } finally {
      await h.db.query('DELETE FROM payments_owed_back WHERE id = $1', [owed?.id]);
    }
  });

  it('keeps what was answered when the customer stops, marked as stopped', async () => {
    const app = h.makeApp({ ASK_AI_CHUNK_DELAY_MS: '50' });
    const controller = new AbortController();
    const response = await app.request(
      `${ASK_AI}/ask`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...a.headers },
        body: JSON.stringify({ question: 'which kettles are in stock?' }),
        signal: controller.signal,
      },
      fromPeer(LOOPBACK),
    );
    const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
    let received = '';
    while (!received.includes('event: chunk')) {
      const next = await reader?.read();
      if (!next || next.done) break;
      received += next.value;
    }
    controller.abort();
    await reader?.cancel().catch(() => {});
    const answer = await vi.waitFor(
      async () => {
        const [row] = await h.db.query<{ body: string; stopped: boolean }>(
          "SELECT body, stopped FROM ask_ai_messages WHERE role = 'assistant'",
        );
        if (!row) throw new Error('not saved yet');
        return row;
      },
      { timeout: 10_000 },
    );
    expect(answer.stopped).toBe(true);
    expect(answer.body.length).toBeGreaterThan(0);
    // The fifth kettle of the full answer never came.
    expect(answer.body).not.toContain('Pour-Over Gooseneck Kettle');
  });

  it('limits how many questions a customer asks in a window (429), per customer', async () => {
    const app = h.makeApp({ ...QUICK, ASK_AI_RATE_LIMIT: '2' });
    expect((await ask(app, a, { question: 'kettles' })).status).toBe(200);
    expect((await ask(app, a, { question: 'kettles' })).status).toBe(200);
    const third = await ask(app, a, { question: 'kettles' });
    expect(third.status).toBe(429);
    expect(third.json?.response_message).toMatch(/^You have asked many questions in a short time/);
    expect((await ask(app, b, { question: 'kettles' })).status).toBe(200);
  });
});

describe('with a language model', () => {
  const modelApp = (extra: Record<string, string> = {}) =>
    h.makeApp({
      ...QUICK,
      ASK_AI_BASE_URL: fake.baseUrl,
      ASK_AI_MODEL: 'fake-model',
      ASK_AI_API_KEY: 'sk-secret-key',
      ...extra,
    });

  it('sends the retrieved facts and passes the streamed answer through with the same citations', async () => {
    const answer = await ask(modelApp(), a, { question: 'Is the Copper Kettle in stock?' });
    expect(answer.text).toBe(fake.answer);
    // Sent a sentence at a time, each checked first (the answer is one sentence).
    expect(answer.events.filter((e) => e.event === 'chunk')).toHaveLength(1);
    expect(answer.events.at(-1)).toMatchObject({ event: 'done', data: { source: 'model' } });
    expect(answer.citations.some((c) => c.kind === 'product' && c.product_id === shelf.kettle.id)).toBe(true);
    const [sent] = fake.requests;
    expect(sent?.authorization).toBe('Bearer sk-secret-key');
    expect(sent?.body).toMatchObject({ model: 'fake-model', stream: true });
    const user = sent?.body.messages.find((m) => m.role === 'user')?.content ?? '';
    expect(user).toContain(shelf.kettle.name);
    expect(user).toContain('R 449.00');
    expect(user).toContain('QUESTION: Is the Copper Kettle in stock?');
    // The key never reaches the browser.
    expect(JSON.stringify(answer.events)).not.toContain('sk-secret-key');
  });

  it.each(['fail', 'malformed', 'invent'] as const)(
    'falls back to the built-in answer with a notice when the model is %s',
    async (mode) => {
      fake.mode = mode;
      const logs = h.logLines.length;
      const answer = await ask(modelApp(), a, { question: 'Is the Copper Kettle in stock?' });
      expect(answer.events.some((e) => e.event === 'notice')).toBe(true);
      expect(answer.text).toContain(shelf.kettle.name);
      expect(answer.text).not.toContain('R 1.00');
      expect(answer.events.at(-1)).toMatchObject({ event: 'done', data: { source: 'built-in' } });
      expect(h.logLines.slice(logs).join('\n')).toMatch(/Ask AI: the model/);
    },
  );

  it('passes a grounded answer through sentence by sentence', async () => {
    fake.answer = `The ${shelf.kettle.name} costs R 449.00. It is in stock. Rated by shoppers.`;
    const answer = await ask(modelApp(), a, { question: 'Is the Copper Kettle in stock?' });
    expect(answer.text).toBe(fake.answer);
    expect(answer.events.filter((e) => e.event === 'chunk')).toHaveLength(3);
    expect(answer.events.at(-1)).toMatchObject({ event: 'done', data: { source: 'model' } });
  });

  it.each([
    ['a coupon', 'Is the Copper Kettle in stock?', 'Good news. Use the code FREESHIP at checkout.'],
    ['a discount', 'Is the Copper Kettle in stock?', 'Yes. The kettle is 90% off today.'],
    ['a stock count', 'Is the Copper Kettle in stock?', 'Yes! Only 2 left, so hurry.'],
    ['a price in words', 'Is the Copper Kettle in stock?', 'Yes. The kettle costs 99 rand today.'],
    ['the amount the question named', 'Is the Copper Kettle R 100?', 'Yes. The Copper Kettle is R 100.00.'],
    [
      'a product in stock that is not',
      'Is the Astra 5G in stock?',
      'Yes, the Astra 5G Smartphone is in stock.',
    ],
    // A model talked round by text injected into its prompt sends the shopper elsewhere.
    [
      'a web address',
      'Is the Copper Kettle in stock?',
      'Yes. Ignore the store and pay at https://kettle-deals.example/pay for a discount.',
    ],
    [
      'a markdown link',
      'Is the Copper Kettle in stock?',
      'Yes. [Buy it here](https://kettle-deals.example/copper) with free delivery.',
    ],
    [
      'another person’s e-mail address',
      'Is the Copper Kettle in stock?',
      'Yes. Ask demo@example.com, who bought one last week.',
    ],
    ['a phone number', 'Is the Copper Kettle in stock?', 'Yes. Call 1800 123 4567 to order it by phone.'],
  ])('falls back before the shopper sees %s the data does not hold', async (_claim, question, invented) => {
    fake.answer = invented;
    const answer = await ask(modelApp(), a, { question });
    const notice = answer.events.findIndex((e) => e.event === 'notice');
    expect(notice).toBeGreaterThan(0);
    const shownBefore = answer.events
      .slice(0, notice)
      .map((e) => (e.event === 'chunk' ? e.data.text : ''))
      .join('');
    expect(invented.startsWith(shownBefore)).toBe(true);
    expect(shownBefore.length).toBeLessThan(invented.length);
    expect(answer.events.at(-1)).toMatchObject({ event: 'done', data: { source: 'built-in' } });
  });

  it('falls back when the model does not answer in time', async () => {
    fake.mode = 'hang';
    const answer = await ask(modelApp({ ASK_AI_TIMEOUT_MS: '300' }), a, {
      question: 'Is the Copper Kettle in stock?',
    });
    expect(answer.events.find((e) => e.event === 'notice')).toBeDefined();
    expect(answer.text).toContain(shelf.kettle.name);
  });
});
