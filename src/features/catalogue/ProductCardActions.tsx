import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ProductSummary } from '../../../contracts/pbs.ts';
import { useCartActions } from '../../app/useCartActions.ts';
import { cartProductOf } from '../cart/cartProductOf.ts';
import { WishlistToggle } from '../wishlist/WishlistToggle.tsx';

/** A card's buttons: add to the cart (out of stock: disabled, said so by the card's chip), and the heart. */
export function ProductCardActions(props: { product: ProductSummary }) {
  const { t } = useLingui();
  const cart = useCartActions();
  const { product } = props;
  return (
    <Box sx={{ display: 'flex', gap: 1, px: 1.5, pb: 1.5 }}>
      <Button
        size="small"
        variant="outlined"
        fullWidth
        disabled={!product.in_stock}
        aria-label={t`Add ${product.product_name} to the cart`}
        onClick={() => cart.add(cartProductOf(product))}
      >
        <Trans>Add to cart</Trans>
      </Button>
      <WishlistToggle productId={product.product_id} productName={product.product_name} size="small" />
    </Box>
  );
}
