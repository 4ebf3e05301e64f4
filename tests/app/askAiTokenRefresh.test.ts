import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { askAiLogic } from '../../src/features/askAi/actors/askAi.ts';

// An access token can expire while the assistant is open: the question is then asked again once
// with the session's refreshed token, and the shopper sees one answer, not a failure.

const stream = [
  'event: conversation\ndata: {"conversation_id":7,"question_id":1}\n\n',
  'event: chunk\ndata: {"text":"Hello"}\n\n',
  'event: done\ndata: {"source":"built-in"}\n\n',
].join('');

function fakeServer(validToken: string) {
  const tokens: (string | null)[] = [];
  const fetch = (async (_url: URL, init: RequestInit) => {
    const auth = new Headers(init.headers).get('Authorization');
    tokens.push(auth);
    if (auth !== `Bearer ${validToken}`) {
      return new Response(JSON.stringify({ response_message: 'Unauthorized' }), { status: 401 });
    }
    return new Response(stream, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
  }) as typeof globalThis.fetch;
  return { fetch, tokens };
}

function start(options: { refresh: (rejected: string) => Promise<string | null>; valid: string }) {
  const server = fakeServer(options.valid);
  const refreshed: string[] = [];
  const actor = createActor(
    askAiLogic({
      baseUrl: 'http://shop.test',
      accessToken: () => 'expired',
      language: () => 'en',
      fetch: server.fetch,
      refreshAccess: async (rejected) => {
        refreshed.push(rejected);
        return options.refresh(rejected);
      },
    }),
  ).start();
  return { actor, server, refreshed };
}

describe('asking with an expired token', () => {
  it('refreshes once and asks again with the new token', async () => {
    const { actor, server, refreshed } = start({ refresh: async () => 'fresh', valid: 'fresh' });
    actor.send({ type: 'ASK', question: 'Which kettles are in stock?' });
    const done = await waitFor(actor, (snapshot) => snapshot.context.turns[0]?.status === 'done');
    expect(done.context.turns[0]).toMatchObject({ text: 'Hello', status: 'done' });
    expect(refreshed).toEqual(['expired']);
    expect(server.tokens).toEqual(['Bearer expired', 'Bearer fresh']);
  });

  it('fails the answer when the session cannot be refreshed', async () => {
    const { actor, server } = start({ refresh: async () => null, valid: 'fresh' });
    actor.send({ type: 'ASK', question: 'Which kettles are in stock?' });
    const failed = await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(failed.context.turns[0]?.status).toBe('failed');
    expect(server.tokens).toEqual(['Bearer expired']);
  });

  it('does not refresh twice when the new token is refused too', async () => {
    const { actor, server, refreshed } = start({ refresh: async () => 'also-expired', valid: 'fresh' });
    actor.send({ type: 'ASK', question: 'Which kettles are in stock?' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(refreshed).toHaveLength(1);
    expect(server.tokens).toEqual(['Bearer expired', 'Bearer also-expired']);
  });
});
