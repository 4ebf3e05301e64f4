import { fromCallback } from 'xstate';
import type { AskAiStreamEvent } from '../../../contracts/askAi.ts';
import { askAiMachine } from '../../../machines/askAi.machine.ts';
import type { AskAiEvent, AskQuestionInput } from '../../../machines/askAi.types.ts';
import { ApiError } from '../../api/apiError.ts';
import { askQuestion } from '../../api/askAi.ts';

export interface AskAiWiring {
  baseUrl: string;
  accessToken: () => string | null;
  language: () => string | null;
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

/** The Ask AI machine with its real call: stopping the actor aborts the request. */
export function askAiLogic(wiring: AskAiWiring) {
  return askAiMachine.provide({
    actors: {
      askQuestion: fromCallback<AskAiEvent, AskQuestionInput>(({ input, sendBack }) => {
        const controller = new AbortController();
        askQuestion({
          baseUrl: wiring.baseUrl,
          token: wiring.accessToken(),
          language: wiring.language(),
          question: input.question,
          conversationId: input.conversationId,
          signal: controller.signal,
          fetch: wiring.fetch,
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
