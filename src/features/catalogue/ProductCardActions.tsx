import { useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import type { ProductSummary } from '../../../contracts/pbs.ts';
import { cartProductOf } from '../../app/hooks/cartProductOf.ts';
import { useCartActions } from '../../app/hooks/useCartActions.ts';
import { WishlistToggle } from '../../components/WishlistToggle.tsx';

/**
 * A card's buttons: add to the cart (out of stock: disabled, said so by the card's chip), and the
 * heart, drawn on the picture's corner (ProductCard's styles), so that the cart button has the
 * card's width and its label one line in every language. Both stand above the card's stretched
 * link; they come after the name in the reading order. The cart button's name is its visible text
 * followed by the product's name ("Add to cart Kettle"), one message for both, so that in every
 * language the name starts with what the button shows (WCAG 2.5.3).
 */
export function ProductCardActions(props: { product: ProductSummary }) {
  const { t } = useLingui();
  const label = t`Add to cart`;
  const cart = useCartActions();
  const { product } = props;
  return (
    <div className="card-actions">
      <Button
        size="small"
        variant="outlined"
        fullWidth
        disabled={!product.in_stock}
        aria-label={`${label} ${product.product_name}`}
        onClick={() => cart.add(cartProductOf(product))}
      >
        <span className="card-cart-label">{label}</span>
      </Button>
      <div className="card-heart">
        <WishlistToggle productId={product.product_id} productName={product.product_name} size="small" />
      </div>
    </div>
  );
}
