// Addresses and the checkout journey (cfs customer-address, checkout-journey, coupons, slots,
// payment types) against a real database: validation of every field, other customers' ids, totals
// computed by the server, coupons (a percentage, a fixed amount with a minimum, 100% off), slots,
// pincode serviceability and the payment selection rules.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AddressList, CustomerAddress } from '../../contracts/address.ts';
import type {
  Checkout,
  CouponList,
  CouponValidation,
  PaymentTypes,
  SlotList,
} from '../../contracts/checkout.ts';
import type { Harness } from './auth-harness.ts';
import { expectFailure, okBody, PLEASE_SIGN_IN, type Shelf, type Shopper } from './cart-kit.ts';
import { ADDRESSES, type CheckoutCalls, JOURNEY, openCheckoutWorld } from './checkout-kit.ts';

let h: Harness;
let shelf: Shelf;
let a: Shopper;
let b: Shopper;
let k: CheckoutCalls;

beforeAll(async () => {
  ({ h, shelf, a, b, k } = await openCheckoutWorld('checkout.second@example.com'));
});

afterAll(async () => {
  await h.db.close();
});

beforeEach(async () => {
  await k.reset(shelf);
});

const ADDRESS = {
  full_name: '  Ravi   Kumar ',
  phone_number: '9123456780',
  address_line_1: '7 Park Street',
  city: 'Kolkata',
  state: 'West Bengal',
  pincode: '700001',
};

