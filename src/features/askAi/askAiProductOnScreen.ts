import { PAGES, type Route } from '../../../machines/storefront/pages.ts';
import { parseProductDetailsSearch } from '../../lib/productDetailsSearch.ts';

/**
 * The product whose page is open, for Ask AI: a question asked there ("Is this in stock?") is about
 * it. Any other page: null.
 */
export function productOnScreen(route: Route): number | null {
  if (route.path !== PAGES.productDetails) return null;
  return parseProductDetailsSearch(route.search).id ?? null;
}
