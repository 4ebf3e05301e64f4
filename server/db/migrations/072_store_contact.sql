-- How shoppers reach the store, shown in the footer (GET content-settings, store_contact). Both are
-- optional; a store without a row shows no contact. Plain text the footer turns into mailto: and
-- tel: links, so only the characters of an e-mail address and of a phone number are allowed.
CREATE TABLE store_contacts (
  store_id integer PRIMARY KEY REFERENCES stores (id) ON DELETE CASCADE,
  email text CHECK (email ~ '^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$' AND length(email) <= 254),
  phone text CHECK (phone ~ '^\+?[0-9][0-9 ]{5,19}$'),
  CHECK (email IS NOT NULL OR phone IS NOT NULL)
);
