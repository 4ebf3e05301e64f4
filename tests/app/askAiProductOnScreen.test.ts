import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { askAiLogic } from '../../src/features/askAi/actors/askAi.ts';
import { productOnScreen } from '../../src/features/askAi/askAiProductOnScreen.ts';

// A question asked while a product's page is open goes with that product's id, so that "Is this in
// stock?" is answered about it; elsewhere the question goes alone.

const stream = [
  'event: conversation\ndata: {"conversation_id":7,"question_id":1}\n\n',
  'event: chunk\ndata: {"text":"Yes"}\n\n',
  'event: done\ndata: {"source":"built-in"}\n\n',
].join('');

async function bodySent(page: { path: string; search: Record<string, string> }) {
  const bodies: unknown[] = [];
  const fetch = (async (_url: URL, init: RequestInit) => {
    bodies.push(JSON.parse(String(init.body)));
    return new Response(stream, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
  }) as typeof globalThis.fetch;
  const actor = createActor(
    askAiLogic({
      baseUrl: 'http://shop.test',
      accessToken: () => 'token',
      language: () => 'en',
      productOnScreen: () => productOnScreen(page),
      fetch,
    }),
  ).start();
  actor.send({ type: 'ASK', question: 'Is this laptop in stock?' });
  await waitFor(actor, (snapshot) => snapshot.context.turns[0]?.status === 'done');
  return bodies[0];
}

describe('the product on screen', () => {
  it("is sent with a question asked on a product's page", async () => {
    expect(await bodySent({ path: '/ProductDetails', search: { id: '12' } })).toEqual({
      question: 'Is this laptop in stock?',
      conversation_id: null,
      product_id: 12,
    });
  });

  it('is not sent from any other page, nor for a product page without a valid id', async () => {
    const pages: { path: string; search: Record<string, string> }[] = [
      { path: '/productListing', search: { category: '3' } },
      { path: '/ProductDetails', search: { id: 'abc' } },
      { path: '/ask-ai', search: {} },
    ];
    for (const page of pages) {
      expect(await bodySent(page)).toEqual({ question: 'Is this laptop in stock?', conversation_id: null });
    }
  });
});
