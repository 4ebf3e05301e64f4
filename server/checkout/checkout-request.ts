// Reading the checkout's requests: shapes only (ids, quantities, codes); whether they fit the
// customer's data is checked once it is read. Each failure is a 400 naming the field.
import { CHECKOUT_ID_PATTERN, type CheckoutSource } from '../../contracts/checkout.ts';
import { badRequest } from '../http/http-error.ts';
import { isJsonId } from '../http/json-object.ts';

export type CreateCheckout =
  | { source: 'cart' }
  | { source: 'buy_now'; product: number; quantity: number; slotId: number | null };

const SOURCES: readonly CheckoutSource[] = ['cart', 'buy_now'];

export function parseCreateCheckout(body: Record<string, unknown>): CreateCheckout {
  const source = body.source ?? 'cart';
  if (typeof source !== 'string' || !(SOURCES as readonly string[]).includes(source)) {
    throw badRequest('“{field}” must be one of {values}.', { field: 'source', values: SOURCES.join(', ') });
  }
  if (source === 'cart') return { source };
  const quantity = body.quantity ?? 1;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) {
    throw badRequest('quantity must be a whole number of at least 1');
  }
  return {
    source: 'buy_now',
    product: requireId(body, 'product'),
    quantity,
    slotId: optionalId(body, 'slot_id'),
  };
}

/** A checkout id in a path or a body: a UUID, else a 400. */
export function parseCheckoutId(raw: unknown, name = 'checkout_id'): string {
  if (raw === undefined || raw === null || raw === '')
    throw badRequest('“{field}” is required.', { field: name });
  if (typeof raw !== 'string' || !CHECKOUT_ID_PATTERN.test(raw.toLowerCase())) {
    throw badRequest('“{field}” must be a checkout id.', { field: name });
  }
  return raw.toLowerCase();
}

export function requireId(body: Record<string, unknown>, name: string): number {
  const value = body[name];
  if (value === undefined || value === null) throw badRequest('“{field}” is required.', { field: name });
  if (!isJsonId(value)) throw badRequest('“{field}” must be a positive whole number.', { field: name });
  return value;
}

function optionalId(body: Record<string, unknown>, name: string): number | null {
  const value = body[name];
  if (value === undefined || value === null) return null;
  if (!isJsonId(value)) throw badRequest('“{field}” must be a positive whole number.', { field: name });
  return value;
}

/** The most payment methods one checkout may name (one per payment type). */
export const MAX_PAYMENT_TYPES = 4;

export function parsePaymentTypeIds(body: Record<string, unknown>): number[] {
  const list = body.payment_type_ids;
  if (list === undefined || list === null) throw badRequest('payment_type_ids is required');
  if (!Array.isArray(list)) throw badRequest('payment_type_ids must be a list of payment type ids');
  if (list.length > MAX_PAYMENT_TYPES) {
    throw badRequest('payment_type_ids may name at most {max} payment types.', { max: MAX_PAYMENT_TYPES });
  }
  if (!list.every(isJsonId)) throw badRequest('payment_type_ids must be positive integers');
  if (new Set(list).size !== list.length) throw badRequest('payment_type_ids must not repeat a payment type');
  return list;
}
