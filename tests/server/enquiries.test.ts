// Enquiries on order items against a real database: opening one (one open per item), the thread,
// the store's replies (the development path) marked unread until the customer's last-seen mark
// passes them, closing once, the message limit, another customer's ids and bad input.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type CustomerEnquiries,
  ENQUIRY_MESSAGES_PER_WINDOW,
  type Enquiry,
  type EnquiryList,
} from '../../contracts/enquiries.ts';
import {
  ENQUIRY_ALREADY_OPEN,
  ENQUIRY_CLOSED,
  ENQUIRY_NOT_FOUND,
  NOT_A_MESSAGE,
} from '../../server/enquiries/enquiries.ts';
import { ORDER_ITEM_NOT_FOUND } from '../../server/orders/customer-item.ts';
import { AftercareKit } from './aftercare-kit.ts';
import type { Harness } from './auth-harness.ts';
import { CFS, expectFailure, okBody, PLEASE_SIGN_IN, type Shelf, type Shopper } from './cart-kit.ts';

let kit: AftercareKit;
let h: Harness;
let shelf: Shelf;
let a: Shopper;
let b: Shopper;

beforeAll(async () => {
  kit = await AftercareKit.open('enquiries.second@example.com');
  ({ h, shelf, a, b } = kit.w);
});

afterAll(async () => {
  await h.db.close();
});

beforeEach(async () => {
  await kit.reset();
});

const listPath = (itemId: number | string) => `${CFS}/order-items/${itemId}/enquiries`;
const enquiryPath = (id: number | string) => `${CFS}/enquiries/${id}`;

async function mugItem(who: Shopper) {
  return kit.item(await kit.order(who, [[shelf.mug, 1]]), shelf.mug);
}

function open(
  who: Shopper,
  itemId: number,
  body: unknown = { subject: 'Chipped handle', message: 'The handle\r\nis chipped.' },
) {
  return h.call<Enquiry>('POST', listPath(itemId), { headers: who.headers, body });
}

async function opened(who: Shopper, itemId: number): Promise<Enquiry> {
  const answer = await open(who, itemId);
  expect(answer.status).toBe(201);
  return answer.body.response_body;
}

function send(who: Shopper, id: number, message: unknown) {
  return h.call<Enquiry>('POST', `${enquiryPath(id)}/messages`, { headers: who.headers, body: { message } });
}

function reply(id: number | string, message: unknown) {
  return h.call<Enquiry>('POST', `/dev/enquiries/${id}/reply`, { body: { message } });
}

function seen(who: Shopper, id: number, body?: unknown) {
  return h.call<Enquiry>('PUT', `${enquiryPath(id)}/last-seen`, {
    headers: who.headers,
    ...(body === undefined ? {} : { body }),
  });
}

describe('opening', () => {
  it('opens an enquiry with its first message, lists it, and refuses a second while it is open', async () => {
    const itemId = await mugItem(a);
    const answer = await open(a, itemId);
    expect(answer.status).toBe(201);
    expect(answer.body.response_message).toBe('Enquiry opened');
    const enquiry = answer.body.response_body;
    expect(enquiry).toMatchObject({
      order_item_id: itemId,
      product_name: shelf.mug.name,
      subject: 'Chipped handle',
      status: 'open',
      closed_at: null,
      message_count: 1,
      unread_count: 0,
      created_at: '2026-03-02T09:00:00.000Z',
    });
    expect(enquiry.messages).toEqual([
      expect.objectContaining({ author: 'customer', body: 'The handle\nis chipped.', unread: false }),
    ]);
    expectFailure(await open(a, itemId), 409, ENQUIRY_ALREADY_OPEN);
    const list = okBody(await h.call<EnquiryList>('GET', listPath(itemId), { headers: a.headers }));
    expect(list).toMatchObject({ order_item_id: itemId, can_open: false });
    expect(list.enquiries.map((e) => e.enquiry_id)).toEqual([enquiry.enquiry_id]);
  });

  it.each([
    ['no subject', { message: 'Hello' }, '“Subject” is required.'],
    ['a blank message', { subject: 'Hi', message: '   ' }, '“Message” is required.'],
    [
      'a long subject',
      { subject: 'x'.repeat(151), message: 'Hello' },
      '“Subject” can be at most 150 characters.',
    ],
    [
      'a long message',
      { subject: 'Hi', message: 'x'.repeat(2001) },
      '“Message” can be at most 2000 characters.',
    ],
    [
      'a line break in the subject',
      { subject: 'Two\nlines', message: 'Hello' },
      '“Subject” must not contain control characters.',
    ],
    [
      'a NUL in the message',
      { subject: 'Hi', message: 'A\u0000B' },
      '“Message” must not contain control characters.',
    ],
    ['a number as the message', { subject: 'Hi', message: 42 }, '“Message” must be text.'],
  ])('refuses %s', async (_name, body, message) => {
    const itemId = await mugItem(a);
    expectFailure(await open(a, itemId, body), 400, message);
    expect(await h.db.query('SELECT 1 FROM enquiries')).toHaveLength(0);
  });
});

