// The demo customer's order history: an order in every order status and request
// status, of every product type the catalogue has (Physical, Service with its slot, Digital,
// Subscription, Bundled, Packaged Service, API, and a price-on-request item), paid on delivery or
// online, with deliveries dated from the seed time so that some returns are still open and some
// windows have closed. Every item moves with the shared lifecycle machine and records its timeline,
// exactly as the server's own transitions do. Deterministic: the products are the lowest ids that
// fit, the dates are fixed offsets from `now`. Seeded while the demo customer has no orders.
import type { ItemType } from '../../contracts/cfs.ts';
import type { PaymentMode } from '../../contracts/checkout.ts';
import type { ItemRequestKind } from '../../contracts/orderItems.ts';
import { DAY_MS } from '../../machines/orders/orderItem.machine.ts';
import type { OrderItemEvent } from '../../machines/orders/orderItem.types.ts';
import { type BusinessRule, itemRulesOf } from '../../machines/orders/orderItemRules.ts';
import { findAddress } from '../addresses/addresses.ts';
import { slotLabel } from '../cart/slot-label.ts';
import { MINOR_PER_MAJOR } from '../catalogue/money.ts';
import { HttpError } from '../http/http-error.ts';
import { requestItemAction } from '../orders/order-item-actions.ts';
import {
  applyItemEvent,
  findItem,
  newItemColumns,
  recordItemEvent,
  syncItemPayment,
} from '../orders/order-item-lifecycle.ts';
import { settleOrderMoney } from '../orders/order-money.ts';
import type { Queryable } from './db.ts';

export const DEMO_EMAIL = 'demo@example.com';
const HOUR_MS = 3_600_000;

interface Pick {
  type: string;
  /** A business rule the product must have ("Return Allowed" = "Yes"). */
  rule?: [string, string];
  /** Price on request (a request_item). */
  onRequest?: boolean;
}

type Step =
  | { event: OrderItemEvent['type']; daysAgo: number }
  | { ask: ItemRequestKind; daysAgo: number; reason: string };

interface SeedOrder {
  /** Days before the seed time the order was placed. */
  daysAgo: number;
  mode: PaymentMode | null;
  /** Online payments only: what the provider decided. */
  payment?: 'Completed' | 'Failed';
  items: Array<{ pick: Pick; quantity: number; steps: Step[] }>;
}

const physical: Pick = { type: 'Physical' };
const returnable: Pick = { type: 'Physical', rule: ['Return Allowed', 'Yes'] };
const replaceable: Pick = { type: 'Physical', rule: ['Replacement Allowed', 'Yes'] };
const onRequest: Pick = { type: 'Physical', onRequest: true };
const ev = (event: OrderItemEvent['type'], daysAgo: number): Step => ({ event, daysAgo });
const delivered = (daysAgo: number): Step[] => [
  ev('ACCEPT', daysAgo + 2),
  ev('DISPATCH', daysAgo + 1),
  ev('DELIVER', daysAgo),
];

