// GET rating-scale: the words a store puts on each star value.
import type { RatingScaleEntry } from '../../contracts/pbs.ts';
import type { Queryable } from '../db/db.ts';

export function loadRatingScale(db: Queryable, storeId: number): Promise<RatingScaleEntry[]> {
  return db.query<RatingScaleEntry>(
    'SELECT value, label FROM rating_scales WHERE store_id = $1 ORDER BY value',
    [storeId],
  );
}
