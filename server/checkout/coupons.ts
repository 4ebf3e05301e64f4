// The store's coupons (030_payment_types_coupons.sql, rules in 055_coupon_rules.sql): listed, found
// by code (case-insensitive) or id, and answered in major units. Each is read with how often it is
// in use, in all and by the customer asking (coupon_uses, not counting the order of the checkout
// being looked at), so that checkout-totals.ts can say whether it still applies. Taking a use when
// an order is placed and giving it back is coupon-uses.ts's.
import { COUPON_CODE_PATTERN, type Coupon, type CouponDiscountType } from '../../contracts/checkout.ts';
import { toMajor } from '../catalogue/money.ts';
import type { Queryable } from '../db/db.ts';
import { badRequest } from '../http/http-error.ts';
import type { CouponRule } from './checkout-totals.ts';

export interface StoreCoupon extends CouponRule {
  id: number;
  description: string;
}

interface CouponRow {
  id: number;
  code: string;
  description: string;
  discount_type: CouponDiscountType;
  discount_value: number;
  min_order_minor: number;
  max_discount_minor: number | null;
  active: boolean;
  starts_at: Date | string | null;
  expires_at: Date | string | null;
  usage_limit: number | null;
  per_customer_limit: number;
  may_make_free: boolean;
  used: number;
  used_by_customer: number;
}

/** Who is asking: their live uses count against the per-customer limit; `checkoutId`'s order's do not count. */
export interface CouponReader {
  customerId: string;
  checkoutId?: string | null;
}

/**
 * The coupon's columns and its live uses, not counting the order of checkout $2 (a checkout that
 * became an order still shows its coupon as applying). $1 is the customer.
 */
const SELECT = `SELECT c.id, c.code, c.description, c.discount_type, c.discount_value, c.min_order_minor,
    c.max_discount_minor, c.active, c.starts_at, c.expires_at, c.usage_limit, c.per_customer_limit,
    c.may_make_free, u.used, u.used_by_customer
  FROM coupons c CROSS JOIN LATERAL (
    SELECT count(*)::int AS used, (count(*) FILTER (WHERE x.customer_id = $1::uuid))::int AS used_by_customer
    FROM coupon_uses x
    WHERE x.coupon_id = c.id AND x.released_at IS NULL
      AND x.order_id IS DISTINCT FROM (SELECT o.id FROM orders o WHERE o.checkout_id = $2::uuid)
  ) u`;

export const COUPON_NOT_VALID = 'This coupon code is not valid.';

/** The code as the store keeps it (capitals), or a 400 for a malformed one. */
export function parseCouponCode(raw: unknown): string {
  if (raw === undefined || raw === null || raw === '') throw badRequest('Please enter a coupon code.');
  if (typeof raw !== 'string' || !COUPON_CODE_PATTERN.test(raw)) {
    throw badRequest('A coupon code is 1 to 32 letters or digits, with no spaces.');
  }
  return raw.toUpperCase();
}

/**
 * The coupons the customer can still use now: active, within their window, not used up, and not
 * used by them as often as allowed. Whether each suits a checkout is checkout-totals.ts's call.
 */
export async function listUsableCoupons(
  db: Queryable,
  storeId: number,
  reader: CouponReader,
  now: Date,
): Promise<StoreCoupon[]> {
  const rows = await db.query<CouponRow>(
    `SELECT * FROM (${SELECT} WHERE c.store_id = $3 AND c.active
       AND (c.starts_at IS NULL OR c.starts_at <= $4) AND (c.expires_at IS NULL OR c.expires_at > $4)) k
     WHERE (k.usage_limit IS NULL OR k.used < k.usage_limit) AND k.used_by_customer < k.per_customer_limit
     ORDER BY k.id`,
    [reader.customerId, reader.checkoutId ?? null, storeId, now.toISOString()],
  );
  return rows.map(toStoreCoupon);
}

export async function findCouponByCode(
  db: Queryable,
  storeId: number,
  code: string,
  reader: CouponReader,
): Promise<StoreCoupon | null> {
  const [row] = await db.query<CouponRow>(`${SELECT} WHERE c.store_id = $3 AND c.code = $4`, [
    reader.customerId,
    reader.checkoutId ?? null,
    storeId,
    code,
  ]);
  return row ? toStoreCoupon(row) : null;
}

/** The coupon with its uses; `lock` takes its row first, so that the counts hold until the transaction ends. */
export async function findCouponById(
  db: Queryable,
  couponId: number,
  reader: CouponReader,
  lock = false,
): Promise<StoreCoupon | null> {
  // The row lock is taken by a statement of its own: under READ COMMITTED the count that follows
  // then sees every use committed by whoever held the lock before.
  if (lock) await db.query('SELECT id FROM coupons WHERE id = $1 FOR NO KEY UPDATE', [couponId]);
  const [row] = await db.query<CouponRow>(`${SELECT} WHERE c.id = $3`, [
    reader.customerId,
    reader.checkoutId ?? null,
    couponId,
  ]);
  return row ? toStoreCoupon(row) : null;
}

export function toCoupon(coupon: StoreCoupon): Coupon {
  return {
    coupon_code: coupon.code,
    description: coupon.description,
    discount_type: coupon.discountType,
    discount_value: coupon.discountType === 'percent' ? coupon.discountValue : toMajor(coupon.discountValue),
    min_order_amount: toMajor(coupon.minOrderMinor),
    max_discount_amount: coupon.maxDiscountMinor === null ? null : toMajor(coupon.maxDiscountMinor),
    expires_at: coupon.expiresAt === null ? null : coupon.expiresAt.toISOString(),
  };
}

const dateOf = (value: Date | string | null) => (value === null ? null : new Date(value));

function toStoreCoupon(row: CouponRow): StoreCoupon {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    discountType: row.discount_type,
    discountValue: row.discount_value,
    minOrderMinor: row.min_order_minor,
    maxDiscountMinor: row.max_discount_minor,
    active: row.active,
    startsAt: dateOf(row.starts_at),
    expiresAt: dateOf(row.expires_at),
    usageLimit: row.usage_limit,
    perCustomerLimit: row.per_customer_limit,
    mayMakeFree: row.may_make_free,
    used: row.used,
    usedByCustomer: row.used_by_customer,
  };
}
