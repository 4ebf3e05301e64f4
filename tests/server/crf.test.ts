// Customer-requirement forms of order items against a real database: the product's fields with the
// item's answers, saving answers checked per type, required fields, foreign ids, bad input,
// replays, and the form locked once the item is delivered or the order no longer active.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CrfForm } from '../../contracts/crf.ts';
import { FORM_DELIVERED, FORM_NOT_ACTIVE, NO_FORM, notAFieldOf } from '../../server/crf/crf-answers.ts';
import { renderMessage } from '../../server/i18n/render-message.ts';
import { ORDER_ITEM_NOT_FOUND } from '../../server/orders/customer-item.ts';
import { AftercareKit } from './aftercare-kit.ts';
import type { Harness } from './auth-harness.ts';
import { CFS, expectFailure, okBody, PLEASE_SIGN_IN, type Shelf, type Shopper } from './cart-kit.ts';

let kit: AftercareKit;
let h: Harness;
let shelf: Shelf;
let a: Shopper;
let b: Shopper;
const field: Record<string, number> = {};

beforeAll(async () => {
  kit = await AftercareKit.open('crf.second@example.com');
  ({ h, shelf, a, b } = kit.w);
  const rows = await h.db.query<{ id: number; field_key: string }>(
    `INSERT INTO product_crf_fields (product_id, field_key, label, field_type, required, max_length, options,
       min_value, max_value, sort_order)
     VALUES ($1, 'name', 'Name on the mug', 'text', true, 10, NULL, NULL, NULL, 0),
            ($1, 'size', 'Size', 'choice', true, 200, ARRAY['S', 'M', 'L'], NULL, NULL, 1),
            ($1, 'cups', 'Cups', 'number', false, 200, NULL, 1, 5, 2),
            ($1, 'when', 'Gift date', 'date', false, 200, NULL, NULL, NULL, 3),
            ($1, 'gift', 'Gift wrap', 'yes_no', false, 200, NULL, NULL, NULL, 4),
            ($1, 'notes', 'Notes', 'long_text', false, 50, NULL, NULL, NULL, 5)
     RETURNING id, field_key`,
    [shelf.mug.id],
  );
  for (const row of rows) field[row.field_key] = row.id;
});

afterAll(async () => {
  await h.db.close();
});

beforeEach(async () => {
  await kit.reset();
});

const formPath = (itemId: number | string) => `${CFS}/order-items/${itemId}/crf-attributes`;

async function mugItem(who: Shopper) {
  const order = await kit.order(who, [[shelf.mug, 1]]);
  return { order, itemId: kit.item(order, shelf.mug) };
}

function save(who: Shopper, itemId: number, answers: unknown) {
  return h.call<CrfForm>('PUT', formPath(itemId), { headers: who.headers, body: { answers } });
}

const values = (form: CrfForm) => Object.fromEntries(form.fields.map((f) => [f.key, f.value]));

