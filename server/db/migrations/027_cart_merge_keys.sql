-- Idempotency keys of guest-cart merges (POST customer-cart with Idempotency-Key): a merge is
-- applied once per customer and key, however many times it is sent and from however many server
-- processes. Keys older than 7 days are pruned when the customer merges again.
CREATE TABLE cart_merge_keys (
  customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  idempotency_key text NOT NULL CHECK (idempotency_key ~ '^[A-Za-z0-9_-]{8,128}$'),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (customer_id, idempotency_key)
);
