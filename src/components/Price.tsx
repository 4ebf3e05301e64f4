import { Trans, useLingui } from '@lingui/react/macro';
import { styled } from '@mui/material/styles';
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

type Size = keyof typeof SIZES;

/** Each size's font sizes, chosen by the element's data-size. */
function sized(font: (size: (typeof SIZES)[Size]) => object) {
  return Object.fromEntries(
    Object.entries(SIZES).map(([name, size]) => [`&[data-size=${name}]`, font(size)]),
  );
}

// One styled element per price, its parts plain elements styled from it: a grid draws a price per
// card, and a styled element's styles are worked out at each render (on the server too).
const PriceRoot = styled('span', { skipSx: true })(
  {
    display: 'inline-flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    columnGap: 8,
    rowGap: 2,
    '& > .price-now': { fontWeight: 700 },
    '& > .price-off': { fontWeight: 600 },
    ...sized((size) => ({
      '& > .price-now': { fontSize: size.price },
      '& > .price-was, & > .price-off': { fontSize: size.original },
    })),
  },
  ({ theme }) => ({
    '& > .price-was': { color: theme.palette.text.secondary },
    '& > .price-off': { color: theme.palette.success.main },
  }),
);

const OnRequest = styled('span', { skipSx: true })(
  { fontWeight: 600, ...sized((size) => ({ fontSize: size.price })) },
  ({ theme }) => ({ color: theme.palette.text.secondary }),
);

/** The discount percent a product's price shows (0: none, or the price is not shown). */
export function shownDiscountPercent(product: PriceProduct): number {
  const original = product.product_price;
  if (!isPriceVisible(product) || original === undefined) return 0;
  return discountPercent(original, product.final_price);
}

/**
 * A product's price in the store currency: the selling price; when discounted, the original price
 * struck through and the discount percent (SPEC section 5); "Price on request" when the store
 * hides the price (`price_visibility` false; missing means shown).
 */
export function Price(props: { product: PriceProduct; size?: Size }) {
  const { t } = useLingui();
  const format = useFormatMoney();
  const size = props.size ?? 'small';
  const { product } = props;
  if (!isPriceVisible(product)) {
    return (
      <OnRequest className="price-on-request" data-size={size}>
        <Trans>Price on request</Trans>
      </OnRequest>
    );
  }
  const original = product.product_price;
  const percent = shownDiscountPercent(product);
  return (
    <PriceRoot data-size={size}>
      <span className="price-now">{format(product.final_price)}</span>
      {percent > 0 && (
        <>
          <s className="price-was">
            <VisuallyHidden>{t`Original price:`} </VisuallyHidden>
            {format(original)}
          </s>
          <span className="price-off">
            <Trans>{percent}% off</Trans>
          </span>
        </>
      )}
    </PriceRoot>
  );
}
