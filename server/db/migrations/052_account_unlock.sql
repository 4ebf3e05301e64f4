-- Account lock and unlock (issue 13): LOCK_AFTER_FAILED_SIGN_INS wrong passwords within
-- LOCK_WINDOW_SECONDS lock the account (locked_at); only failures after the last successful
-- sign-in or unlock count (unlocked_at). The store says how it may be unlocked.
ALTER TABLE customers ADD COLUMN locked_at timestamptz;
ALTER TABLE customers ADD COLUMN unlocked_at timestamptz;
ALTER TABLE stores ADD COLUMN unlock_methods text[] NOT NULL DEFAULT '{email_link,otp}'
  CHECK (unlock_methods <@ '{email_link,otp}'::text[]);

CREATE INDEX sign_in_events_failures ON sign_in_events (customer_id, occurred_at DESC) WHERE NOT succeeded;

-- One unlock request: an e-mailed link (a secret token) or a one-time code, sent to the address
-- the customer typed. A request for an address without a locked account is kept and answered the
-- same (customer_id null), but nothing is sent and nothing it holds unlocks anything.
CREATE TABLE account_unlocks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  store_id integer NOT NULL REFERENCES stores (id) ON DELETE CASCADE,
  customer_id uuid REFERENCES customers (id) ON DELETE CASCADE,
  method text NOT NULL CHECK (method IN ('email_link', 'otp')),
  channel text NOT NULL CHECK (channel IN ('email', 'phone')),
  destination text NOT NULL CHECK (length(destination) BETWEEN 3 AND 254),
  secret_hash text NOT NULL UNIQUE CHECK (secret_hash ~ '^[0-9a-f]{64}$'),
  expires_at timestamptz NOT NULL,
  resend_after timestamptz NOT NULL,
  sends smallint NOT NULL DEFAULT 1 CHECK (sends >= 1),
  attempts smallint NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  consumed_at timestamptz,
  created_at timestamptz NOT NULL
);
