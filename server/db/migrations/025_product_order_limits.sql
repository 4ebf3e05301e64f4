-- A product's own limit per order ("at most 5 per customer", one subscription at a time): a cart
-- line holds at most the least of this, the stock and contracts' MAX_CART_LINE_QUANTITY (99).
-- null: no limit of its own.
ALTER TABLE products ADD COLUMN max_per_order smallint CHECK (max_per_order BETWEEN 1 AND 99);
