// cfs Ask AI (contracts/askAi.ts): ask (the answer as server-sent events), and the customer's
// conversations (list, read, delete). Signed-in customers of a store whose AI configuration has
// ask_ai on: 401 for guests, 404 when the store has no assistant. A question may come with the
// product on the shopper's screen (product_id), which grounds "this" and "it". Questions are bounded (400) and
// counted per customer (429); another customer's conversation is a 404.
import { Hono } from 'hono';
import { type SSEStreamingApi, streamSSE } from 'hono/streaming';
import {
  type AnswerSource,
  type AskAiCitation,
  type AskAiStreamEvent,
  MAX_QUESTION_LENGTH,
} from '../../contracts/askAi.ts';
import { LANGUAGE_CODE_PARAM } from '../../contracts/request.ts';
import { isAskAiOn } from '../../machines/askAi/askAiOn.ts';
import { answerBuiltIn, type BuiltInAnswer } from '../askai/built-in.ts';
import {
  deleteConversation,
  earlierQuestions,
  listConversations,
  readConversation,
  recordAnswer,
  recordQuestion,
} from '../askai/conversations.ts';
import { FOLLOW_UP_DEPTH } from '../askai/follow-up.ts';
import { ungroundedClaims } from '../askai/grounding.ts';
import { ModelFailure, modelMessages, streamModelAnswer } from '../askai/model.ts';
import { productOfStore } from '../askai/retrieve.ts';
import { SentenceBuffer } from '../askai/sentences.ts';
import { TEMPLATES } from '../askai/templates.ts';
import { type CustomerEnv, requireCustomer } from '../auth/bearer.ts';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/db.ts';
import { sendOk } from '../http/envelope.ts';
import { badRequest, notFound } from '../http/http-error.ts';
import { limitJsonBody } from '../http/json-body.ts';
import { isJsonId, readJsonObject } from '../http/json-object.ts';
import { parsePathId } from '../http/path-id.ts';
import { QueryParams } from '../http/query.ts';
import { RateLimiter } from '../http/rate-limit.ts';
import { requireText } from '../http/text-field.ts';
import { msg } from '../i18n/server-message.ts';
import { loadAiConfiguration } from '../stores/ai-configuration.ts';

export const ASK_AI_OFF = 'Not found';
const TOO_MANY_QUESTIONS = msg('You have asked many questions in a short time. Please try again in {wait}.');

