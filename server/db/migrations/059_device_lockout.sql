-- No lock-out by strangers (the OWASP device-cookie scheme). Each failed password
-- sign-in remembers the trusted device it was made on (the device cookie named one of the
-- customer's live devices), or none. customers.locked_at now locks password sign-in only from
-- devices the customer has not signed in on: the failures from no trusted device lock it, and a
-- trusted device's own failures lock out that device alone. Sign-in codes are never locked.
ALTER TABLE sign_in_events ADD COLUMN device_id uuid REFERENCES trusted_devices (id) ON DELETE CASCADE;
CREATE INDEX sign_in_events_device_failures ON sign_in_events (device_id, occurred_at DESC)
  WHERE device_id IS NOT NULL AND NOT succeeded;
