-- Every e-mail and text message the server "sends" (one-time codes, reset links). There is no mail
-- or SMS provider: development and tests read them through GET /dev/outbox, operators from the log.
CREATE TABLE outbox_messages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('email', 'phone')),
  -- The e-mail address, or the phone as "+91 9876543210".
  to_address text NOT NULL CHECK (length(to_address) BETWEEN 3 AND 254),
  subject text NOT NULL,
  body text NOT NULL,
  code text CHECK (code ~ '^[0-9]{6}$'),
  link text,
  created_at timestamptz NOT NULL
);

CREATE INDEX outbox_messages_to ON outbox_messages (to_address, id);
