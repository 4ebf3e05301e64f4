// GET search-product: the search box's suggestions. Words match the start of words in product
// names; names that start with the whole text come first, then the better matches.
import type { ProductSuggestion } from '../../contracts/pbs.ts';
import { isPriceVisible } from '../../machines/shared/priceVisibility.ts';
import type { Queryable } from '../db/db.ts';
import { productImagePaths } from './media-paths.ts';
import { toMajor } from './money.ts';

interface SuggestionRow {
  id: number;
  name: string;
  image_count: number;
  selling_price: number;
  price_visibility: boolean;
}

/** `query` is a names-only tsquery from parseSearch; `text` the shopper's words as typed. */
export async function suggestProducts(
  db: Queryable,
  storeId: number,
  query: string,
  text: string,
  limit: number,
): Promise<ProductSuggestion[]> {
  const startsWith = `${text
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const rows = await db.query<SuggestionRow>(
    `SELECT p.id, p.name, p.image_count, p.selling_price, p.price_visibility
     FROM products p
     WHERE p.store_id = $1 AND p.search @@ to_tsquery('simple', $2)
     ORDER BY lower(p.name) LIKE $3 DESC, ts_rank(p.search, to_tsquery('simple', $2)) DESC, p.id
     LIMIT $4`,
    [storeId, query, startsWith, limit],
  );
  return rows.map((row) => ({
    product_id: row.id,
    product_name: row.name,
    product_image: productImagePaths(row.id, row.image_count),
    // A price the store hides is not sent (product-summary.ts).
    final_price: isPriceVisible(row) ? toMajor(row.selling_price) : 0,
    price_visibility: row.price_visibility,
  }));
}
