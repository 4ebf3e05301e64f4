// A checkout as the server holds it, read whole: its items with their products' current prices,
// stock, item type, slot and whether they reach the delivery address; the chosen addresses, coupon
// and payment methods; the store's payment methods and currency; and the order once made. Every
// answer about a checkout (Checkout) and the order it becomes are built from this.
import type { CustomerAddress } from '../../contracts/address.ts';
import type { ItemType } from '../../contracts/cfs.ts';
import type { CheckoutSource, PaymentMode, PaymentTypeRestrictions } from '../../contracts/checkout.ts';
import type { ProductTypeName } from '../../contracts/pbs.ts';
import { isPriceVisible } from '../../machines/shared/priceVisibility.ts';
import { findAddress } from '../addresses/addresses.ts';
import { lineLimitSql } from '../cart/line-limit.ts';
import { slotLabel } from '../cart/slot-label.ts';
import { ITEM_TYPE_SQL } from '../catalogue/item-type.ts';
import type { Queryable } from '../db/db.ts';
import { notFound } from '../http/http-error.ts';
import { computeTotals, ONLINE_ONLY_TYPES, type PricedLine, type Totals } from './checkout-totals.ts';
import { findCouponById, type StoreCoupon } from './coupons.ts';
import { loadStorePayments, type StorePayments, type StorePaymentType } from './payment-types.ts';

export const CHECKOUT_NOT_FOUND = 'Checkout not found';
export const DEFAULT_CURRENCY = 'INR';

export interface CheckoutLine extends PricedLine {
  checkoutItemId: number;
  name: string;
  imageCount: number;
  priceVisible: boolean;
  /** Units on hand; null when not counted. */
  stock: number | null;
  /** The most one order may hold now (0: out of stock). */
  lineLimit: number;
  slotId: number | null;
  slotLabel: string | null;
  slotIds: number[];
  /** null: no delivery address chosen, or nothing to deliver to an address. */
  deliverable: boolean | null;
}

export interface CheckoutState {
  id: string;
  customerId: string;
  storeId: number;
  source: CheckoutSource;
  lines: CheckoutLine[];
  delivery: CustomerAddress | null;
  billing: CustomerAddress | null;
  coupon: StoreCoupon | null;
  paymentTypeIds: number[];
  orderId: number | null;
  currency: string;
  payments: StorePayments;
  totals: Totals;
}

interface CheckoutRow {
  id: string;
  store_id: number;
  source: CheckoutSource;
  delivery_address_id: number | null;
  billing_address_id: number | null;
  coupon_id: number | null;
  payment_type_ids: number[];
  order_id: number | null;
}

interface LineRow {
  checkout_item_id: number;
  product_id: number;
  name: string;
  image_count: number;
  product_type: ProductTypeName;
  item_type: ItemType;
  quantity: number;
  product_price: number;
  selling_price: number;
  price_visibility: boolean;
  stock: number | null;
  line_limit: number;
  slot_id: number | null;
  slot_days: string | null;
  slot_start: string | null;
  slot_end: string | null;
  slot_ids: number[];
  deliverable: boolean | null;
}

/** The customer's checkout, or a 404 (unknown, malformed or another customer's). */
export async function loadCheckout(
  db: Queryable,
  customerId: string,
  checkoutId: string,
  now: Date,
  lock = false,
): Promise<CheckoutState> {
  const [row] = await db.query<CheckoutRow>(
    `SELECT k.id, k.store_id, k.source, k.delivery_address_id, k.billing_address_id, k.coupon_id,
            k.payment_type_ids, (SELECT o.id FROM orders o WHERE o.checkout_id = k.id) AS order_id
     FROM checkouts k WHERE k.id = $1 AND k.customer_id = $2 ${lock ? 'FOR UPDATE OF k' : ''}`,
    [checkoutId, customerId],
  );
  if (!row) throw notFound(CHECKOUT_NOT_FOUND);
  const delivery =
    row.delivery_address_id === null
      ? null
      : await findAddress(db, customerId, row.store_id, row.delivery_address_id);
  const billing =
    row.billing_address_id === null
      ? null
      : await findAddress(db, customerId, row.store_id, row.billing_address_id);
  const lines = await loadLines(db, row.id, row.store_id, delivery?.pincode ?? null);
  const coupon =
    row.coupon_id === null
      ? null
      : await findCouponById(db, row.coupon_id, { customerId, checkoutId: row.id });
  const [currency] = await db.query<{ iso_code: string }>(
    'SELECT iso_code FROM store_currencies WHERE store_id = $1 ORDER BY id LIMIT 1',
    [row.store_id],
  );
  return {
    id: row.id,
    customerId,
    storeId: row.store_id,
    source: row.source,
    lines,
    delivery,
    billing,
    coupon,
    paymentTypeIds: row.payment_type_ids,
    orderId: row.order_id,
    currency: currency?.iso_code ?? DEFAULT_CURRENCY,
    payments: await loadStorePayments(db, row.store_id),
    totals: computeTotals(lines, coupon, now),
  };
}

