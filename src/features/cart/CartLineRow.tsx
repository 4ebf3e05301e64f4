import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';
import type { CartLine } from '../../../machines/cart/cart.types.ts';
import { maxQuantityOf } from '../../../machines/cart/cartLines.ts';
import { Price } from '../../components/Price.tsx';
import { ProductImage } from '../../components/ProductImage.tsx';
import { RouterLink } from '../../components/RouterLink.tsx';
import { useProductTypeLabel } from '../../components/useCatalogueLabels.ts';
import { useFormatMoney } from '../../components/useMoney.ts';
import { discountPercent, offerText } from '../../lib/discount.ts';
import { QuantityStepper } from './QuantityStepper.tsx';

/**
 * One product in the cart: image, name, type, unit price and discount, quantity, line total, remove.
 * A price on request shows as such, with no line total.
 */
export function CartLineRow(props: {
  line: CartLine;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  /** The quantity field, for the page's focus after a removal. */
  quantityRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useLingui();
  const format = useFormatMoney();
  const typeLabel = useProductTypeLabel();
  const { line } = props;
  // The price shows the percent off (when shown at all): the details only when they say more.
  const offer = offerText(
    line.discountDetails,
    line.priceVisible ? discountPercent(line.price, line.sellingPrice) : 0,
    line.priceVisible,
  );
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '72px 1fr', sm: '96px 1fr auto' },
        gap: 2,
        py: 2,
        borderBottom: 1,
        borderColor: 'divider',
        alignItems: 'start',
      }}
    >
      <Box sx={{ width: { xs: 72, sm: 96 } }}>
        <ProductImage image={line.image} alt={line.name} />
      </Box>
      <Box sx={{ display: 'grid', gap: 0.75, minWidth: 0 }}>
        <RouterLink to="/ProductDetails" search={{ id: line.productId }} sx={{ fontWeight: 600 }}>
          {line.name}
        </RouterLink>
        <Typography variant="body2" color="text.secondary">
          {typeLabel(line.productType)}
          {line.slot ? ` · ${line.slot.label}` : ''}
        </Typography>
        <Price
          product={{
            final_price: line.sellingPrice,
            product_price: line.price,
            price_visibility: line.priceVisible,
          }}
        />
        {offer && (
          <Typography variant="body2" color="success.main">
            {offer}
          </Typography>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <QuantityStepper
            productName={line.name}
            quantity={line.quantity}
            max={maxQuantityOf(line)}
            onChange={props.onQuantity}
            inputRef={props.quantityRef}
          />
          <Button
            onClick={props.onRemove}
            aria-label={t`Remove ${line.name} from the cart`}
            sx={{ minHeight: { xs: 44, sm: 36 } }}
          >
            <Trans>Remove</Trans>
          </Button>
        </Box>
      </Box>
      {line.priceVisible && (
        <Typography
          sx={{
            gridColumn: { xs: '2', sm: '3' },
            fontWeight: 700,
            textAlign: { sm: 'end' },
            whiteSpace: 'nowrap',
          }}
          aria-label={t`Total for ${line.name}: ${format(line.sellingPrice * line.quantity)}`}
        >
          {format(line.sellingPrice * line.quantity)}
        </Typography>
      )}
    </Box>
  );
}
