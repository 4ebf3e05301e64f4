import {
  ASK_AI_PATH,
  type AskAiConversation,
  type AskAiConversationList,
  type AskAiStreamEvent,
} from '../../../contracts/askAi.ts';
import { CFS_BASE_PATH } from '../../../contracts/cfs.ts';
import { LANGUAGE_CODE_PARAM } from '../../../contracts/request.ts';
import { ApiError } from '../../api/apiError.ts';
import type { ApiClient } from '../../api/client.ts';

// Ask AI's calls (contracts/askAi.ts). Asking reads a server-sent event stream, which ofetch does
// not: it is a plain fetch with the customer's token, read piece by piece.

const BASE = `${CFS_BASE_PATH}${ASK_AI_PATH}`;

export function fetchConversations(api: ApiClient): Promise<AskAiConversationList> {
  return api.get<AskAiConversationList>(`${BASE}/conversations`);
}

export function fetchConversation(api: ApiClient, id: number): Promise<AskAiConversation> {
  return api.get<AskAiConversation>(`${BASE}/conversations/${id}`);
}

export function deleteConversation(api: ApiClient, id: number): Promise<null> {
  return api.send<null>('DELETE', `${BASE}/conversations/${id}`);
}

export interface AskStreamOptions {
  baseUrl: string;
  token: string | null;
  language: string | null;
  question: string;
  conversationId: number | null;
  /** The product on the page the question is asked from: "this" and "it" are that product. */
  productId?: number | null;
  signal: AbortSignal;
  fetch?: typeof globalThis.fetch;
  onEvent: (event: AskAiStreamEvent) => void;
}

/** Posts the question and hands each event of the answer's stream to onEvent, in order. */
export async function askQuestion(options: AskStreamOptions): Promise<void> {
  const url = new URL(`${BASE}/ask`, options.baseUrl || globalThis.location.origin);
  if (options.language) url.searchParams.set(LANGUAGE_CODE_PARAM, options.language);
  let response: Response;
  try {
    response = await (options.fetch ?? globalThis.fetch)(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'text/event-stream',
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      },
      body: JSON.stringify({
        question: options.question,
        conversation_id: options.conversationId,
        ...(options.productId ? { product_id: options.productId } : {}),
      }),
      signal: options.signal,
    });
  } catch (error) {
    throw new ApiError(0, error instanceof Error ? error.message : String(error));
  }
  if (!response.ok || !response.body) {
    const envelope = (await response.json().catch(() => null)) as { response_message?: string } | null;
    throw new ApiError(response.status, envelope?.response_message ?? response.statusText);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let ended = false;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += value;
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
      const event = parseBlock(block);
      if (event?.event === 'done' || event?.event === 'error') ended = true;
      if (event) options.onEvent(event);
    }
  }
  // A stream closed before its last word (a proxy's cut, a server that stopped) is a failure to
  // reach the assistant, not an answer that never ends.
  if (!ended) throw new ApiError(0, 'The answer stopped before it ended.');
}

function parseBlock(block: string): AskAiStreamEvent | null {
  let name = '';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) name = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
  }
  if (name === '' || data.length === 0) return null;
  return { event: name, data: JSON.parse(data.join('\n')) } as AskAiStreamEvent;
}
