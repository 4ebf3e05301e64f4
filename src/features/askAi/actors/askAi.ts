import { fromCallback } from 'xstate';
import type { AskAiStreamEvent } from '../../../../contracts/askAi.ts';
import { askAiMachine } from '../../../../machines/askAi/askAi.machine.ts';
import type { AskAiEvent, AskQuestionInput } from '../../../../machines/askAi/askAi.types.ts';
import type { Route } from '../../../../machines/storefront/pages.ts';
import { ApiError } from '../../../api/apiError.ts';
import { i18n } from '../../../app/i18n.ts';
import { type AskStreamOptions, askQuestion } from '../api.ts';
import { productOnScreen } from '../askAiProductOnScreen.ts';

export interface AskAiWiring {
  baseUrl: string;
  accessToken: () => string | null;
  /** The session's one refresh (src/app/system.ts): the token to retry with after a 401, or null. */
  refreshAccess?: (rejectedToken: string) => Promise<string | null>;
  language: () => string | null;
  /** The product whose page is open when the shopper asks (null elsewhere). */
  productOnScreen?: () => number | null;
  fetch?: typeof globalThis.fetch;
}

/** The stream's events as the machine's. */
export function machineEventOf(event: AskAiStreamEvent): AskAiEvent {
  switch (event.event) {
    case 'conversation':
      return { type: 'STREAM.CONVERSATION', conversationId: event.data.conversation_id };
    case 'chunk':
      return { type: 'STREAM.CHUNK', text: event.data.text };
    case 'notice':
      return { type: 'STREAM.NOTICE', message: event.data.message };
    case 'citations':
      return { type: 'STREAM.CITATIONS', citations: event.data.citations };
    case 'done':
      return { type: 'STREAM.DONE' };
    case 'error':
      return { type: 'STREAM.FAILED', message: event.data.message };
  }
}

/**
 * Asks with the session's token; a token that expired while the page was open (401) is refreshed
 * once through the session, and the question is asked again with the new one. The server refuses
 * before it streams anything, so nothing of the answer is shown twice.
 */
async function askWithFreshToken(
  wiring: AskAiWiring,
  options: Omit<AskStreamOptions, 'token' | 'baseUrl' | 'language' | 'fetch' | 'productId'>,
): Promise<void> {
  const base = {
    ...options,
    baseUrl: wiring.baseUrl,
    language: wiring.language(),
    productId: wiring.productOnScreen?.() ?? null,
    fetch: wiring.fetch,
  };
  const token = wiring.accessToken();
  try {
    await askQuestion({ ...base, token });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401 || !token || !wiring.refreshAccess) throw error;
    const fresh = await wiring.refreshAccess(token);
    if (!fresh || options.signal.aborted) throw error;
    await askQuestion({ ...base, token: fresh });
  }
}

/** The Ask AI machine with its real call: stopping the actor aborts the request. */
export function askAiLogic(wiring: AskAiWiring) {
  return askAiMachine.provide({
    actors: {
      askQuestion: fromCallback<AskAiEvent, AskQuestionInput>(({ input, sendBack }) => {
        const controller = new AbortController();
        askWithFreshToken(wiring, {
          question: input.question,
          conversationId: input.conversationId,
          signal: controller.signal,
          onEvent: (event) => sendBack(machineEventOf(event)),
        }).catch((error: unknown) => {
          if (controller.signal.aborted) return;
          const message = error instanceof ApiError && error.status > 0 ? error.message : '';
          sendBack({ type: 'STREAM.FAILED', message });
        });
        return () => controller.abort();
      }),
    },
  });
}

/** What the app's system gives the conversation: the API, the session's token and its one refresh, the open page. */
export interface AskAiSystemDeps {
  baseUrl: string;
  accessToken: () => string | null;
  refreshAccess: (rejectedToken: string) => Promise<string | null>;
  /** The page open now (the storefront's route). */
  currentRoute: () => Route;
  /** Tests pass a fake; the browser's fetch otherwise. */
  fetch?: typeof globalThis.fetch;
}

/** The conversation the storefront runs: asked in the shopper's language, about the product on screen. */
export function systemAskAiLogic(deps: AskAiSystemDeps) {
  return askAiLogic({
    baseUrl: deps.baseUrl,
    accessToken: deps.accessToken,
    refreshAccess: deps.refreshAccess,
    // The shopper's language when they ask (it may have changed since).
    language: () => i18n.locale || null,
    // The product page open when they ask: "this" and "it" are that product.
    productOnScreen: () => productOnScreen(deps.currentRoute()),
    fetch: deps.fetch,
  });
}
