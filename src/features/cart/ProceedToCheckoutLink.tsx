import type { ReactNode } from 'react';
import { ButtonLink } from '../../components/ButtonLink.tsx';

/**
 * The one way from the cart to checkout: the cart page's "Proceed to checkout" and the mini-cart's
 * "Checkout" both open the cart's checkout page, so both start checkout the same way (a guest signs
 * in first, and the checkout starts from the merged cart).
 */
export function ProceedToCheckoutLink(props: {
  children: ReactNode;
  onClick?: () => void;
  size?: 'medium' | 'large';
}) {
  return (
    <ButtonLink
      to="/checkout/$checkoutId"
      params={{ checkoutId: 'cart' }}
      variant="contained"
      size={props.size ?? 'large'}
      onClick={props.onClick}
    >
      {props.children}
    </ButtonLink>
  );
}
