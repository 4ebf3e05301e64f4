// The sorts a store offers (GET sorting-elements) and the sort a listing request may ask for.
import type { SortingElement } from '../../contracts/pbs.ts';
import type { Queryable } from '../db/db.ts';
import { badRequest } from '../http/http-error.ts';
import { SORT_KEYS, type SortKey } from './sort-orders.ts';

interface SortingRow {
  key: SortKey;
  label: string;
  is_default: boolean;
}

export function loadSortingElements(db: Queryable, storeId: number): Promise<SortingElement[]> {
  return db.query<SortingRow>(
    `SELECT sort_key AS key, label, is_default FROM sorting_elements
     WHERE store_id = $1 ORDER BY sort_order, sort_key`,
    [storeId],
  );
}

/**
 * The sort to apply: the requested key when the store offers it (400 otherwise), else the store's
 * default. A store without sorting elements offers every sort the server knows, relevance first.
 */
export async function resolveSortKey(
  db: Queryable,
  storeId: number,
  requested: string | undefined,
): Promise<SortKey> {
  const elements = await loadSortingElements(db, storeId);
  const offered: readonly SortKey[] =
    elements.length > 0 ? elements.map((element) => element.key as SortKey) : SORT_KEYS;
  if (requested === undefined) {
    return (
      (elements.find((element) => element.is_default)?.key as SortKey | undefined) ??
      offered[0] ??
      'relevance'
    );
  }
  if (!(offered as readonly string[]).includes(requested)) {
    throw badRequest('“{field}” must be one of {values}.', { field: 'sort', values: offered.join(', ') });
  }
  return requested as SortKey;
}
