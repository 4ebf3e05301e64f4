// How many of a product one cart line may hold: the least of its stock (when counted), its own
// limit per order (products.max_per_order) and MAX_CART_LINE_QUANTITY. 0 when it is out of stock.
import { MAX_CART_LINE_QUANTITY } from '../../contracts/cfs.ts';
import { msg } from '../i18n/server-message.ts';

/** The limit of the product aliased `alias`, as an SQL expression (read where it is enforced). */
export function lineLimitSql(alias: string): string {
  const most = String(MAX_CART_LINE_QUANTITY);
  return `least(${most}, coalesce(${alias}.stock, ${most}), coalesce(${alias}.max_per_order, ${most}))`;
}

export const overLimit = (productName: string, limit: number) =>
  msg('Only {limit} of {name} can be ordered.', { limit, name: productName });

export const outOfStock = (productName: string) => msg('{name} is out of stock.', { name: productName });

export const notAQuantity = (productName: string) =>
  msg('The quantity of {name} must be a whole number of at least 1.', { name: productName });

/** A quantity as the API takes it: a whole number of at least 1 (the limit is checked apart). */
export function isQuantity(value: number): boolean {
  return Number.isInteger(value) && value >= 1;
}
