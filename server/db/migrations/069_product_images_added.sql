-- Whether a store's picture was added past the product's own pictures (position image_count + 1 at
-- the time) rather than put in place of a generated one. Removing an added picture takes its
-- position away again (later added ones move down one place, image_count goes down by one), so a
-- product whose store pictures are all removed has exactly the gallery it had before; removing a
-- picture put in place of a generated one shows the generated one again. Rows from before this
-- column replaced generated positions or were added; they count as replacements.
ALTER TABLE product_images ADD COLUMN added boolean NOT NULL DEFAULT false;