/**
 * Deliverable: a vendor with a delivery area of its own reaches only its pincodes, every other
 * vendor the store's (as pbs pincode-product-details says); only for products used at an address.
 */
async function loadLines(
  db: Queryable,
  checkoutId: string,
  storeId: number,
  pincode: string | null,
): Promise<CheckoutLine[]> {
  const rows = await db.query<LineRow>(
    `SELECT i.id AS checkout_item_id, p.id AS product_id, p.name, p.image_count, p.product_type,
            ${ITEM_TYPE_SQL} AS item_type, i.quantity, p.product_price, p.selling_price,
            p.price_visibility, p.stock, ${lineLimitSql('p')} AS line_limit,
            s.id AS slot_id, s.days AS slot_days,
            to_char(s.start_time, 'HH24:MI') AS slot_start, to_char(s.end_time, 'HH24:MI') AS slot_end,
            ARRAY(SELECT x.id FROM service_slots x WHERE x.product_id = p.id ORDER BY x.id) AS slot_ids,
            CASE WHEN $3::text IS NULL OR p.product_type NOT IN ('Physical', 'Bundled', 'Service', 'Packaged Service')
                   THEN NULL
                 WHEN EXISTS (SELECT 1 FROM delivery_pincodes d WHERE d.store_id = $2 AND d.vendor_id = p.vendor_id)
                   THEN EXISTS (SELECT 1 FROM delivery_pincodes d
                                WHERE d.store_id = $2 AND d.vendor_id = p.vendor_id AND d.pincode = $3)
                 ELSE EXISTS (SELECT 1 FROM delivery_pincodes d
                              WHERE d.store_id = $2 AND d.vendor_id IS NULL AND d.pincode = $3)
            END AS deliverable
     FROM checkout_items i JOIN products p ON p.id = i.product_id
     LEFT JOIN service_slots s ON s.id = i.slot_id
     WHERE i.checkout_id = $1 AND p.store_id = $2
     ORDER BY i.id`,
    [checkoutId, storeId, pincode],
  );
  return rows.map((row) => ({
    checkoutItemId: row.checkout_item_id,
    productId: row.product_id,
    productType: row.product_type,
    itemType: row.item_type,
    quantity: row.quantity,
    unitMrpMinor: row.product_price,
    unitPriceMinor: row.selling_price,
    name: row.name,
    imageCount: row.image_count,
    priceVisible: isPriceVisible(row),
    stock: row.stock,
    lineLimit: row.line_limit,
    slotId: row.slot_id,
    slotLabel:
      row.slot_id === null ? null : slotLabel(row.slot_days ?? '', row.slot_start ?? '', row.slot_end ?? ''),
    slotIds: row.slot_ids,
    deliverable: row.deliverable,
  }));
}

/** The modes this checkout may be paid by; none when there is nothing to pay. */
export function checkoutPaymentModes(state: CheckoutState): PaymentTypeRestrictions {
  if (state.totals.isFree || state.totals.isRequest) return { pay_on_delivery: false, online_payment: false };
  const onlineOnly = state.lines.some(
    (line) => line.itemType !== 'request_item' && ONLINE_ONLY_TYPES.includes(line.productType),
  );
  return {
    pay_on_delivery: state.payments.modes.pay_on_delivery && !onlineOnly,
    online_payment: state.payments.modes.online_payment,
  };
}

/** The chosen methods still offered for this checkout, in the order chosen. */
export function chosenMethods(state: CheckoutState): StorePaymentType[] {
  const modes = checkoutPaymentModes(state);
  return state.paymentTypeIds.flatMap((id) => {
    const method = state.payments.methods.find((candidate) => candidate.id === id);
    if (!method) return [];
    const allowed = method.provider === null ? modes.pay_on_delivery : modes.online_payment;
    return allowed ? [method] : [];
  });
}

export function paymentModeOf(methods: readonly StorePaymentType[]): PaymentMode | null {
  if (methods.some((method) => method.provider !== null)) return 'online_payment';
  if (methods.length > 0) return 'pay_on_delivery';
  return null;
}
