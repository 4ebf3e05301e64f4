// The customer's wish list as the API answers it (WishlistPage): each entry is the product's
// summary, as listings show it, with its wish-list id and item type; newest first. Filters by item
// type, product type and search text (matched as the catalogue's search matches).
import type { ItemType, WishlistItem, WishlistPage } from '../../contracts/cfs.ts';
import type { ProductTypeName } from '../../contracts/pbs.ts';
import { ITEM_TYPE_SQL } from '../catalogue/item-type.ts';
import {
  SUMMARY_COLUMNS,
  SUMMARY_JOIN,
  type SummaryRow,
  toProductSummary,
} from '../catalogue/product-summary.ts';
import type { Queryable } from '../db/db.ts';
import { type Page, pageOf } from '../http/pagination.ts';

/** The most products one wish list holds, so a wish list, and its answer, stay bounded. */
export const MAX_WISHLIST_ITEMS = 200;

/** SPEC section 9: the wish list's page limit (never sent by the storefront). */
export const WISHLIST_PAGE_LIMIT = 50;

export interface WishlistView {
  /** null: every item type. */
  itemTypes: ItemType[] | null;
  productType: ProductTypeName | null;
  /** A tsquery (catalogue/search-text.ts parseSearch), or null. */
  search: string | null;
  page: Page;
}

export const WHOLE_WISHLIST: WishlistView = {
  itemTypes: null,
  productType: null,
  search: null,
  page: { limit: null, offset: 0 },
};

export async function loadWishlistPage(
  db: Queryable,
  customerId: string,
  storeId: number,
  view: WishlistView = WHOLE_WISHLIST,
): Promise<WishlistPage> {
  const params: unknown[] = [customerId, storeId];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = ['w.customer_id = $1', 'p.store_id = $2'];
  if (view.itemTypes !== null) where.push(`${ITEM_TYPE_SQL} = ANY(${param(view.itemTypes)}::text[])`);
  if (view.productType !== null) where.push(`p.product_type = ${param(view.productType)}`);
  if (view.search !== null) where.push(`p.search @@ to_tsquery('simple', ${param(view.search)})`);
  // Bounded by MAX_WISHLIST_ITEMS, so the filtered entries are read whole and paged here.
  const rows = await db.query<SummaryRow & { wishlist_id: number; item_type: ItemType }>(
    `SELECT w.id AS wishlist_id, ${ITEM_TYPE_SQL} AS item_type, ${SUMMARY_COLUMNS}
     FROM wishlist_items w JOIN products p ON p.id = w.product_id ${SUMMARY_JOIN}
     WHERE ${where.join(' AND ')}
     ORDER BY w.id DESC`,
    params,
  );
  const entries: WishlistItem[] = pageOf(rows, view.page).map((row) => ({
    ...toProductSummary(row),
    wishlistId: row.wishlist_id,
    item_type: row.item_type,
  }));
  return { Products: entries, total_count: rows.length };
}
