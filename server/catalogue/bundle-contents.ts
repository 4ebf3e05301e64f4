// What several Bundled products hold, in one query: a cart with bundles shows each bundle's items.
import type { ProductSummary } from '../../contracts/pbs.ts';
import type { Queryable } from '../db/db.ts';
import { SUMMARY_COLUMNS, SUMMARY_JOIN, type SummaryRow, toProductSummary } from './product-summary.ts';

/** Per bundle id, its items in the bundle's order; bundles without items are absent. */
export async function loadBundleContents(
  db: Queryable,
  storeId: number,
  bundleIds: readonly number[],
): Promise<Map<number, ProductSummary[]>> {
  const contents = new Map<number, ProductSummary[]>();
  if (bundleIds.length === 0) return contents;
  const rows = await db.query<SummaryRow & { bundle_id: number }>(
    `SELECT b.bundle_id, ${SUMMARY_COLUMNS}
     FROM product_bundle_items b JOIN products p ON p.id = b.item_id ${SUMMARY_JOIN}
     WHERE b.bundle_id = ANY($1::int[]) AND p.store_id = $2
     ORDER BY b.bundle_id, b.sort_order, p.id`,
    [[...new Set(bundleIds)], storeId],
  );
  for (const row of rows) {
    const items = contents.get(row.bundle_id) ?? [];
    items.push(toProductSummary(row));
    contents.set(row.bundle_id, items);
  }
  return contents;
}
