// The order summary of a checkout (contracts/checkout.ts OrderSummary), in integer minor units, from
// the products' prices as the server holds them: nothing here comes from the client. Request items
// (price on request) are left out of every sum. A coupon applies to what the priced items cost after
// their own discounts; delivery is charged on physical goods below FREE_DELIVERY_FROM and waived when
// the items cost nothing (free items, a 100% coupon), so such an order is free.
import type { ItemType } from '../../contracts/cfs.ts';
import {
  type CouponDiscountType,
  DELIVERY_CHARGE,
  FREE_DELIVERY_FROM,
  type NumberOfSteps,
} from '../../contracts/checkout.ts';
import type { ProductTypeName } from '../../contracts/pbs.ts';
import { numberOfCheckoutSteps } from '../../machines/checkout/checkoutSteps.ts';
import { toMinor } from '../catalogue/money.ts';
import { msg, type ServerMessage } from '../i18n/server-message.ts';

/** Goods that travel to the delivery address and so carry the delivery charge. */
export const SHIPPED_TYPES: readonly ProductTypeName[] = ['Physical', 'Bundled'];
/** Products used at the customer's address: they must reach its pincode. */
export const PLACED_TYPES: readonly ProductTypeName[] = [
  'Physical',
  'Bundled',
  'Service',
  'Packaged Service',
];
/** Products with nothing to hand over at the door: never paid on delivery. */
export const ONLINE_ONLY_TYPES: readonly ProductTypeName[] = ['Digital', 'Subscription', 'API'];

export interface PricedLine {
  productId: number;
  productType: ProductTypeName;
  itemType: ItemType;
  quantity: number;
  unitMrpMinor: number;
  unitPriceMinor: number;
}

export interface CouponRule {
  code: string;
  discountType: CouponDiscountType;
  /** percent: 1..100; fixed: minor units. */
  discountValue: number;
  minOrderMinor: number;
  maxDiscountMinor: number | null;
  active: boolean;
  /** The window it may be used in (either end open when null). */
  startsAt: Date | null;
  expiresAt: Date | null;
  /** Uses in all (null: no limit), and per customer. */
  usageLimit: number | null;
  perCustomerLimit: number;
  /** Whether it may bring the order to nothing to pay. */
  mayMakeFree: boolean;
  /** Its live uses in all, and the asking customer's (coupons.ts: the order being looked at left out). */
  used: number;
  usedByCustomer: number;
}

export type CouponOutcome =
  | { valid: true; discountMinor: number; productIds: number[] }
  | { valid: false; reason: ServerMessage };

export interface Totals {
  itemsCount: number;
  totalMrpMinor: number;
  productDiscountMinor: number;
  couponDiscountMinor: number;
  deliveryChargeMinor: number;
  totalMinor: number;
  isFree: boolean;
  isRequest: boolean;
  numberOfSteps: NumberOfSteps;
  /** The coupon's outcome, when one was given. */
  coupon: CouponOutcome | null;
}

const priced = (lines: readonly PricedLine[]) => lines.filter((line) => line.itemType !== 'request_item');

/** What the priced items cost after their own discounts. */
export function itemsTotalMinor(lines: readonly PricedLine[]): number {
  return priced(lines).reduce((sum, line) => sum + line.unitPriceMinor * line.quantity, 0);
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Why the coupon cannot be used now by this customer, whatever the order: not valid (switched
 * off), not started, expired, used up, or used by them as often as it allows. null: it can.
 */
export function couponRefusal(coupon: CouponRule, now: Date): ServerMessage | null {
  const { code } = coupon;
  if (!coupon.active) return msg('This coupon code is not valid.');
  if (coupon.startsAt !== null && coupon.startsAt.getTime() > now.getTime()) {
    return msg('The coupon {code} can be used from {date}.', { code, date: day(coupon.startsAt) });
  }
  if (coupon.expiresAt !== null && coupon.expiresAt.getTime() <= now.getTime()) {
    return msg('The coupon {code} has expired.', { code });
  }
  if (coupon.usageLimit !== null && coupon.used >= coupon.usageLimit) {
    return msg('The coupon {code} has been used up.', { code });
  }
  if (coupon.usedByCustomer >= coupon.perCustomerLimit) {
    return msg('You have already used the coupon {code} as often as it allows.', { code });
  }
  return null;
}

export function evaluateCoupon(lines: readonly PricedLine[], coupon: CouponRule, now: Date): CouponOutcome {
  const refusal = couponRefusal(coupon, now);
  if (refusal !== null) return { valid: false, reason: refusal };
  const base = itemsTotalMinor(lines);
  if (base === 0)
    return {
      valid: false,
      reason: msg('There is nothing in this order for the coupon {code} to discount.', { code: coupon.code }),
    };
  if (base < coupon.minOrderMinor) {
    return {
      valid: false,
      reason: msg('The coupon {code} needs an order of at least {amount}.', {
        code: coupon.code,
        amount: (coupon.minOrderMinor / 100).toFixed(2),
      }),
    };
  }
  const raw =
    coupon.discountType === 'percent'
      ? Math.floor((base * coupon.discountValue) / 100)
      : coupon.discountValue;
  const capped = coupon.maxDiscountMinor === null ? raw : Math.min(raw, coupon.maxDiscountMinor);
  const discountMinor = Math.min(capped, base);
  // Nothing left of the items: the order would be free (delivery is waived then too).
  if (discountMinor >= base && !coupon.mayMakeFree) {
    return {
      valid: false,
      reason: msg('The coupon {code} cannot make an order free.', { code: coupon.code }),
    };
  }
  return {
    valid: true,
    discountMinor,
    productIds: priced(lines)
      .filter((line) => line.unitPriceMinor > 0)
      .map((line) => line.productId),
  };
}

export function computeTotals(lines: readonly PricedLine[], coupon: CouponRule | null, now: Date): Totals {
  const paid = priced(lines);
  const totalMrpMinor = paid.reduce((sum, line) => sum + line.unitMrpMinor * line.quantity, 0);
  const itemsMinor = itemsTotalMinor(lines);
  const outcome = coupon === null ? null : evaluateCoupon(lines, coupon, now);
  const couponDiscountMinor = outcome?.valid ? outcome.discountMinor : 0;
  const afterCoupon = itemsMinor - couponDiscountMinor;
  const shipped = paid.some((line) => SHIPPED_TYPES.includes(line.productType));
  const deliveryChargeMinor =
    shipped && afterCoupon > 0 && itemsMinor < toMinor(FREE_DELIVERY_FROM) ? toMinor(DELIVERY_CHARGE) : 0;
  const totalMinor = afterCoupon + deliveryChargeMinor;
  const isRequest = lines.length > 0 && paid.length === 0;
  const isFree = !isRequest && totalMinor === 0;
  return {
    itemsCount: paid.reduce((sum, line) => sum + line.quantity, 0),
    totalMrpMinor,
    productDiscountMinor: totalMrpMinor - itemsMinor,
    couponDiscountMinor,
    deliveryChargeMinor,
    totalMinor,
    isFree,
    isRequest,
    numberOfSteps: numberOfCheckoutSteps({ itemTypes: lines.map((line) => line.itemType), isFree }),
    coupon: outcome,
  };
}
