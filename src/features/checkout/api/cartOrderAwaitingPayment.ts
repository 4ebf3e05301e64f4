import {
  CART_ORDER_AWAITING_PAYMENT_PATH,
  type CartOrderAwaitingPayment,
} from '../../../../contracts/cartOrderAwaitingPayment.ts';
import type { ApiClient } from '../../../api/client.ts';

/** GET cart-order-awaiting-payment: the order a new checkout of the cart waits for, if any. */
export const fetchCartOrderAwaitingPayment = (api: ApiClient) =>
  api.get<CartOrderAwaitingPayment>(CART_ORDER_AWAITING_PAYMENT_PATH);
