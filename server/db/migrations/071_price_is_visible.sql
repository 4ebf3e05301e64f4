-- Whether a product's price is shown, in SQL: machines/shared/priceVisibility.ts's isPriceVisible
-- over the text of a value (SPEC section 5: missing means shown; 0, false, no, n, off, hidden, in
-- any case and trimmed of the whitespace JavaScript's trim() removes, hide it; anything else shows
-- it). The products' shown price and shown discount are computed with it, so listings, ranges,
-- sorts and deals decide as the storefront and the answers do; tests/server/price-visibility-sql.test.ts
-- checks it against isPriceVisible over the rule's whole table of values.
CREATE FUNCTION price_is_visible(value text) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN value IS NULL
    OR lower(btrim(value, E' \t\n\r\f\v' || U&'\00A0\1680\2000\2001\2002\2003\2004\2005\2006\2007\2008\2009\200A\2028\2029\202F\205F\3000\FEFF'))
      NOT IN ('0', 'false', 'no', 'n', 'off', 'hidden');

-- The generated columns are made again (PostgreSQL 15 cannot change a generation expression in
-- place); their indexes go with them and are rebuilt as 070 made them.
ALTER TABLE products DROP COLUMN shown_price, DROP COLUMN shown_discount_percent;
ALTER TABLE products
  ADD COLUMN shown_price integer GENERATED ALWAYS AS (
    CASE WHEN price_is_visible(price_visibility::text) THEN selling_price END
  ) STORED,
  ADD COLUMN shown_discount_percent smallint GENERATED ALWAYS AS (
    CASE WHEN NOT price_is_visible(price_visibility::text) OR product_price = 0 THEN 0
    ELSE ((product_price - selling_price)::bigint * 100 / product_price)::smallint END
  ) STORED;

CREATE INDEX products_store_category ON products (store_id, category_id, shown_price)
  INCLUDE (rating, in_stock);
CREATE INDEX products_store_vendor ON products (store_id, vendor_id, rating DESC)
  INCLUDE (shown_price, in_stock);
CREATE INDEX products_store_type ON products (store_id, product_type, shown_price)
  INCLUDE (rating, in_stock);
CREATE INDEX products_price_asc ON products (store_id, shown_price NULLS LAST, id);
CREATE INDEX products_price_desc ON products (store_id, shown_price DESC NULLS LAST, id);
CREATE INDEX products_discount ON products (store_id, shown_discount_percent DESC, id);
-- Deals: discounted products, with their price shown, that can be bought now (a hidden price's
-- shown_price is null, so it is never below the original).
CREATE INDEX products_deals ON products (store_id, shown_discount_percent DESC, id)
  WHERE in_stock AND shown_price < product_price;
