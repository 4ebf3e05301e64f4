import { t } from '@lingui/core/macro';
import { fromPromise } from 'xstate';
import { postPaymentReturnMachine } from '../../../machines/postPaymentReturn.machine.ts';
import type { CheckOrderStatusInput, OrderStatusCheck } from '../../../machines/postPaymentReturn.types.ts';
import { checkOrderStatus } from '../../api/checkout.ts';
import type { ApiClient } from '../../api/client.ts';
import {
  clearBuyNowItem,
  clearPaymentFlags,
  readPaymentAnswer,
  readPaymentFlags,
} from '../paymentStorage.ts';
import { toast } from '../toast.ts';

/** SPEC section 8: the failure toast's id. */
const FAILED_ORDER = 'failed_order';

/**
 * The post-payment return with local storage, the order-status check (with the provider's answer the
 * shopper came back with) and the toasts.
 */
export function postPaymentReturnLogic(api: ApiClient) {
  return postPaymentReturnMachine.provide({
    actors: {
      readPaymentFlags: fromPromise(async () => readPaymentFlags()),
      checkOrderStatus: fromPromise<OrderStatusCheck, CheckOrderStatusInput>(({ input }) =>
        checkOrderStatus(api, input.orderId, readPaymentAnswer()),
      ),
    },
    actions: {
      clearPaymentFlags: () => clearPaymentFlags(),
      clearPendingItem: () => clearBuyNowItem(),
      // SPEC section 8: cart:order_placed_success.
      notifyOrderPlaced: () => void toast(t`Your order has been placed.`, 'success'),
      // SPEC section 8: order:order_payment_fail, id failed_order.
      notifyPaymentFailed: () =>
        void toast(
          t`Your payment did not go through, so the order was not placed. Your cart is kept.`,
          'error',
          FAILED_ORDER,
        ),
    },
  });
}
