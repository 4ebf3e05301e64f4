-- A request-based item's return is under way until the seller has the item back, as a checkout
-- item's is (machines/orderItem.machine.ts, docs/decisions/0118-order-item-lifecycle.md): two more
-- lifecycle states.
ALTER TABLE order_items DROP CONSTRAINT order_items_lifecycle_state_check;
ALTER TABLE order_items ADD CONSTRAINT order_items_lifecycle_state_check CHECK (lifecycle_state IN (
  'awaitingPayment', 'paymentFailed', 'received', 'inProgress.preparing', 'inProgress.shipped',
  'fulfilled', 'returnRequested', 'returnApproved', 'returned', 'replacementRequested',
  'replacementShipped', 'cancelled', 'rejected', 'request.open', 'request.pending',
  'request.fulfilled', 'request.returnRequested', 'request.returnApproved', 'request.returned',
  'request.rejected', 'request.cancelled'));
