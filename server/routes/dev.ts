// Development and test helpers, mounted only with DEV_OUTBOX=true (never in production): the
// outbox of messages the server "sent" (GET /dev/outbox?to=…, DELETE /dev/outbox). It shows every
// code and reset link, so it answers only requests from this machine, and none that came through
// a proxy (a proxy beside the server forwards other people's requests from a loopback address).
import { Hono } from 'hono';
import type { OutboxMessage } from '../../contracts/ums.ts';
import { parseEmail, parseUsername } from '../customers/identifiers.ts';
import type { Queryable } from '../db/db.ts';
import { isForwarded, isLoopback, peerAddress } from '../http/client-address.ts';
import { sendOk } from '../http/envelope.ts';
import { badRequest, HttpError } from '../http/http-error.ts';
import { QueryParams } from '../http/query.ts';
import { clearMessages, listMessages } from '../outbox/outbox.ts';

export function devRoutes(db: Queryable): Hono {
  const app = new Hono();

  app.use('*', async (c, next) => {
    if (!isLoopback(peerAddress(c)) || isForwarded(c)) {
      throw new HttpError(403, 'The development outbox answers only requests from this machine');
    }
    await next();
    c.header('Cache-Control', 'no-store');
  });

  app.get('/outbox', async (c) => {
    const to = readAddress(QueryParams.of(c).get('to'));
    const body: { messages: OutboxMessage[] } = { messages: await listMessages(db, to) };
    return sendOk(c, body);
  });

  app.delete('/outbox', async (c) => {
    const deleted = await clearMessages(db);
    return sendOk(c, null, `Deleted ${deleted} ${deleted === 1 ? 'message' : 'messages'}`);
  });

  return app;
}

/**
 * The e-mail, or a +91 phone in any of the forms login accepts. An unescaped "+" in a query reads
 * as a space, so "?to=+91 9876543210" arrives as "91 9876543210"; that is accepted too.
 */
function readAddress(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  if (raw.includes('@')) return parseEmail(raw, 'to');
  const digits = raw.replace(/[\s-]/g, '').replace(/^\+?91(?=[0-9]{10}$)/, '');
  const phone = parseUsername(digits);
  if (phone?.channel !== 'phone') {
    throw badRequest('to must be an e-mail address or a phone number such as +91 9876543210');
  }
  return `${phone.phone.extension} ${phone.phone.number}`;
}
