-- A merge's key remembers what was merged with it: the same key sent with other products is
-- refused (422) instead of being answered as if it were the merge applied before. Keys claimed
-- before this column existed have no fingerprint and are taken as repeats, as they were.
ALTER TABLE cart_merge_keys ADD COLUMN request_fingerprint text;
