-- A customer's preferences (SPEC section 2, /preferences): language, theme mode and communication
-- consents, kept on the server so that they follow the customer to every browser. A missing row or
-- a null field means nothing chosen; a consent not in `consents` is not given.
CREATE TABLE customer_preferences (
  customer_id uuid PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
  language_code text CHECK (language_code ~ '^[a-z]{2,3}(_[A-Z]{2})?$'),
  theme_mode text CHECK (theme_mode IN ('light', 'dark', 'system')),
  -- { "offers_email": true, … }: the consents given or withdrawn, each with a boolean.
  consents jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(consents) = 'object'),
  updated_at timestamptz NOT NULL
);
