-- The shoppers who sign up to a store. An account belongs to one store and is known by a verified
-- e-mail address, a verified phone number, or both; each is unique within its store.
CREATE TABLE customers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  store_id integer NOT NULL REFERENCES stores (id) ON DELETE CASCADE,
  -- Stored lower-case so that uniqueness ignores case.
  email text CHECK (email = lower(email) AND length(email) <= 254 AND email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  phone_extension text CHECK (phone_extension ~ '^\+[0-9]{1,4}$'),
  phone_number text CHECK (phone_number ~ '^[0-9]{6,15}$'),
  first_name text NOT NULL CHECK (length(first_name) BETWEEN 1 AND 60),
  last_name text NOT NULL CHECK (length(last_name) BETWEEN 1 AND 60),
  -- scrypt$N$r$p$salt$hash (see server/auth/password-hash.ts); never the password itself.
  password_hash text NOT NULL CHECK (password_hash LIKE 'scrypt$%'),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((phone_extension IS NULL) = (phone_number IS NULL)),
  CHECK (email IS NOT NULL OR phone_number IS NOT NULL),
  -- NULLs are distinct, so any number of accounts may lack an e-mail or a phone.
  UNIQUE (store_id, email),
  UNIQUE (store_id, phone_extension, phone_number)
);
