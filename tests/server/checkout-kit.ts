// Shared by the checkout tests: the calls of the checkout journey, orders and the payments sandbox
// in the storefront's shape (the sandbox's signed answer passed on as the storefront does), the demo store's payment methods by type, and resetting what a test
// changed (checkouts, orders, carts, addresses beyond the seeded one, the shelf's stock).
import type { CustomerAddress } from '../../contracts/address.ts';
import type {
  Checkout,
  OrderCheckout,
  OrderPlacement,
  OrderStatusCheck,
  PaymentTypeCode,
} from '../../contracts/checkout.ts';
import { SEED_ADDRESS } from '../../server/db/seed-checkout.ts';
import { type Answer, Harness } from './auth-harness.ts';
import {
  CART,
  CFS,
  okBody,
  SHELF_SPECS,
  type Shelf,
  type ShelfProduct,
  type Shopper,
  signInDemo,
  signUpShopper,
  stockShelf,
} from './cart-kit.ts';

export const ADDRESSES = `${CFS}/customer-address`;
export const JOURNEY = `${CFS}/checkout-journey`;

export class CheckoutCalls {
  constructor(private readonly h: Harness) {}

  fill(who: Shopper, ...lines: [ShelfProduct, number, number?][]) {
    return this.h.call('POST', CART, {
      headers: who.headers,
      body: {
        customer_cart: lines.map(([product, quantity, slot]) => ({
          product: product.id,
          cart_quantity: quantity,
          ...(slot === undefined ? {} : { slot_id: slot }),
        })),
      },
    });
  }

  create(who: Shopper, body: unknown = { source: 'cart' }): Promise<Answer<Checkout>> {
    return this.h.call<Checkout>('POST', JOURNEY, { headers: who.headers, body });
  }

  /** A checkout from the cart filled with `lines`; fails the test unless it is created. */
  async fromCart(who: Shopper, ...lines: [ShelfProduct, number, number?][]): Promise<Checkout> {
    okBody(await this.fill(who, ...lines));
    const answer = await this.create(who);
    if (answer.status !== 201) throw new Error(`checkout not created: ${JSON.stringify(answer.body)}`);
    return answer.body.response_body;
  }

  get(who: Shopper, id: string) {
    return this.h.call<Checkout>('GET', `${JOURNEY}/${id}`, { headers: who.headers });
  }

  put(who: Shopper, id: string, part: string, body: unknown) {
    return this.h.call<Checkout>('PUT', `${JOURNEY}/${id}/${part}`, { headers: who.headers, body });
  }

  coupon(who: Shopper, id: string, code: unknown) {
    return this.put(who, id, 'coupon', { coupon_code: code });
  }

  pay(who: Shopper, id: string, ids: unknown) {
    return this.put(who, id, 'payment-type', { payment_type_ids: ids });
  }

  place(who: Shopper, checkoutId: unknown) {
    return this.h.call<OrderPlacement>('POST', `${CFS}/create-order`, {
      headers: who.headers,
      body: { checkout_id: checkoutId },
    });
  }

  handOff(who: Shopper, orderId: unknown) {
    return this.h.call<OrderCheckout>('POST', `${CFS}/order-checkout`, {
      headers: who.headers,
      body: { order_id: orderId },
    });
  }

  /** PUT check-order-status, with the provider's answer the shopper was sent back with (if any). */
  status(who: Shopper, orderId: number | string, answer?: Record<string, string>) {
    return this.h.call<OrderStatusCheck>('PUT', `${CFS}/check-order-status/${orderId}`, {
      headers: who.headers,
      ...(answer === undefined ? {} : { body: { provider_answer: answer } }),
    });
  }

  /**
   * Pays (or declines) at the payments sandbox as the shopper would: posts the hand-off form, presses
   * the button, and answers the provider's signed answer the sandbox sent the shopper back with.
   */
  async atSandbox(handOff: OrderCheckout, decision: 'approve' | 'decline'): Promise<Record<string, string>> {
    return this.decide(await this.openAtSandbox(handOff, decision));
  }

