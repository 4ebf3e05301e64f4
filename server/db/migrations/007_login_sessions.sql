-- A login session is one sign-in on one device and the family of refresh tokens it rotates
-- through. Revoking the session revokes every token of the family, present and future.
CREATE TABLE login_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  revoked_at timestamptz,
  revoked_reason text CHECK (revoked_reason IN ('logout', 'reuse', 'password_reset', 'password_change')),
  CHECK ((revoked_at IS NULL) = (revoked_reason IS NULL))
);

CREATE INDEX login_sessions_customer ON login_sessions (customer_id);

-- Refresh tokens are opaque random strings; only their SHA-256 is kept. Each refresh marks the
-- presented token rotated and issues its successor in the same session (family).
CREATE TABLE refresh_tokens (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES login_sessions (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  issued_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL CHECK (expires_at > issued_at),
  rotated_at timestamptz,
  revoked_at timestamptz
);

CREATE INDEX refresh_tokens_session ON refresh_tokens (session_id);
