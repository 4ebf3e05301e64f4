import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { OrderHistoryItem } from '../../../contracts/orders.ts';
import { ProductImage } from '../ProductImage.tsx';
import { useFormatMoney } from '../useMoney.ts';
import { useOrderLabels } from './useOrderLabels.ts';

/** An ordered item: its image, name, quantity, price, status and slot; `extra` adds lines below. */
export function OrderItemLine(props: { item: OrderHistoryItem; extra?: ReactNode }) {
  const format = useFormatMoney();
  const labels = useOrderLabels();
  const { item } = props;
  const quantity = item.quantity;
  const price = format(item.final_price);
  const status = labels.itemStatus(item);
  const slot = labels.slot(item);
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: '56px minmax(0, 1fr) auto', gap: 1.5, alignItems: 'start' }}
    >
      <Box sx={{ width: 56 }}>
        <ProductImage image={item.product_image} alt={item.product_name} />
      </Box>
      <Box sx={{ display: 'grid', gap: 0.25, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.product_name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {item.item_type === 'request_item' ? (
            <Trans>Quantity {quantity} · price on request</Trans>
          ) : (
            <Trans>
              Quantity {quantity} × <bdi>{price}</bdi>
            </Trans>
          )}
        </Typography>
        {slot ? (
          <Typography variant="body2" color="text.secondary">
            <Trans>
              Slot: <bdi>{slot}</bdi>
            </Trans>
          </Typography>
        ) : null}
        <Typography variant="body2">
          <Trans>Status: {status}</Trans>
        </Typography>
        {props.extra}
      </Box>
      <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap', gridColumn: { xs: 2, sm: 'auto' } }}>
        <bdi>{item.item_type === 'request_item' ? '' : format(item.line_total)}</bdi>
      </Typography>
    </Box>
  );
}
