-- The history of a customer's sign-ins (SPEC section 2, /loginSessions): every sign-in, with its
-- device (the User-Agent, as sent, cut to 512 characters), address, method and outcome. A sign-in
-- that succeeded names the login session it started, whose row /activeSessions shows while it lives.
-- A failure is recorded only when the account is known (a wrong password or sign-in code).
CREATE TABLE sign_in_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  session_id uuid UNIQUE REFERENCES login_sessions (id) ON DELETE SET NULL,
  occurred_at timestamptz NOT NULL,
  method text NOT NULL CHECK (method IN ('password', 'code', 'signup')),
  succeeded boolean NOT NULL,
  user_agent text NOT NULL CHECK (length(user_agent) <= 512),
  ip_address text NOT NULL CHECK (length(ip_address) <= 64),
  CHECK (session_id IS NULL OR succeeded)
);

CREATE INDEX sign_in_events_customer ON sign_in_events (customer_id, occurred_at DESC, id DESC);
