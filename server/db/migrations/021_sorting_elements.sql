-- The listing sorts a store offers, with their labels. The keys are the ones the server knows how
-- to order by (see server/catalogue/sort-orders.ts).
CREATE TABLE sorting_elements (
  store_id integer NOT NULL REFERENCES stores (id) ON DELETE CASCADE,
  sort_key text NOT NULL
    CHECK (sort_key IN ('relevance', 'price_asc', 'price_desc', 'newest', 'rating_desc', 'discount_desc')),
  label text NOT NULL CHECK (length(label) BETWEEN 1 AND 100),
  is_default boolean NOT NULL DEFAULT false,
  sort_order smallint NOT NULL DEFAULT 0,
  PRIMARY KEY (store_id, sort_key)
);

CREATE UNIQUE INDEX sorting_elements_one_default ON sorting_elements (store_id) WHERE is_default;
