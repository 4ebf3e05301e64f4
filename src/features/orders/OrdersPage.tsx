import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { OrderHistoryEntry } from '../../../contracts/orders.ts';
import { AccountLayout } from '../../components/account/AccountLayout.tsx';
import { OrderItemLine } from '../../components/order/OrderItemLine.tsx';
import { OrderTime } from '../../components/order/OrderTime.tsx';
import { useOrderLabels } from '../../components/order/useOrderLabels.ts';
import { UnpaidOrderActions } from '../../components/payment/UnpaidOrderActions.tsx';
import { RouterLink } from '../../components/RouterLink.tsx';
import { useFormatMoney } from '../../components/useMoney.ts';
import type { OrderHistorySearch } from '../../lib/orderHistorySearch.ts';
import { OrderHistoryFrame } from './OrderHistoryFrame.tsx';
import { withOrderPage, withOrderStatus } from './rules/orderHistoryChanges.ts';

/**
 * /userprofile/order: the customer's orders, newest first, one card per order with its items, its
 * total, its payment status and order status. The filter and the page live in the address.
 */
export function OrdersPage(props: {
  search: OrderHistorySearch;
  /** Changes the view in the address; `change` gets the latest view (a change may still be loading). */
  onSearchChange: (change: (current: OrderHistorySearch) => OrderHistorySearch) => void;
}) {
  const { t } = useLingui();
  return (
    <AccountLayout title={<Trans>Orders</Trans>}>
      <Typography color="text.secondary">
        <Trans>Your orders, newest first. Open an order to see its addresses, payment and invoice.</Trans>
      </Typography>
      <OrderHistoryFrame
        search={props.search}
        onStatusChange={(status) => props.onSearchChange(() => withOrderStatus(status))}
        onPageChange={(page) => props.onSearchChange((current) => withOrderPage(current, page))}
      >
        {(page) => (
          <Box
            component="ul"
            aria-label={t`Orders`}
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}
          >
            {page.orders.map((order) => (
              <OrderCard key={order.order_id} order={order} />
            ))}
          </Box>
        )}
      </OrderHistoryFrame>
    </AccountLayout>
  );
}

function OrderCard(props: { order: OrderHistoryEntry }) {
  const { t } = useLingui();
  const format = useFormatMoney();
  const labels = useOrderLabels();
  const { order } = props;
  const number = order.order_number;
  const total = format(order.totals.total_amount);
  const payment = labels.paymentStatus(order.payment_status, order);
  return (
    <Paper component="li" variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1.5 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Box sx={{ display: 'grid', gap: 0.25 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            <RouterLink
              to="/userprofile/order/$orderId"
              params={{ orderId: String(order.order_id) }}
              aria-label={t`Order ${number}, details`}
            >
              <bdi>{number}</bdi>
            </RouterLink>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <Trans>
              Ordered <OrderTime instant={order.created_at} />
            </Trans>
          </Typography>
        </Box>
        <Chip
          size="small"
          color={order.is_open ? 'primary' : 'default'}
          variant={order.is_open ? 'filled' : 'outlined'}
          label={labels.statusOf(order)}
        />
      </Box>
      <Box
        component="ul"
        aria-label={t`Items of order ${number}`}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
      >
        {order.items.map((item) => (
          <li key={item.order_item_id}>
            <OrderItemLine item={item} />
          </li>
        ))}
      </Box>
      <Divider />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
        <Typography variant="body2">
          <Trans>Payment: {payment}</Trans>
        </Typography>
        <Typography sx={{ fontWeight: 700 }}>
          <Trans>
            Total <bdi>{total}</bdi>
          </Trans>
        </Typography>
      </Box>
      <UnpaidOrderActions order={order} />
    </Paper>
  );
}