export function cfsAskAiRoutes(
  db: Db,
  config: ServerConfig,
  now: () => number,
  log: (line: string) => void,
): Hono<CustomerEnv> {
  const app = new Hono<CustomerEnv>();
  const limiter = new RateLimiter(db, now, config.askAi.windowSeconds);

  app.use('*', requireCustomer(), async (c, next) => {
    const [setting] = await loadAiConfiguration(db, c.var.store.id);
    if (!isAskAiOn(setting)) throw notFound(ASK_AI_OFF);
    await next();
  });

  app.get('/conversations', async (c) =>
    sendOk(c, { conversations: await listConversations(db, c.var.customer.id) }),
  );

  app.get('/conversations/:id', async (c) => {
    const id = parsePathId(c.req.param('id'), 'id');
    return sendOk(c, await readConversation(db, c.var.customer.id, id));
  });

  app.delete('/conversations/:id', async (c) => {
    const id = parsePathId(c.req.param('id'), 'id');
    await deleteConversation(db, c.var.customer.id, id);
    return sendOk(c, null, 'Conversation deleted');
  });

  app.post('/ask', limitJsonBody(), async (c) => {
    const body = await readJsonObject(c);
    const question = requireText(body, 'question', { max: MAX_QUESTION_LENGTH, multiline: true });
    const rawId = body.conversation_id;
    if (rawId !== undefined && rawId !== null && !isJsonId(rawId)) {
      throw badRequest('conversation_id must be a positive integer');
    }
    const conversationId = rawId === undefined || rawId === null ? null : rawId;
    // The product on the page the question comes from: "this" and "it" speak of it.
    const rawProduct = body.product_id;
    if (rawProduct !== undefined && rawProduct !== null && !isJsonId(rawProduct)) {
      throw badRequest('product_id must be a positive integer');
    }
    const customer = c.var.customer;
    const store = c.var.store;
    await limiter.claim([
      { key: `ask-ai:${customer.id}`, limit: config.askAi.questionsPerWindow, message: TOO_MANY_QUESTIONS },
    ]);
    const recorded = await db.transaction((tx) =>
      recordQuestion(
        tx,
        { customerId: customer.id, storeId: store.id },
        conversationId,
        question,
        new Date(now()),
      ),
    );
    const [currency] = await db.query<{ symbol: string }>(
      'SELECT symbol FROM store_currencies WHERE store_id = $1 ORDER BY id LIMIT 1',
      [store.id],
    );
    const context = {
      storeId: store.id,
      customerId: customer.id,
      currency: currency?.symbol ?? '₹',
      pageLanguage: QueryParams.of(c).get(LANGUAGE_CODE_PARAM),
      earlierQuestions: await earlierQuestions(
        db,
        recorded.conversationId,
        recorded.questionId,
        FOLLOW_UP_DEPTH,
      ),
    };
    // Another store's product (or one since removed) is no context: the question is answered as asked.
    const productOnScreen =
      rawProduct === undefined || rawProduct === null
        ? undefined
        : await productOfStore(db, store.id, rawProduct);
    const builtIn = await answerBuiltIn(db, { ...context, productOnScreen }, question);

    return streamSSE(
      c,
      async (stream) => {
        const stopped = new AbortController();
        stream.onAbort(() => stopped.abort());
        const send = (message: AskAiStreamEvent) =>
          stream.writeSSE({ event: message.event, data: JSON.stringify(message.data) });
        await send({
          event: 'conversation',
          data: { conversation_id: recorded.conversationId, question_id: recorded.questionId },
        });

        let text = '';
        let source: AnswerSource = 'built-in';
        const citations: AskAiCitation[] = builtIn.citations;
        const model = config.askAi.model;
        let useBuiltIn = model === undefined;
        if (model) {
          try {
            source = 'model';
            const messages = modelMessages(store.displayName || store.name, question, builtIn);
            // Each sentence is checked before it is sent: the shopper never sees an ungrounded one.
            const facts = { text: builtIn.text, citations, currency: context.currency };
            const sendChecked = async (sentence: string) => {
              const claims = ungroundedClaims(sentence, facts);
              if (claims.length > 0)
                throw new ModelFailure(`the model stated what the data does not hold: ${claims.join(', ')}`);
              text += sentence;
              await send({ event: 'chunk', data: { text: sentence } });
            };
            const sentences = new SentenceBuffer();
            for await (const piece of streamModelAnswer(
              model,
              config.askAi.modelTimeoutMs,
              messages,
              stopped.signal,
            )) {
              if (stopped.signal.aborted) break;
              for (const sentence of sentences.push(piece)) await sendChecked(sentence);
            }
            const last = sentences.flush();
            if (!stopped.signal.aborted && last.trim() !== '') await sendChecked(last);
          } catch (error) {
            if (!(error instanceof ModelFailure)) throw error;
            log(`Ask AI: ${error.message}; the built-in assistant answered`);
            useBuiltIn = true;
            source = 'built-in';
            text = '';
            await send({ event: 'notice', data: { message: TEMPLATES[builtIn.language].fallbackNotice } });
          }
        }
        if (useBuiltIn && !stopped.signal.aborted)
          text = await streamBuiltIn(stream, send, builtIn, config.askAi.chunkDelayMs, stopped.signal);

        const answerId = await recordAnswer(
          db,
          recorded.conversationId,
          { text, citations, source, stopped: stopped.signal.aborted },
          new Date(now()),
        );
        if (stopped.signal.aborted) return;
        await send({ event: 'citations', data: { citations } });
        await send({ event: 'done', data: { answer_id: answerId, source } });
      },
      async (error, stream) => {
        log(`Ask AI: the answer failed: ${String(error)}`);
        await stream.writeSSE({
          event: 'error',
          data: JSON.stringify({ message: 'The assistant could not answer. Please try again.' }),
        });
      },
    );
  });

  return app;
}

/** The built-in answer in pieces of a few words, so that it reads as it is written. */
async function streamBuiltIn(
  stream: SSEStreamingApi,
  send: (message: AskAiStreamEvent) => Promise<void>,
  answer: BuiltInAnswer,
  delayMs: number,
  signal: AbortSignal,
): Promise<string> {
  const pieces = answer.text.match(/\S+\s*/g) ?? [];
  let text = '';
  for (let index = 0; index < pieces.length; index += 3) {
    if (signal.aborted) break;
    const piece = pieces.slice(index, index + 3).join('');
    text += piece;
    await send({ event: 'chunk', data: { text: piece } });
    if (delayMs > 0) await stream.sleep(delayMs);
  }
  return text;
}
