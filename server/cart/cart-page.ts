// The customer's cart as the API answers it (CartPage): every line with its product's display
// fields, limit, item type, chosen slot and, for bundles, what the bundle holds; oldest line first.
// GET answers it, and so does every change, so the storefront always shows the server's truth.
import type { CartItem, CartPage, ItemType } from '../../contracts/cfs.ts';
import { isPriceVisible } from '../../machines/shared/priceVisibility.ts';
import { loadBundleContents } from '../catalogue/bundle-contents.ts';
import { ITEM_TYPE_SQL } from '../catalogue/item-type.ts';
import { productImagePaths } from '../catalogue/media-paths.ts';
import { toMajor } from '../catalogue/money.ts';
import { SUMMARY_COLUMNS, SUMMARY_JOIN, type SummaryRow } from '../catalogue/product-summary.ts';
import type { Queryable } from '../db/db.ts';
import { type Page, pageOf } from '../http/pagination.ts';
import { lineLimitSql } from './line-limit.ts';
import { slotLabel } from './slot-label.ts';

export interface CartView {
  /** null: every item type. */
  itemTypes: ItemType[] | null;
  page: Page;
}

export const WHOLE_CART: CartView = { itemTypes: null, page: { limit: null, offset: 0 } };

interface CartLineRow extends SummaryRow {
  line_id: number;
  cart_quantity: number;
  stock: number | null;
  line_limit: number;
  item_type: ItemType;
  slot_id: number | null;
  slot_days: string | null;
  slot_start: string | null;
  slot_end: string | null;
}

export async function loadCartPage(
  db: Queryable,
  customerId: string,
  storeId: number,
  view: CartView = WHOLE_CART,
): Promise<CartPage> {
  const params: unknown[] = [customerId, storeId];
  if (view.itemTypes !== null) params.push(view.itemTypes);
  // Bounded by MAX_CART_LINES (contracts/cfs.ts), so the filtered lines are read whole and paged here.
  const rows = await db.query<CartLineRow>(
    `SELECT l.id AS line_id, l.quantity AS cart_quantity, ${SUMMARY_COLUMNS}, p.stock,
            ${lineLimitSql('p')} AS line_limit, ${ITEM_TYPE_SQL} AS item_type,
            s.id AS slot_id, s.days AS slot_days,
            to_char(s.start_time, 'HH24:MI') AS slot_start, to_char(s.end_time, 'HH24:MI') AS slot_end
     FROM cart_items l JOIN products p ON p.id = l.product_id ${SUMMARY_JOIN}
     LEFT JOIN service_slots s ON s.id = l.slot_id
     WHERE l.customer_id = $1 AND p.store_id = $2
       ${view.itemTypes === null ? '' : `AND ${ITEM_TYPE_SQL} = ANY($3::text[])`}
     ORDER BY l.id`,
    params,
  );
  const lines = pageOf(rows, view.page);
  const bundles = await loadBundleContents(
    db,
    storeId,
    lines.filter((row) => row.product_type === 'Bundled').map((row) => row.id),
  );
  return {
    Products: lines.map((row) => toCartItem(row, bundles.get(row.id) ?? [])),
    total_count: rows.length,
  };
}

function toCartItem(row: CartLineRow, bundled: CartItem['bundled_products']): CartItem {
  // A hidden price is the store's to give on request: the cart carries none (as the catalogue).
  const shown = isPriceVisible(row);
  return {
    id: row.line_id,
    product: row.id,
    cart_quantity: row.cart_quantity,
    product_id: row.id,
    product_name: row.name,
    product_price: shown ? toMajor(row.product_price) : 0,
    final_price: shown ? toMajor(row.selling_price) : 0,
    discount_details: shown ? row.discount_details : null,
    product_image: productImagePaths(row.id, row.image_count),
    rating: row.rating,
    // Subscriptions are not tracked per customer yet (as in the catalogue).
    is_subscribed: false,
    product_type_name: row.product_type,
    item_type: row.item_type,
    bundled_products: bundled,
    quantity: row.stock,
    max_quantity: row.line_limit,
    price_visibility: row.price_visibility,
    slot:
      row.slot_id === null
        ? null
        : {
            slot_id: row.slot_id,
            label: slotLabel(row.slot_days ?? '', row.slot_start ?? '', row.slot_end ?? ''),
          },
  };
}