  /** Posts the hand-off form to the sandbox: the path of the button `decision` on its page. */
  async openAtSandbox(handOff: OrderCheckout, decision: 'approve' | 'decline'): Promise<string> {
    const page = await this.postForm(handOff.hand_off.payment_gateway_url, { ...handOff.hand_off.fields });
    const html = await page.text();
    const path = new RegExp(`action="(/payments-sandbox/attempts/[0-9a-f-]+/${decision})"`).exec(html)?.[1];
    if (!path) throw new Error(`no ${decision} form in ${html}`);
    return path;
  }

  /** Presses a button on the sandbox's page: the provider's signed answer it sends the shopper back with. */
  async decide(path: string): Promise<Record<string, string>> {
    const back = await this.h.app.request(path, { method: 'POST' });
    if (back.status !== 303) throw new Error(`the sandbox answered ${back.status}`);
    return Object.fromEntries(new URL(back.headers.get('Location') ?? '').searchParams);
  }

  addAddress(who: Shopper, body: unknown) {
    return this.h.call<CustomerAddress>('POST', ADDRESSES, { headers: who.headers, body });
  }

  /** Posts a hand-off form to the sandbox as the browser would. */
  postForm(url: string, fields: Record<string, string>) {
    return this.h.app.request(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }

  /** The id of the demo store's method of `type`. */
  async methodId(type: PaymentTypeCode): Promise<number> {
    const [row] = await this.h.db.query<{ id: number }>(
      'SELECT id FROM store_payment_types WHERE store_id = 19 AND payment_type = $1',
      [type],
    );
    return row?.id ?? 0;
  }

  async stockOf(product: ShelfProduct): Promise<number | null> {
    const [row] = await this.h.db.query<{ stock: number | null }>(
      'SELECT stock FROM products WHERE id = $1',
      [product.id],
    );
    return row?.stock ?? null;
  }

  async cartProducts(who: Shopper): Promise<number[]> {
    const rows = await this.h.db.query<{ product_id: number }>(
      'SELECT product_id FROM cart_items WHERE customer_id = $1 ORDER BY id',
      [who.id],
    );
    return rows.map((row) => row.product_id);
  }

  /** Undoes what a test changed; the seeded address of the demo customer stays. */
  async reset(shelf: Shelf): Promise<void> {
    await this.h.db.exec(`
      DELETE FROM payment_attempts; DELETE FROM payment_transactions; DELETE FROM sandbox_payments;
      DELETE FROM order_items; DELETE FROM orders; DELETE FROM checkouts;
      DELETE FROM cart_items;
      DELETE FROM customer_addresses WHERE id <> (SELECT min(id) FROM customer_addresses);
    `);
    const seed = SEED_ADDRESS;
    await this.h.db.query(
      `UPDATE customer_addresses SET full_name = $1, phone_number = $2, address_line_1 = $3,
         address_line_2 = $4, landmark = $5, city = $6, state = $7, country = $8, pincode = $9,
         address_type = 'home', is_default_delivery = true, is_default_billing = true`,
      [
        seed.fullName,
        seed.phoneNumber,
        seed.line1,
        seed.line2,
        seed.landmark,
        seed.city,
        seed.state,
        seed.country,
        seed.pincode,
      ],
    );
    for (const key of Object.keys(SHELF_SPECS) as (keyof typeof SHELF_SPECS)[]) {
      await this.h.db.query('UPDATE products SET stock = $2 WHERE id = $1', [
        shelf[key].id,
        SHELF_SPECS[key].stock,
      ]);
    }
  }
}

/** What the checkout and order tests start from: the stocked shelf, the demo customer and a second one. */
export interface CheckoutWorld {
  h: Harness;
  shelf: Shelf;
  a: Shopper;
  b: Shopper;
  k: CheckoutCalls;
}

export async function openCheckoutWorld(secondEmail: string): Promise<CheckoutWorld> {
  const h = await Harness.open();
  const shelf = await stockShelf(h);
  return {
    h,
    shelf,
    a: await signInDemo(h),
    b: await signUpShopper(h, secondEmail),
    k: new CheckoutCalls(h),
  };
}
