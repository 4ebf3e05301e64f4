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
  actions: {
    /** A new conversation: the turns and the conversation id are forgotten. */
    forgetConversation: assign({ conversationId: null, turns: [], error: null }),
    /** The question asked: a new turn, its answer to come. */
    addQuestion: assign(({ context }, question: string) => ({
      turns: [...context.turns, freshTurn(question)],
      error: null,
    })),
    /** An earlier conversation, opened to continue it. */
    openConversation: assign((_, opened: { conversationId: number; turns: AskAiTurn[] }) => ({
      conversationId: opened.conversationId,
      turns: opened.turns,
      error: null,
    })),
    /** The request failed: the last turn failed with the built-in message. */
    failToAnswer: assign(({ context }) => ({
      error: FAILED_TO_ANSWER,
      turns: updateLast(context.turns, (turn) => ({ ...turn, status: 'failed' })),
    })),
    /** The server named the conversation the answer belongs to. */
    keepConversationId: assign((_, conversationId: number) => ({ conversationId })),
    /** The model failed: what it wrote is discarded, the built-in answer follows with its notice. */
    showNotice: assign(({ context }, message: string) => ({
      turns: updateLast(context.turns, (turn) => ({ ...turn, text: '', notice: message })),
    })),
    /** The answer's sources. */
    showCitations: assign(({ context }, citations: AskAiTurn['citations']) => ({
      turns: updateLast(context.turns, (turn) => ({ ...turn, citations })),
    })),
    /** The answer is complete. */
    finishAnswer: assign(({ context }) => ({
      turns: updateLast(context.turns, (turn) => ({ ...turn, status: 'done' })),
    })),
    /** The stream failed: its message is shown, the last turn failed. */
    failStream: assign(({ context }, message: string) => ({
      error: message,
      turns: updateLast(context.turns, (turn) => ({ ...turn, status: 'failed' })),
    })),
    /** The customer stopped the answer: what came is kept. */
    stopAnswer: assign(({ context }) => ({
      turns: updateLast(context.turns, (turn) => ({ ...turn, status: 'stopped' })),
    })),
    /** The next words of the answer. */
    appendText: assign(({ context }, text: string) => ({
      turns: updateLast(context.turns, (turn) => ({ ...turn, text: turn.text + text })),
    })),
    /** The last question asked again, its answer afresh. */
    askAgain: assign(({ context }) => ({
      error: null,
      turns: updateLast(context.turns, (turn) => freshTurn(turn.question)),
    })),
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
      actions: 'forgetConversation',
    },
  },
  states: {
    idle: {
      on: {
        ASK: {
          guard: { type: 'isAskable', params: ({ event }) => event.question },
          target: 'answering',
          actions: { type: 'addQuestion', params: ({ event }) => event.question },
        },
        OPEN_CONVERSATION: {
          actions: { type: 'openConversation', params: ({ event }) => event },
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
          actions: 'failToAnswer',
        },
      },
      on: {
        'STREAM.CONVERSATION': {
          actions: { type: 'keepConversationId', params: ({ event }) => event.conversationId },
        },
        // The model failed: what it wrote is discarded, the built-in answer follows.
        'STREAM.NOTICE': {
          actions: { type: 'showNotice', params: ({ event }) => event.message },
        },
        'STREAM.CITATIONS': {
          actions: { type: 'showCitations', params: ({ event }) => event.citations },
        },
        'STREAM.DONE': {
          target: 'idle',
          actions: 'finishAnswer',
        },
        'STREAM.FAILED': {
          target: 'failed',
          actions: { type: 'failStream', params: ({ event }) => event.message },
        },
        STOP: {
          target: 'stopped',
          actions: 'stopAnswer',
        },
      },
      states: {
        // Sent; nothing of the answer yet.
        asking: {
          on: {
            'STREAM.CHUNK': {
              target: 'streaming',
              actions: { type: 'appendText', params: ({ event }) => event.text },
            },
          },
        },
        streaming: {
          on: {
            'STREAM.CHUNK': {
              actions: { type: 'appendText', params: ({ event }) => event.text },
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
          actions: { type: 'addQuestion', params: ({ event }) => event.question },
        },
        RETRY: {
          guard: 'hasQuestion',
          target: 'answering',
          actions: 'askAgain',
        },
      },
    },
    failed: {
      on: {
        RETRY: {
          guard: 'hasQuestion',
          target: 'answering',
          actions: 'askAgain',
        },
        ASK: {
          guard: { type: 'isAskable', params: ({ event }) => event.question },
          target: 'answering',
          actions: { type: 'addQuestion', params: ({ event }) => event.question },
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
