import { describe, expect, it } from 'vitest';
import type { AskAiStreamEvent } from '../../contracts/askAi.ts';
import { ApiError } from '../../src/api/apiError.ts';
import { askQuestion } from '../../src/features/askAi/api.ts';

// An answer's stream ends with `done` or `error`. One that closes before either (a proxy's cut, a
// server that stopped) is a failure the assistant says, not an answer that stays "answering".

function ask(body: string) {
  const events: AskAiStreamEvent['event'][] = [];
  const asked = askQuestion({
    baseUrl: 'http://shop.test',
    token: null,
    language: 'en',
    signal: new AbortController().signal,
    question: 'Does it fit?',
    conversationId: null,
    fetch: (async () =>
      new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } })) as typeof fetch,
    onEvent: (event) => {
      events.push(event.event);
    },
  });
  return { asked, events };
}

const opening =
  'event: conversation\ndata: {"conversation_id":7,"question_id":1}\n\nevent: chunk\ndata: {"text":"Yes"}\n\n';

describe('the end of an answer’s stream', () => {
  it('closed after its chunks without done or error: a failure to reach the assistant', async () => {
    const { asked, events } = ask(opening);
    const error = await asked.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
    expect(events).toEqual(['conversation', 'chunk']);
  });

  it.each([
    ['done', 'event: done\ndata: {"answer_id":3,"source":"built-in"}\n\n'],
    ['error', 'event: error\ndata: {"message":"No answer"}\n\n'],
  ])('ended by %s: the answer as it came', async (last, closing) => {
    const { asked, events } = ask(opening + closing);
    await expect(asked).resolves.toBeUndefined();
    expect(events).toEqual(['conversation', 'chunk', last]);
  });
});
