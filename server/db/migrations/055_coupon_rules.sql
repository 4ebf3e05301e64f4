-- Coupons with rules: each coupon says when it may be used (starts_at; the
-- existing expires_at ends it), how often in all (usage_limit, null: no limit) and per customer
-- (per_customer_limit, 1 unless said), and whether it may bring an order to nothing
-- (may_make_free). min_order_minor already holds the minimum order.
ALTER TABLE coupons ADD COLUMN starts_at timestamptz;
ALTER TABLE coupons ADD COLUMN usage_limit integer CHECK (usage_limit >= 1);
ALTER TABLE coupons ADD COLUMN per_customer_limit integer NOT NULL DEFAULT 1 CHECK (per_customer_limit >= 1);
ALTER TABLE coupons ADD COLUMN may_make_free boolean NOT NULL DEFAULT false;
ALTER TABLE coupons ADD CONSTRAINT coupons_window CHECK (starts_at IS NULL OR expires_at IS NULL OR starts_at < expires_at);

-- A coupon made for 100 % off was made to make orders free: it keeps doing so (with the new limit
-- of one use per customer). Every other coupon never makes an order free unless the store says so.
UPDATE coupons SET may_make_free = true WHERE discount_type = 'percent' AND discount_value = 100;

-- Each use of a coupon: one per order, taken when the order is placed (under the coupon's row lock,
-- so a burst of placements on any number of server processes counts exactly) and given back
-- (released_at) when the order is cancelled unpaid or its payment fails or expires. A use counts
-- while released_at is null.
CREATE TABLE coupon_uses (
  order_id integer PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
  coupon_id integer NOT NULL REFERENCES coupons (id) ON DELETE CASCADE,
  customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  used_at timestamptz NOT NULL DEFAULT now(),
  released_at timestamptz
);

CREATE INDEX coupon_uses_live ON coupon_uses (coupon_id, customer_id) WHERE released_at IS NULL;
