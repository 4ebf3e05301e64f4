-- Trusted devices (SPEC section 2, /activeSessions; issue 13): a browser a customer has signed in
-- on. The server gives it an opaque device token in an HttpOnly cookie at its first sign-in (only
-- the token's SHA-256 is kept); later sign-ins that present the same token are the same device.
-- Removing a device (confirmed by a one-time code, purpose 'device') revokes every session it
-- started, and its token no longer names a device.
CREATE TABLE trusted_devices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  user_agent text NOT NULL CHECK (length(user_agent) <= 512),
  first_seen_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL CHECK (last_seen_at >= first_seen_at),
  removed_at timestamptz
);

CREATE INDEX trusted_devices_customer ON trusted_devices (customer_id, last_seen_at DESC);

ALTER TABLE login_sessions ADD COLUMN device_id uuid REFERENCES trusted_devices (id) ON DELETE SET NULL;
CREATE INDEX login_sessions_device ON login_sessions (device_id) WHERE device_id IS NOT NULL;
ALTER TABLE login_sessions DROP CONSTRAINT login_sessions_revoked_reason_check;
ALTER TABLE login_sessions ADD CONSTRAINT login_sessions_revoked_reason_check
  CHECK (revoked_reason IN ('logout', 'reuse', 'password_reset', 'password_change', 'device_removed'));

-- A code that confirms the removal of one of the customer's devices names the device.
ALTER TABLE otp_challenges ADD COLUMN device_id uuid REFERENCES trusted_devices (id) ON DELETE CASCADE;
ALTER TABLE otp_challenges DROP CONSTRAINT otp_challenges_purpose_check;
ALTER TABLE otp_challenges ADD CONSTRAINT otp_challenges_purpose_check
  CHECK (purpose IN ('signup', 'login', 'contact', 'device'));
ALTER TABLE otp_challenges DROP CONSTRAINT otp_challenges_account;
ALTER TABLE otp_challenges ADD CONSTRAINT otp_challenges_account CHECK (
  CASE notice
    WHEN 'no_account' THEN purpose = 'login' AND customer_id IS NULL
    WHEN 'account_exists' THEN purpose = 'signup' AND customer_id IS NOT NULL
    ELSE (purpose IN ('login', 'contact', 'device')) = (customer_id IS NOT NULL)
  END
);
ALTER TABLE otp_challenges ADD CONSTRAINT otp_challenges_device
  CHECK ((purpose = 'device') = (device_id IS NOT NULL));
