// A product as listings, deals, recommendations and bundles show it: one column list, one join and
// one row mapper shared by every query that answers ProductSummary.
import type { ProductSummary, ProductTypeName } from '../../contracts/pbs.ts';
import { isPriceVisible } from '../../machines/shared/priceVisibility.ts';
import { lineLimitSql } from '../cart/line-limit.ts';
import type { Queryable } from '../db/db.ts';
import { productImagePaths } from './media-paths.ts';
import { toMajor } from './money.ts';

/**
 * What a summary reads, over products `p` joined with SUMMARY_JOIN. `max_quantity` is the cart
 * line's limit, computed where the cart enforces it, so a guest's cart is bounded like the server's.
 */
export const SUMMARY_COLUMNS = `p.id, p.name, p.product_price, p.selling_price, p.discount_details,
  p.image_count, p.rating, p.rating_count, p.product_type, p.category_id, p.vendor_id, p.price_visibility,
  p.in_stock, ${lineLimitSql('p')} AS max_quantity, c.name AS category_name, v.name AS vendor_name`;

/** Adds the category and vendor names to products aliased `p`. */
export const SUMMARY_JOIN = `JOIN categories c ON c.id = p.category_id JOIN vendors v ON v.id = p.vendor_id`;

export interface SummaryRow {
  id: number;
  name: string;
  product_price: number;
  selling_price: number;
  discount_details: string | null;
  image_count: number;
  rating: number;
  rating_count: number;
  product_type: ProductTypeName;
  category_id: number;
  category_name: string;
  vendor_id: number;
  vendor_name: string;
  price_visibility: boolean;
  in_stock: boolean;
  max_quantity: number;
}

/**
 * A summary carries no price the store hides ("price on request"): both prices 0 and no discount
 * text, as the checkout answers a request item, so no client can show or work out what the product
 * page does not.
 */
export function toProductSummary(row: SummaryRow): ProductSummary {
  const shown = isPriceVisible(row);
  return {
    product_id: row.id,
    product_name: row.name,
    product_price: shown ? toMajor(row.product_price) : 0,
    final_price: shown ? toMajor(row.selling_price) : 0,
    discount_details: shown ? row.discount_details : null,
    product_image: productImagePaths(row.id, row.image_count),
    rating: row.rating,
    rating_count: row.rating_count,
    product_type_name: row.product_type,
    category_id: row.category_id,
    category_name: row.category_name,
    vendor_id: row.vendor_id,
    vendor_name: row.vendor_name,
    price_visibility: row.price_visibility,
    in_stock: row.in_stock,
    max_quantity: row.max_quantity,
    // Subscriptions are per customer; the catalogue answers the same for everyone.
    is_subscribed: false,
  };
}

/**
 * Answers the products that `idsSql` selects (one column: product ids, in order, e.g. `SELECT p.id
 * FROM products p WHERE … ORDER BY … LIMIT …`) as summaries in that order. The ids query touches
 * only the columns it filters and sorts on, so a covering index answers it without visiting the
 * table (what keeps deep pages cheap); only the page's rows are then read and joined to names.
 */
export async function querySummaries(
  db: Queryable,
  idsSql: string,
  params: unknown[],
): Promise<ProductSummary[]> {
  const rows = await db.query<SummaryRow>(
    `SELECT ${SUMMARY_COLUMNS}
     FROM unnest(ARRAY(${idsSql})) WITH ORDINALITY AS page (id, position)
     JOIN products p ON p.id = page.id ${SUMMARY_JOIN}
     ORDER BY page.position`,
    params,
  );
  return rows.map(toProductSummary);
}
