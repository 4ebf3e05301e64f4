// Types of the Ask AI conversation (machines/askAi/askAi.machine.ts).
import type { AskAiCitation } from '../../contracts/askAi.ts';

/** One question and its answer as the screen shows them. */
export interface AskAiTurn {
  question: string;
  /** The answer so far (all of it once done). */
  text: string;
  citations: AskAiCitation[];
  /** Set when the language model failed and the built-in assistant answered. */
  notice: string | null;
  status: 'answering' | 'done' | 'stopped' | 'failed';
}

export interface AskAiContext {
  /** The conversation the next question continues; null: the next question starts one. */
  conversationId: number | null;
  turns: AskAiTurn[];
  /** Why the last answer failed (the server's message), null otherwise. */
  error: string | null;
}

/** Input of the `askQuestion` actor: it posts the question and sends the stream's events back. */
export interface AskQuestionInput {
  question: string;
  conversationId: number | null;
}

export type AskAiStreamMachineEvent =
  | { type: 'STREAM.CONVERSATION'; conversationId: number }
  | { type: 'STREAM.CHUNK'; text: string }
  | { type: 'STREAM.NOTICE'; message: string }
  | { type: 'STREAM.CITATIONS'; citations: AskAiCitation[] }
  | { type: 'STREAM.DONE' }
  | { type: 'STREAM.FAILED'; message: string };

export type AskAiEvent =
  | { type: 'ASK'; question: string }
  | { type: 'STOP' }
  | { type: 'RETRY' }
  | { type: 'NEW_CONVERSATION' }
  /** An earlier conversation, read from the server, to continue. */
  | { type: 'OPEN_CONVERSATION'; conversationId: number; turns: AskAiTurn[] }
  | AskAiStreamMachineEvent;