/** Days ago are relative to the seed time. */
export const SEED_ORDERS: SeedOrder[] = [
  // Delivered long ago: every window has closed (the longest Return Days is 30).
  { daysAgo: 60, mode: 'pay_on_delivery', items: [{ pick: returnable, quantity: 1, steps: delivered(55) }] },
  // Returned and refunded.
  {
    daysAgo: 30,
    mode: 'online_payment',
    payment: 'Completed',
    items: [
      {
        pick: returnable,
        quantity: 1,
        steps: [
          ...delivered(26),
          { ask: 'return', daysAgo: 25, reason: 'The colour is not as pictured' },
          ev('APPROVE', 24),
          ev('RECEIVE', 22),
          ev('REFUND_COMPLETED', 20),
        ],
      },
    ],
  },
  // Rejected by the seller: refund on its way.
  {
    daysAgo: 21,
    mode: 'online_payment',
    payment: 'Completed',
    items: [{ pick: physical, quantity: 1, steps: [ev('REJECT', 20)] }],
  },
  // The online payment was declined.
  {
    daysAgo: 18,
    mode: 'online_payment',
    payment: 'Failed',
    items: [{ pick: physical, quantity: 1, steps: [] }],
  },
  // A Bundled product and a Subscription, delivered; a Digital product delivered and still within its
  // refund-cancellation days or not, depending on the product.
  {
    daysAgo: 14,
    mode: 'online_payment',
    payment: 'Completed',
    items: [
      { pick: { type: 'Bundled' }, quantity: 1, steps: delivered(10) },
      { pick: { type: 'Subscription' }, quantity: 1, steps: [ev('ACCEPT', 13), ev('DELIVER', 13)] },
    ],
  },
  // Cancelled by the customer, paid online: the charge came off the refund, which was paid back.
  {
    daysAgo: 12,
    mode: 'online_payment',
    payment: 'Completed',
    items: [
      {
        pick: { type: 'Service', rule: ['Cancellation Allowed', 'Yes'] },
        quantity: 1,
        steps: [{ ask: 'cancel', daysAgo: 11, reason: 'I booked the wrong day' }, ev('REFUND_COMPLETED', 9)],
      },
    ],
  },
  // A return under way (requested, not yet approved).
  {
    daysAgo: 10,
    mode: 'pay_on_delivery',
    items: [
      {
        pick: returnable,
        quantity: 2,
        steps: [...delivered(5), { ask: 'return', daysAgo: 1, reason: 'Too small' }],
      },
    ],
  },
  // A replacement on its way.
  {
    daysAgo: 9,
    mode: 'pay_on_delivery',
    items: [
      {
        pick: replaceable,
        quantity: 1,
        steps: [...delivered(5), { ask: 'replace', daysAgo: 2, reason: 'Arrived damaged' }, ev('APPROVE', 1)],
      },
    ],
  },
  // Delivered two days ago: return and replacement still open.
  { daysAgo: 6, mode: 'pay_on_delivery', items: [{ pick: returnable, quantity: 1, steps: delivered(2) }] },
  // A Service with its slot, done yesterday; a Digital product delivered at once.
  {
    daysAgo: 4,
    mode: 'online_payment',
    payment: 'Completed',
    items: [
      { pick: { type: 'Service' }, quantity: 1, steps: [ev('ACCEPT', 3), ev('DELIVER', 1)] },
      { pick: { type: 'Digital' }, quantity: 1, steps: [ev('ACCEPT', 4), ev('DELIVER', 4)] },
    ],
  },
  // Shipped (too late to cancel) and being prepared (still cancellable).
  {
    daysAgo: 3,
    mode: 'online_payment',
    payment: 'Completed',
    items: [
      { pick: physical, quantity: 1, steps: [ev('ACCEPT', 2), ev('DISPATCH', 1)] },
      { pick: { type: 'Packaged Service' }, quantity: 1, steps: [ev('ACCEPT', 2)] },
    ],
  },
  // Received yesterday, nothing done yet: an API plan and a physical item, paid on delivery.
  {
    daysAgo: 1,
    mode: 'pay_on_delivery',
    items: [
      { pick: { type: 'API' }, quantity: 1, steps: [] },
      { pick: physical, quantity: 3, steps: [] },
    ],
  },
  // Requests for a price: fulfilled, withdrawn by the customer, answered (pending), still open.
  {
    daysAgo: 20,
    mode: null,
    items: [{ pick: onRequest, quantity: 1, steps: [ev('ACCEPT', 19), ev('DELIVER', 15)] }],
  },
  {
    daysAgo: 8,
    mode: null,
    items: [
      { pick: onRequest, quantity: 1, steps: [{ ask: 'cancel', daysAgo: 7, reason: 'Found it elsewhere' }] },
    ],
  },
  { daysAgo: 16, mode: null, items: [{ pick: onRequest, quantity: 1, steps: [ev('REJECT', 15)] }] },
  {
    daysAgo: 25,
    mode: null,
    items: [
      {
        pick: { type: 'Physical', onRequest: true, rule: ['Return Allowed', 'Yes'] },
        quantity: 1,
        steps: [
          ev('ACCEPT', 24),
          ev('DELIVER', 20),
          { ask: 'return', daysAgo: 19, reason: 'Not what was agreed' },
          ev('APPROVE', 18),
          ev('RECEIVE', 16),
        ],
      },
    ],
  },
  { daysAgo: 2, mode: null, items: [{ pick: onRequest, quantity: 1, steps: [ev('ACCEPT', 1)] }] },
  { daysAgo: 0.5, mode: null, items: [{ pick: onRequest, quantity: 1, steps: [] }] },
];

interface Product {
  id: number;
  name: string;
  product_type: string;
  product_price: number;
  selling_price: number;
  price_visibility: boolean;
}

