-- A store's reCAPTCHA configuration (SPEC section 7, recaptcha configurations): on or off, and the
-- site key its challenge shows (Google's, when the server has RECAPTCHA_SECRET). No row means off.
CREATE TABLE store_recaptcha_configurations (
  store_id integer PRIMARY KEY REFERENCES stores (id) ON DELETE CASCADE,
  enabled boolean NOT NULL DEFAULT false,
  site_key text CHECK (site_key ~ '^[A-Za-z0-9_-]{1,100}$')
);

-- The local stand-in challenge's answers (development and tests, no RECAPTCHA_SECRET): each token
-- (kept as a SHA-256) is good once, for one store, until it expires.
CREATE TABLE recaptcha_stand_in_tokens (
  token_hash text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  store_id integer NOT NULL REFERENCES stores (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
CREATE INDEX recaptcha_stand_in_tokens_expiry ON recaptcha_stand_in_tokens (expires_at);
