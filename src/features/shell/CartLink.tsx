import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import { Link } from '@tanstack/react-router';
import { selectCartCount } from '../../../machines/cart.machine.ts';
import { useCart } from '../../app/AppSystemContext.tsx';

/** The header's link to the cart, with how many products the cart holds (the same in every tab). */
export function CartLink() {
  // Subscribes to the active language.
  useLingui();
  const count = useCart(selectCartCount);
  const name = plural(count, { 0: 'Cart, empty', one: 'Cart, # product', other: 'Cart, # products' });
  return (
    <Button component={Link} to="/cart" aria-label={name} sx={{ color: 'inherit' }}>
      <Badge
        badgeContent={count}
        color="primary"
        max={99}
        sx={{ '& .MuiBadge-badge': { insetInlineEnd: -6 } }}
      >
        <Trans>Cart</Trans>
      </Badge>
    </Button>
  );
}
