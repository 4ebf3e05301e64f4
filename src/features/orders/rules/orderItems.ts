import type { OrderHistoryEntry, OrderHistoryItem } from '../../../../contracts/orders.ts';

/** An ordered item with the order it belongs to: a row of /userprofile/myOrder. */
export interface OrderedItem {
  item: OrderHistoryItem;
  order: Pick<OrderHistoryEntry, 'order_id' | 'order_number' | 'created_at' | 'payment_status' | 'totals'>;
}

/** The items of a page of orders, in the orders' order (newest first), each with its order. */
export function orderedItems(orders: readonly OrderHistoryEntry[]): OrderedItem[] {
  return orders.flatMap((order) =>
    order.items.map((item) => ({
      item,
      order: {
        order_id: order.order_id,
        order_number: order.order_number,
        created_at: order.created_at,
        payment_status: order.payment_status,
        totals: order.totals,
      },
    })),
  );
}
