// SPEC section 3's item types, derived from the product: how checkout will treat a line. A hidden
// price means "price on request"; a selling price of 0 is a free item; anything else is standard.
import { ITEM_TYPES, type ItemType } from '../../contracts/cfs.ts';
import { badRequest } from '../http/http-error.ts';
import type { QueryParams } from '../http/query.ts';

/** The item type of products aliased `p`, as an SQL expression. */
// A hidden price's shown_price is null (price_is_visible, migration 071).
export const ITEM_TYPE_SQL = `CASE WHEN p.shown_price IS NULL THEN 'request_item'
  WHEN p.selling_price = 0 THEN 'free_item' ELSE 'standard_item' END`;

/**
 * A filter by item type (`cart_item_type`, `wishlist_item_type`): item types separated by commas.
 * null means every type: the parameter is absent or blank, or names all three (SPEC section 7).
 */
export function readItemTypes(params: QueryParams, name: string): ItemType[] | null {
  const raw = params.get(name);
  if (raw === undefined) return null;
  const chosen = new Set<ItemType>();
  for (const part of raw.split(',')) {
    const value = part.trim();
    if (value === '') continue;
    if (!(ITEM_TYPES as readonly string[]).includes(value)) {
      throw badRequest('“{field}” must be item types separated by commas: {values}.', {
        field: name,
        values: ITEM_TYPES.join(', '),
      });
    }
    chosen.add(value as ItemType);
  }
  return chosen.size === 0 || chosen.size === ITEM_TYPES.length ? null : [...chosen];
}
