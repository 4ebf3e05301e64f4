-- Each refresh token names the token it was issued for (null for a sign-in's first), and a rotated
-- token whether its rotation came from the device that signed the session in. Together they tell a
-- token presented again shortly after its rotation apart: when that device rotated it and presents
-- it again while the successor it was given has never been used, the answer was most likely lost
-- (a reload or a dropped connection mid-refresh).
-- SET NULL: removing old tokens one day must not take their live successors with them.
ALTER TABLE refresh_tokens ADD COLUMN parent_id bigint REFERENCES refresh_tokens (id) ON DELETE SET NULL;
ALTER TABLE refresh_tokens ADD COLUMN rotated_on_device boolean;
CREATE INDEX refresh_tokens_parent ON refresh_tokens (parent_id) WHERE parent_id IS NOT NULL;
