-- Payments are settled only by answers signed by the payment provider (server/payments/).
--
-- payment_transactions: the merchant's record of each provider answer it accepted. A provider's
-- transaction id is taken once (a replayed answer finds it recorded), and an order is settled by
-- one answer only (two answers at once, or an approve and a decline from two tabs, settle it once).
CREATE TABLE payment_transactions (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  provider text NOT NULL CHECK (provider IN ('cashfree', 'amazon_payment_services', 'wallet')),
  transaction_id text NOT NULL CHECK (length(transaction_id) BETWEEN 1 AND 100),
  outcome text NOT NULL CHECK (outcome IN ('paid', 'declined')),
  amount_minor integer NOT NULL CHECK (amount_minor >= 0),
  currency text NOT NULL,
  -- How the answer arrived: through the shopper's return, or the provider's own notification.
  received_by text NOT NULL CHECK (received_by IN ('return', 'notification')),
  recorded_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, transaction_id)
);

CREATE UNIQUE INDEX payment_transactions_order ON payment_transactions (order_id);

-- The payments sandbox's own bookkeeping, as a provider keeps it in its own database: each payment
-- session a signed hand-off opened, and what the shopper decided. It never names an order row:
-- only the merchant's reference, as a provider knows it.
CREATE TABLE sandbox_payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  provider text NOT NULL CHECK (provider IN ('cashfree', 'amazon_payment_services', 'wallet')),
  merchant_identifier text NOT NULL CHECK (length(merchant_identifier) <= 500),
  merchant_reference text NOT NULL CHECK (length(merchant_reference) <= 500),
  amount text NOT NULL CHECK (length(amount) <= 500),
  currency text NOT NULL CHECK (length(currency) <= 500),
  access_code text NOT NULL CHECK (length(access_code) <= 500),
  return_url text NOT NULL CHECK (length(return_url) <= 500),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'declined')),
  -- The provider's transaction id, answered to the merchant.
  transaction_id text NOT NULL UNIQUE DEFAULT replace(gen_random_uuid()::text, '-', ''),
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz
);

CREATE INDEX sandbox_payments_reference ON sandbox_payments (provider, merchant_identifier, merchant_reference);

-- payment_attempts (032) was the old sandbox's record, written into the merchant's database; the
-- sandbox no longer writes it. It stays for the orders it describes.

-- Orders the old sandbox marked Placed were confirmed on their next status check: confirm them now,
-- as nothing else moves an online payment on from Placed any more.
UPDATE orders SET payment_status = 'Completed'
WHERE payment_mode = 'online_payment' AND payment_status = 'Placed';
