import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useId } from 'react';
import { selectCartLines } from '../../../machines/cart/cart.machine.ts';
import { cartTotals, findLine } from '../../../machines/cart/cartLines.ts';
import { useCart } from '../../app/AppSystemContext.tsx';
import { placeToasts } from '../../app/toast.ts';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { ProductImage } from '../../components/ProductImage.tsx';
import { useFormatMoney } from '../../components/useMoney.ts';
import { toastAnchorBesidePanel } from '../../lib/toastPlacement.ts';
import { ProceedToCheckoutLink } from './ProceedToCheckoutLink.tsx';

/**
 * The layer the mini-cart opens in, on its own under the body: a modal hides from assistive
 * technology what shares its container, and the page (the header's cart count, the cart's "added"
 * message, which is announced as the panel opens) must stay readable. The panel itself is
 * aria-modal, so screen readers still keep to it while it is open.
 */
function miniCartLayer(): HTMLElement {
  const existing = document.getElementById('mini-cart-layer');
  if (existing) return existing;
  const layer = document.createElement('div');
  layer.id = 'mini-cart-layer';
  document.body.append(layer);
  return layer;
}

/**
 * The mini-cart: a panel from the end side that opens when a product has been added, with that
 * product's line, the cart's subtotal, "View cart" and "Checkout" (the cart page's way to
 * checkout). It is a modal dialog: focus moves into it, Escape or "Continue shopping" closes it,
 * and focus goes back to what opened it.
 */
export function MiniCart(props: { productId: number; onClose: () => void }) {
  const { t } = useLingui();
  const headingId = useId();
  const lines = useCart(selectCartLines);
  const line = findLine(lines, props.productId);
  const totals = cartTotals(lines);
  const format = useFormatMoney();
  const theme = useTheme();
  const { direction } = theme;
  // A phone gets a sheet from the bottom: the cart's "added" message at the top stays clear of it.
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  // The cart's own "added" message shows beside the panel, not over it.
  useEffect(() => {
    placeToasts(toastAnchorBesidePanel(direction));
    return () => placeToasts(null);
  }, [direction]);
  return (
    <Drawer
      open
      onClose={props.onClose}
      container={miniCartLayer}
      // MUI's Drawer flips a horizontal anchor itself in right to left: 'right' is the end side.
      anchor={phone ? 'bottom' : 'right'}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': headingId,
          sx: {
            width: { xs: '100%', sm: 400 },
            borderTopLeftRadius: phone ? 12 : 0,
            borderTopRightRadius: phone ? 12 : 0,
            p: 2.5,
            display: 'grid',
            gap: 2,
            alignContent: 'start',
          },
        },
      }}
    >
      <Typography id={headingId} component="h2" variant="h6">
        <Trans>Added to your cart</Trans>
      </Typography>
      {line && (
        <Box
          sx={{ display: 'grid', gridTemplateColumns: '80px minmax(0, 1fr)', gap: 2, alignItems: 'start' }}
        >
          <Box sx={{ width: 80 }}>
            <ProductImage image={line.image} alt="" />
          </Box>
          <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              <bdi>{line.name}</bdi>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              <Trans>Quantity: {line.quantity}</Trans>
            </Typography>
            <Typography sx={{ fontWeight: 700 }}>
              {line.priceVisible ? format(line.sellingPrice * line.quantity) : t`Price on request`}
            </Typography>
          </Box>
        </Box>
      )}
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          gap: 2,
          py: 1.5,
          borderTop: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <span>{plural(totals.quantity, { one: 'Subtotal (# item)', other: 'Subtotal (# items)' })}</span>
        <Box component="span" sx={{ fontWeight: 700 }}>
          {format(totals.subtotal)}
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <ProceedToCheckoutLink onClick={props.onClose}>
          <Trans>Checkout</Trans>
        </ProceedToCheckoutLink>
        <ButtonLink to="/cart" variant="outlined" size="large" onClick={props.onClose}>
          <Trans>View cart</Trans>
        </ButtonLink>
        <Button onClick={props.onClose}>
          <Trans>Continue shopping</Trans>
        </Button>
      </Box>
    </Drawer>
  );
}
