// A store's languages, in the order the store lists them, one page at a time.
import type { Language } from '../../contracts/store.ts';
import type { Queryable } from '../db/db.ts';
import type { Page } from '../http/pagination.ts';

export async function loadStoreLanguages(
  db: Queryable,
  storeId: number,
  page: Page,
): Promise<{ data: Language[]; total_count: number }> {
  const [rows, [count]] = await Promise.all([
    db.query<Language>(
      `SELECT language_code, language_name, status::int AS status, is_default, writing_script_direction
       FROM store_languages WHERE store_id = $1
       ORDER BY sort_order, language_code
       LIMIT $2 OFFSET $3`,
      [storeId, page.limit, page.offset],
    ),
    db.query<{ total: number }>('SELECT count(*)::int AS total FROM store_languages WHERE store_id = $1', [
      storeId,
    ]),
  ]);
  return { data: rows, total_count: count?.total ?? 0 };
}
