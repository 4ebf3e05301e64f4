// The store's coupons (030_payment_types_coupons.sql): listed, found by code (case-insensitive) or
// id, and answered in major units. Whether one applies to a checkout is checkout-totals.ts's call.
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
  expires_at: Date | string | null;
}

const COLUMNS = `id, code, description, discount_type, discount_value, min_order_minor,
  max_discount_minor, active, expires_at`;

export const COUPON_NOT_VALID = 'This coupon code is not valid.';

/** The code as the store keeps it (capitals), or a 400 for a malformed one. */
export function parseCouponCode(raw: unknown): string {
  if (raw === undefined || raw === null || raw === '') throw badRequest('Please enter a coupon code.');
  if (typeof raw !== 'string' || !COUPON_CODE_PATTERN.test(raw)) {
    throw badRequest('A coupon code is 1 to 32 letters or digits, with no spaces.');
  }
  return raw.toUpperCase();
}

/** Active and not expired, soonest to expire last. */
export async function listActiveCoupons(db: Queryable, storeId: number, now: Date): Promise<StoreCoupon[]> {
  const rows = await db.query<CouponRow>(
    `SELECT ${COLUMNS} FROM coupons WHERE store_id = $1 AND active AND (expires_at IS NULL OR expires_at > $2)
     ORDER BY id`,
    [storeId, now.toISOString()],
  );
  return rows.map(toStoreCoupon);
}

export async function findCouponByCode(
  db: Queryable,
  storeId: number,
  code: string,
): Promise<StoreCoupon | null> {
  const [row] = await db.query<CouponRow>(
    `SELECT ${COLUMNS} FROM coupons WHERE store_id = $1 AND code = $2`,
    [storeId, code],
  );
  return row ? toStoreCoupon(row) : null;
}

export async function findCouponById(db: Queryable, couponId: number): Promise<StoreCoupon | null> {
  const [row] = await db.query<CouponRow>(`SELECT ${COLUMNS} FROM coupons WHERE id = $1`, [couponId]);
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
    expiresAt: row.expires_at === null ? null : new Date(row.expires_at),
  };
}
