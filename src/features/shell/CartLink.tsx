import { plural, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link } from '@tanstack/react-router';
import { selectCartCount } from '../../../machines/cart/cart.machine.ts';
import { useCart } from '../../app/AppSystemContext.tsx';
import { useDrawnCustomerCart, useDrawnFromServer, useServedGuestCartLines } from '../../app/firstScreen.ts';
import { CountBadge } from '../../components/CountBadge.tsx';
import { HeaderIcon } from './HeaderIcon.tsx';
import { MiniCartHost } from './MiniCartHost.tsx';

/**
 * The header's link to the cart, with how many products the cart holds (the same in every tab).
 * The count is a plain badge: the header is on every first page load, so it stays light. Phones
 * show the icon and the count only. The mini-cart that an add to cart opens belongs with it.
 */
export function CartLink() {
  // Subscribes to the active language.
  useLingui();
  // The screen the server drew shows a customer's cart as the server read it, and a guest's (this
  // browser's) as its cookie mirrors its count; the browser hydrates that, then shows its own cart.
  const drawnFromServer = useDrawnFromServer();
  const servedGuestCount = useServedGuestCartLines();
  const drawnCustomerCart = useDrawnCustomerCart();
  const cartCount = useCart(selectCartCount);
  const count = drawnFromServer ? (drawnCustomerCart?.length ?? servedGuestCount ?? 0) : cartCount;
  // The name says how many products the cart holds once it is known to hold some; an empty cart, and
  // one not read yet (a customer's, before the server answers), is only "Cart". So the name of the
  // common first visit, an empty cart, is the same before and after the page starts
  // (docs/decisions/0144-cart-link-name.md). An empty cart's name is a plain text: a plural formats
  // its number with Intl, whose first use on a page costs tens of milliseconds on a phone.
  const counted = count > 0;
  const name = counted ? plural(count, { one: 'Cart, # product', other: 'Cart, # products' }) : t`Cart`;
  return (
    <>
      <Button
        component={Link}
        to="/cart"
        aria-label={name}
        sx={{ color: 'inherit', gap: 0.75, flexShrink: 0, minWidth: { xs: 48, sm: 64 } }}
      >
        <HeaderIcon name="cart" mirrored />
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          <Trans>Cart</Trans>
        </Box>
        {counted && <CountBadge value={count > 99 ? '99+' : String(count)} />}
      </Button>
      <MiniCartHost />
    </>
  );
}
