import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue, useMemo } from 'react';
import type { OrderHistoryPage, OrderStatusFilter } from '../../../contracts/orders.ts';
import { orderQueries } from '../../api/queries/orders.ts';
import { useAppSystem } from '../../app/AppSystemContext.tsx';
import { AccountPagination } from '../../components/account/AccountPagination.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
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
  // Another page of the same filter keeps the shown page (and the keyboard focus on its page link)
  // until it arrives: it is rendered from the deferred address. Another filter starts from its
  // skeleton (its own boundary), so no old list stays under it.
  // (Deferred as a string, so that an equal address is never read as a change.)
  const searchKey = JSON.stringify(props.search);
  const deferredKey = useDeferredValue(searchKey);
  const deferred = useMemo(() => JSON.parse(deferredKey) as OrderHistorySearch, [deferredKey]);
  const shown = deferred.status === props.search.status ? deferred : props.search;
  const loading = deferredKey !== searchKey && shown === deferred;
  // The count beside the filter: of the page shown, once it is read (nothing while it loads or failed).
  // (Only read from the cache here: the list below fetches it.)
  const page = useQuery({ ...orderQueries.history(api, toOrderHistoryQuery(shown)), enabled: false }).data;
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
      <QueryBoundary
        key={props.search.status ?? 'all'}
        resetKey={props.search.page}
        pending={
          <Box role="status" aria-label={t`Loading your orders`} sx={{ display: 'grid', gap: 2 }}>
            <Skeleton variant="rounded" height={120} />
            <Skeleton variant="rounded" height={120} />
          </Box>
        }
        failed={({ error, retry }) => (
          <LoadFailed error={error} fallback={t`Your orders could not be loaded.`} onRetry={retry} />
        )}
      >
        <OrderHistoryList
          search={shown}
          loading={loading}
          page={props.search.page}
          onPageChange={props.onPageChange}
        >
          {props.children}
        </OrderHistoryList>
      </QueryBoundary>
    </>
  );
}

/** A read page of orders: empty, past the last page, or drawn by `children` with the page links. */
function OrderHistoryList(props: {
  search: OrderHistorySearch;
  loading: boolean;
  page: number;
  onPageChange: (page: number) => void;
  children: (page: OrderHistoryPage) => ReactNode;
}) {
  const { api } = useAppSystem();
  const { data: history } = useSuspenseQuery(orderQueries.history(api, toOrderHistoryQuery(props.search)));
  return history.orders.length === 0 ? (
    isPastLastPage(props.search.page, history.total_count, history.page_limit) ? (
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
    <Box aria-busy={props.loading} sx={{ display: 'grid', gap: 3 }}>
      {props.children(history)}
      <AccountPagination
        page={props.page}
        total={history.total_count}
        pageLimit={history.page_limit}
        onChange={props.onPageChange}
      />
    </Box>
  );
}
