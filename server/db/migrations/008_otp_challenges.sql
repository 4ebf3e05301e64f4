-- One-time codes sent to an e-mail address or phone, to sign up (prove the address) or to sign in.
-- Only the code's hash is kept; the code itself goes to the outbox.
CREATE TABLE otp_challenges (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  store_id integer NOT NULL REFERENCES stores (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('signup', 'login')),
  channel text NOT NULL CHECK (channel IN ('email', 'phone')),
  -- The e-mail address, or the phone as "+91 9876543210".
  destination text NOT NULL CHECK (length(destination) BETWEEN 3 AND 254),
  -- The account a login code signs into; null for sign-up codes.
  customer_id uuid REFERENCES customers (id) ON DELETE CASCADE,
  code_hash text NOT NULL CHECK (code_hash ~ '^[0-9a-f]{64}$'),
  expires_at timestamptz NOT NULL,
  resend_after timestamptz NOT NULL,
  -- Codes entered for this challenge, over its whole life (a new code sent does not reset them).
  attempts smallint NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  consumed_at timestamptz,
  created_at timestamptz NOT NULL,
  CHECK ((purpose = 'login') = (customer_id IS NOT NULL))
);
