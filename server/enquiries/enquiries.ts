// Enquiries on order items (contracts/enquiries.ts): opening one (one open per item), the thread,
// messages from the customer and (dev) the store, closing, and the customer's last-seen message.
// Changes to an enquiry lock its row, so replies and closing take turns.
import {
  CUSTOMER_ENQUIRIES_LIMIT,
  type CustomerEnquiries,
  type Enquiry,
  type EnquiryAuthor,
  type EnquiryList,
  type EnquiryMessage,
  type EnquiryStatus,
  type EnquirySummary,
  MAX_ENQUIRIES_PER_ITEM,
  MAX_MESSAGES_PER_ENQUIRY,
} from '../../contracts/enquiries.ts';
import type { Queryable } from '../db/db.ts';
import { badRequest, conflict, notFound } from '../http/http-error.ts';
import { msg } from '../i18n/server-message.ts';
import { requireCustomerItem } from '../orders/customer-item.ts';

export const ENQUIRY_NOT_FOUND = 'Enquiry not found';
export const ENQUIRY_ALREADY_OPEN = 'An enquiry on this item is already open; add your message to it.';
export const TOO_MANY_ENQUIRIES = msg('An item can have at most {max} enquiries.', {
  max: MAX_ENQUIRIES_PER_ITEM,
});
export const ENQUIRY_CLOSED = 'This enquiry is closed.';
export const ENQUIRY_FULL = msg('An enquiry can hold at most {max} messages; please open a new one.', {
  max: MAX_MESSAGES_PER_ENQUIRY,
});
export const NOT_A_MESSAGE = 'message_id is not a message of this enquiry';

interface SummaryRow {
  enquiry_id: number;
  order_item_id: number;
  order_id: number;
  product_name: string;
  subject: string;
  status: 'open' | 'closed';
  created_at: Date;
  updated_at: Date;
  closed_at: Date | null;
  closed_by: EnquiryAuthor | null;
  message_count: number;
  unread_count: number;
  last_seen_message_id: number;
  last_message_at: Date;
}

const SUMMARY = `
  SELECT e.id AS enquiry_id, e.order_item_id, i.order_id, i.product_name, e.subject, e.status,
         e.created_at, e.updated_at, e.closed_at, e.closed_by, e.last_seen_message_id,
         (SELECT count(*)::int FROM enquiry_messages m WHERE m.enquiry_id = e.id) AS message_count,
         (SELECT count(*)::int FROM enquiry_messages m
          WHERE m.enquiry_id = e.id AND m.author = 'store' AND m.id > e.last_seen_message_id) AS unread_count,
         (SELECT max(m.created_at) FROM enquiry_messages m WHERE m.enquiry_id = e.id) AS last_message_at
  FROM enquiries e JOIN order_items i ON i.id = e.order_item_id`;

export async function listEnquiries(db: Queryable, customerId: string, itemId: number): Promise<EnquiryList> {
  const item = await requireCustomerItem(db, customerId, itemId);
  const rows = await db.query<SummaryRow>(
    `${SUMMARY} WHERE e.order_item_id = $1 AND e.customer_id = $2 ORDER BY e.id DESC`,
    [item.id, customerId],
  );
  return {
    order_item_id: item.id,
    enquiries: rows.map(toSummary),
    can_open: rows.length < MAX_ENQUIRIES_PER_ITEM && rows.every((row) => row.status === 'closed'),
  };
}

