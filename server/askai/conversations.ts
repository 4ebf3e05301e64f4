// A customer's Ask AI conversations (migration 049). Every read and change names the customer: a
// conversation of another customer is not found (404), whatever its id.
import {
  type AnswerSource,
  type AskAiCitation,
  type AskAiConversation,
  type AskAiConversationSummary,
  type AskAiMessage,
  MAX_CONVERSATIONS,
  MAX_QUESTIONS_PER_CONVERSATION,
} from '../../contracts/askAi.ts';
import type { Queryable } from '../db/db.ts';
import { conflict, notFound } from '../http/http-error.ts';

export const CONVERSATION_NOT_FOUND = 'Conversation not found';
const TITLE_LENGTH = 80;

interface SummaryRow {
  id: number;
  title: string;
  created_at: Date | string;
  updated_at: Date | string;
}

function toSummary(row: SummaryRow): AskAiConversationSummary {
  return {
    id: row.id,
    title: row.title,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

export async function listConversations(
  db: Queryable,
  customerId: string,
): Promise<AskAiConversationSummary[]> {
  const rows = await db.query<SummaryRow>(
    `SELECT id, title, created_at, updated_at FROM ask_ai_conversations WHERE customer_id = $1
     ORDER BY updated_at DESC, id DESC LIMIT $2`,
    [customerId, MAX_CONVERSATIONS],
  );
  return rows.map(toSummary);
}

async function findOwn(db: Queryable, customerId: string, id: number): Promise<SummaryRow> {
  const [row] = await db.query<SummaryRow>(
    'SELECT id, title, created_at, updated_at FROM ask_ai_conversations WHERE id = $1 AND customer_id = $2',
    [id, customerId],
  );
  if (!row) throw notFound(CONVERSATION_NOT_FOUND);
  return row;
}

export async function readConversation(
  db: Queryable,
  customerId: string,
  id: number,
): Promise<AskAiConversation> {
  const row = await findOwn(db, customerId, id);
  const messages = await db.query<{
    id: number;
    role: 'user' | 'assistant';
    body: string;
    citations: AskAiCitation[] | string;
    source: AnswerSource | null;
    stopped: boolean | null;
    created_at: Date | string;
  }>(
    'SELECT id, role, body, citations, source, stopped, created_at FROM ask_ai_messages WHERE conversation_id = $1 ORDER BY id',
    [id],
  );
  return {
    ...toSummary(row),
    messages: messages.map(
      (message): AskAiMessage => ({
        id: message.id,
        role: message.role,
        text: message.body,
        citations: typeof message.citations === 'string' ? JSON.parse(message.citations) : message.citations,
        source: message.source,
        ...(message.stopped ? { stopped: true } : {}),
        created_at: new Date(message.created_at).toISOString(),
      }),
    ),
  };
}

export async function deleteConversation(db: Queryable, customerId: string, id: number): Promise<void> {
  const rows = await db.query(
    'DELETE FROM ask_ai_conversations WHERE id = $1 AND customer_id = $2 RETURNING id',
    [id, customerId],
  );
  if (rows.length === 0) throw notFound(CONVERSATION_NOT_FOUND);
}

/**
 * Records a question: in the customer's conversation `conversationId`, or in a new one (the
 * customer's oldest conversations go beyond MAX_CONVERSATIONS). 409 when the conversation is full.
 */
export async function recordQuestion(
  db: Queryable,
  who: { customerId: string; storeId: number },
  conversationId: number | null,
  question: string,
  now: Date,
): Promise<{ conversationId: number; questionId: number }> {
  let id = conversationId;
  if (id === null) {
    const title = [...question.replace(/\s+/g, ' ')].slice(0, TITLE_LENGTH).join('');
    const [created] = await db.query<{ id: number }>(
      `INSERT INTO ask_ai_conversations (store_id, customer_id, title, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $4) RETURNING id`,
      [who.storeId, who.customerId, title, now],
    );
    id = created?.id ?? 0;
    await db.query(
      `DELETE FROM ask_ai_conversations WHERE customer_id = $1 AND id NOT IN (
         SELECT id FROM ask_ai_conversations WHERE customer_id = $1 ORDER BY updated_at DESC, id DESC LIMIT $2)`,
      [who.customerId, MAX_CONVERSATIONS],
    );
  } else {
    await findOwn(db, who.customerId, id);
    const [count] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ask_ai_messages WHERE conversation_id = $1 AND role = 'user'",
      [id],
    );
    if ((count?.n ?? 0) >= MAX_QUESTIONS_PER_CONVERSATION) {
      throw conflict('This conversation is full. Please start a new conversation.');
    }
    await db.query('UPDATE ask_ai_conversations SET updated_at = $2 WHERE id = $1', [id, now]);
  }
  const [message] = await db.query<{ id: number }>(
    `INSERT INTO ask_ai_messages (conversation_id, role, body, created_at) VALUES ($1, 'user', $2, $3) RETURNING id`,
    [id, question, now],
  );
  return { conversationId: id, questionId: message?.id ?? 0 };
}

/** The questions asked before `questionId` in the conversation, oldest first (at most `limit`). */
export async function earlierQuestions(
  db: Queryable,
  conversationId: number,
  questionId: number,
  limit: number,
): Promise<string[]> {
  const rows = await db.query<{ body: string }>(
    `SELECT body FROM ask_ai_messages WHERE conversation_id = $1 AND role = 'user' AND id < $2
     ORDER BY id DESC LIMIT $3`,
    [conversationId, questionId, limit],
  );
  return rows.map((row) => row.body).reverse();
}

export async function recordAnswer(
  db: Queryable,
  conversationId: number,
  answer: { text: string; citations: AskAiCitation[]; source: AnswerSource; stopped: boolean },
  now: Date,
): Promise<number> {
  const text = answer.text.trim() === '' ? '…' : answer.text.slice(0, 8000);
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO ask_ai_messages (conversation_id, role, body, citations, source, stopped, created_at)
     VALUES ($1, 'assistant', $2, $3::jsonb, $4, $5, $6) RETURNING id`,
    [conversationId, text, JSON.stringify(answer.citations), answer.source, answer.stopped, now],
  );
  return row?.id ?? 0;
}
