-- The price and discount a shopper may see of a product: none when the store hides the price
-- ("price on request", price_visibility false). Listings filter and sort on these, never on
-- selling_price, so no price range finds a hidden-price product (its price cannot be narrowed down
-- by asking ranges) and no price or discount sort places it among the priced ones: it sorts after
-- them by price and counts as not discounted (server/catalogue/product-filter-sql.ts,
-- sort-orders.ts). The indexes that filtered and sorted on selling_price and discount_percent are
-- rebuilt on these columns.
ALTER TABLE products
  ADD COLUMN shown_price integer GENERATED ALWAYS AS (
    CASE WHEN price_visibility THEN selling_price END
  ) STORED,
  ADD COLUMN shown_discount_percent smallint GENERATED ALWAYS AS (
    CASE WHEN NOT price_visibility OR product_price = 0 THEN 0
    ELSE ((product_price - selling_price)::bigint * 100 / product_price)::smallint END
  ) STORED;

DROP INDEX products_store_category;
DROP INDEX products_store_vendor;
DROP INDEX products_store_type;
DROP INDEX products_price_asc;
DROP INDEX products_price_desc;
DROP INDEX products_discount;
DROP INDEX products_deals;

CREATE INDEX products_store_category ON products (store_id, category_id, shown_price)
  INCLUDE (rating, in_stock);
CREATE INDEX products_store_vendor ON products (store_id, vendor_id, rating DESC)
  INCLUDE (shown_price, in_stock);
CREATE INDEX products_store_type ON products (store_id, product_type, shown_price)
  INCLUDE (rating, in_stock);
CREATE INDEX products_price_asc ON products (store_id, shown_price NULLS LAST, id);
CREATE INDEX products_price_desc ON products (store_id, shown_price DESC NULLS LAST, id);
CREATE INDEX products_discount ON products (store_id, shown_discount_percent DESC, id);
-- Deals: discounted products, with their price shown, that can be bought now.
CREATE INDEX products_deals ON products (store_id, shown_discount_percent DESC, id)
  WHERE in_stock AND price_visibility AND selling_price < product_price;
