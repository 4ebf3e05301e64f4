import { t } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import { fromCallback, fromPromise } from 'xstate';
import { type CartEntry, type CartItem, type CartPage, MAX_CART_LINES } from '../../../../contracts/cfs.ts';
import { cartMachine } from '../../../../machines/cart/cart.machine.ts';
import type {
  ApplyChangeInput,
  CartEvent,
  CartLine,
  PendingMerge,
} from '../../../../machines/cart/cart.types.ts';
import { findLine } from '../../../../machines/cart/cartLines.ts';
import { isPriceVisible } from '../../../../machines/shared/priceVisibility.ts';
import type { ApiClient } from '../../../api/client.ts';
import { CUSTOMER_CART_QUERY_KEY } from '../../../app/firstScreen.ts';
import { miniCart } from '../../../app/hooks/miniCart.ts';
import {
  readGuestCart,
  writeBuyNow,
  writeGuestCart,
  writeMergeRefused,
  writePendingAdd,
  writePendingMerge,
} from '../../../app/storage/cartStorage.ts';
import { STORAGE_KEYS } from '../../../app/storage/storageKeys.ts';
import { toast } from '../../../app/toast.ts';
import { flowErrorText } from '../../../components/flowErrorText.ts';
import { firstImage } from '../../../lib/productImage.ts';
import { addToCart, clearCart, fetchCart, mergeIntoCart, removeCartItem, updateCartItem } from '../api.ts';

/** A server cart item as a cart line. */
export function lineOfItem(item: CartItem): CartLine {
  return {
    productId: item.product,
    cartItemId: item.id,
    name: item.product_name,
    price: item.product_price,
    sellingPrice: item.final_price,
    discountDetails: item.discount_details,
    image: firstImage(item.product_image) ?? '',
    productType: item.product_type_name,
    maxQuantity: item.max_quantity,
    // The server marks a line whose price the store hides as a request item.
    priceVisible: item.item_type !== 'request_item' && isPriceVisible(item),
    slot: item.slot ? { slotId: item.slot.slot_id, label: item.slot.label } : null,
    quantity: item.cart_quantity,
  };
}

const linesOf = (page: CartPage) => page.Products.map(lineOfItem);

const entryOf = (line: Pick<CartLine, 'productId' | 'quantity' | 'slot'>): CartEntry => ({
  product: line.productId,
  cart_quantity: line.quantity,
  ...(line.slot ? { slot_id: line.slot.slotId } : {}),
});

/** One change, as the customer-cart endpoints take it; resolves the server cart after it. */
async function applyChange(api: ApiClient, { change, serverLines }: ApplyChangeInput): Promise<CartLine[]> {
  const itemOf = (productId: number) => findLine(serverLines, productId)?.cartItemId ?? null;
  switch (change.kind) {
    case 'add':
      return linesOf(await addToCart(api, [entryOf({ ...change.product, quantity: change.quantity })]));
    case 'setQuantity': {
      const item = itemOf(change.productId);
      // A line the server does not have (removed in another tab): the server's cart is the answer.
      return linesOf(item === null ? await fetchCart(api) : await updateCartItem(api, item, change.quantity));
    }
    case 'remove': {
      const item = itemOf(change.productId);
      return linesOf(item === null ? await fetchCart(api) : await removeCartItem(api, item));
    }
    case 'clear':
      return linesOf(await clearCart(api));
    case 'merge':
      return linesOf(await mergeIntoCart(api, change.key, change.lines.map(entryOf)));
  }
}

/** Tabs of this store tell each other that the server cart changed. */
const CHANNEL = 'storefront-cart';

function openChannel(): BroadcastChannel | null {
  // Not on the server's render (src/entry-server.tsx): it has no other tabs, and Node's channels
  // would join every request's actors.
  return typeof window === 'undefined' || typeof BroadcastChannel === 'undefined'
    ? null
    : new BroadcastChannel(CHANNEL);
}

export interface CartDeps {
  api: ApiClient;
  /** On the server's render, the customer's cart goes into it for the page (src/app/firstScreen.ts). */
  queryClient: QueryClient;
  /** Client-side navigation (the router's). */
  navigate: (href: string) => void;
}

/** The cart with the customer-cart calls, the browser's storage, toasts and the other tabs. */
export function cartLogic({ api, queryClient, navigate }: CartDeps) {
  const channel = openChannel();
  // The server's render (no window) draws the page with the cart it read: the page carries it in
  // its query cache, and the browser's cart starts from it (the machine's `served` input).
  const drawingOnServer = typeof window === 'undefined';
  return cartMachine.provide({
    actors: {
      loadServerCart: fromPromise<CartLine[]>(async () => {
        const lines = linesOf(await fetchCart(api));
        if (drawingOnServer) queryClient.setQueryData(CUSTOMER_CART_QUERY_KEY, lines);
        return lines;
      }),
      applyChange: fromPromise<CartLine[], ApplyChangeInput>(({ input }) => applyChange(api, input)),
      prepareMerge: fromPromise<PendingMerge, { lines: CartLine[] }>(async ({ input }) => {
        // The key goes into storage with the lines before anything is sent: a reload repeats it.
        const merge = { key: crypto.randomUUID(), lines: input.lines };
        writePendingMerge(merge);
        return merge;
      }),
      watchOtherTabs: fromCallback<CartEvent>(({ sendBack }) => {
        const onStorage = (event: StorageEvent) => {
          if (event.key === STORAGE_KEYS.cart || event.key === null)
            sendBack({ type: 'CHANGED_ELSEWHERE', guestLines: readGuestCart() });
        };
        const onMessage = () => sendBack({ type: 'CHANGED_ELSEWHERE', guestLines: null });
        if (typeof window === 'undefined') return () => undefined; // the server's render: no other tabs
        window.addEventListener('storage', onStorage);
        channel?.addEventListener('message', onMessage);
        return () => {
          window.removeEventListener('storage', onStorage);
          channel?.removeEventListener('message', onMessage);
        };
      }),
    },
    actions: {
      saveGuestCart: (_, lines) => writeGuestCart(lines),
      savePendingAdd: (_, product) => writePendingAdd(product),
      forgetMerge: () => writePendingMerge(null),
      saveMergeRefused: (_, refused) => writeMergeRefused(refused),
      saveBuyNow: (_, product) => writeBuyNow(product),
      // Checkout is for customers: a guest signs in first and comes back to it.
      goToCheckout: () => navigate('/checkout/buy-now'),
      notifyAdded: (_, product) => {
        // An add from a product's card or page opens the mini-cart, which says it; others toast.
        if (product && !miniCart.tellsAdded(product.productId))
          void toast(t`${product.name} was added to your cart.`, 'success');
      },
      notifyAlreadyInCart: (_, product) => void toast(t`${product.name} is already in your cart.`, 'info'),
      notifyFailed: (_, error) => {
        if (error)
          void toast(flowErrorText(error, t`Your cart could not be changed. Please try again.`), 'error');
      },
      notifyCartFull: (_, product) =>
        void toast(
          t`${product.name} was not added: a cart can hold at most ${MAX_CART_LINES} different products.`,
          'error',
        ),
      notifyMergeRefused: () =>
        void toast(
          t`Some products could not be moved to your account's cart. They are kept on this device: your cart page lists them.`,
          'error',
        ),
      tellOtherTabs: () => channel?.postMessage('changed'),
    },
  });
}
