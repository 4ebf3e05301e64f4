-- How many products a store has per category, vendor, product type and availability, with their
-- rating sums: kept exact by statement triggers on products, so the listing's total for the
-- filters that are only these (no filter at all, a category, a vendor, a type, in stock) sums a
-- few hundred rows instead of counting every product, and category and vendor pages get their
-- product counts and ratings the same way. Derived data: no foreign keys, rows at zero go away.
CREATE TABLE product_facets (
  store_id integer NOT NULL,
  category_id integer NOT NULL,
  vendor_id integer NOT NULL,
  product_type text NOT NULL,
  in_stock boolean NOT NULL,
  product_count integer NOT NULL,
  rating_total bigint NOT NULL,
  rating_count bigint NOT NULL,
  PRIMARY KEY (store_id, category_id, vendor_id, product_type, in_stock)
);

CREATE FUNCTION products_changed_facets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each branch adds the new rows' counts and subtracts the old rows', per facet.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO product_facets AS f
    SELECT store_id, category_id, vendor_id, product_type, in_stock,
           count(*), sum(rating_total), sum(rating_count)
    FROM new_rows GROUP BY store_id, category_id, vendor_id, product_type, in_stock
    -- One order for every writer, so concurrent upserts lock facet rows without deadlocking.
    ORDER BY store_id, category_id, vendor_id, product_type, in_stock
    ON CONFLICT (store_id, category_id, vendor_id, product_type, in_stock) DO UPDATE SET
      product_count = f.product_count + EXCLUDED.product_count,
      rating_total = f.rating_total + EXCLUDED.rating_total,
      rating_count = f.rating_count + EXCLUDED.rating_count;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE product_facets f SET
      product_count = f.product_count - d.n, rating_total = f.rating_total - d.total,
      rating_count = f.rating_count - d.count
    FROM (
      SELECT store_id, category_id, vendor_id, product_type, in_stock,
             count(*) AS n, sum(rating_total) AS total, sum(rating_count) AS count
      FROM old_rows GROUP BY store_id, category_id, vendor_id, product_type, in_stock
    ) d
    WHERE (f.store_id, f.category_id, f.vendor_id, f.product_type, f.in_stock)
        = (d.store_id, d.category_id, d.vendor_id, d.product_type, d.in_stock);
  ELSE
    INSERT INTO product_facets AS f
    SELECT store_id, category_id, vendor_id, product_type, in_stock, sum(n), sum(total), sum(count)
    FROM (
      SELECT store_id, category_id, vendor_id, product_type, in_stock,
             1 AS n, rating_total::bigint AS total, rating_count::bigint AS count FROM new_rows
      UNION ALL
      SELECT store_id, category_id, vendor_id, product_type, in_stock,
             -1, -rating_total::bigint, -rating_count::bigint FROM old_rows
    ) changes
    GROUP BY store_id, category_id, vendor_id, product_type, in_stock
    HAVING sum(n) <> 0 OR sum(total) <> 0 OR sum(count) <> 0
    ORDER BY store_id, category_id, vendor_id, product_type, in_stock
    ON CONFLICT (store_id, category_id, vendor_id, product_type, in_stock) DO UPDATE SET
      product_count = f.product_count + EXCLUDED.product_count,
      rating_total = f.rating_total + EXCLUDED.rating_total,
      rating_count = f.rating_count + EXCLUDED.rating_count;
  END IF;
  DELETE FROM product_facets WHERE product_count = 0;
  RETURN NULL;
END;
$$;

CREATE TRIGGER products_inserted_facets AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_changed_facets();
CREATE TRIGGER products_updated_facets AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_changed_facets();
CREATE TRIGGER products_deleted_facets AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION products_changed_facets();
