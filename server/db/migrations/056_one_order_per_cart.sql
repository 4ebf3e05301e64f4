-- One paid order per cart. handed_off_at: when the order's payment form was
-- first handed to the shopper for the provider (POST order-checkout); from then on the provider may
-- take the money, so the order is never superseded, and a new order of the same cart lines is
-- refused while it waits. superseded_by: the newer order of the same cart that cancelled this one
-- before it was handed off (its stock and coupon use given back, its payment Failed).
ALTER TABLE orders ADD COLUMN handed_off_at timestamptz;
ALTER TABLE orders ADD COLUMN superseded_by integer REFERENCES orders (id) ON DELETE SET NULL;

-- The unpaid online orders of a customer, looked up at every placement from the cart.
CREATE INDEX orders_awaiting_payment ON orders (customer_id)
  WHERE payment_mode = 'online_payment' AND payment_status = 'Created';
