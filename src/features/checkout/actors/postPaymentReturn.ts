import { t } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { ONLINE_PAYMENT_WINDOW_MINUTES } from '../../../../contracts/checkout.ts';
import { postPaymentReturnMachine } from '../../../../machines/checkout/postPaymentReturn.machine.ts';
import type {
  CheckOrderStatusInput,
  OrderStatusCheck,
} from '../../../../machines/checkout/postPaymentReturn.types.ts';
import type { ApiClient } from '../../../api/client.ts';
import { unlessPageLeaves } from '../../../app/pageLeaving.ts';
import {
  clearBuyNowItem,
  clearPaymentFlags,
  readPaymentAnswer,
  readPaymentFlags,
  readPaymentSource,
  writeAwaitedTold,
} from '../../../app/storage/paymentStorage.ts';
import { toast } from '../../../app/toast.ts';
import { checkOrderStatus } from '../api/checkout.ts';
import { orderNumberOf } from '../paymentReturn.ts';

/** SPEC section 8: the failure toast's id. */
const FAILED_ORDER = 'failed_order';
/** The toast that says an order waits for its payment: shown once however many pages check. */
const AWAITED_ORDER = 'awaited_order';

/** SPEC section 8's failure toast, saying what became of the products: kept in the cart only for a cart order. */
function paymentFailedText(): string {
  switch (readPaymentSource()) {
    case 'cart':
      return t`Your payment did not go through, so the order was not placed. Your cart is kept.`;
    case 'buy_now':
      return t`Your payment did not go through, so the order was not placed. Nothing is in your cart: buy the product again from its page.`;
    case 'order':
      // Pay now of an order placed earlier: a declined payment cancels it; nothing was charged.
      return t`Your payment did not go through, so the order is cancelled. Nothing was charged.`;
  }
}

/**
 * The post-payment return with local storage, the order-status check (with the provider's answer the
 * shopper came back with) and the toasts. `navigate` follows a toast's link within the app (without
 * it the browser loads the page); `queryClient`, when given, has the orders read again once a late
 * payment was recorded to be refunded (the order's page, read as the check ran, did not list it).
 */
export function postPaymentReturnLogic(
  api: ApiClient,
  navigate?: (href: string) => void,
  queryClient?: QueryClient,
) {
  return postPaymentReturnMachine.provide({
    actors: {
      readPaymentFlags: fromPromise(async () => readPaymentFlags()),
      // A check the browser cuts off as the page unloads is no answer: the flags stay for the next
      // page, which checks again (else they were cleared as for a failed payment).
      checkOrderStatus: fromPromise<OrderStatusCheck, CheckOrderStatusInput>(({ input }) =>
        unlessPageLeaves(checkOrderStatus(api, input.orderId, readPaymentAnswer())),
      ),
    },
    actions: {
      clearPaymentFlags: () => clearPaymentFlags(),
      clearPendingItem: () => clearBuyNowItem(),
      // SPEC section 8: cart:order_placed_success.
      notifyOrderPlaced: () => void toast(t`Your order has been placed.`, 'success'),
      // SPEC section 8: order:order_payment_fail, id failed_order.
      notifyPaymentFailed: () => void toast(paymentFailedText(), 'error', FAILED_ORDER),
      // Back from the provider's page (or still paying in another tab): not a failure.
      notifyPaymentAwaited: (_, orderId) => {
        const number = orderNumberOf(orderId);
        const minutes = ONLINE_PAYMENT_WINDOW_MINUTES;
        void toast(
          t`Your order ${number} is not paid yet. Pay for it or cancel it from your orders; unpaid, it is cancelled ${minutes} minutes after it was placed.`,
          'info',
          AWAITED_ORDER,
          { label: t`See the order`, href: `/userprofile/order/${orderId}`, navigate },
        );
      },
      rememberAwaitedTold: (_, orderId) => writeAwaitedTold(orderId),
      // Paid after the order was cancelled (decision 0057): the money comes back, nothing failed.
      notifyPaymentOwedBack: (_, orderId) => {
        void queryClient?.invalidateQueries({ queryKey: ['orders'] });
        const number = orderNumberOf(orderId);
        void toast(
          t`Your payment for order ${number} reached us after the order was cancelled or already paid, so it will be refunded to you.`,
          'info',
          undefined,
          { label: t`See the order`, href: `/userprofile/order/${orderId}`, navigate },
        );
      },
    },
  });
}
