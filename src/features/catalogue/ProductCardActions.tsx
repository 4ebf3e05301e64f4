import { useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import type { ProductSummary } from '../../../contracts/pbs.ts';
import { cartProductOf } from '../../app/hooks/cartProductOf.ts';
import { useCartActions } from '../../app/hooks/useCartActions.ts';
import { WishlistToggle } from '../../components/WishlistToggle.tsx';

/**
 * The buttons above the card's stretched link, and only they: a click between them opens the
 * product, as anywhere else on the card. Styles that never change (one card of a dozen in a grid).
 */
const Actions = styled('div', { skipSx: true })({
  position: 'relative',
  zIndex: 1,
  pointerEvents: 'none',
  '& > *': { pointerEvents: 'auto' },
  display: 'flex',
  gap: 8,
  paddingInline: 12,
  paddingBottom: 12,
});

/**
 * A card's buttons: add to the cart (out of stock: disabled, said so by the card's chip), and the
 * heart. They stand above the card's stretched link. The cart button's name is its visible text
 * followed by the product's name ("Add to cart Kettle"), one message for both, so that in every
 * language the name starts with what the button shows (WCAG 2.5.3).
 */
export function ProductCardActions(props: { product: ProductSummary }) {
  const { t } = useLingui();
  const label = t`Add to cart`;
  const cart = useCartActions();
  const { product } = props;
  return (
    <Actions>
      <Button
        size="small"
        variant="outlined"
        fullWidth
        disabled={!product.in_stock}
        aria-label={`${label} ${product.product_name}`}
        onClick={() => cart.add(cartProductOf(product))}
      >
        {label}
      </Button>
      <WishlistToggle productId={product.product_id} productName={product.product_name} size="small" />
    </Actions>
  );
}
