import type { UserPincode } from '../../../contracts/address.ts';
import type { PaymentAnswerFields } from '../../../contracts/checkout.ts';
import type { PaymentFlags } from '../../../machines/checkout/postPaymentReturn.types.ts';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from './storageKeys.ts';

// What the browser keeps of checkout and payment (SPEC section 3): `user_pincode`, and the flags of
// an online payment under way (`payDone`, `orderID`, and the provider's answer the shopper came
// back with). Whatever is unreadable reads as nothing.

/** An order id as the server gives them: a whole number of at least 1, as text. */
const ORDER_ID = /^[1-9][0-9]{0,15}$/;

/** The order the shopper was told waits for its payment (postPaymentReturn's once per order). */
const PAYMENT_AWAITED_TOLD = 'payment_awaited_told';

const orderIdOrNull = (text: string | null) => (text !== null && ORDER_ID.test(text) ? text : null);

export function readPaymentFlags(): PaymentFlags {
  const payDone = readStorage(STORAGE_KEYS.payDone);
  return {
    payDone: payDone === 'true' ? true : payDone === 'false' ? false : null,
    orderId: orderIdOrNull(readStorage(STORAGE_KEYS.orderId)),
    awaitedToldFor: orderIdOrNull(readStorage(PAYMENT_AWAITED_TOLD)),
  };
}

/** The shopper was told this order waits for its payment: a page loaded again does not tell it again. */
export function writeAwaitedTold(orderId: string): void {
  writeStorage(PAYMENT_AWAITED_TOLD, orderId);
}

/**
 * Where the order being paid came from: the cart (its products stay there until it is paid), a
 * Buy now (nothing in the cart), or an order paid again from the orders (Pay now). What the return
 * tells the shopper after a failed payment depends on it.
 */
export type PaymentSource = 'cart' | 'buy_now' | 'order';
const PAYMENT_SOURCE = 'payment_source';
const SOURCES: readonly PaymentSource[] = ['cart', 'buy_now', 'order'];

/** Kept before the shopper leaves for the provider: the return checks this order. */
export function writePaymentFlags(orderId: number, source: PaymentSource): void {
  writeStorage(STORAGE_KEYS.orderId, String(orderId));
  writeStorage(STORAGE_KEYS.payDone, 'false');
  writeStorage(PAYMENT_SOURCE, source);
}

/** Where the order being paid came from; 'order' when unknown (the text that fits every order). */
export function readPaymentSource(): PaymentSource {
  const source = readStorage(PAYMENT_SOURCE);
  return SOURCES.find((known) => known === source) ?? 'order';
}

export function clearPaymentFlags(): void {
  removeStorage(STORAGE_KEYS.payDone);
  removeStorage(STORAGE_KEYS.orderId);
  removeStorage(STORAGE_KEYS.paymentAnswer);
  removeStorage(PAYMENT_SOURCE);
  removeStorage(PAYMENT_AWAITED_TOLD);
}

/** The provider's signed answer the shopper came back with, for the order-status check. */
export function writePaymentAnswer(answer: PaymentAnswerFields): void {
  writeStorage(STORAGE_KEYS.paymentAnswer, JSON.stringify(answer));
}

export function readPaymentAnswer(): PaymentAnswerFields | null {
  const text = readStorage(STORAGE_KEYS.paymentAnswer);
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const entries = Object.entries(value);
    return entries.every(([, field]) => typeof field === 'string') ? Object.fromEntries(entries) : null;
  } catch {
    return null;
  }
}

/** The saved pending item (a Buy now's product) is done with once its order is made. */
export function clearBuyNowItem(): void {
  removeStorage(STORAGE_KEYS.buyNowItem);
}

export function readUserPincode(): UserPincode | null {
  const text = readStorage(STORAGE_KEYS.userPincode);
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { pincode, addressId } = value as Record<string, unknown>;
    return typeof pincode === 'string' && Number.isInteger(addressId) && (addressId as number) >= 1
      ? { pincode, addressId: addressId as number }
      : null;
  } catch {
    return null;
  }
}

export function writeUserPincode(pincode: UserPincode): void {
  writeStorage(STORAGE_KEYS.userPincode, JSON.stringify(pincode));
}
