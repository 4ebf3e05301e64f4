-- Forgot-password links: single use, short-lived. Only the token's SHA-256 is kept.
CREATE TABLE password_reset_tokens (
  token_hash text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL
);

CREATE INDEX password_reset_tokens_customer ON password_reset_tokens (customer_id);
