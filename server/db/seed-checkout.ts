// The demo store's checkout settings, seeded once (while the store has no payment settings): pay on
// delivery and online payment allowed; cash on delivery and the three sandbox providers (card,
// hosted form, wallet), each with a merchant secret drawn here, never committed; and three coupons
// (a percentage with a cap, a fixed amount above a minimum order, and 100% off), each once per
// customer; the 100% one alone may make an order free, and only a few times in all. The seeded
// customers get a default address in a pincode the store delivers to (seedCustomerAddresses).
import { randomBytes } from 'node:crypto';
import type { Queryable } from './db.ts';

export interface SeedPaymentType {
  paymentType: 'COD' | 'CASHFREE' | 'AMAZON_PAY' | 'WALLET';
  provider: 'cashfree' | 'amazon_payment_services' | 'wallet' | null;
  label: string;
  merchantIdentifier: string | null;
  accessCode: string | null;
}

export const SEED_PAYMENT_TYPES: SeedPaymentType[] = [
  {
    paymentType: 'COD',
    provider: null,
    label: 'Cash on delivery',
    merchantIdentifier: null,
    accessCode: null,
  },
  {
    paymentType: 'CASHFREE',
    provider: 'cashfree',
    label: 'Card (Cashfree)',
    merchantIdentifier: 'demo-card-merchant',
    accessCode: 'demo-card-access',
  },
  {
    paymentType: 'AMAZON_PAY',
    provider: 'amazon_payment_services',
    label: 'Amazon Payment Services',
    merchantIdentifier: 'demo-aps-merchant',
    accessCode: 'demo-aps-access',
  },
  {
    paymentType: 'WALLET',
    provider: 'wallet',
    label: 'Wallet',
    merchantIdentifier: 'demo-wallet-merchant',
    accessCode: 'demo-wallet-access',
  },
];

export interface SeedCoupon {
  code: string;
  description: string;
  discountType: 'percent' | 'fixed';
  /** percent, or minor units for fixed. */
  value: number;
  minOrderMinor: number;
  maxDiscountMinor: number | null;
  /** Uses in all (null: no limit), and per customer. */
  usageLimit: number | null;
  perCustomerLimit: number;
  mayMakeFree: boolean;
}

/** How many orders in all the demo store's FREEORDER coupon may make free. */
export const FREE_ORDER_USES = 10;

export const SEED_COUPONS: SeedCoupon[] = [
  {
    code: 'WELCOME10',
    description: '10% off your order, up to R200',
    discountType: 'percent',
    value: 10,
    minOrderMinor: 0,
    maxDiscountMinor: 20000,
    usageLimit: null,
    perCustomerLimit: 1,
    mayMakeFree: false,
  },
  {
    code: 'FLAT100',
    description: 'R100 off orders of R500 or more',
    discountType: 'fixed',
    value: 10000,
    minOrderMinor: 50000,
    maxDiscountMinor: null,
    usageLimit: null,
    perCustomerLimit: 1,
    mayMakeFree: false,
  },
  {
    code: 'FREEORDER',
    description: 'Everything free: 100% off',
    discountType: 'percent',
    value: 100,
    minOrderMinor: 0,
    maxDiscountMinor: null,
    usageLimit: FREE_ORDER_USES,
    perCustomerLimit: 1,
    mayMakeFree: true,
  },
];

/** Served by the store's delivery area (SEED_PINCODES) and by the local vendor. */
export const SEED_ADDRESS = {
  fullName: 'Asha Rao',
  phoneNumber: '9876543210',
  line1: '12 MG Road',
  line2: 'Flat 4B',
  landmark: 'Opposite the metro station',
  city: 'Bengaluru',
  state: 'Karnataka',
  country: 'India',
  pincode: '560001',
};

/** true when it seeded; false when the store is missing or already has payment settings. */
/**
 * `onlinePayments`: whether the store takes online payments; only where a provider can answer them
 * (the payments sandbox outside production: production has no live provider module yet).
 */
export async function seedCheckoutSettings(
  tx: Queryable,
  storeId: number,
  onlinePayments = true,
): Promise<boolean> {
  const [row] = await tx.query<{ needed: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM stores WHERE id = $1)
        AND NOT EXISTS (SELECT 1 FROM store_payment_settings WHERE store_id = $1) AS needed`,
    [storeId],
  );
  if (!row?.needed) return false;
  await tx.query(
    'INSERT INTO store_payment_settings (store_id, pay_on_delivery, online_payment) VALUES ($1, true, $2)',
    [storeId, onlinePayments],
  );
  for (const [order, type] of SEED_PAYMENT_TYPES.entries()) {
    await tx.query(
      `INSERT INTO store_payment_types (store_id, payment_type, provider, label, sort_order,
         merchant_identifier, access_code, merchant_secret)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        storeId,
        type.paymentType,
        type.provider,
        type.label,
        order,
        type.merchantIdentifier === null ? null : `${type.merchantIdentifier}-${storeId}`,
        type.accessCode,
        type.provider === null ? null : randomBytes(32).toString('hex'),
      ],
    );
  }
  for (const coupon of SEED_COUPONS) {
    await tx.query(
      `INSERT INTO coupons (store_id, code, description, discount_type, discount_value, min_order_minor,
         max_discount_minor, usage_limit, per_customer_limit, may_make_free)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        storeId,
        coupon.code,
        coupon.description,
        coupon.discountType,
        coupon.value,
        coupon.minOrderMinor,
        coupon.maxDiscountMinor,
        coupon.usageLimit,
        coupon.perCustomerLimit,
        coupon.mayMakeFree,
      ],
    );
  }
  return true;
}

/** The seed address, as the default of each of these (just seeded) customers that has none. */
export async function seedCustomerAddresses(tx: Queryable, customerIds: readonly string[]): Promise<void> {
  const a = SEED_ADDRESS;
  await tx.query(
    `INSERT INTO customer_addresses (customer_id, full_name, phone_extension, phone_number, address_line_1,
       address_line_2, landmark, city, state, country, pincode, address_type, is_default_delivery,
       is_default_billing)
     SELECT c.id, $2, '+91', $3, $4, $5, $6, $7, $8, $9, $10, 'home', true, true FROM customers c
     WHERE c.id = ANY($1::uuid[]) AND NOT EXISTS (SELECT 1 FROM customer_addresses x WHERE x.customer_id = c.id)`,
    [
      customerIds,
      a.fullName,
      a.phoneNumber,
      a.line1,
      a.line2,
      a.landmark,
      a.city,
      a.state,
      a.country,
      a.pincode,
    ],
  );
}
