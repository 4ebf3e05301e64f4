import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import type { ProductDetails } from '../../../../contracts/pbs.ts';
import type { CartSlot } from '../../../../machines/cart/cart.types.ts';
import { type PurchaseAction, type PurchaseBlock, purchaseBlock } from '../rules/purchaseActions.ts';

/** What the product page's buttons do; a missing handler renders its button disabled, explained. */
export interface PurchaseHandlers {
  onAddToCart?: (product: ProductDetails, slot: CartSlot | null) => void;
  onBuyNow?: (product: ProductDetails, slot: CartSlot | null) => void;
  onAddToWishList?: (product: ProductDetails) => void;
}

/** Add to cart, Buy now and Add to wish list. */
export function PurchaseActions(
  props: { product: ProductDetails; slot: CartSlot | null; wishListed?: boolean } & PurchaseHandlers,
) {
  const { t } = useLingui();
  const { product } = props;
  const notAvailable: Record<PurchaseAction, string> = {
    add_to_cart: t`Adding to the cart is not available yet`,
    buy_now: t`Buying now is not available yet`,
    add_to_wish_list: t`The wish list is not available yet`,
  };
  const reason = (action: PurchaseAction, block: PurchaseBlock | null) =>
    block === 'out_of_stock' ? t`This product is out of stock` : block ? notAvailable[action] : undefined;
  const button = (
    action: PurchaseAction,
    handler: ((product: ProductDetails, slot: CartSlot | null) => void) | undefined,
    variant: 'contained' | 'outlined',
    color: 'primary' | 'secondary',
    label: ReactNode,
  ) => {
    const block = purchaseBlock(action, product, handler !== undefined);
    const title = reason(action, block);
    return (
      // A disabled button receives no pointer events: the wrapper shows the explanation on hover.
      <Box component="span" title={title} sx={{ display: 'flex', flex: { xs: '1 1 100%', sm: '1 1 0' } }}>
        <Button
          fullWidth
          size="large"
          variant={variant}
          color={color}
          disabled={block !== null}
          title={title}
          aria-pressed={action === 'add_to_wish_list' ? Boolean(props.wishListed) : undefined}
          onClick={() => handler?.(product, props.slot)}
        >
          {label}
        </Button>
      </Box>
    );
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
      {button('add_to_cart', props.onAddToCart, 'contained', 'primary', <Trans>Add to cart</Trans>)}
      {button('buy_now', props.onBuyNow, 'contained', 'secondary', <Trans>Buy now</Trans>)}
      {button(
        'add_to_wish_list',
        props.onAddToWishList,
        'outlined',
        'secondary',
        props.wishListed ? <Trans>Remove from wish list</Trans> : <Trans>Add to wish list</Trans>,
      )}
    </Box>
  );
}
