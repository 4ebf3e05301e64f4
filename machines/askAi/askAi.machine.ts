import { assign, fromCallback, setup } from 'xstate';
import { MAX_QUESTION_LENGTH } from '../../contracts/askAi.ts';
import type { AskAiContext, AskAiEvent, AskAiTurn, AskQuestionInput } from './askAi.types.ts';

// The Ask AI conversation (SPEC sections 1 and 2; docs/decisions/0122-ask-ai.md). The customer
// asks; the answer streams in (asking until its first piece, then streaming), and ends done,
// stopped by the customer, or failed (retry asks the same question again). A new conversation
// forgets the turns and the conversation id; an earlier one can be opened to continue it. The
// `askQuestion` actor posts the question and sends the stream's events back; leaving `answering`
// stops it (the request is aborted, and the server keeps what was answered as stopped).

export const FAILED_TO_ANSWER = 'The assistant could not answer. Please try again.';

/** A question worth sending: not blank, not longer than the server takes. */
export function isAskable(question: string): boolean {
  const trimmed = question.trim();
  return trimmed !== '' && [...trimmed].length <= MAX_QUESTION_LENGTH;
}

const updateLast = (turns: AskAiTurn[], change: (turn: AskAiTurn) => AskAiTurn): AskAiTurn[] =>
  turns.map((turn, index) => (index === turns.length - 1 ? change(turn) : turn));

const freshTurn = (question: string): AskAiTurn => ({
  question: question.trim(),
  text: '',
  citations: [],
  notice: null,
  status: 'answering',
});

export const askAiMachine = setup({
  types: {
    context: {} as AskAiContext,
    events: {} as AskAiEvent,
  },
  actors: {
    /** POST /cfs/rest/v3/ask-ai/ask; sends STREAM.* events back as the answer arrives. */
    askQuestion: fromCallback<AskAiEvent, AskQuestionInput>(() => {
      throw new Error('askQuestion not provided');
    }),
  },
  guards: {
    isAskable: (_, question: string) => isAskable(question),
    hasQuestion: ({ context }) => context.turns.length > 0,
  },
}).createMachine({
  id: 'askAi',
  context: { conversationId: null, turns: [], error: null },
  initial: 'idle',
  on: {
    NEW_CONVERSATION: {
      target: '.idle',
      actions: assign({ conversationId: null, turns: [], error: null }),
    },
  },
  states: {
    idle: {
      on: {
        ASK: {
          guard: { type: 'isAskable', params: ({ event }) => event.question },
          target: 'answering',
          actions: assign({
            turns: ({ context, event }) => [...context.turns, freshTurn(event.question)],
            error: null,
          }),
        },
        OPEN_CONVERSATION: {
          actions: assign({
            conversationId: ({ event }) => event.conversationId,
            turns: ({ event }) => event.turns,
            error: null,
          }),
        },
      },
    },
    answering: {
      initial: 'asking',
      invoke: {
        id: 'askQuestion',
        src: 'askQuestion',
        input: ({ context }): AskQuestionInput => ({
          question: context.turns.at(-1)?.question ?? '',
          conversationId: context.conversationId,
        }),
        onError: {
          target: 'failed',
          actions: assign({
            error: FAILED_TO_ANSWER,
            turns: ({ context }) => updateLast(context.turns, (turn) => ({ ...turn, status: 'failed' })),
          }),
        },
      },
      on: {
        'STREAM.CONVERSATION': { actions: assign({ conversationId: ({ event }) => event.conversationId }) },
        // The model failed: what it wrote is discarded, the built-in answer follows.
        'STREAM.NOTICE': {
          actions: assign({
            turns: ({ context, event }) =>
              updateLast(context.turns, (turn) => ({ ...turn, text: '', notice: event.message })),
          }),
        },
        'STREAM.CITATIONS': {
          actions: assign({
            turns: ({ context, event }) =>
              updateLast(context.turns, (turn) => ({ ...turn, citations: event.citations })),
          }),
        },
        'STREAM.DONE': {
          target: 'idle',
          actions: assign({
            turns: ({ context }) => updateLast(context.turns, (turn) => ({ ...turn, status: 'done' })),
          }),
        },
        'STREAM.FAILED': {
          target: 'failed',
          actions: assign({
            error: ({ event }) => event.message,
            turns: ({ context }) => updateLast(context.turns, (turn) => ({ ...turn, status: 'failed' })),
          }),
        },
        STOP: {
          target: 'stopped',
          actions: assign({
            turns: ({ context }) => updateLast(context.turns, (turn) => ({ ...turn, status: 'stopped' })),
          }),
        },
      },
      states: {
        // Sent; nothing of the answer yet.
        asking: {
          on: {
            'STREAM.CHUNK': {
              target: 'streaming',
              actions: assign({
                turns: ({ context, event }) =>
                  updateLast(context.turns, (turn) => ({ ...turn, text: turn.text + event.text })),
              }),
            },
          },
        },
        streaming: {
          on: {
            'STREAM.CHUNK': {
              actions: assign({
                turns: ({ context, event }) =>
                  updateLast(context.turns, (turn) => ({ ...turn, text: turn.text + event.text })),
              }),
            },
          },
        },
      },
    },
    // The customer stopped the answer: what came is kept; ask again, or ask something else.
    stopped: {
      on: {
        ASK: {
          guard: { type: 'isAskable', params: ({ event }) => event.question },
          target: 'answering',
          actions: assign({ turns: ({ context, event }) => [...context.turns, freshTurn(event.question)] }),
        },
        RETRY: {
          guard: 'hasQuestion',
          target: 'answering',
          actions: assign({
            turns: ({ context }) => updateLast(context.turns, (turn) => freshTurn(turn.question)),
          }),
        },
      },
    },
    failed: {
      on: {
        RETRY: {
          guard: 'hasQuestion',
          target: 'answering',
          actions: assign({
            error: null,
            turns: ({ context }) => updateLast(context.turns, (turn) => freshTurn(turn.question)),
          }),
        },
        ASK: {
          guard: { type: 'isAskable', params: ({ event }) => event.question },
          target: 'answering',
          actions: assign({
            error: null,
            turns: ({ context, event }) => [...context.turns, freshTurn(event.question)],
          }),
        },
      },
    },
  },
});

type AskAiSnapshot = ReturnType<typeof askAiMachine.transition>;

/** Selectors for the screens (they never call .matches themselves). */
export const isAnswering = (snapshot: AskAiSnapshot) => snapshot.matches('answering');
export const isWaitingForFirstWords = (snapshot: AskAiSnapshot) => snapshot.matches({ answering: 'asking' });
export const canRetry = (snapshot: AskAiSnapshot) =>
  snapshot.matches('failed') || snapshot.matches('stopped');
export const selectTurns = (snapshot: AskAiSnapshot) => snapshot.context.turns;
export const selectError = (snapshot: AskAiSnapshot) => snapshot.context.error;
export const selectConversationId = (snapshot: AskAiSnapshot) => snapshot.context.conversationId;
