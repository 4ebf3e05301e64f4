// The payment-selection rules (SPEC sections 4 "Payment selection" and 5), as pure functions the
// payment selection machine applies and the checkout machine reads.
import {
  CASH_ON_DELIVERY,
  ONLINE_PAYMENT_WINDOW_MINUTES,
  type PaymentMethod,
  type PaymentTypeRestrictions,
} from '../../contracts/checkout.ts';
import type { OrderDetails } from '../../contracts/orders.ts';

const isCashOnDelivery = (method: PaymentMethod) => method.payment_type === CASH_ON_DELIVERY;

/** The methods the checkout offers: gateway methods when online payment is allowed, the others when pay on delivery is. */
export function offeredMethods(
  methods: readonly PaymentMethod[],
  restrictions: PaymentTypeRestrictions,
): PaymentMethod[] {
  return methods.filter((method) =>
    method.is_payment_gateway ? restrictions.online_payment : restrictions.pay_on_delivery,
  );
}

/** Choosing a gateway method replaces any other gateway method; other methods accumulate without duplicates. */
export function withMethodChosen(
  selection: readonly PaymentMethod[],
  method: PaymentMethod,
): PaymentMethod[] {
  if (method.is_payment_gateway) {
    return [...selection.filter((chosen) => !chosen.is_payment_gateway), method];
  }
  return selection.some((chosen) => chosen.id === method.id) ? [...selection] : [...selection, method];
}

export function withoutMethod(selection: readonly PaymentMethod[], methodId: number): PaymentMethod[] {
  return selection.filter((chosen) => chosen.id !== methodId);
}

/** The chosen gateway method, if any (at most one). */
export function chosenGateway(selection: readonly PaymentMethod[]): PaymentMethod | null {
  return selection.find((chosen) => chosen.is_payment_gateway) ?? null;
}

/**
 * SPEC section 5: the selection must satisfy the checkout's online and cash-on-delivery
 * restrictions. Nothing to pay (neither mode allowed): nothing may be chosen. Otherwise one way to
 * pay: a gateway method when online payment is allowed, or cash on delivery when pay on delivery
 * is, never both together (the server refuses that; docs/decisions/0113-checkout-machines.md).
 */
export function isSelectionSatisfied(
  selection: readonly PaymentMethod[],
  restrictions: PaymentTypeRestrictions,
): boolean {
  const hasGateway = selection.some((method) => method.is_payment_gateway);
  const hasCash = selection.some(isCashOnDelivery);
  if (!restrictions.online_payment && !restrictions.pay_on_delivery) return selection.length === 0;
  if (hasGateway && hasCash) return false;
  if (hasGateway) return restrictions.online_payment;
  if (hasCash) return restrictions.pay_on_delivery;
  return false;
}

/**
 * The payment step offers one way to pay (a radio group): choosing a method is told to the
 * selection as removing every other chosen method, then selecting it, so the selection's own rules
 * (what a gateway replaces, when the choice is satisfied) still decide. Nothing when it is chosen
 * alone already.
 */
export function eventsToChooseOnly(
  selection: readonly PaymentMethod[],
  methodId: number,
): Array<{ type: 'REMOVE'; methodId: number } | { type: 'SELECT'; methodId: number }> {
  const others = selection.filter((chosen) => chosen.id !== methodId);
  const removals = others.map((chosen) => ({ type: 'REMOVE' as const, methodId: chosen.id }));
  const chosen = selection.some((method) => method.id === methodId);
  return chosen ? removals : [...removals, { type: 'SELECT' as const, methodId }];
}

/** What Pay now reads of an order (contracts/orders.ts OrderHistoryEntry). */
export interface PayableOrder {
  payment_mode: string | null;
  payment_status: string | null;
  order_status: string | null;
  /** ISO date-time the order was placed. */
  created_at: string;
}

/**
 * An online order still awaiting its payment, within its payment window, may be handed to the
 * provider again (Pay now). The server decides in the end (it refuses an order superseded, paid,
 * failed or expired meanwhile); this only says whether to offer it.
 */
export function canPayNow(order: PayableOrder, now: number): boolean {
  const placedAt = Date.parse(order.created_at);
  return (
    order.payment_mode === 'online_payment' &&
    order.payment_status === 'Created' &&
    order.order_status !== 'Cancelled' &&
    Number.isFinite(placedAt) &&
    now - placedAt < ONLINE_PAYMENT_WINDOW_MINUTES * 60 * 1000
  );
}

/** Where a placed order's payment stands, as the order's confirmation says it. */
export type OrderPaymentState = 'onDelivery' | 'paid' | 'awaited' | 'failed' | 'free';

/**
 * An order with nothing to pay (no payment status or mode: free, or a request) is free; a Failed
 * payment failed; Completed or Placed is paid; otherwise it is paid on delivery or, online, awaited.
 */
export function orderPaymentStateOf(
  order: Pick<OrderDetails, 'payment_status' | 'payment_mode'>,
): OrderPaymentState {
  if (order.payment_status === null || order.payment_mode === null) return 'free';
  if (order.payment_status === 'Failed') return 'failed';
  if (order.payment_status === 'Completed' || order.payment_status === 'Placed') return 'paid';
  return order.payment_mode === 'pay_on_delivery' ? 'onDelivery' : 'awaited';
}