describe('the form', () => {
  it('lists the product’s fields, unanswered, in order', async () => {
    const { itemId } = await mugItem(a);
    const form = okBody(await h.call<CrfForm>('GET', formPath(itemId), { headers: a.headers }));
    expect(form).toMatchObject({
      order_item_id: itemId,
      product_id: shelf.mug.id,
      editable: true,
      complete: false,
    });
    expect(form.fields.map((f) => [f.key, f.type, f.required, f.value])).toEqual([
      ['name', 'text', true, null],
      ['size', 'choice', true, null],
      ['cups', 'number', false, null],
      ['when', 'date', false, null],
      ['gift', 'yes_no', false, null],
      ['notes', 'long_text', false, null],
    ]);
    expect(form.fields[1]?.options).toEqual(['S', 'M', 'L']);
  });

  it('saves answers of every type, normalised; a replay changes nothing; clearing an optional one', async () => {
    const { itemId } = await mugItem(a);
    const answers = [
      { field_id: field.name, value: '  Asha ' },
      { field_id: field.size, value: 'M' },
      { field_id: field.cups, value: 3 },
      { field_id: field.when, value: '2026-03-20' },
      { field_id: field.gift, value: true },
      { field_id: field.notes, value: 'Blue ribbon\r\nplease' },
    ];
    const saved = await save(a, itemId, answers);
    expect(saved.status).toBe(200);
    expect(saved.body.response_message).toBe('Details saved');
    expect(saved.body.response_body.complete).toBe(true);
    expect(values(saved.body.response_body)).toEqual({
      name: 'Asha',
      size: 'M',
      cups: '3',
      when: '2026-03-20',
      gift: 'yes',
      notes: 'Blue ribbon\nplease',
    });
    const stamp = saved.body.response_body.fields[0]?.updated_at;
    expect(stamp).toBe('2026-03-02T09:00:00.000Z');
    h.clock.advance(60);
    const replay = okBody2(await save(a, itemId, answers));
    expect(values(replay)).toEqual(values(saved.body.response_body));
    expect(replay.fields[0]?.updated_at).toBe(stamp);
    const cleared = okBody2(
      await save(a, itemId, [
        { field_id: field.notes, value: null },
        { field_id: field.cups, value: '' },
      ]),
    );
    expect(values(cleared)).toMatchObject({ notes: null, cups: null, name: 'Asha' });
    expect(await h.db.query('SELECT 1 FROM order_item_crf_answers')).toHaveLength(4);
  });

  it.each([
    ['a zero id', [{ field_id: 0, value: 'x' }], 'field_id must be a positive integer'],
    ['no answers', [], 'answers must hold at least one answer'],
    ['not a list', 'name', 'answers must be a list of { field_id, value }'],
    [
      '51 answers',
      Array.from({ length: 51 }, () => ({ field_id: 1, value: 'x' })),
      'answers may hold at most 50 answers.',
    ],
    ['a field of no form', [{ field_id: 999_999, value: 'x' }], notAFieldOf(999_999)],
    ['a negative id', [{ field_id: -1, value: 'x' }], 'field_id must be a positive integer'],
    ['a text id', [{ field_id: 'name' }], 'field_id must be a positive integer'],
    ['an object value', [{ field_id: 1, value: {} }], 'value must be text, a number, true or false'],
  ])('refuses %s', async (_name, answers, message) => {
    const { itemId } = await mugItem(a);
    expectFailure(await save(a, itemId, answers), 400, message);
  });

  it('refuses values that do not fit their field, keeping nothing of that save', async () => {
    const { itemId } = await mugItem(a);
    const cases: [string, unknown, string][] = [
      ['name', 'Elevenchars', '“Name on the mug” can be at most 10 characters.'],
      ['name', '   ', '“Name on the mug” is required.'],
      ['name', null, '“Name on the mug” is required.'],
      ['name', 'A\u0000', '“Name on the mug” must not contain control characters.'],
      ['name', 'Two\nlines', '“Name on the mug” must not contain control characters.'],
      ['size', 'XL', '“Size” must be one of S, M, L.'],
      ['cups', 6, '“Cups” must be from 1 to 5.'],
      ['cups', 'three', '“Cups” must be a number.'],
      ['cups', '1e3', '“Cups” must be a number.'],
      ['when', '2026-02-30', '“Gift date” must be a date such as 2026-03-04.'],
      ['gift', 'maybe', '“Gift wrap” must be yes or no.'],
      ['gift', 1, '“Gift wrap” must be text.'],
      ['notes', 'x'.repeat(51), '“Notes” can be at most 50 characters.'],
    ];
    for (const [key, value, message] of cases) {
      expectFailure(
        await save(a, itemId, [
          key === 'size' ? { field_id: field.name, value: 'Ok' } : { field_id: field.size, value: 'S' },
          { field_id: field[key], value },
        ]),
        400,
        message,
      );
    }
    expectFailure(
      await save(a, itemId, [
        { field_id: field.size, value: 'S' },
        { field_id: field.size, value: 'M' },
      ]),
      400,
      `field_id ${field.size} is answered twice.`,
    );
    expect(await h.db.query('SELECT 1 FROM order_item_crf_answers')).toHaveLength(0);
  });

  it('answers 404 for another customer’s item, 409 for an item without a form, 401 for a guest', async () => {
    const { itemId } = await mugItem(a);
    expectFailure(await h.call('GET', formPath(itemId), { headers: b.headers }), 404, ORDER_ITEM_NOT_FOUND);
    expectFailure(await save(b, itemId, [{ field_id: field.size, value: 'S' }]), 404, ORDER_ITEM_NOT_FOUND);
    expectFailure(await h.call('GET', formPath('x')), 401, PLEASE_SIGN_IN);
    expectFailure(
      await h.call('GET', formPath('x'), { headers: a.headers }),
      400,
      '“orderItemId” must be a positive whole number.',
    );
    const lamp = kit.item(await kit.order(a, [[shelf.lamp, 1]]), shelf.lamp);
    expect(okBody(await h.call<CrfForm>('GET', formPath(lamp), { headers: a.headers }))).toMatchObject({
      fields: [],
      editable: false,
      locked_reason: renderMessage(NO_FORM, null),
      locked: 'no_form',
      complete: true,
    });
    expectFailure(await save(a, lamp, [{ field_id: field.size, value: 'S' }]), 409, NO_FORM);
  });

  it('locks the form once the item is delivered (a return after it too) or its order is no longer active', async () => {
    const { order, itemId } = await mugItem(a);
    okBody2(await save(a, itemId, [{ field_id: field.size, value: 'S' }]));
    await kit.markDelivered(order.orderId);
    expectFailure(await save(a, itemId, [{ field_id: field.size, value: 'L' }]), 409, FORM_DELIVERED);
    const form = okBody(await h.call<CrfForm>('GET', formPath(itemId), { headers: a.headers }));
    expect(form).toMatchObject({
      editable: false,
      locked_reason: renderMessage(FORM_DELIVERED, null),
      locked: 'delivered',
    });
    expect(values(form).size).toBe('S');
    // A return after delivery keeps the item's own reason, not "the order is no longer active".
    await kit.setOrderStatus(order.orderId, 'Return');
    expectFailure(await save(a, itemId, [{ field_id: field.size, value: 'L' }]), 409, FORM_DELIVERED);
    // An item cancelled before delivery: its order is no longer active.
    const cancelled = await mugItem(a);
    await kit.setOrderStatus(cancelled.order.orderId, 'Cancelled');
    expectFailure(
      await save(a, cancelled.itemId, [{ field_id: field.size, value: 'L' }]),
      409,
      FORM_NOT_ACTIVE,
    );
  });
});

function okBody2(answer: {
  status: number;
  body: { response_body: CrfForm; response_message: string };
}): CrfForm {
  expect({ status: answer.status, message: answer.body.response_message }).toEqual({
    status: 200,
    message: 'Details saved',
  });
  return answer.body.response_body;
}
