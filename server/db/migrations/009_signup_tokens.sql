-- Proof, for a short while and once, that the holder verified an e-mail address or phone with a
-- sign-up code. Only the token's SHA-256 is kept.
CREATE TABLE signup_tokens (
  token_hash text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  otp_id uuid NOT NULL REFERENCES otp_challenges (id) ON DELETE CASCADE,
  store_id integer NOT NULL REFERENCES stores (id) ON DELETE CASCADE,
  email text,
  phone_extension text,
  phone_number text,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL,
  CHECK ((email IS NULL) <> (phone_number IS NULL)),
  CHECK ((phone_extension IS NULL) = (phone_number IS NULL))
);
