// cfs enquiries on order items (contracts/enquiries.ts). The customer guard is cfs-aftercare.ts's.
// Opening an enquiry and adding a message count against the customer's message limit; a refused
// one (a closed enquiry, bad input) is given back.
import { Hono } from 'hono';
import {
  type CustomerEnquiries,
  ENQUIRY_MESSAGES_PER_WINDOW,
  ENQUIRY_STATUSES,
  ENQUIRY_WINDOW_SECONDS,
  type Enquiry,
  type EnquiryList,
  MAX_ENQUIRY_MESSAGE,
  MAX_ENQUIRY_SUBJECT,
} from '../../contracts/enquiries.ts';
import type { CustomerEnv } from '../auth/bearer.ts';
import type { Db } from '../db/db.ts';
import {
  closeEnquiry,
  listCustomerEnquiries,
  listEnquiries,
  loadEnquiry,
  markSeen,
  openEnquiry,
  postMessage,
} from '../enquiries/enquiries.ts';
import { sendCreated, sendOk } from '../http/envelope.ts';
import { badRequest } from '../http/http-error.ts';
import { isJsonId, readJsonObject } from '../http/json-object.ts';
import { parsePathId } from '../http/path-id.ts';
import { optionalOneOf, QueryParams } from '../http/query.ts';
import { RateLimiter } from '../http/rate-limit.ts';
import { requireText } from '../http/text-field.ts';
import { msg } from '../i18n/server-message.ts';

export const TOO_MANY_MESSAGES = msg(
  'You have sent many messages in a short time. Please try again in {wait}.',
);

export function cfsEnquiryRoutes(db: Db, now: () => number): Hono<CustomerEnv> {
  const app = new Hono<CustomerEnv>();
  const limiter = new RateLimiter(db, now, ENQUIRY_WINDOW_SECONDS);
  /** Runs `work` as one counted message; gives the count back when it is refused or was a replay. */
  const counted = async <T>(
    customerId: string,
    work: () => Promise<{ value: T; counts: boolean }>,
  ): Promise<T> => {
    const claims = await limiter.claim([
      {
        key: `enquiry-message:${customerId}`,
        limit: ENQUIRY_MESSAGES_PER_WINDOW,
        message: TOO_MANY_MESSAGES,
      },
    ]);
    let result: { value: T; counts: boolean };
    try {
      result = await work();
    } catch (error) {
      await limiter.giveBack(claims);
      throw error;
    }
    if (!result.counts) await limiter.giveBack(claims);
    return result.value;
  };
  const enquiryOf = (raw: string | undefined) => parsePathId(raw, 'enquiryId');

  app.get('/enquiries', async (c) => {
    const status = optionalOneOf(QueryParams.of(c), 'status', ENQUIRY_STATUSES);
    const body: CustomerEnquiries = await listCustomerEnquiries(db, c.var.customer.id, status);
    return sendOk(c, body);
  });

  app.get('/order-items/:itemId/enquiries', async (c) => {
    const itemId = parsePathId(c.req.param('itemId'), 'orderItemId');
    const body: EnquiryList = await listEnquiries(db, c.var.customer.id, itemId);
    return sendOk(c, body);
  });

  app.post('/order-items/:itemId/enquiries', async (c) => {
    const itemId = parsePathId(c.req.param('itemId'), 'orderItemId');
    const request = await readJsonObject(c);
    const subject = requireText(request, 'subject', { max: MAX_ENQUIRY_SUBJECT });
    const message = requireText(request, 'message', { max: MAX_ENQUIRY_MESSAGE, multiline: true });
    const customerId = c.var.customer.id;
    const body: Enquiry = await counted(customerId, async () => ({
      value: await db.transaction((tx) =>
        openEnquiry(tx, customerId, itemId, subject, message, new Date(now())),
      ),
      counts: true,
    }));
    return sendCreated(c, body, 'Enquiry opened');
  });

  app.get('/enquiries/:enquiryId', async (c) => {
    const body: Enquiry = await loadEnquiry(db, c.var.customer.id, enquiryOf(c.req.param('enquiryId')));
    return sendOk(c, body);
  });

  app.post('/enquiries/:enquiryId/messages', async (c) => {
    const enquiryId = enquiryOf(c.req.param('enquiryId'));
    const message = requireText(await readJsonObject(c), 'message', {
      max: MAX_ENQUIRY_MESSAGE,
      multiline: true,
    });
    const customerId = c.var.customer.id;
    let repeated = false;
    const body: Enquiry = await counted(customerId, async () => {
      const result = await db.transaction((tx) =>
        postMessage(tx, customerId, enquiryId, message, new Date(now())),
      );
      repeated = result.repeated;
      return { value: result.enquiry, counts: !result.repeated };
    });
    return sendOk(c, body, repeated ? 'Message already sent' : 'Message sent');
  });

  app.put('/enquiries/:enquiryId/close', async (c) => {
    const enquiryId = enquiryOf(c.req.param('enquiryId'));
    const customerId = c.var.customer.id;
    const body: Enquiry = await db.transaction((tx) =>
      closeEnquiry(tx, customerId, enquiryId, new Date(now())),
    );
    return sendOk(c, body, 'Enquiry closed');
  });

  app.put('/enquiries/:enquiryId/last-seen', async (c) => {
    const enquiryId = enquiryOf(c.req.param('enquiryId'));
    const hasBody =
      (c.req.header('Content-Length') ?? '0') !== '0' || c.req.header('Content-Type') !== undefined;
    const request = hasBody ? await readJsonObject(c) : {};
    const raw = request.message_id;
    if (raw !== undefined && raw !== null && !isJsonId(raw))
      throw badRequest('message_id must be a positive integer');
    const messageId = raw === undefined || raw === null ? null : raw;
    const customerId = c.var.customer.id;
    const body: Enquiry = await db.transaction((tx) => markSeen(tx, customerId, enquiryId, messageId));
    return sendOk(c, body);
  });

  return app;
}
