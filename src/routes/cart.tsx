import { createFileRoute } from '@tanstack/react-router';
import { CartPage } from '../features/cart/CartPage.tsx';

/** /cart: the guest's cart, or the customer's server cart, from the cart machine. */
export const Route = createFileRoute('/cart')({
  component: CartPage,
});
