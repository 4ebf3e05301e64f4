import { useEffect, useState } from 'react';
import { isSavingCart, selectCartLines } from '../../../machines/cart/cart.machine.ts';
import type { CartProduct } from '../../../machines/cart/cart.types.ts';
import { isSameProduct } from '../../../machines/cart/cartMatch.ts';
import { useCart } from '../../app/AppSystemContext.tsx';
import { useCartActions } from '../../app/hooks/useCartActions.ts';

/**
 * Move to cart: the product is added to the cart, and it leaves the wish list only once the cart
 * has settled with it in it. A refused add (the cart's toast says why) keeps it on the list.
 */
export function useMoveToCart(removeFromWishlist: (productId: number) => void) {
  const cart = useCartActions();
  const saving = useCart(isSavingCart);
  const lines = useCart(selectCartLines);
  const [moving, setMoving] = useState<readonly number[]>([]);

  useEffect(() => {
    if (saving || moving.length === 0) return;
    for (const productId of moving) {
      if (lines.some((line) => isSameProduct(line.productId, productId))) removeFromWishlist(productId);
    }
    setMoving([]);
  }, [saving, lines, moving, removeFromWishlist]);

  return {
    moving,
    move(product: CartProduct) {
      setMoving((ids) => (ids.includes(product.productId) ? ids : [...ids, product.productId]));
      cart.add(product);
    },
  };
}
