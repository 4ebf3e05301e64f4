import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { TrackingEvent } from '../../../contracts/orderItems.ts';
import { useAppSystem } from '../../app/AppSystemContext.tsx';
import { useOrderLabels } from '../../components/order/useOrderLabels.ts';
import { orderItemQueries } from './queries/orderItems.ts';

/**
 * An order item's tracking timeline: each status it entered with its date (en-GB) and 12-hour time,
 * oldest first. One request per order (the query is the order's), shared by its items.
 */
export function TrackingTimeline(props: { orderId: number; orderItemId: number; productName: string }) {
  const { t } = useLingui();
  const { api } = useAppSystem();
  const labels = useOrderLabels();
  const tracking = useQuery(orderItemQueries.tracking(api, props.orderId));
  const item = tracking.data?.items.find((entry) => entry.order_item_id === props.orderItemId);
  if (!item || item.events.length === 0) return null;
  const name = props.productName;
  const statusOf = (event: TrackingEvent): string => {
    const status =
      event.order_status !== null
        ? labels.orderStatus(event.order_status)
        : event.request_status !== null
          ? labels.requestStatus(event.request_status)
          : '';
    const refund =
      event.refund_status === 'Initiated'
        ? t`Refund initiated`
        : event.refund_status === 'Completed'
          ? t`Refund completed`
          : null;
    return refund === null ? status : `${status} · ${refund}`;
  };
  return (
    <Box component="details" sx={{ mt: 1 }}>
      <Typography component="summary" variant="body2" sx={{ cursor: 'pointer' }}>
        <Trans>Tracking</Trans>
      </Typography>
      <Box
        component="ol"
        aria-label={t`Tracking of ${name}`}
        sx={{ m: 0, mt: 1, ps: 2.5, display: 'grid', gap: 0.5 }}
      >
        {item.events.map((event) => (
          <li
            key={`${event.at}-${event.event}-${event.order_status}-${event.request_status}-${event.refund_status}`}
          >
            <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
              {statusOf(event)}
              {' — '}
              <time dateTime={event.at}>{labels.when(event.at)}</time>
            </Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}
