import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AccountLayout } from '../../components/account/AccountLayout.tsx';
import { OrderItemLine } from '../../components/order/OrderItemLine.tsx';
import { OrderTime } from '../../components/order/OrderTime.tsx';
import { RouterLink } from '../../components/RouterLink.tsx';
import type { OrderHistorySearch } from '../../lib/orderHistorySearch.ts';
import { OrderHistoryFrame } from './OrderHistoryFrame.tsx';
import { withOrderPage, withOrderStatus } from './rules/orderHistoryChanges.ts';
import { orderedItems } from './rules/orderItems.ts';

/**
 * /userprofile/myOrder: the same history item by item: every item the customer ordered, newest
 * order first, each with its own status and the order it came in. Same filter and pages as
 * /userprofile/order (a page holds the items of 10 orders).
 */
export function OrderedItemsPage(props: {
  search: OrderHistorySearch;
  /** Changes the view in the address; `change` gets the latest view (a change may still be loading). */
  onSearchChange: (change: (current: OrderHistorySearch) => OrderHistorySearch) => void;
}) {
  const { t } = useLingui();
  return (
    <AccountLayout title={<Trans>My orders</Trans>}>
      <Typography color="text.secondary">
        <Trans>Every item you ordered, newest first, with its own status.</Trans>
      </Typography>
      <OrderHistoryFrame
        search={props.search}
        onStatusChange={(status) => props.onSearchChange(() => withOrderStatus(status))}
        onPageChange={(page) => props.onSearchChange((current) => withOrderPage(current, page))}
      >
        {(page) => (
          <Box
            component="ul"
            aria-label={t`Ordered items`}
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
          >
            {orderedItems(page.orders).map(({ item, order }) => {
              const number = order.order_number;
              return (
                <Paper
                  component="li"
                  key={item.order_item_id}
                  variant="outlined"
                  sx={{ p: { xs: 1.5, sm: 2 } }}
                >
                  <OrderItemLine
                    item={item}
                    extra={
                      <Typography variant="body2" color="text.secondary">
                        <Trans>
                          In order{' '}
                          <RouterLink
                            to="/userprofile/order/$orderId"
                            params={{ orderId: String(order.order_id) }}
                            aria-label={t`Order ${number}, details`}
                          >
                            <bdi>{number}</bdi>
                          </RouterLink>{' '}
                          of <OrderTime instant={order.created_at} />
                        </Trans>
                      </Typography>
                    }
                  />
                </Paper>
              );
            })}
          </Box>
        )}
      </OrderHistoryFrame>
    </AccountLayout>
  );
}
