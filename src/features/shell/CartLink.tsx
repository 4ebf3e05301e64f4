import { plural, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link } from '@tanstack/react-router';
import { selectCartCount, selectCartStatus } from '../../../machines/cart/cart.machine.ts';
import { useCart } from '../../app/AppSystemContext.tsx';
import { useDrawnFromServer } from '../../app/firstScreen.ts';
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
  // A guest's cart is this browser's: the screen the server drew shows the link without a count.
  const drawnFromServer = useDrawnFromServer();
  const count = useCart(selectCartCount);
  // A customer's cart is read from the server after the page starts: until then it is not known to be
  // empty, and the link is only "Cart".
  const known = useCart(selectCartStatus) === 'ready' && !drawnFromServer;
  // An empty cart's name is a plain text: a plural formats its number with Intl, whose first use on
  // a page costs tens of milliseconds on a phone, and a guest's first paint mostly has an empty cart.
  const name =
    count > 0 && !drawnFromServer
      ? plural(count, { one: 'Cart, # product', other: 'Cart, # products' })
      : known
        ? t`Cart, empty`
        : t`Cart`;
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
        {count > 0 && !drawnFromServer && <CountBadge value={count > 99 ? '99+' : String(count)} />}
      </Button>
      <MiniCartHost />
    </>
  );
}
