// cfs digital products and documents of order items (SPEC section 7 "digital products and journey",
// "documents"; paths and payloads fixed here). A Digital product's files can be downloaded by the
// customer who bought it once the order is paid (a free order, a payment approved or confirmed) and
// while the order is active; each download is recorded, and the journey tells what was delivered
// when. Documents (a product's manual or warranty card, or one item's own) come with any order item.
// Sizes are bytes (the storefront shows MB: bytes / 1048576). Files answer with their own content
// type and Content-Disposition: attachment; failures answer the JSON envelope.
//
//   GET /cfs/rest/v3/order-items/{orderItemId}/digital-files                   → DigitalDelivery
//   GET /cfs/rest/v3/order-items/{orderItemId}/digital-files/{fileId}/download → the file
//   GET /cfs/rest/v3/order-items/{orderItemId}/documents                       → DocumentList
//   GET /cfs/rest/v3/order-items/{orderItemId}/documents/{documentId}/download → the file

export const BYTES_PER_MEGABYTE = 1_048_576;

export interface DigitalFile {
  file_id: number;
  file_name: string;
  content_type: string;
  size_bytes: number;
  /** The path of its download (under the cfs base). */
  download_path: string;
  download_count: number;
  last_downloaded_at: string | null;
}

export const JOURNEY_EVENTS = ['ordered', 'paid', 'available', 'downloaded'] as const;
export type JourneyEventKind = (typeof JOURNEY_EVENTS)[number];

export interface JourneyEvent {
  event: JourneyEventKind;
  at: string;
  /** downloaded: which file (its first download), and how many times in all. */
  file_name?: string;
  download_count?: number;
}

export interface DigitalDelivery {
  order_item_id: number;
  order_id: number;
  product_id: number;
  product_name: string;
  /** Whether the files can be downloaded now. */
  available: boolean;
  /** Why not, when not; null otherwise. */
  unavailable_reason: string | null;
  files: DigitalFile[];
  /** Oldest first. */
  journey: JourneyEvent[];
}

export interface ItemDocument {
  document_id: number;
  title: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
  created_at: string;
  download_path: string;
}

export interface DocumentList {
  order_item_id: number;
  documents: ItemDocument[];
}
