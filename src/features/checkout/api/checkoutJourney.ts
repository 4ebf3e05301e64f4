import { CFS_BASE_PATH } from '../../../../contracts/cfs.ts';
import type { Checkout, CreateCheckoutRequest, SlotList } from '../../../../contracts/checkout.ts';
import type { ApiClient } from '../../../api/client.ts';

// Starting a checkout (contracts/checkout.ts) and the slots its service items offer. The checkout's
// own steps are the checkout machine's (src/features/checkout/actors/checkout.ts).

/** POST checkout-journey: a checkout of the whole server cart, or of one buy-now product. */
export const createCheckout = (api: ApiClient, request: CreateCheckoutRequest) =>
  api.request<Checkout>('POST', `${CFS_BASE_PATH}/checkout-journey`, { body: request });

/** GET slots?product_id=: a service product's slots. */
export const fetchSlots = (api: ApiClient, productId: number) =>
  api.get<SlotList>(`${CFS_BASE_PATH}/slots`, { product_id: productId });