describe('addresses', () => {
  it('lists the demo customer’s seeded address, default and serviceable', async () => {
    const list = okBody(await h.call<AddressList>('GET', ADDRESSES, { headers: a.headers }));
    expect(list.total_count).toBe(1);
    expect(list.addresses[0]).toMatchObject({
      full_name: 'Asha Rao',
      phone_extension: '+91',
      pincode: '560001',
      is_default_delivery: true,
      is_default_billing: true,
      is_serviceable: true,
    });
  });

  it('adds an address with whitespace collapsed, flags a pincode the store does not serve', async () => {
    const added = await k.addAddress(a, { ...ADDRESS, pincode: '999999' });
    expect(added.status).toBe(201);
    expect(added.body.response_body).toMatchObject({
      full_name: 'Ravi Kumar',
      country: 'India',
      address_type: 'home',
      address_line_2: null,
      is_default_delivery: false,
      is_serviceable: false,
    });
  });

  it('makes a customer’s first address the default, and moves a default when asked', async () => {
    const first = (await k.addAddress(b, ADDRESS)).body.response_body;
    expect(first).toMatchObject({ is_default_delivery: true, is_default_billing: true });
    const second = (await k.addAddress(b, { ...ADDRESS, is_default_delivery: true })).body.response_body;
    const list = okBody(await h.call<AddressList>('GET', ADDRESSES, { headers: b.headers }));
    expect(list.addresses.map((x) => [x.address_id, x.is_default_delivery, x.is_default_billing])).toEqual([
      [first.address_id, false, true],
      [second.address_id, true, false],
    ]);
    // Deleting the default delivery address passes it to the oldest one left.
    const left = await h.call<AddressList>('DELETE', `${ADDRESSES}/${second.address_id}`, {
      headers: b.headers,
    });
    expect(left.body.response_body.addresses.map((x) => x.is_default_delivery)).toEqual([true]);
    await h.db.query('DELETE FROM customer_addresses WHERE customer_id = $1', [b.id]);
  });

  it('edits an address', async () => {
    const [seeded] = okBody(await h.call<AddressList>('GET', ADDRESSES, { headers: a.headers })).addresses;
    const edited = await h.call<CustomerAddress>('PUT', `${ADDRESSES}/${seeded?.address_id}`, {
      headers: a.headers,
      body: { ...ADDRESS, landmark: 'Near the museum' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.response_body).toMatchObject({
      address_id: seeded?.address_id,
      landmark: 'Near the museum',
      pincode: '700001',
      is_default_delivery: true,
    });
  });

  it.each([
    [
      { ...ADDRESS, phone_number: '91234 56780' },
      '“Phone number” must be exactly 10 digits, with no spaces.',
    ],
    [
      { ...ADDRESS, phone_number: '+919123456780' },
      '“Phone number” must be exactly 10 digits, with no spaces.',
    ],
    [{ ...ADDRESS, phone_number: 9123456780 }, '“Phone number” must be exactly 10 digits, with no spaces.'],
    [{ ...ADDRESS, pincode: '7000 01' }, '“Pincode” must be exactly 6 digits, with no spaces.'],
    [{ ...ADDRESS, pincode: '70001' }, '“Pincode” must be exactly 6 digits, with no spaces.'],
    [{ ...ADDRESS, phone_extension: '+1' }, 'The country code must be +91.'],
    [{ ...ADDRESS, full_name: '   ' }, '“Full name” is required.'],
    [{ ...ADDRESS, city: 'x'.repeat(61) }, '“City” can be at most 60 characters.'],
    [{ ...ADDRESS, address_type: 'castle' }, '“address_type” must be one of home, work, other.'],
    [{ ...ADDRESS, is_default_billing: 'yes' }, '“is_default_billing” must be true or false.'],
    [{ ...ADDRESS, landmark: 'a\u0000b' }, '“Landmark” must not contain control characters.'],
  ])('refuses %j with a 400', async (body, message) => {
    expectFailure(await k.addAddress(a, body), 400, message);
  });

  it('answers 404 for another customer’s address, and 401 for a guest', async () => {
    const [seeded] = okBody(await h.call<AddressList>('GET', ADDRESSES, { headers: a.headers })).addresses;
    const path = `${ADDRESSES}/${seeded?.address_id}`;
    expectFailure(await h.call('PUT', path, { headers: b.headers, body: ADDRESS }), 404, 'Address not found');
    expectFailure(await h.call('DELETE', path, { headers: b.headers }), 404, 'Address not found');
    expectFailure(await h.call('GET', ADDRESSES), 401, PLEASE_SIGN_IN);
    expectFailure(
      await h.call('DELETE', `${ADDRESSES}/abc`, { headers: a.headers }),
      400,
      '“addressId” must be a positive whole number.',
    );
  });
});

describe('the checkout journey', () => {
  it('takes the cart, with the default addresses and the server’s totals', async () => {
    const checkout = await k.fromCart(a, [shelf.kettle, 2], [shelf.mug, 1]);
    expect(checkout.status).toBe('open');
    expect(checkout.source).toBe('cart');
    expect(
      checkout.checkout_items.map((item) => [
        item.product_id,
        item.quantity,
        item.item_type,
        item.order_flow,
      ]),
    ).toEqual([
      [shelf.kettle.id, 2, 'standard_item', 'checkout_based'],
      [shelf.mug.id, 1, 'standard_item', 'checkout_based'],
    ]);
    expect(checkout.address.delivery).toBe(checkout.address.billing);
    expect(checkout.pincode_check).toMatchObject({
      pincode: '560001',
      serviceable: true,
      undeliverable_item_ids: [],
    });
    // 2 × 499.00 + 199.50 = 1197.50; less 2 × 50.00 off the kettle; delivery free from 500.
    expect(checkout.order_details).toEqual({
      currency: 'ZAR',
      items_count: 3,
      total_mrp: 1197.5,
      product_discount: 100,
      coupon_discount: 0,
      delivery_charge: 0,
      total_amount: 1097.5,
      is_free: false,
      is_request: false,
    });
    expect(checkout.number_of_steps).toBe(3);
    expect(checkout.payment_modes).toEqual({ pay_on_delivery: true, online_payment: true });
    expect(okBody(await k.get(a, checkout.checkout_id))).toEqual(checkout);
  });

  it('charges delivery below 500 and never takes a total from the client', async () => {
    okBody(await k.fill(a, [shelf.mug, 1]));
    const answer = await k.create(a, { source: 'cart', total_amount: 0, order_details: { total_amount: 0 } });
    expect(answer.body.response_body.order_details).toMatchObject({
      delivery_charge: 50,
      total_amount: 249.5,
    });
  });

  it('makes a buy-now checkout of one product and leaves the cart alone', async () => {
    okBody(await k.fill(a, [shelf.mug, 2]));
    const answer = await k.create(a, {
      source: 'buy_now',
      product: shelf.yoga.id,
      quantity: 1,
      slot_id: shelf.slots.saturday,
    });
    expect(answer.status).toBe(201);
    const [item] = answer.body.response_body.checkout_items;
    expect(item).toMatchObject({
      product_id: shelf.yoga.id,
      product_type: 'Service',
      requires_slot: true,
      slot: { slot_id: shelf.slots.saturday, label: 'Saturday, 7:30 AM–8:30 AM' },
    });
    expect(await k.cartProducts(a)).toEqual([shelf.mug.id]);
  });

  it('sets a service item’s slot, only one of its own', async () => {
    const checkout = await k.fromCart(a, [shelf.yoga, 1]);
    const item = checkout.checkout_items[0];
    expect(item?.slot).toBeNull();
    const path = `items/${item?.checkout_item_id}/slot`;
    const set = okBody(await k.put(a, checkout.checkout_id, path, { slot_id: shelf.slots.weekdays }));
    expect(set.checkout_items[0]?.slot).toEqual({
      slot_id: shelf.slots.weekdays,
      label: 'Monday & Wednesday, 10:00 AM–11:00 AM',
    });
    expectFailure(
      await k.put(a, checkout.checkout_id, path, { slot_id: shelf.otherSlot }),
      400,
      'This time slot is not offered for Morning Yoga Class.',
    );
    expectFailure(
      await k.put(a, checkout.checkout_id, 'items/999999/slot', { slot_id: shelf.slots.weekdays }),
      404,
      'Checkout item not found',
    );
    const slots = okBody(
      await h.call<SlotList>('GET', `/cfs/rest/v3/slots?product_id=${shelf.yoga.id}`, { headers: a.headers }),
    );
    expect(slots.slots.map((slot) => slot.slot_id)).toEqual([shelf.slots.saturday, shelf.slots.weekdays]);
    expectFailure(
      await h.call('GET', `/cfs/rest/v3/slots?product_id=${shelf.foreign}`, { headers: a.headers }),
      404,
      'Product not found',
    );
  });

  it('has no steps and nothing to pay when every item is on request', async () => {
    const checkout = await k.fromCart(a, [shelf.table, 1]);
    expect(checkout.checkout_items[0]).toMatchObject({
      item_type: 'request_item',
      order_flow: 'request_based',
      final_price: 0,
    });
    expect(checkout.number_of_steps).toBe(0);
    expect(checkout.order_details).toMatchObject({ is_request: true, is_free: false, total_amount: 0 });
    expect(checkout.payment_modes).toEqual({ pay_on_delivery: false, online_payment: false });
  });

  it('has two steps when every item is free', async () => {
    const checkout = await k.fromCart(a, [shelf.sample, 2]);
    expect(checkout.number_of_steps).toBe(2);
    expect(checkout.order_details).toMatchObject({ is_free: true, total_amount: 0, delivery_charge: 0 });
  });

  it('flags the items that do not reach the delivery address', async () => {
    const checkout = await k.fromCart(a, [shelf.kettle, 1], [shelf.club, 1]);
    const far = (await k.addAddress(a, { ...ADDRESS, pincode: '999999' })).body.response_body;
    const moved = okBody(
      await k.put(a, checkout.checkout_id, 'address', {
        delivery_address_id: far.address_id,
        billing_address_id: far.address_id,
      }),
    );
    const kettle = moved.checkout_items.find((item) => item.product_id === shelf.kettle.id);
    const club = moved.checkout_items.find((item) => item.product_id === shelf.club.id);
    expect([kettle?.deliverable, club?.deliverable]).toEqual([false, null]);
    expect(moved.pincode_check).toEqual({
      pincode: '999999',
      address_id: far.address_id,
      serviceable: false,
      undeliverable_item_ids: [kettle?.checkout_item_id],
    });
    // A subscription has nothing to hand over at the door: it is paid online.
    expect(moved.payment_modes).toEqual({ pay_on_delivery: false, online_payment: true });
  });

  it('keeps at most 20 open checkouts per customer, dropping the oldest', async () => {
    okBody(await k.fill(a, [shelf.mug, 1]));
    const first = (await k.create(a)).body.response_body;
    for (let i = 0; i < 20; i += 1) expect((await k.create(a)).status).toBe(201);
    const [row] = await h.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM checkouts WHERE customer_id = $1',
      [a.id],
    );
    expect(row?.count).toBe(20);
    expectFailure(await k.get(a, first.checkout_id), 404, 'Checkout not found');
  });

  it('refuses another customer’s checkout and address with 404', async () => {
    const checkout = await k.fromCart(a, [shelf.mug, 1]);
    expectFailure(await k.get(b, checkout.checkout_id), 404, 'Checkout not found');
    expectFailure(await k.coupon(b, checkout.checkout_id, 'WELCOME10'), 404, 'Checkout not found');
    const own = (await k.addAddress(b, ADDRESS)).body.response_body;
    expectFailure(
      await k.put(a, checkout.checkout_id, 'address', {
        delivery_address_id: own.address_id,
        billing_address_id: own.address_id,
      }),
      404,
      'Address not found',
    );
    await h.db.query('DELETE FROM customer_addresses WHERE customer_id = $1', [b.id]);
  });

  it.each([
    [{ source: 'wish' }, '“source” must be one of cart, buy_now.'],
    [{ source: 'buy_now' }, '“product” is required.'],
    [{ source: 'buy_now', product: 1, quantity: 0 }, 'quantity must be a whole number of at least 1'],
    [{ source: 'buy_now', product: 1, quantity: 1.5 }, 'quantity must be a whole number of at least 1'],
    [{ source: 'buy_now', product: 'x' }, '“product” must be a positive whole number.'],
  ])('refuses to create %j with a 400', async (body, message) => {
    expectFailure(await k.create(a, body), 400, message);
  });

  it('refuses an empty cart, an out-of-stock or too large buy now, a bad checkout id', async () => {
    expectFailure(await k.create(a), 400, 'Your cart is empty.');
    expectFailure(
      await k.create(a, { source: 'buy_now', product: shelf.teapot.id, quantity: 1 }),
      400,
      'Sold-out Teapot is out of stock.',
    );
    expectFailure(
      await k.create(a, { source: 'buy_now', product: shelf.kettle.id, quantity: 4 }),
      400,
      'Only 3 of Copper Kettle can be ordered.',
    );
    expectFailure(
      await k.create(a, { source: 'buy_now', product: shelf.foreign, quantity: 1 }),
      400,
      'This product is not sold in this store.',
    );
    expectFailure(
      await h.call('GET', `${JOURNEY}/not-a-uuid`, { headers: a.headers }),
      400,
      '“checkoutId” must be a checkout id.',
    );
    const raw = await h.call('POST', JOURNEY, { headers: a.headers, raw: '{"source":' });
    expectFailure(raw, 400, 'The request body is not valid JSON');
  });
});

describe('coupons', () => {
  it('lists the store’s coupons and whether each applies to a checkout', async () => {
    const checkout = await k.fromCart(a, [shelf.mug, 1]);
    const list = okBody(
      await h.call<CouponList>('GET', `/cfs/rest/v3/coupons?checkout_id=${checkout.checkout_id}`, {
        headers: a.headers,
      }),
    );
    expect(list.coupons.map((coupon) => [coupon.coupon_code, coupon.is_applicable])).toEqual([
      ['WELCOME10', true],
      ['FLAT100', false],
      ['FREEORDER', true],
    ]);
    expect(list.coupons[1]).toMatchObject({
      discount_type: 'fixed',
      discount_value: 100,
      min_order_amount: 500,
    });
  });

  it('applies a percentage on the items after their own discounts, and removes it', async () => {
    const checkout = await k.fromCart(a, [shelf.mug, 1]);
    const applied = await k.coupon(a, checkout.checkout_id, 'welcome10');
    expect(applied.body.response_message).toBe('Coupon applied');
    // 10% of 199.50 = 19.95 (rounded down in cents); delivery still 50.
    expect(applied.body.response_body.coupon).toEqual({
      coupon_code: 'WELCOME10',
      product_ids: [shelf.mug.id],
      discount: 19.95,
    });
    expect(applied.body.response_body.order_details).toMatchObject({
      coupon_discount: 19.95,
      total_amount: 229.55,
    });
    const removed = await h.call<Checkout>('DELETE', `${JOURNEY}/${checkout.checkout_id}/coupon`, {
      headers: a.headers,
    });
    expect(removed.body.response_body.coupon).toBeNull();
    expect(removed.body.response_body.order_details.total_amount).toBe(249.5);
  });

  it('applies a fixed amount only above its minimum order', async () => {
    const small = await k.fromCart(a, [shelf.mug, 1]);
    expectFailure(
      await k.coupon(a, small.checkout_id, 'FLAT100'),
      400,
      'The coupon FLAT100 needs an order of at least 500.00.',
    );
    await h.db.exec('DELETE FROM cart_items');
    const large = await k.fromCart(a, [shelf.lamp, 1]);
    const applied = okBodyOf(await k.coupon(a, large.checkout_id, 'FLAT100'));
    expect(applied.order_details).toMatchObject({ coupon_discount: 100, total_amount: 1899 });
  });

  it('makes the order free with 100% off: two steps, no payment, no delivery charge', async () => {
    const checkout = await k.fromCart(a, [shelf.mug, 1]);
    const validation = okBody(
      await h.call<CouponValidation>('POST', '/cfs/rest/v3/validate-coupon', {
        headers: a.headers,
        body: { checkout_id: checkout.checkout_id, coupon_code: 'FREEORDER' },
      }),
    );
    expect(validation).toEqual({
      coupon_code: 'FREEORDER',
      is_valid: true,
      discount: 199.5,
      product_ids: [shelf.mug.id],
      makes_free: true,
      message: 'The coupon FREEORDER applies.',
    });
    const free = okBodyOf(await k.coupon(a, checkout.checkout_id, 'FREEORDER'));
    expect(free.order_details).toMatchObject({
      coupon_discount: 199.5,
      delivery_charge: 0,
      total_amount: 0,
      is_free: true,
    });
    expect(free.number_of_steps).toBe(2);
    expect(free.payment_modes).toEqual({ pay_on_delivery: false, online_payment: false });
  });

  it('says why a code does not apply, and refuses a malformed one', async () => {
    const checkout = await k.fromCart(a, [shelf.mug, 1]);
    const unknown = okBody(
      await h.call<CouponValidation>('POST', '/cfs/rest/v3/validate-coupon', {
        headers: a.headers,
        body: { checkout_id: checkout.checkout_id, coupon_code: 'NOPE' },
      }),
    );
    expect(unknown).toMatchObject({
      is_valid: false,
      discount: 0,
      message: 'This coupon code is not valid.',
    });
    expectFailure(await k.coupon(a, checkout.checkout_id, 'NOPE'), 400, 'This coupon code is not valid.');
    expectFailure(
      await k.coupon(a, checkout.checkout_id, 'WELCOME 10'),
      400,
      'A coupon code is 1 to 32 letters or digits, with no spaces.',
    );
    expectFailure(
      await k.coupon(a, checkout.checkout_id, 'X'.repeat(33)),
      400,
      'A coupon code is 1 to 32 letters or digits, with no spaces.',
    );
    await h.db.query("UPDATE coupons SET expires_at = '2020-01-01' WHERE code = 'WELCOME10'");
    try {
      expectFailure(
        await k.coupon(a, checkout.checkout_id, 'WELCOME10'),
        400,
        'The coupon WELCOME10 has expired.',
      );
    } finally {
      await h.db.query("UPDATE coupons SET expires_at = NULL WHERE code = 'WELCOME10'");
    }
  });
});

describe('payment selection', () => {
  it('lists the store’s methods and modes', async () => {
    const types = okBody(
      await h.call<PaymentTypes>('GET', '/cfs/rest/v3/payment-types', { headers: a.headers }),
    );
    expect(types.payment_modes).toEqual({ pay_on_delivery: true, online_payment: true });
    expect(
      types.payment_types.map((type) => [type.payment_type, type.is_payment_gateway, type.provider]),
    ).toEqual([
      ['COD', false, null],
      ['CASHFREE', true, 'cashfree'],
      ['AMAZON_PAY', true, 'amazon_payment_services'],
      ['WALLET', true, 'wallet'],
    ]);
    expect(JSON.stringify(types)).not.toMatch(/secret/i);
  });

  it('answers a gateway’s public configuration, never its secret', async () => {
    const id = await k.methodId('AMAZON_PAY');
    const config = okBody(
      await h.call<Record<string, unknown>>('GET', `/cfs/rest/v3/payment-config/${id}`, {
        headers: a.headers,
      }),
    );
    expect(config).toEqual({
      payment_type_id: id,
      provider: 'amazon_payment_services',
      payment_gateway_url: 'http://localhost/payments-sandbox/amazon_payment_services',
      merchant_identifier: 'demo-aps-merchant-19',
      access_code: 'demo-aps-access',
      currency: 'ZAR',
      language: 'en',
      environment: 'sandbox',
    });
    expectFailure(
      await h.call('GET', `/cfs/rest/v3/payment-config/${await k.methodId('COD')}`, { headers: a.headers }),
      400,
      'Pay on delivery has no payment configuration.',
    );
  });

  it('keeps one gateway, refuses two, and never mixes cash with a gateway', async () => {
    const checkout = await k.fromCart(a, [shelf.mug, 1]);
    const [cod, card, aps] = [
      await k.methodId('COD'),
      await k.methodId('CASHFREE'),
      await k.methodId('AMAZON_PAY'),
    ];
    const chosen = okBody(await k.pay(a, checkout.checkout_id, [card]));
    expect(chosen.selected_payment).toEqual({ payment_type_ids: [card], payment_mode: 'online_payment' });
    expectFailure(
      await k.pay(a, checkout.checkout_id, [card, aps]),
      400,
      'Choose one online payment method.',
    );
    expectFailure(
      await k.pay(a, checkout.checkout_id, [cod, aps]),
      400,
      'Choose either pay on delivery or one online payment method.',
    );
    expectFailure(
      await k.pay(a, checkout.checkout_id, [cod, cod]),
      400,
      'payment_type_ids must not repeat a payment type',
    );
    expectFailure(
      await k.pay(a, checkout.checkout_id, ['1']),
      400,
      'payment_type_ids must be positive integers',
    );
    expectFailure(
      await k.pay(a, checkout.checkout_id, [999999]),
      400,
      'This way to pay is not offered by this store.',
    );
    const cash = okBody(await k.pay(a, checkout.checkout_id, [cod]));
    expect(cash.selected_payment).toEqual({ payment_type_ids: [cod], payment_mode: 'pay_on_delivery' });
    const none = okBody(await k.pay(a, checkout.checkout_id, []));
    expect(none.selected_payment).toEqual({ payment_type_ids: [], payment_mode: null });
  });

  it('refuses cash on delivery for a subscription', async () => {
    const checkout = await k.fromCart(a, [shelf.club, 1]);
    expectFailure(
      await k.pay(a, checkout.checkout_id, [await k.methodId('COD')]),
      400,
      'Pay on delivery is not available for this order.',
    );
  });
});

function okBodyOf(answer: Awaited<ReturnType<CheckoutCalls['coupon']>>): Checkout {
  expect(answer.status).toBe(200);
  return answer.body.response_body;
}
