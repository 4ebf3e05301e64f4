-- A provider's verified "paid" answer that cannot pay its order: the order was cancelled or
-- superseded before the money arrived, or another answer had already paid it (a second session at
-- the provider). The money was taken all the same, so it is recorded here, once per transaction,
-- for the operator and the provider to refund (server/payments/settle-payment.ts).
CREATE TABLE payments_owed_back (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  provider text NOT NULL CHECK (provider IN ('cashfree', 'amazon_payment_services', 'wallet')),
  transaction_id text NOT NULL CHECK (length(transaction_id) BETWEEN 1 AND 100),
  amount_minor integer NOT NULL CHECK (amount_minor >= 0),
  currency text NOT NULL,
  -- Why it could not pay the order: the order's state when the answer came.
  reason text NOT NULL CHECK (reason IN ('order_cancelled', 'order_paid_already')),
  received_by text NOT NULL CHECK (received_by IN ('return', 'notification')),
  recorded_at timestamptz NOT NULL DEFAULT now(),
  refunded_at timestamptz,
  UNIQUE (provider, transaction_id)
);

CREATE INDEX payments_owed_back_order ON payments_owed_back (order_id);
