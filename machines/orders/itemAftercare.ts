// Which after-purchase parts an order item has, by its product type (SPEC section 1's types): a
// service books sessions, a Digital product is delivered as files with a journey; every item may
// carry documents and its product's form (the server answers an empty list or form when it has
// none). Pure and shared: the storefront draws the parts with it, and the reference server serves
// sessions and files only to the types it names.
import type { ProductTypeName } from '../../contracts/pbs.ts';

/** The product types whose items book sessions (slots) after the purchase. */
export const SESSION_PRODUCT_TYPES: readonly ProductTypeName[] = ['Service', 'Packaged Service'];

/** Whether an item of this product type books sessions. */
export function hasSessions(productType: string | null): boolean {
  return productType !== null && (SESSION_PRODUCT_TYPES as readonly string[]).includes(productType);
}

/** Whether an item of this product type is delivered as files to download (with its journey). */
export function hasDownloads(productType: string | null): boolean {
  return productType === 'Digital';
}

export interface AftercareParts {
  /** The link to the item's sessions and bookings. */
  sessions: boolean;
  /** The item's files and their delivery journey. */
  downloads: boolean;
  /** The item's documents (shown when it has any). */
  documents: boolean;
  /** The answers to the product's form (shown when the product has one). */
  form: boolean;
}

/**
 * The parts an item of `productType` shows under it; null when the page already says what the item
 * is (its sessions page), where only the documents and the form are asked for.
 */
export function aftercarePartsOf(productType: ProductTypeName | null): AftercareParts {
  return {
    sessions: hasSessions(productType),
    downloads: hasDownloads(productType),
    documents: true,
    form: true,
  };
}
