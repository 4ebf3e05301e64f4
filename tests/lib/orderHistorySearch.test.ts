import { describe, expect, it } from 'vitest';
import type { OrderHistoryEntry } from '../../contracts/orders.ts';
import { withOrderPage, withOrderStatus } from '../../src/features/orders/rules/orderHistoryChanges.ts';
import { orderedItems } from '../../src/features/orders/rules/orderItems.ts';
import { parseOrderHistorySearch, toOrderHistoryQuery } from '../../src/lib/orderHistorySearch.ts';

describe('parseOrderHistorySearch', () => {
  it('keeps a page and a status filter as the address gives them', () => {
    expect(parseOrderHistorySearch({ status: 'open', page: 2 })).toEqual({ page: 2, status: 'open' });
    expect(parseOrderHistorySearch({ status: 'Fulfilled', page: '3' })).toEqual({
      page: 3,
      status: 'Fulfilled',
    });
  });

  it.each([
    [{}, { page: 1, status: undefined }],
    [{ page: 0 }, { page: 1, status: undefined }],
    [
      { page: -2, status: 'fulfilled' },
      { page: 1, status: undefined },
    ],
    [
      { page: 1.5, status: 'bogus' },
      { page: 1, status: undefined },
    ],
    [
      { page: 'two', status: 3 },
      { page: 1, status: undefined },
    ],
    // Beyond the furthest page the store serves (MAX_ORDER_PAGE_NUMBER).
    [{ page: 100_001 }, { page: 1, status: undefined }],
  ])('drops what is invalid: %j', (raw, expected) => {
    expect(parseOrderHistorySearch(raw)).toEqual(expected);
  });

  it('asks the server for pages of 10, with the status only when one is chosen', () => {
    expect(toOrderHistoryQuery({ page: 2, status: 'open' })).toEqual({
      'page-number': 2,
      'page-limit': 10,
      status: 'open',
    });
    expect(toOrderHistoryQuery({ page: 1 })).toEqual({ 'page-number': 1, 'page-limit': 10 });
  });

  it('goes back to page 1 when the filter changes', () => {
    expect(withOrderStatus('Cancelled')).toEqual({ page: 1, status: 'Cancelled' });
    expect(withOrderStatus(undefined)).toEqual({ page: 1, status: undefined });
    expect(withOrderPage({ status: 'open', page: 1 }, 3)).toEqual({ status: 'open', page: 3 });
  });
});

describe('orderedItems', () => {
  const order = (id: number, items: number[]) =>
    ({
      order_id: id,
      order_number: `ORD-${String(id).padStart(6, '0')}`,
      created_at: '2026-01-05T10:00:00.000Z',
      payment_status: 'Created',
      totals: { total_amount: 10 },
      items: items.map((itemId) => ({ order_item_id: itemId })),
    }) as unknown as OrderHistoryEntry;

  it('lists every item of the page in the orders’ order, each with its order', () => {
    const rows = orderedItems([order(9, [20, 21]), order(7, [15])]);
    expect(rows.map((row) => [row.order.order_number, row.item.order_item_id])).toEqual([
      ['ORD-000009', 20],
      ['ORD-000009', 21],
      ['ORD-000007', 15],
    ]);
    expect(orderedItems([])).toEqual([]);
  });
});
