// Shared by the after-purchase tests (bookings, digital files, documents, CRF, enquiries, reviews):
// orders placed through the real checkout (openCheckoutWorld), an order made paid (its payment
// written directly) or delivered and ended (its items moved by the order-item lifecycle), the test clock
// moved with both shoppers signed in again, and resetting what the tests changed.
import type { PaymentTypeCode } from '../../contracts/checkout.ts';
import type { OrderItemEvent } from '../../machines/orders/orderItem.types.ts';
import { advanceItem } from '../../server/orders/order-item-lifecycle.ts';
import { bearer, START } from './auth-harness.ts';
import { okBody, type ShelfProduct, type Shopper } from './cart-kit.ts';
import { type CheckoutWorld, openCheckoutWorld } from './checkout-kit.ts';

export const SECOND_PASSWORD = 'Secret-pass-1';

const ADDRESS = {
  full_name: 'Ravi Kumar',
  phone_number: '9123456780',
  address_line_1: '7 Park Street',
  city: 'Kolkata',
  state: 'West Bengal',
  pincode: '700001',
};

export interface PlacedOrder {
  orderId: number;
  /** Order item id by product id. */
  items: Map<number, number>;
}

export class AftercareKit {
  private constructor(
    readonly w: CheckoutWorld,
    private readonly secondEmail: string,
  ) {}

  static async open(secondEmail: string): Promise<AftercareKit> {
    return new AftercareKit(await openCheckoutWorld(secondEmail), secondEmail);
  }

  /** Places an order of `lines` for `who`, paid by `pay` (cash on delivery by default). */
  async order(
    who: Shopper,
    lines: [ShelfProduct, number, number?][],
    pay: PaymentTypeCode = 'COD',
  ): Promise<PlacedOrder> {
    const { h, k } = this.w;
    const [address] = await h.db.query('SELECT id FROM customer_addresses WHERE customer_id = $1', [who.id]);
    if (!address) {
      const added = await k.addAddress(who, ADDRESS);
      if (added.status !== 201) throw new Error(`address not added: ${JSON.stringify(added.body)}`);
    }
    // An order paid online keeps its lines in the cart until the payment is approved: start afresh.
    await h.db.query('DELETE FROM cart_items WHERE customer_id = $1', [who.id]);
    const checkout = await k.fromCart(who, ...lines);
    okBody(await k.pay(who, checkout.checkout_id, [await k.methodId(pay)]));
    const placed = await k.place(who, checkout.checkout_id);
    if (placed.status !== 200) throw new Error(`order not placed: ${JSON.stringify(placed.body)}`);
    const orderId = placed.body.response_body.order_id;
    const rows = await h.db.query<{ id: number; product_id: number }>(
      'SELECT id, product_id FROM order_items WHERE order_id = $1',
      [orderId],
    );
    return { orderId, items: new Map(rows.map((row) => [row.product_id, row.id])) };
  }

  /** The order item of `product` in `order`. */
  item(order: PlacedOrder, product: ShelfProduct): number {
    const id = order.items.get(product.id);
    if (id === undefined) throw new Error(`${product.name} is not in order ${order.orderId}`);
    return id;
  }

  /** Paid: the payment confirmed (Completed). */
  async markPaid(orderId: number): Promise<void> {
    await this.w.h.db.query(
      "UPDATE orders SET payment_status = 'Completed', updated_at = $2 WHERE id = $1 AND payment_mode IS NOT NULL",
      [orderId, new Date(this.w.h.clock.now())],
    );
  }

  /** Delivered: paid, and every item accepted and delivered now (cash on delivery collected). */
  async markDelivered(orderId: number): Promise<void> {
    await this.markPaid(orderId);
    for (const itemId of await this.itemIds(orderId)) {
      await this.advance(itemId, 'ACCEPT');
      await this.advance(itemId, 'DELIVER');
    }
  }

  /** Moves one item by a seller's or courier's event at the test clock's time. */
  async advance(itemId: number, type: 'ACCEPT' | 'DELIVER' | 'REJECT'): Promise<void> {
    const at = this.w.h.clock.now();
    await this.w.h.db.transaction((tx) => advanceItem(tx, itemId, { type, at } as OrderItemEvent));
  }

  private async itemIds(orderId: number): Promise<number[]> {
    const rows = await this.w.h.db.query<{ id: number }>(
      'SELECT id FROM order_items WHERE order_id = $1 ORDER BY id',
      [orderId],
    );
    return rows.map((row) => row.id);
  }

  /** A raw GET (downloads are not JSON). */
  async download(who: Shopper | null, path: string): Promise<Response> {
    return this.w.h.app.request(path, { headers: who?.headers ?? {} });
  }

  /** A seeded product of `type` with its price shown (so it can be bought), optionally one with files. */
  async seededProduct(type: string, withFiles = false): Promise<ShelfProduct> {
    const [row] = await this.w.h.db.query<{ id: number; name: string }>(
      `SELECT p.id, p.name FROM products p WHERE p.store_id = 19 AND p.product_type = $1
         AND p.price_visibility AND p.selling_price > 0
         AND ($2::boolean = false OR EXISTS (SELECT 1 FROM product_files f WHERE f.product_id = p.id))
       ORDER BY p.id LIMIT 1`,
      [type, withFiles],
    );
    if (!row) throw new Error(`no seeded ${type} product`);
    return {
      ...row,
      type: type as ShelfProduct['type'],
      price: 0,
      selling: 0,
      discountDetails: null,
      priceVisible: true,
      stock: null,
      maxPerOrder: null,
    };
  }

  /** Writes an order status on the order and its items (a state the lifecycle would reach otherwise). */
  async setOrderStatus(orderId: number, status: string): Promise<void> {
    await this.w.h.db.query('UPDATE orders SET order_status = $2 WHERE id = $1', [orderId, status]);
    await this.w.h.db.query('UPDATE order_items SET order_status = $2 WHERE order_id = $1', [
      orderId,
      status,
    ]);
  }

  /** Moves the test clock to `iso` and signs both shoppers in again (access tokens live 15 minutes). */
  async clockAt(iso: string): Promise<void> {
    const { h, a, b } = this.w;
    h.clock.advance((Date.parse(iso) - h.clock.now()) / 1000);
    a.headers.Authorization = bearer((await h.login()).access_token).Authorization ?? '';
    b.headers.Authorization =
      bearer((await h.login(this.secondEmail, SECOND_PASSWORD)).access_token).Authorization ?? '';
  }

  /** Undoes what a test changed (orders and all that hangs on them, reviews written, limits, the clock). */
  async reset(): Promise<void> {
    const { h, k, shelf } = this.w;
    await k.reset(shelf);
    await h.db.exec(`
      DELETE FROM product_reviews WHERE customer_id IS NOT NULL;
      DELETE FROM rate_limit_counters;
    `);
    await h.db.query('UPDATE service_slots SET capacity = 8 WHERE product_id = $1', [shelf.yoga.id]);
    if (h.clock.now() !== START) await this.clockAt(new Date(START).toISOString());
  }
}