describe('the thread', () => {
  it('marks the store’s replies unread until seen, never moving the mark back', async () => {
    const enquiry = await opened(a, await mugItem(a));
    h.clock.advance(60);
    const first = okReply(await reply(enquiry.enquiry_id, 'Sorry! A new mug is on its way.'));
    const second = okReply(await reply(enquiry.enquiry_id, 'Tracking follows.'));
    expect(second).toMatchObject({ unread_count: 2, message_count: 3 });
    const thread = okBody(
      await h.call<Enquiry>('GET', enquiryPath(enquiry.enquiry_id), { headers: a.headers }),
    );
    expect(thread.messages.map((m) => [m.author, m.unread])).toEqual([
      ['customer', false],
      ['store', true],
      ['store', true],
    ]);
    const storeIds = thread.messages.filter((m) => m.author === 'store').map((m) => m.message_id);
    expect(okBody(await seen(a, enquiry.enquiry_id, { message_id: storeIds[0] }))).toMatchObject({
      unread_count: 1,
    });
    expect(okBody(await seen(a, enquiry.enquiry_id))).toMatchObject({
      unread_count: 0,
      last_seen_message_id: storeIds[1],
    });
    // An older mark (a replay from another tab) does not bring the unread back.
    expect(okBody(await seen(a, enquiry.enquiry_id, { message_id: storeIds[0] }))).toMatchObject({
      unread_count: 0,
    });
    expect(first.last_message_at).toBe('2026-03-02T09:01:00.000Z');
    const list = okBody(
      await h.call<EnquiryList>('GET', listPath(enquiry.order_item_id), { headers: a.headers }),
    );
    expect(list.enquiries[0]?.unread_count).toBe(0);
  });

  it('adds the customer’s messages; a reply not shown yet stays unread until marked seen', async () => {
    const enquiry = await opened(a, await mugItem(a));
    okReply(await reply(enquiry.enquiry_id, 'Can you send a photo?'));
    const answer = await send(a, enquiry.enquiry_id, 'Here it is.');
    expect(answer.status).toBe(200);
    expect(answer.body.response_message).toBe('Message sent');
    // The reply came after the thread was last shown: sending does not count it as seen.
    expect(answer.body.response_body).toMatchObject({ message_count: 3, unread_count: 1 });
    expect(answer.body.response_body.messages.at(-1)).toMatchObject({
      author: 'customer',
      body: 'Here it is.',
    });
  });

  it('takes the same message sent again within 30 seconds as a replay, not a second message', async () => {
    const enquiry = await opened(a, await mugItem(a));
    expect((await send(a, enquiry.enquiry_id, 'Any news?')).body.response_message).toBe('Message sent');
    h.clock.advance(30);
    const replay = await send(a, enquiry.enquiry_id, ' Any news? ');
    expect(replay.status).toBe(200);
    expect(replay.body.response_message).toBe('Message already sent');
    expect(replay.body.response_body.message_count).toBe(2);
    h.clock.advance(1);
    expect((await send(a, enquiry.enquiry_id, 'Any news?')).body.response_message).toBe('Message sent');
    // Replays do not count against the limit: 1 opening + 2 messages so far.
    const [counter] = await h.db.query<{ count: number }>(
      'SELECT count FROM rate_limit_counters WHERE key = $1',
      [`enquiry-message:${a.id}`],
    );
    expect(counter?.count).toBe(3);
  });

  it('lists the customer’s enquiries across items with the unread replies over all, by status', async () => {
    const first = await opened(a, await mugItem(a));
    h.clock.advance(60);
    const second = await opened(a, await mugItem(a));
    await opened(b, await mugItem(b));
    okReply(await reply(first.enquiry_id, 'On it.'));
    okReply(await reply(second.enquiry_id, 'Shipped.'));
    okReply(await reply(second.enquiry_id, 'Delivered?'));
    await h.call('PUT', `${enquiryPath(first.enquiry_id)}/close`, { headers: a.headers });
    const all = okBody(await h.call<CustomerEnquiries>('GET', `${CFS}/enquiries`, { headers: a.headers }));
    expect(all.unread_count).toBe(3);
    // Most recently active first (both changed at 09:01; the newer enquiry breaks the tie).
    expect(all.enquiries.map((e) => [e.enquiry_id, e.unread_count])).toEqual([
      [second.enquiry_id, 2],
      [first.enquiry_id, 1],
    ]);
    const open = okBody(
      await h.call<CustomerEnquiries>('GET', `${CFS}/enquiries?status=open`, { headers: a.headers }),
    );
    expect(open.enquiries.map((e) => e.enquiry_id)).toEqual([second.enquiry_id]);
    expectFailure(
      await h.call('GET', `${CFS}/enquiries?status=all`, { headers: a.headers }),
      400,
      '“status” must be one of open, closed.',
    );
    expectFailure(await h.call('GET', `${CFS}/enquiries`), 401, PLEASE_SIGN_IN);
  });

  it('refuses a bad last-seen mark', async () => {
    const enquiry = await opened(a, await mugItem(a));
    const other = await opened(b, await mugItem(b));
    expectFailure(
      await seen(a, enquiry.enquiry_id, { message_id: other.messages[0]?.message_id }),
      400,
      NOT_A_MESSAGE,
    );
    expectFailure(
      await seen(a, enquiry.enquiry_id, { message_id: 'last' }),
      400,
      'message_id must be a positive integer',
    );
  });
});

