import { positiveInt } from './searchParams.ts';

/**
 * /ProductDetails?id=<productId>: the id when it is a positive integer, else undefined (not found).
 * The key is always present: TanStack Router merges the validated search over the raw one, so a
 * missing key would keep the raw, invalid id.
 */
export type ProductDetailsSearch = {
  id?: number;
};

export function parseProductDetailsSearch(raw: Readonly<Record<string, unknown>>): ProductDetailsSearch {
  return { id: positiveInt(raw.id) };
}