async function pickProduct(
  tx: Queryable,
  storeId: number,
  pick: Pick,
  skip: number,
): Promise<Product | null> {
  const params: unknown[] = [storeId, pick.type, !pick.onRequest, skip];
  let rule = '';
  if (pick.rule) {
    params.push(pick.rule[0], pick.rule[1]);
    rule = `AND EXISTS (SELECT 1 FROM product_business_rules r WHERE r.product_id = p.id AND r.label = $5 AND r.value = $6)`;
  }
  const [row] = await tx.query<Product>(
    `SELECT p.id, p.name, p.product_type, p.product_price, p.selling_price, p.price_visibility
     FROM products p WHERE p.store_id = $1 AND p.product_type = $2 AND p.price_visibility = $3
       AND (NOT p.price_visibility OR p.selling_price > 0) ${rule}
     ORDER BY p.id OFFSET $4 LIMIT 1`,
    params,
  );
  return row ?? null;
}

const itemTypeOf = (product: Product): ItemType =>
  !product.price_visibility ? 'request_item' : product.selling_price === 0 ? 'free_item' : 'standard_item';

/** Seeds the history; false when the demo customer is missing or already has orders. */
export async function seedOrderHistory(tx: Queryable, storeId: number, now: number): Promise<boolean> {
  const [customer] = await tx.query<{ id: string; address_id: number | null }>(
    `SELECT c.id, (SELECT min(a.id) FROM customer_addresses a WHERE a.customer_id = c.id) AS address_id
     FROM customers c WHERE c.email = $1 AND c.store_id = $2
       AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.id)`,
    [DEMO_EMAIL, storeId],
  );
  if (!customer) return false;
  const address =
    customer.address_id === null ? null : await findAddress(tx, customer.id, storeId, customer.address_id);
  const methods = await tx.query<{ id: number; payment_type: string; provider: string | null }>(
    'SELECT id, payment_type, provider FROM store_payment_types WHERE store_id = $1 ORDER BY sort_order, id',
    [storeId],
  );
  const cash = methods.find((method) => method.payment_type === 'COD');
  const online = methods.find((method) => method.provider !== null);
  const [currency] = await tx.query<{ iso_code: string }>(
    'SELECT iso_code FROM store_currencies WHERE store_id = $1 ORDER BY id LIMIT 1',
    [storeId],
  );
  const used = new Map<string, number>();
  let seeded = false;

  // Oldest first, so that order ids grow with time.
  for (const plan of [...SEED_ORDERS].sort((x, y) => y.daysAgo - x.daysAgo)) {
    const at = (daysAgo: number) => Math.round(now - daysAgo * DAY_MS);
    const lines: Array<{ product: Product; quantity: number; steps: Step[] }> = [];
    for (const item of plan.items) {
      // Each order takes the next product that fits, so the history shows different products.
      const key = JSON.stringify(item.pick);
      const skip = used.get(key) ?? 0;
      // A small catalogue may lack a product with the rule: any of the type then (its steps may be refused).
      const anyOfType: Pick = { type: item.pick.type, onRequest: item.pick.onRequest ?? false };
      const product =
        (await pickProduct(tx, storeId, item.pick, skip)) ??
        (await pickProduct(tx, storeId, item.pick, 0)) ??
        (await pickProduct(tx, storeId, anyOfType, 0));
      used.set(key, skip + 1);
      if (product) lines.push({ product, quantity: item.quantity, steps: item.steps });
    }
    if (lines.length === 0) continue;
    const request = lines.every((line) => !line.product.price_visibility);
    const priced = lines.filter((line) => line.product.price_visibility);
    const mrp = priced.reduce((sum, line) => sum + line.product.product_price * line.quantity, 0);
    const total = priced.reduce((sum, line) => sum + line.product.selling_price * line.quantity, 0);
    const mode = request ? null : plan.mode;
    const method = mode === 'online_payment' ? online : mode === 'pay_on_delivery' ? cash : undefined;
    const placedAt = new Date(at(plan.daysAgo)).toISOString();

    const [checkout] = await tx.query<{ id: string }>(
      `INSERT INTO checkouts (customer_id, store_id, source, delivery_address_id, billing_address_id,
         payment_type_ids, created_at, updated_at)
       VALUES ($1, $2, 'cart', $3, $3, $4, $5, $5) RETURNING id`,
      [customer.id, storeId, customer.address_id, method ? [method.id] : [], placedAt],
    );
    const [order] = await tx.query<{ id: number }>(
      `INSERT INTO orders (store_id, customer_id, checkout_id, order_kind, order_status, request_status,
         payment_status, payment_mode, payment_type_id, provider, currency, total_mrp_minor,
         product_discount_minor, coupon_discount_minor, delivery_charge_minor, total_minor,
         ordered_total_minor, delivery_address, billing_address, stock_reserved, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, 0, 0, $14, $14, $15, $15, false, $16, $16)
       RETURNING id`,
      [
        storeId,
        customer.id,
        checkout?.id,
        request ? 'request' : 'order',
        request ? null : 'Received',
        request ? 'open' : null,
        mode === null ? null : 'Created',
        mode,
        method?.id ?? null,
        mode === 'online_payment' ? (method?.provider ?? null) : null,
        currency?.iso_code ?? 'ZAR',
        mrp,
        mrp - total,
        total,
        address === null ? null : JSON.stringify(address),
        placedAt,
      ],
    );
    if (!order) continue;

    const itemIds: number[] = [];
    for (const line of lines) {
      const { product } = line;
      const rules = await tx.query<BusinessRule>(
        'SELECT label, value FROM product_business_rules WHERE product_id = $1 ORDER BY sort_order, label',
        [product.id],
      );
      const [slot] = await tx.query<{ id: number; days: string; start_time: string; end_time: string }>(
        'SELECT id, days, start_time::text, end_time::text FROM service_slots WHERE product_id = $1 ORDER BY id LIMIT 1',
        [product.id],
      );
      const itemType = itemTypeOf(product);
      const flow = itemType === 'request_item' ? 'request_based' : 'checkout_based';
      const paid = itemType === 'request_item' ? 0 : product.selling_price * line.quantity;
      const lifecycle = newItemColumns({
        flow,
        paymentMode: mode,
        paymentStatus: mode === null ? null : 'Created',
        amountMinor: paid,
        rules: itemRulesOf(rules, MINOR_PER_MAJOR),
      });
      const [item] = await tx.query<{ id: number }>(
        `INSERT INTO order_items (order_id, product_id, product_name, product_type, item_type, order_flow,
           quantity, unit_mrp_minor, unit_price_minor, stock_counted, slot_id, slot_label, lifecycle_state,
           order_status, request_status, payment_status, business_rules, paid_minor, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, false, $10, $11, $12, $13, $14, $15, $16, $17, $18)
         RETURNING id`,
        [
          order.id,
          product.id,
          product.name,
          product.product_type,
          itemType,
          flow,
          line.quantity,
          itemType === 'request_item' ? 0 : product.product_price,
          itemType === 'request_item' ? 0 : product.selling_price,
          slot?.id ?? null,
          slot ? slotLabel(slot.days, slot.start_time.slice(0, 5), slot.end_time.slice(0, 5)) : null,
          lifecycle.lifecycleState,
          lifecycle.orderStatus,
          lifecycle.requestStatus,
          lifecycle.paymentStatus,
          JSON.stringify(rules.map(({ label, value }) => ({ label, value }))),
          paid,
          placedAt,
        ],
      );
      if (!item) continue;
      itemIds.push(item.id);
      await recordItemEvent(tx, item.id, lifecycle.snapshot, 'PLACED', at(plan.daysAgo));
    }

    // The provider's answer, a few minutes after the order.
    if (mode === 'online_payment' && plan.payment) {
      const decidedAt = at(plan.daysAgo) + HOUR_MS / 12;
      await tx.query(
        `UPDATE orders SET payment_status = $2, order_status = CASE WHEN $2 = 'Failed' THEN 'Cancelled' ELSE order_status END
         WHERE id = $1`,
        [order.id, plan.payment],
      );
      for (const id of itemIds) await syncItemPayment(tx, id, decidedAt);
    }

    for (const [index, line] of lines.entries()) {
      const itemId = itemIds[index];
      if (itemId === undefined) continue;
      for (const step of line.steps) {
        // Each step an hour into its day, after the order's own moment on the same day.
        const when = at(step.daysAgo) + HOUR_MS;
        // A step the item refuses (a product without the rule the plan expected) is left out, and so
        // are the item's later steps.
        if ('ask' in step) {
          const asked = await requestItemAction(
            tx,
            customer.id,
            step.ask,
            { orderItemId: itemId, reason: step.reason, comment: null },
            when,
          ).catch((error: unknown) => {
            if (error instanceof HttpError && error.status === 409) return null;
            throw error;
          });
          if (asked === null) break;
        } else {
          const record = await findItem(tx, itemId);
          const moved =
            record && (await applyItemEvent(tx, record, { type: step.event, at: when } as OrderItemEvent));
          if (!moved) break;
        }
      }
    }
    // What the order owes (each item's change above settled it too; an order left as placed, here).
    await settleOrderMoney(tx, order.id, at(plan.daysAgo));
    seeded = true;
  }
  return seeded;
}
