// Writing reviews against a real database: only once an order item of the product was delivered to
// the customer, one review per customer per product (edited in place, a replay changing nothing),
// shown on the product's reviews and counted in its rating at once; bad input, another store's
// product, a guest.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RatingPage } from '../../contracts/pbs.ts';
import type { MyReview } from '../../contracts/reviews.ts';
import { NOT_DELIVERED } from '../../server/reviews/review-writes.ts';
import { AftercareKit } from './aftercare-kit.ts';
import { GUEST, type Harness } from './auth-harness.ts';
import {
  CFS,
  expectFailure,
  okBody,
  PLEASE_SIGN_IN,
  PRODUCT_NOT_FOUND,
  type Shelf,
  type Shopper,
} from './cart-kit.ts';

let kit: AftercareKit;
let h: Harness;
let shelf: Shelf;
let a: Shopper;
let b: Shopper;

beforeAll(async () => {
  kit = await AftercareKit.open('reviews.second@example.com');
  ({ h, shelf, a, b } = kit.w);
});

afterAll(async () => {
  await h.db.close();
});

beforeEach(async () => {
  await kit.reset();
});

const myPath = (productId: number | string) => `${CFS}/customer-ratings/${productId}`;

function write(who: Shopper, productId: number | string, body: unknown) {
  return h.call<MyReview>('PUT', myPath(productId), { headers: who.headers, body });
}

async function ratings(productId: number): Promise<RatingPage> {
  return okBody(await h.call<RatingPage>('GET', `/pbs/rest/v3/ratings/${productId}`, { headers: GUEST }));
}

async function deliveredMug(who: Shopper) {
  const order = await kit.order(who, [[shelf.mug, 1]]);
  await kit.markDelivered(order.orderId);
  return order;
}

