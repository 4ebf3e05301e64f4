import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import type { ProductSummary } from '../../contracts/pbs.ts';
import { isPriceVisible } from '../../machines/shared/priceVisibility.ts';
import { discountPercent } from '../lib/discount.ts';
import { useFormatMoney } from './useMoney.ts';
import { VisuallyHidden } from './VisuallyHidden.tsx';

export type PriceProduct = Pick<ProductSummary, 'final_price' | 'price_visibility'> &
  Partial<Pick<ProductSummary, 'product_price'>>;

const SIZES = {
  small: { price: '1rem', original: '0.8125rem' },
  medium: { price: '1.25rem', original: '0.9375rem' },
  large: { price: '1.75rem', original: '1.0625rem' },
} as const;

/**
 * A product's price in the store currency: the selling price; when discounted, the original price
 * struck through and the discount percent (SPEC section 5); "Price on request" when the store
 * hides the price (`price_visibility` false; missing means shown).
 */
export function Price(props: { product: PriceProduct; size?: keyof typeof SIZES }) {
  const { t } = useLingui();
  const format = useFormatMoney();
  const size = SIZES[props.size ?? 'small'];
  const { product } = props;
  if (!isPriceVisible(product)) {
    return (
      <Box component="span" sx={{ fontSize: size.price, fontWeight: 600, color: 'text.secondary' }}>
        <Trans>Price on request</Trans>
      </Box>
    );
  }
  const original = product.product_price;
  const percent = original === undefined ? 0 : discountPercent(original, product.final_price);
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1, rowGap: 0.25 }}
    >
      <Box component="span" sx={{ fontSize: size.price, fontWeight: 700 }}>
        {format(product.final_price)}
      </Box>
      {percent > 0 && (
        <>
          <Box component="s" sx={{ fontSize: size.original, color: 'text.secondary' }}>
            <VisuallyHidden>{t`Original price:`} </VisuallyHidden>
            {format(original)}
          </Box>
          <Box component="span" sx={{ fontSize: size.original, fontWeight: 600, color: 'success.main' }}>
            <Trans>{percent}% off</Trans>
          </Box>
        </>
      )}
    </Box>
  );
}
