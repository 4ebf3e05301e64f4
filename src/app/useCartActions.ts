import { useNavigate } from '@tanstack/react-router';
import type { CartProduct } from '../../machines/cart.types.ts';
import { isSignedIn } from '../../machines/session.machine.ts';
import { addingNeedsSignIn } from '../lib/cartSignIn.ts';
import { useAppSystem, useSession } from './AppSystemContext.tsx';
import { saveReturnPage } from './sessionGuard.ts';

/** What the product page, the cards and the wish list do with the cart. */
export function useCartActions() {
  const { cart } = useAppSystem();
  const signedIn = useSession(isSignedIn);
  const navigate = useNavigate();
  return {
    /**
     * Adds a product. A guest adding a product that needs an account signs in first and lands on
     * the cart, where the product is added (SPEC section 4: the pending add-to-cart).
     */
    add(product: CartProduct) {
      if (!signedIn && addingNeedsSignIn(product.productType)) {
        cart.send({ type: 'ADD_AFTER_SIGN_IN', product });
        saveReturnPage('/cart');
        void navigate({ to: '/signin' });
        return;
      }
      cart.send({ type: 'ADD', product });
    },
    /** Takes one product straight towards checkout (signing in first when needed). */
    buyNow(product: CartProduct) {
      cart.send({ type: 'BUY_NOW', product });
    },
  };
}
