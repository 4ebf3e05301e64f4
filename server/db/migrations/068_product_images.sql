-- A store's own pictures of a product (server/media/product-images.ts), set through the
-- fulfilment endpoints with the store's key: at a position 1..8 of the product's gallery, either a
-- picture the server keeps (media_path, in media_files) or an https address the browser loads
-- (url). A position without a row shows the generated picture. /media/products/<id>/<n>.svg
-- stays each position's address and sends the browser on to the store's picture.
CREATE TABLE product_images (
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  position smallint NOT NULL CHECK (position BETWEEN 1 AND 8),
  url text CHECK (url ~ '^https://[^[:space:][:cntrl:]]+$' AND length(url) <= 2048),
  media_path text REFERENCES media_files (path),
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (product_id, position),
  CHECK ((url IS NULL) <> (media_path IS NULL))
);

CREATE UNIQUE INDEX product_images_media_path ON product_images (media_path);
