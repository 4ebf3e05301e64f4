// The Checkout answer (contracts/checkout.ts) of a checkout's state: major units, SPEC's field names.
import type { Checkout, CheckoutItem, OrderFlow, OrderSummary } from '../../contracts/checkout.ts';
import { productImagePaths } from '../catalogue/media-paths.ts';
import { toMajor } from '../catalogue/money.ts';
import {
  type CheckoutLine,
  type CheckoutState,
  checkoutPaymentModes,
  chosenMethods,
  paymentModeOf,
} from './checkout-state.ts';

export function toCheckout(state: CheckoutState): Checkout {
  const { totals } = state;
  const undeliverable = state.lines.filter((line) => line.deliverable === false);
  const coupon =
    totals.coupon?.valid && state.coupon !== null
      ? { outcome: totals.coupon, code: state.coupon.code }
      : null;
  const methods = chosenMethods(state);
  return {
    checkout_id: state.id,
    source: state.source,
    status: state.orderId === null ? 'open' : 'ordered',
    checkout_items: state.lines.map(toCheckoutItem),
    address: { delivery: state.delivery?.address_id ?? null, billing: state.billing?.address_id ?? null },
    address_details: { delivery: state.delivery, billing: state.billing },
    pincode_check: {
      pincode: state.delivery?.pincode ?? null,
      address_id: state.delivery?.address_id ?? null,
      serviceable: state.delivery === null ? null : undeliverable.length === 0,
      undeliverable_item_ids: undeliverable.map((line) => line.checkoutItemId),
    },
    coupon:
      coupon === null
        ? null
        : {
            coupon_code: coupon.code,
            product_ids: coupon.outcome.productIds,
            discount: toMajor(coupon.outcome.discountMinor),
          },
    order_details: toSummary(state),
    number_of_steps: totals.numberOfSteps,
    payment_modes: checkoutPaymentModes(state),
    selected_payment: {
      payment_type_ids: methods.map((method) => method.id),
      payment_mode: paymentModeOf(methods),
    },
    order_id: state.orderId,
  };
}

export function toSummary(state: CheckoutState): OrderSummary {
  const { totals } = state;
  return {
    currency: state.currency,
    items_count: totals.itemsCount,
    total_mrp: toMajor(totals.totalMrpMinor),
    product_discount: toMajor(totals.productDiscountMinor),
    coupon_discount: toMajor(totals.couponDiscountMinor),
    delivery_charge: toMajor(totals.deliveryChargeMinor),
    total_amount: toMajor(totals.totalMinor),
    is_free: totals.isFree,
    is_request: totals.isRequest,
  };
}

export function orderFlowOf(line: Pick<CheckoutLine, 'itemType'>): OrderFlow {
  return line.itemType === 'request_item' ? 'request_based' : 'checkout_based';
}

function toCheckoutItem(line: CheckoutLine): CheckoutItem {
  const request = line.itemType === 'request_item';
  return {
    checkout_item_id: line.checkoutItemId,
    product_id: line.productId,
    product_name: line.name,
    product_image: productImagePaths(line.productId, line.imageCount),
    product_type: line.productType,
    item_type: line.itemType,
    order_flow: orderFlowOf(line),
    quantity: line.quantity,
    product_price: request ? 0 : toMajor(line.unitMrpMinor),
    final_price: request ? 0 : toMajor(line.unitPriceMinor),
    line_total: request ? 0 : toMajor(line.unitPriceMinor * line.quantity),
    price_visibility: line.priceVisible,
    requires_slot: line.slotIds.length > 0,
    slot: line.slotId === null ? null : { slot_id: line.slotId, label: line.slotLabel ?? '' },
    deliverable: line.deliverable,
  };
}