describe('writing a review', () => {
  it('waits for the delivery, then saves the review and shows it on the product page at once', async () => {
    const order = await kit.order(a, [[shelf.mug, 1]]);
    expect(okBody(await h.call<MyReview>('GET', myPath(shelf.mug.id), { headers: a.headers }))).toEqual({
      product_id: shelf.mug.id,
      can_review: false,
      reason: NOT_DELIVERED,
      review: null,
    });
    expectFailure(await write(a, shelf.mug.id, { rating: 5 }), 409, NOT_DELIVERED);
    await kit.markDelivered(order.orderId);
    const saved = await write(a, shelf.mug.id, {
      rating: 4,
      title: ' Lovely mug ',
      comment: 'Keeps tea hot.\r\n\r\n\r\n\r\nWould buy again.',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.response_message).toBe('Review saved');
    expect(saved.body.response_body).toMatchObject({
      product_id: shelf.mug.id,
      can_review: true,
      reason: null,
      review: {
        customer_name: 'Asha R.',
        rating: 4,
        title: 'Lovely mug',
        comment: 'Keeps tea hot.\n\nWould buy again.',
        created_at: '2026-03-02T09:00:00.000Z',
        updated_at: null,
      },
    });
    const page = await ratings(shelf.mug.id);
    expect(page).toMatchObject({ average: 4, count: 1, distribution: { '4': 1 } });
    expect(page.reviews).toEqual([
      {
        rating_id: saved.body.response_body.review?.rating_id,
        customer_name: 'Asha R.',
        rating: 4,
        title: 'Lovely mug',
        comment: 'Keeps tea hot.\n\nWould buy again.',
        created_at: '2026-03-02T09:00:00.000Z',
      },
    ]);
  });

  it('keeps one review per customer: a second write edits it, a replay changes nothing', async () => {
    await deliveredMug(a);
    const first = okReview(await write(a, shelf.mug.id, { rating: 5, title: 'Great' }), 'Review saved');
    await kit.clockAt('2026-03-02T10:00:00.000Z');
    const edited = okReview(
      await write(a, shelf.mug.id, { rating: 2, title: 'Cracked after a week' }),
      'Review updated',
    );
    expect(edited.review).toMatchObject({
      rating_id: first.review?.rating_id,
      rating: 2,
      title: 'Cracked after a week',
      comment: '',
      created_at: '2026-03-02T09:00:00.000Z',
      updated_at: '2026-03-02T10:00:00.000Z',
    });
    await kit.clockAt('2026-03-02T11:00:00.000Z');
    const replay = okReview(
      await write(a, shelf.mug.id, { rating: 2, title: 'Cracked after a week' }),
      'Review updated',
    );
    expect(replay.review?.updated_at).toBe('2026-03-02T10:00:00.000Z');
    // Concurrent writes still make one review.
    await Promise.all([write(a, shelf.mug.id, { rating: 3 }), write(a, shelf.mug.id, { rating: 3 })]);
    expect(await ratings(shelf.mug.id)).toMatchObject({ average: 3, count: 1 });
    // b has their own, once delivered to them.
    expectFailure(await write(b, shelf.mug.id, { rating: 1 }), 409, NOT_DELIVERED);
    await deliveredMug(b);
    okReview(await write(b, shelf.mug.id, { rating: 5 }), 'Review saved');
    expect(await ratings(shelf.mug.id)).toMatchObject({ average: 4, count: 2 });
  });

  it('does not count an order that was cancelled or is not yet delivered', async () => {
    const order = await deliveredMug(a);
    await kit.setOrderStatus(order.orderId, 'Cancelled');
    expectFailure(await write(a, shelf.mug.id, { rating: 5 }), 409, NOT_DELIVERED);
    await kit.order(a, [[shelf.mug, 1]]);
    expectFailure(await write(a, shelf.mug.id, { rating: 5 }), 409, NOT_DELIVERED);
  });

  it('asks the item, not its order: a cancelled item of a delivered order is not reviewed', async () => {
    const order = await kit.order(a, [
      [shelf.mug, 1],
      [shelf.kettle, 1],
    ]);
    const mug = kit.item(order, shelf.mug);
    const kettle = kit.item(order, shelf.kettle);
    await h.db.query(
      `UPDATE order_items SET business_rules = '[{"label":"Cancellation Allowed","value":"Yes"}]'::jsonb
       WHERE id = $1`,
      [mug],
    );
    const cancelled = await h.call('POST', `${CFS}/order-item/cancel`, {
      headers: a.headers,
      body: { order_item_id: mug, reason: 'Two are enough' },
    });
    expect(cancelled.status).toBe(200);
    await kit.advance(kettle, 'ACCEPT');
    await kit.advance(kettle, 'DELIVER');
    expectFailure(await write(a, shelf.mug.id, { rating: 5 }), 409, NOT_DELIVERED);
    okReview(await write(a, shelf.kettle.id, { rating: 4 }), 'Review saved');
  });

  it.each([
    ['no rating', { title: 'x' }, 'Please choose a rating.'],
    ['a rating of 0', { rating: 0 }, 'A rating is a whole number of stars from 1 to 5.'],
    ['a rating of 6', { rating: 6 }, 'A rating is a whole number of stars from 1 to 5.'],
    ['a rating of 4.5', { rating: 4.5 }, 'A rating is a whole number of stars from 1 to 5.'],
    ['a rating as text', { rating: '5' }, 'A rating is a whole number of stars from 1 to 5.'],
    ['a long title', { rating: 5, title: 'x'.repeat(201) }, '“Title” can be at most 200 characters.'],
    [
      'a line break in the title',
      { rating: 5, title: 'a\nb' },
      '“Title” must not contain control characters.',
    ],
    ['a long comment', { rating: 5, comment: 'x'.repeat(5001) }, '“Comment” can be at most 5000 characters.'],
    ['a comment that is not text', { rating: 5, comment: ['x'] }, '“Comment” must be text.'],
  ])('refuses %s', async (_name, body, message) => {
    await deliveredMug(a);
    expectFailure(await write(a, shelf.mug.id, body), 400, message);
    expect((await ratings(shelf.mug.id)).count).toBe(0);
  });

  it('answers 404 for another store’s or an unknown product, 400 for a bad id, 401 for a guest', async () => {
    expectFailure(await write(a, shelf.foreign, { rating: 5 }), 404, PRODUCT_NOT_FOUND);
    expectFailure(await h.call('GET', myPath(999_999), { headers: a.headers }), 404, PRODUCT_NOT_FOUND);
    expectFailure(await write(a, 'mug', { rating: 5 }), 400, '“productId” must be a positive whole number.');
    expectFailure(await h.call('PUT', myPath(shelf.mug.id), { body: { rating: 5 } }), 401, PLEASE_SIGN_IN);
  });
});

function okReview(
  answer: { status: number; body: { response_body: MyReview; response_message: string } },
  message: string,
) {
  expect({ status: answer.status, message: answer.body.response_message }).toEqual({ status: 200, message });
  return answer.body.response_body;
}
