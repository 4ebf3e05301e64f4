// Messages to customers (one-time codes, reset links). With no mail or SMS provider, "sending" is
// storing the message in outbox_messages (for a mail or SMS relay to deliver) and writing it to the
// log on one line; development and tests read the outbox through GET /dev/outbox. In production the
// log line leaves out the message's text: a code or link in a log would open the account to anyone
// who reads the logs.
import type { LanguageCode } from '../../contracts/request.ts';
import type { OtpChannel, OutboxMessage } from '../../contracts/ums.ts';
import type { Queryable } from '../db/db.ts';

export interface NewMessage {
  channel: OtpChannel;
  /** The e-mail address, or the phone as "+91 9876543210". */
  to: string;
  subject: string;
  body: string;
  code?: string | null;
  link?: string | null;
  /** The language the subject and body are in (the request's; null: English). */
  language: LanguageCode | null;
}

interface MessageRow {
  id: number;
  channel: OtpChannel;
  to_address: string;
  subject: string;
  body: string;
  code: string | null;
  link: string | null;
  created_at: Date;
}

/** Where sent messages are logged, and whether the log may hold their text (never in production). */
export interface OutboxLog {
  log: (line: string) => void;
  withText: boolean;
}

export async function sendMessage(
  db: Queryable,
  { log, withText }: OutboxLog,
  message: NewMessage,
  now: Date,
): Promise<void> {
  const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
  const [stored] = await db.query<{ id: number }>(
    `INSERT INTO outbox_messages (channel, to_address, subject, body, code, link, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      message.channel,
      message.to,
      message.subject,
      message.body,
      message.code ?? null,
      message.link ?? null,
      now,
    ],
  );
  const language = message.language === null ? '' : ` (${message.language})`;
  const text = withText
    ? `: ${oneLine(message.body)}`
    : ` (message ${stored?.id ?? '?'}; its text is not logged)`;
  log(`Outbox: ${message.channel} to ${oneLine(message.to)}${language}: ${oneLine(message.subject)}${text}`);
}

/** Newest first; only the messages to `to` when given. */
export async function listMessages(db: Queryable, to?: string): Promise<OutboxMessage[]> {
  const rows = await db.query<MessageRow>(
    `SELECT id, channel, to_address, subject, body, code, link, created_at FROM outbox_messages
     WHERE $1::text IS NULL OR to_address = $1 ORDER BY id DESC`,
    [to ?? null],
  );
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    to: row.to_address,
    subject: row.subject,
    body: row.body,
    code: row.code,
    link: row.link,
    created_at: new Date(row.created_at).toISOString(),
  }));
}

export async function clearMessages(db: Queryable): Promise<number> {
  const deleted = await db.query<{ id: number }>('DELETE FROM outbox_messages RETURNING id');
  return deleted.length;
}
