import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  isSavingCart,
  selectCartLines,
  selectCartStatus,
  selectKeptGuestLines,
} from '../../../machines/cart/cart.machine.ts';
import type { CartLine } from '../../../machines/cart/cart.types.ts';
import { cartTotals } from '../../../machines/cart/cartLines.ts';
import { useAppSystem, useCart } from '../../app/AppSystemContext.tsx';
import { useDrawnCustomerCart, useDrawnFromServer, useServedGuestCartLines } from '../../app/firstScreen.ts';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { FlowErrorAlert } from '../../components/FlowErrorAlert.tsx';
import { RouterLink } from '../../components/RouterLink.tsx';
import { useFormatMoney } from '../../components/useMoney.ts';
import { CartLineRow } from './CartLineRow.tsx';
import { ProceedToCheckoutLink } from './ProceedToCheckoutLink.tsx';
import { useFocusAfterRemoval } from './useFocusAfterRemoval.ts';

/** /cart: the lines, what they cost and save, and the way to checkout (signing in first when needed). */
export function CartPage() {
  const { t } = useLingui();
  const { cart } = useAppSystem();
  // A customer's page is drawn with the cart the server read, and hydrated as drawn (the cart
  // starts from it; a newer one it reads meanwhile shows right after).
  const drawnCart = useDrawnCustomerCart();
  const cartStatus = useCart(selectCartStatus);
  const status = drawnCart ? 'ready' : cartStatus;
  const lines = useCart(selectCartLines);
  const saving = useCart(isSavingCart) && drawnCart === null;
  const error = useCart((snapshot) => snapshot.context.error);
  const kept = useCart(selectKeptGuestLines);
  const shownLines = drawnCart ?? lines;
  const focus = useFocusAfterRemoval(shownLines);
  const format = useFormatMoney();
  const totals = cartTotals(shownLines);
  // The server cannot see a guest's cart (it is kept in the browser), only how many lines it has
  // (a cookie): it draws an empty cart as it is, and a cart with lines loading, which the browser,
  // hydrating that page as drawn, shows right after. So is a customer's cart the server could not
  // read (the browser reads it).
  const drawnFromServer = useDrawnFromServer();
  const servedLines = useServedGuestCartLines();
  const drawnLoading = drawnFromServer && drawnCart === null;
  const drawnEmpty = drawnLoading && servedLines === 0;

  return (
    <Container sx={{ py: 4, display: 'grid', gap: 3 }}>
      <Typography component="h1" variant="h4" ref={focus.headingRef} tabIndex={-1}>
        <Trans>Your cart</Trans>
      </Typography>
      {kept.length > 0 && !drawnFromServer && <KeptGuestLines lines={kept} />}
      {drawnEmpty ? (
        <EmptyCart />
      ) : drawnLoading || status === 'starting' || status === 'loading' ? (
        <Box role="status" aria-label={t`Loading your cart`} sx={{ display: 'grid', gap: 2 }}>
          <Skeleton variant="rounded" height={96} />
          <Skeleton variant="rounded" height={96} />
        </Box>
      ) : status === 'failed' ? (
        <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
          <FlowErrorAlert error={error} fallback={t`Your cart could not be loaded.`} />
          <Button variant="contained" onClick={() => cart.send({ type: 'RETRY' })}>
            <Trans>Try again</Trans>
          </Button>
        </Box>
      ) : shownLines.length === 0 ? (
        <EmptyCart />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(260px, 1fr)' },
          }}
        >
          <Box component="section" aria-label={t`Products in your cart`} aria-busy={saving}>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {shownLines.map((line, index) => (
                <CartLineRow
                  key={line.productId}
                  line={line}
                  onQuantity={(quantity) =>
                    cart.send({ type: 'SET_QUANTITY', productId: line.productId, quantity })
                  }
                  onRemove={() => {
                    focus.afterRemoving(index);
                    cart.send({ type: 'REMOVE', productId: line.productId });
                  }}
                  quantityRef={focus.quantityRef(line.productId)}
                />
              ))}
            </Box>
            <Button
              sx={{ mt: 2 }}
              onClick={() => {
                focus.afterRemoving(0);
                cart.send({ type: 'CLEAR' });
              }}
            >
              <Trans>Empty the cart</Trans>
            </Button>
          </Box>
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby="cart-summary"
            sx={{ p: 3, display: 'grid', gap: 1.5, alignSelf: 'start' }}
          >
            <Typography id="cart-summary" component="h2" variant="h6">
              <Trans>Summary</Trans>
            </Typography>
            <SummaryRow label={t`Products (${totals.quantity})`} value={format(totals.subtotal)} />
            {totals.savings > 0 && <SummaryRow label={t`You save`} value={format(totals.savings)} />}
            <SummaryRow label={t`Subtotal`} value={format(totals.subtotal)} strong />
            {totals.onRequest > 0 && (
              <Typography variant="body2" color="text.secondary">
                <Trans>
                  Products with a price on request are not in the subtotal: their prices will be confirmed.
                </Trans>
              </Typography>
            )}
            <ProceedToCheckoutLink>
              <Trans>Proceed to checkout</Trans>
            </ProceedToCheckoutLink>
            {saving && (
              <Alert severity="info" role="status">
                <Trans>Saving your changes…</Trans>
              </Alert>
            )}
          </Paper>
        </Box>
      )}
    </Container>
  );
}

function EmptyCart() {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 4, display: 'grid', gap: 2, justifyItems: 'center', textAlign: 'center' }}
    >
      <Typography component="h2" variant="h6">
        <Trans>Your cart is empty</Trans>
      </Typography>
      <Typography color="text.secondary">
        <Trans>Find something you like and add it to your cart.</Trans>
      </Typography>
      <ButtonLink to="/productListing" variant="contained">
        <Trans>Browse products</Trans>
      </ButtonLink>
    </Paper>
  );
}

function SummaryRow(props: { label: string; value: string; strong?: boolean }) {
  return (
    <Box
      sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, fontWeight: props.strong ? 700 : 400 }}
    >
      <span>{props.label}</span>
      <span>{props.value}</span>
    </Box>
  );
}

/** The guest's products a refused merge left on this device: named, so the shopper can add them again. */
function KeptGuestLines(props: { lines: CartLine[] }) {
  return (
    <Alert severity="warning" component="section" role="region" aria-labelledby="cart-kept">
      <Typography id="cart-kept" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        <Trans>Not moved to your account's cart</Trans>
      </Typography>
      <Typography variant="body2">
        <Trans>
          These products, added before you signed in, could not be moved to your account's cart. They are kept
          on this device: open one to add it again.
        </Trans>
      </Typography>
      <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
        {props.lines.map((line) => (
          <li key={line.productId}>
            <RouterLink to="/ProductDetails" search={{ id: line.productId }}>
              {line.name}
            </RouterLink>
          </li>
        ))}
      </Box>
    </Alert>
  );
}
