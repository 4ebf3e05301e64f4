import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { CheckoutItem } from '../../../contracts/checkout.ts';
import { isPriceVisible } from '../../../machines/shared/priceVisibility.ts';
import { ProductImage } from '../../components/ProductImage.tsx';
import { useFormatMoney } from '../../components/useMoney.ts';

/** The checkout's items: picture, name, quantity and what the line costs; `extra` adds under an item (its slot). */
export function CheckoutItems(props: {
  items: readonly CheckoutItem[];
  extra?: (item: CheckoutItem) => ReactNode;
}) {
  const { t } = useLingui();
  const format = useFormatMoney();
  return (
    <Box component="ul" aria-label={t`Items`} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
      {props.items.map((item) => {
        const quantity = item.quantity;
        return (
          <Paper
            key={item.checkout_item_id}
            component="li"
            variant="outlined"
            aria-label={item.product_name}
            sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: '64px 1fr', alignItems: 'start' }}
          >
            <Box sx={{ width: 64 }}>
              <ProductImage image={item.product_image} alt={item.product_name} />
            </Box>
            <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {item.product_name}
                </Typography>
                <Typography sx={{ fontWeight: 600 }}>
                  {item.item_type === 'request_item' || !isPriceVisible(item) ? (
                    <Trans>Price on request</Trans>
                  ) : item.item_type === 'free_item' || item.line_total === 0 ? (
                    <Trans>Free</Trans>
                  ) : (
                    <bdi>{format(item.line_total)}</bdi>
                  )}
                </Typography>
              </Box>
              <Typography variant="body2" color="text.secondary">
                <Trans>Quantity: {quantity}</Trans>
              </Typography>
              {item.deliverable === false && (
                <Typography variant="body2" color="error">
                  <Trans>Not delivered to the chosen address</Trans>
                </Typography>
              )}
              {props.extra?.(item)}
            </Box>
          </Paper>
        );
      })}
    </Box>
  );
}
