import { useNavigate } from '@tanstack/react-router';
import { isSignedIn } from '../../../machines/auth/session.machine.ts';
import { selectCartLines } from '../../../machines/cart/cart.machine.ts';
import type { CartProduct } from '../../../machines/cart/cart.types.ts';
import { findLine } from '../../../machines/cart/cartLines.ts';
import { addingNeedsSignIn } from '../../../machines/cart/cartSignIn.ts';
import { useAppSystem, useSession } from '../AppSystemContext.tsx';
import { saveReturnPage } from '../sessionGuard.ts';
import { miniCart, whenAdded } from './miniCart.ts';

/** What the product page, the cards and the wish list do with the cart. */
export function useCartActions() {
  const { cart } = useAppSystem();
  const signedIn = useSession(isSignedIn);
  const navigate = useNavigate();
  return {
    /**
     * Adds a product. A guest adding a product that needs an account signs in first and lands on
     * the cart, where the product is added (SPEC section 4: the pending add-to-cart). A product
     * the cart did not hold opens the mini-cart once the add has succeeded (unless `miniCart` is
     * false: a panel that adds, such as Ask AI's, keeps the shopper where they are).
     */
    add(product: CartProduct, options: { miniCart?: boolean } = {}) {
      if (!signedIn && addingNeedsSignIn(product.productType)) {
        cart.send({ type: 'ADD_AFTER_SIGN_IN', product });
        saveReturnPage('/cart');
        void navigate({ to: '/signin' });
        return;
      }
      const opensMiniCart =
        options.miniCart !== false &&
        findLine(selectCartLines(cart.getSnapshot()), product.productId) === undefined;
      // The mini-cart says the product was added: the cart's own "added" toast stays quiet.
      if (opensMiniCart) miniCart.expect(product.productId);
      cart.send({ type: 'ADD', product });
      if (opensMiniCart)
        whenAdded(
          cart,
          product.productId,
          () => miniCart.open(product.productId),
          () => miniCart.forget(product.productId),
        );
    },
    /** Takes one product straight towards checkout (signing in first when needed). */
    buyNow(product: CartProduct) {
      cart.send({ type: 'BUY_NOW', product });
    },
  };
}