describe('closing', () => {
  it('closes once; a closed enquiry takes no messages or replies, and a new one can be opened', async () => {
    const itemId = await mugItem(a);
    const enquiry = await opened(a, itemId);
    const closed = await h.call<Enquiry>('PUT', `${enquiryPath(enquiry.enquiry_id)}/close`, {
      headers: a.headers,
    });
    expect(closed.status).toBe(200);
    expect(closed.body.response_message).toBe('Enquiry closed');
    expect(closed.body.response_body).toMatchObject({
      status: 'closed',
      closed_by: 'customer',
      closed_at: '2026-03-02T09:00:00.000Z',
    });
    expectFailure(
      await h.call('PUT', `${enquiryPath(enquiry.enquiry_id)}/close`, { headers: a.headers }),
      409,
      ENQUIRY_CLOSED,
    );
    expectFailure(await send(a, enquiry.enquiry_id, 'One more thing'), 409, ENQUIRY_CLOSED);
    expectFailure(await reply(enquiry.enquiry_id, 'Anything else?'), 409, ENQUIRY_CLOSED);
    expect(okBody(await h.call<EnquiryList>('GET', listPath(itemId), { headers: a.headers })).can_open).toBe(
      true,
    );
    expect((await open(a, itemId)).status).toBe(201);
  });
});

describe('scope and limits', () => {
  it('answers 404 for another customer’s item or enquiry, 400 for bad ids, 401 for a guest', async () => {
    const itemId = await mugItem(a);
    const enquiry = await opened(a, itemId);
    const id = enquiry.enquiry_id;
    expectFailure(await open(b, itemId), 404, ORDER_ITEM_NOT_FOUND);
    expectFailure(await h.call('GET', listPath(itemId), { headers: b.headers }), 404, ORDER_ITEM_NOT_FOUND);
    expectFailure(await h.call('GET', enquiryPath(id), { headers: b.headers }), 404, ENQUIRY_NOT_FOUND);
    expectFailure(await send(b, id, 'Hello'), 404, ENQUIRY_NOT_FOUND);
    expectFailure(
      await h.call('PUT', `${enquiryPath(id)}/close`, { headers: b.headers }),
      404,
      ENQUIRY_NOT_FOUND,
    );
    expectFailure(await seen(b, id), 404, ENQUIRY_NOT_FOUND);
    expectFailure(await reply(999_999, 'Hello'), 404, ENQUIRY_NOT_FOUND);
    expectFailure(
      await h.call('GET', enquiryPath('1.5'), { headers: a.headers }),
      400,
      '“enquiryId” must be a positive whole number.',
    );
    expectFailure(await h.call('GET', enquiryPath(id)), 401, PLEASE_SIGN_IN);
    const unchanged = okBody(await h.call<Enquiry>('GET', enquiryPath(id), { headers: a.headers }));
    expect(unchanged).toMatchObject({ status: 'open', message_count: 1 });
  });

  it('limits how many messages a customer sends in ten minutes, counting only those accepted', async () => {
    const enquiry = await opened(a, await mugItem(a));
    // A refused message does not count.
    expectFailure(await send(a, enquiry.enquiry_id, ''), 400, '“Message” is required.');
    for (let n = 2; n <= ENQUIRY_MESSAGES_PER_WINDOW; n += 1) {
      expect((await send(a, enquiry.enquiry_id, `Message ${n}`)).status).toBe(200);
    }
    const refused = await send(a, enquiry.enquiry_id, 'One too many');
    expect(refused.status).toBe(429);
    expect(refused.body.response_message).toBe(
      'You have sent many messages in a short time. Please try again in 10 minutes.',
    );
    expect(refused.headers.get('Retry-After')).toBe('600');
    // Another customer is not held back, and the window ends.
    expect((await opened(b, await mugItem(b))).status).toBe('open');
    await kit.clockAt('2026-03-02T09:10:00.000Z');
    expect((await send(a, enquiry.enquiry_id, 'Later')).status).toBe(200);
  });
});

function okReply(answer: {
  status: number;
  body: { response_body: Enquiry; response_message: string };
}): Enquiry {
  expect({ status: answer.status, message: answer.body.response_message }).toEqual({
    status: 200,
    message: 'Reply sent',
  });
  return answer.body.response_body;
}
