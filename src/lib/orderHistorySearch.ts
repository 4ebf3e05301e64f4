import {
  MAX_ORDER_PAGE_NUMBER,
  ORDER_PAGE_LIMIT,
  ORDER_STATUS_FILTERS,
  type OrderHistoryQuery,
  type OrderStatusFilter,
} from '../../contracts/orders.ts';
import { integerInRange } from './searchParams.ts';

/**
 * The order history's state as it lives in the address (/userprofile/order?status=open&page=2), so
 * links, reloads and Back reproduce the same view. /userprofile/myOrder reads the same params.
 */
export interface OrderHistorySearch {
  /** One of ORDER_STATUS_FILTERS (exact spelling); missing means every order. */
  status?: OrderStatusFilter;
  /** 1-based; 1 when missing or invalid. */
  page: number;
}

export type OrderHistorySearchInput = Partial<OrderHistorySearch>;

/** The values a canonical address leaves out. */
export const ORDER_HISTORY_SEARCH_DEFAULTS = { page: 1 } as const;

/**
 * Validates the history's search params: invalid values are dropped, never an error page. Every
 * field is present in the result (undefined when dropped), so the router's merge keeps no raw value.
 */
export function parseOrderHistorySearch(raw: Readonly<Record<string, unknown>>): OrderHistorySearch {
  // The status first: the address reads ?status=open&page=2.
  return {
    status: ORDER_STATUS_FILTERS.find((status) => status === raw.status),
    page: integerInRange(raw.page, 1, MAX_ORDER_PAGE_NUMBER) ?? 1,
  };
}

/** The history request of a view: pages of SPEC's 10 items. */
export function toOrderHistoryQuery(search: OrderHistorySearch): OrderHistoryQuery {
  return {
    'page-number': search.page,
    'page-limit': ORDER_PAGE_LIMIT,
    ...(search.status === undefined ? {} : { status: search.status }),
  };
}
