import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { OrderHistoryPage, OrderHistoryQuery, OrderStatusFilter } from '../../../contracts/orders.ts';
import { toFlowError } from '../../../machines/shared/flowError.ts';
import { orderQueries } from '../../api/queries/orders.ts';
import { useAppSystem } from '../../app/AppSystemContext.tsx';
import { AccountPagination } from '../../components/account/AccountPagination.tsx';
import { FlowErrorAlert } from '../../components/FlowErrorAlert.tsx';
import { type OrderHistorySearch, toOrderHistoryQuery } from '../../lib/orderHistorySearch.ts';
import { isPastLastPage, pageItemRange } from '../../lib/pagination.ts';
import { OrderStatusSelect } from './OrderStatusSelect.tsx';

/**
 * What both history pages share: the status filter, the page of orders (loading, failed, empty,
 * past the last page) and the page links. `children` draws a loaded page.
 */
export function OrderHistoryFrame(props: {
  search: OrderHistorySearch;
  onStatusChange: (status: OrderStatusFilter | undefined) => void;
  onPageChange: (page: number) => void;
  children: (page: OrderHistoryPage) => ReactNode;
}) {
  const { t } = useLingui();
  const { api } = useAppSystem();
  const query = toOrderHistoryQuery(props.search);
  const history: UseQueryResult<OrderHistoryPage> = useQuery({
    ...orderQueries.history(api, query),
    // Another page of the same filter keeps the shown page (and the keyboard focus on its page
    // link) until it arrives; another filter starts from "loading", so no old list stays under it.
    placeholderData: (previous, previousQuery) =>
      (previousQuery?.queryKey[2] as OrderHistoryQuery | undefined)?.status === query.status
        ? previous
        : undefined,
  });
  const page = history.data;
  const range =
    page && pageItemRange(page.page_number, page.page_limit, page.orders.length, page.total_count);
  return (
    <>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'end', justifyContent: 'space-between' }}
      >
        <OrderStatusSelect value={props.search.status} onChange={props.onStatusChange} />
        {page && range ? (
          <Typography variant="body2" color="text.secondary">
            <Trans>
              Orders {range.from}–{range.to} of {page.total_count}
            </Trans>
          </Typography>
        ) : null}
      </Box>
      {history.isPending ? (
        <Box role="status" aria-label={t`Loading your orders`} sx={{ display: 'grid', gap: 2 }}>
          <Skeleton variant="rounded" height={120} />
          <Skeleton variant="rounded" height={120} />
        </Box>
      ) : history.isError ? (
        <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
          <FlowErrorAlert error={toFlowError(history.error)} fallback={t`Your orders could not be loaded.`} />
          <Button variant="contained" onClick={() => void history.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Box>
      ) : history.data.orders.length === 0 ? (
        isPastLastPage(props.search.page, history.data.total_count, history.data.page_limit) ? (
          <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
            <Typography>
              <Trans>This page is past the last one.</Trans>
            </Typography>
            <Button variant="outlined" onClick={() => props.onPageChange(1)}>
              <Trans>Go to the first page</Trans>
            </Button>
          </Box>
        ) : (
          <Typography>
            {props.search.status === undefined ? (
              <Trans>You have no orders yet.</Trans>
            ) : (
              <Trans>No orders with this status.</Trans>
            )}
          </Typography>
        )
      ) : (
        <Box aria-busy={history.isPlaceholderData} sx={{ display: 'grid', gap: 3 }}>
          {props.children(history.data)}
          <AccountPagination
            page={props.search.page}
            total={history.data.total_count}
            pageLimit={history.data.page_limit}
            onChange={props.onPageChange}
          />
        </Box>
      )}
    </>
  );
}