export async function listCustomerEnquiries(
  db: Queryable,
  customerId: string,
  status: EnquiryStatus | undefined,
): Promise<CustomerEnquiries> {
  const rows = await db.query<SummaryRow>(
    `${SUMMARY} WHERE e.customer_id = $1 AND ($2::text IS NULL OR e.status = $2)
     ORDER BY e.updated_at DESC, e.id DESC LIMIT $3`,
    [customerId, status ?? null, CUSTOMER_ENQUIRIES_LIMIT],
  );
  const [unread] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM enquiries e JOIN enquiry_messages m ON m.enquiry_id = e.id
     WHERE e.customer_id = $1 AND m.author = 'store' AND m.id > e.last_seen_message_id`,
    [customerId],
  );
  return { enquiries: rows.map(toSummary), unread_count: unread?.count ?? 0 };
}

export async function openEnquiry(
  tx: Queryable,
  customerId: string,
  itemId: number,
  subject: string,
  message: string,
  now: Date,
): Promise<Enquiry> {
  const item = await requireCustomerItem(tx, customerId, itemId, true);
  const [counts] = await tx.query<{ open: number; total: number }>(
    `SELECT count(*) FILTER (WHERE status = 'open')::int AS open, count(*)::int AS total
     FROM enquiries WHERE order_item_id = $1`,
    [item.id],
  );
  if ((counts?.open ?? 0) > 0) throw conflict(ENQUIRY_ALREADY_OPEN);
  if ((counts?.total ?? 0) >= MAX_ENQUIRIES_PER_ITEM) throw conflict(TOO_MANY_ENQUIRIES);
  const [created] = await tx.query<{ id: number }>(
    `INSERT INTO enquiries (order_item_id, customer_id, subject, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $4) RETURNING id`,
    [item.id, customerId, subject, now],
  );
  if (!created) throw new Error('INSERT … RETURNING gave no row');
  await addMessage(tx, created.id, 'customer', message, now);
  return loadEnquiry(tx, customerId, created.id);
}

export async function loadEnquiry(
  db: Queryable,
  customerId: string | null,
  enquiryId: number,
): Promise<Enquiry> {
  const params: unknown[] = [enquiryId];
  if (customerId !== null) params.push(customerId);
  const [row] = await db.query<SummaryRow>(
    `${SUMMARY} WHERE e.id = $1 ${customerId === null ? '' : 'AND e.customer_id = $2'}`,
    params,
  );
  if (!row) throw notFound(ENQUIRY_NOT_FOUND);
  const messages = await db.query<{ id: number; author: EnquiryAuthor; body: string; created_at: Date }>(
    'SELECT id, author, body, created_at FROM enquiry_messages WHERE enquiry_id = $1 ORDER BY id',
    [enquiryId],
  );
  return {
    ...toSummary(row),
    messages: messages.map(
      (message): EnquiryMessage => ({
        message_id: message.id,
        author: message.author,
        body: message.body,
        created_at: new Date(message.created_at).toISOString(),
        unread: message.author === 'store' && message.id > row.last_seen_message_id,
      }),
    ),
  };
}

/** How long the same message from the customer counts as a replay (a double click, a retried request). */
export const REPLAY_SECONDS = 30;

/**
 * A message from the customer (customerId) or, on the development path, the store (null).
 * `repeated`: the customer's last message was this same text within REPLAY_SECONDS, so nothing was added.
 */
export async function postMessage(
  tx: Queryable,
  customerId: string | null,
  enquiryId: number,
  body: string,
  now: Date,
): Promise<{ enquiry: Enquiry; repeated: boolean }> {
  const enquiry = await lockEnquiry(tx, customerId, enquiryId);
  if (enquiry.status === 'closed') throw conflict(ENQUIRY_CLOSED);
  const author: EnquiryAuthor = customerId === null ? 'store' : 'customer';
  const [last] = await tx.query<{ author: EnquiryAuthor; body: string; created_at: Date; count: number }>(
    `SELECT author, body, created_at, (SELECT count(*)::int FROM enquiry_messages WHERE enquiry_id = $1) AS count
     FROM enquiry_messages WHERE enquiry_id = $1 ORDER BY id DESC LIMIT 1`,
    [enquiryId],
  );
  const repeated =
    last !== undefined &&
    last.author === author &&
    last.body === body &&
    Math.abs(now.getTime() - new Date(last.created_at).getTime()) <= REPLAY_SECONDS * 1000;
  if (!repeated) {
    if ((last?.count ?? 0) >= MAX_MESSAGES_PER_ENQUIRY) throw conflict(ENQUIRY_FULL);
    await addMessage(tx, enquiryId, author, body, now);
  }
  return { enquiry: await loadEnquiry(tx, customerId, enquiryId), repeated };
}

export async function closeEnquiry(
  tx: Queryable,
  customerId: string,
  enquiryId: number,
  now: Date,
): Promise<Enquiry> {
  const enquiry = await lockEnquiry(tx, customerId, enquiryId);
  if (enquiry.status === 'closed') throw conflict(ENQUIRY_CLOSED);
  await tx.query(
    "UPDATE enquiries SET status = 'closed', closed_at = $2, closed_by = 'customer', updated_at = $2 WHERE id = $1",
    [enquiryId, now],
  );
  return loadEnquiry(tx, customerId, enquiryId);
}

/** Moves the last-seen mark forward (never back) to `messageId`, or to the newest message. */
export async function markSeen(
  tx: Queryable,
  customerId: string,
  enquiryId: number,
  messageId: number | null,
): Promise<Enquiry> {
  await lockEnquiry(tx, customerId, enquiryId);
  const [message] = await tx.query<{ id: number }>(
    messageId === null
      ? 'SELECT max(id) AS id FROM enquiry_messages WHERE enquiry_id = $1'
      : 'SELECT id FROM enquiry_messages WHERE enquiry_id = $1 AND id = $2',
    messageId === null ? [enquiryId] : [enquiryId, messageId],
  );
  if (!message || message.id === null) throw badRequest(NOT_A_MESSAGE);
  await tx.query(
    'UPDATE enquiries SET last_seen_message_id = GREATEST(last_seen_message_id, $2) WHERE id = $1',
    [enquiryId, message.id],
  );
  return loadEnquiry(tx, customerId, enquiryId);
}

async function lockEnquiry(tx: Queryable, customerId: string | null, enquiryId: number) {
  const params: unknown[] = [enquiryId];
  if (customerId !== null) params.push(customerId);
  const [row] = await tx.query<{ id: number; status: 'open' | 'closed' }>(
    `SELECT id, status FROM enquiries WHERE id = $1 ${customerId === null ? '' : 'AND customer_id = $2'} FOR UPDATE`,
    params,
  );
  if (!row) throw notFound(ENQUIRY_NOT_FOUND);
  return row;
}

async function addMessage(tx: Queryable, enquiryId: number, author: EnquiryAuthor, body: string, now: Date) {
  await tx.query(
    'INSERT INTO enquiry_messages (enquiry_id, author, body, created_at) VALUES ($1, $2, $3, $4)',
    [enquiryId, author, body, now],
  );
  // The customer's own message does not move the last-seen mark: a reply that came after the thread
  // was last shown stays unread until a thread shows it (and the storefront then marks it seen).
  await tx.query('UPDATE enquiries SET updated_at = $2 WHERE id = $1', [enquiryId, now]);
}

function toSummary(row: SummaryRow): EnquirySummary {
  const iso = (at: Date) => new Date(at).toISOString();
  return {
    enquiry_id: row.enquiry_id,
    order_item_id: row.order_item_id,
    order_id: row.order_id,
    product_name: row.product_name,
    subject: row.subject,
    status: row.status,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    closed_at: row.closed_at ? iso(row.closed_at) : null,
    closed_by: row.closed_by,
    message_count: row.message_count,
    unread_count: row.unread_count,
    last_seen_message_id: row.last_seen_message_id,
    last_message_at: iso(row.last_message_at ?? row.created_at),
  };
}
