// The optional language model: any OpenAI-compatible chat-completions endpoint, asked to stream
// (`stream: true`, server-sent events of `choices[0].delta.content`). It is given the facts the
// built-in assistant retrieved and told to answer from them alone; the answer keeps the built-in
// answer's citations. Any trouble (no answer in time, an HTTP error, a body that is not the
// expected stream, an empty answer) is a ModelFailure, and the caller falls back to the built-in
// answer. The API key is sent to the endpoint only, never to the browser.
import type { AskAiConfig } from '../config.ts';
import type { BuiltInAnswer } from './built-in.ts';

export class ModelFailure extends Error {
  override name = 'ModelFailure';
}

export type ModelSettings = NonNullable<AskAiConfig['model']>;

const LANGUAGE_NAMES = { en: 'English', hi: 'Hindi', ar: 'Arabic', fr: 'French' } as const;

/** The chat messages sent: the rules, then the facts and the question. */
export function modelMessages(storeName: string, question: string, facts: BuiltInAnswer) {
  const system = [
    `You are the shopping assistant of the online store "${storeName}".`,
    "Answer only from the FACTS below, which come from the store's own data.",
    'Never state a price, stock level, rating, delivery time or rule that the FACTS do not hold, and never name a product they do not name.',
    'Write prices exactly as the FACTS write them.',
    "If the FACTS do not answer the question, say that you don't know and suggest searching the catalogue.",
    `Answer in ${LANGUAGE_NAMES[facts.language]}, briefly, in plain text.`,
  ].join(' ');
  const user = [
    'FACTS:',
    facts.text,
    'SOURCES (JSON):',
    JSON.stringify(facts.citations),
    '',
    `QUESTION: ${question}`,
  ].join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}

/**
 * Streams the model's answer in pieces. `signal` aborts it (the customer stopped). Throws
 * ModelFailure when the model does not start within the timeout, fails, or answers malformed.
 */
export async function* streamModelAnswer(
  settings: ModelSettings,
  timeoutMs: number,
  messages: { role: string; content: string }[],
  signal: AbortSignal,
): AsyncGenerator<string> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  const both = AbortSignal.any([signal, timeout.signal]);
  let produced = false;
  try {
    let response: Response;
    try {
      response = await fetch(`${settings.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'text/event-stream',
          Authorization: `Bearer ${settings.apiKey}`,
        },
        body: JSON.stringify({ model: settings.model, stream: true, temperature: 0.2, messages }),
        signal: both,
      });
    } catch (error) {
      if (signal.aborted) return;
      throw new ModelFailure(
        timeout.signal.aborted
          ? 'the model did not answer in time'
          : `the model could not be reached: ${String(error)}`,
      );
    }
    if (!response.ok || !response.body) throw new ModelFailure(`the model answered HTTP ${response.status}`);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      let read: ReadableStreamReadResult<string>;
      try {
        read = await reader.read();
      } catch {
        if (signal.aborted) return;
        throw new ModelFailure(
          timeout.signal.aborted ? 'the model did not finish in time' : 'the model stream broke',
        );
      }
      if (read.done) break;
      buffer += read.value;
      let newline = buffer.indexOf('\n');
      while (newline >= 0) {
        const line = buffer.slice(0, newline).replace(/\r$/, '');
        buffer = buffer.slice(newline + 1);
        newline = buffer.indexOf('\n');
        if (!line.startsWith('data:')) continue;
        const data = line.slice(5).trim();
        if (data === '[DONE]') {
          if (!produced) throw new ModelFailure('the model gave an empty answer');
          return;
        }
        const piece = contentOf(data);
        if (piece) {
          produced = true;
          yield piece;
        }
      }
    }
    if (!produced) throw new ModelFailure('the model gave an empty answer');
  } finally {
    clearTimeout(timer);
  }
}

function contentOf(data: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    throw new ModelFailure('the model sent a malformed event');
  }
  const choices = (parsed as { choices?: unknown }).choices;
  if (!Array.isArray(choices)) throw new ModelFailure('the model sent an event without choices');
  const content = (choices[0] as { delta?: { content?: unknown } } | undefined)?.delta?.content;
  if (content === undefined || content === null) return '';
  if (typeof content !== 'string') throw new ModelFailure('the model sent content that is not text');
  return content;
}
