/** The buttons of a product page that act on the product. */
export type PurchaseAction = 'add_to_cart' | 'buy_now' | 'add_to_wish_list';

/** Why a purchase button is disabled. */
export type PurchaseBlock = 'out_of_stock' | 'not_available';

/**
 * Whether a purchase button works, and if not why. Adding to the cart and buying now need the
 * product in stock; a wish list takes products that are out of stock too (a shopper may wait for
 * them). A button whose action is not wired (`available` false) is disabled whatever the stock.
 * Out of stock is the reason given first, because it is the one the shopper can act on.
 */
export function purchaseBlock(
  action: PurchaseAction,
  product: { in_stock: boolean },
  available: boolean,
): PurchaseBlock | null {
  if (action !== 'add_to_wish_list' && !product.in_stock) return 'out_of_stock';
  if (!available) return 'not_available';
  return null;
}
