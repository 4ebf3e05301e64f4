// cfs, the customer-facing service (SPEC sections 3, 7): the Ask AI switch, the customer's cart and
// wish list. Every response is wrapped in the envelope (envelope.ts); the types below are its
// response_body. The cart and wish list answer 401 without a customer's token.
import type { ProductSummary, ProductTypeName } from './pbs.ts';

/** Where the cfs endpoints live (SPEC section 7). */
export const CFS_BASE_PATH = '/cfs/rest/v3';

/** GET /cfs/rest/v3/ai-configuration → response_body.ai_configuration[0] */
export interface AiConfiguration {
  ask_ai: boolean;
}

/** SPEC section 3: how an item is sold (checkout treats each kind differently). */
export const ITEM_TYPES = ['standard_item', 'request_item', 'free_item'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** The most of one product a cart line may hold, whatever the stock (the product may set less). */
export const MAX_CART_LINE_QUANTITY = 99;

/**
 * The most products (lines) one cart holds. The server refuses an add beyond it, and a POST naming
 * more than this many products (400); the storefront keeps a guest cart within it too.
 */
export const MAX_CART_LINES = 100;

/** A chosen service slot carried with a cart line (SPEC section 3, slot_selected). */
export interface CartSlotChoice {
  slot_id: number;
  /** The slot in words, as the product page showed it. */
  label: string;
}

/**
 * SPEC section 3 "Server cart item": the cart item id, the product id, the quantity in the cart,
 * and the product's display fields ("Product (as a cart line)").
 */
export interface CartItem {
  /** The cart item id (PUT and DELETE /customer-cart/{id}). */
  id: number;
  /** The product id. */
  product: number;
  cart_quantity: number;
  product_id: number;
  product_name: string;
  product_price: number;
  final_price: number;
  discount_details: string | null;
  product_image: string;
  rating: number;
  is_subscribed: boolean;
  product_type_name: ProductTypeName;
  item_type: ItemType;
  bundled_products: ProductSummary[];
  /** Units on hand; null when stock is not counted (services, digital goods). */
  quantity: number | null;
  /** The most this line may hold: the stock, the product's own limit and MAX_CART_LINE_QUANTITY. */
  max_quantity: number;
  price_visibility: boolean;
  slot: CartSlotChoice | null;
}

/** GET /cfs/rest/v3/customer-cart (page_number, -1 = all; cart_item_type) and every cart change's answer. */
export interface CartPage {
  Products: CartItem[];
  total_count: number;
}

/** One entry of POST /cfs/rest/v3/customer-cart (SPEC section 3 "Add-to-cart payload"). */
export interface CartEntry {
  product: number;
  cart_quantity: number;
  slot_id?: number;
}

/**
 * POST /cfs/rest/v3/customer-cart: adds products, increasing a product already in the cart by the
 * quantity given. With an `Idempotency-Key` header (the guest-cart merge) the request is applied
 * once: a repeat answers the cart as it is; and a quantity is capped at the line's maximum rather
 * than refused. → CartPage
 */
export interface AddToCartRequest {
  customer_cart: CartEntry[];
}

/** The header that makes a POST /customer-cart apply once (the merge after sign-in). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** What the server takes as an Idempotency-Key: 8 to 128 letters, digits, hyphens or underscores. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

/** PUT /cfs/rest/v3/customer-cart/{cartItemId} → CartPage */
export interface UpdateCartItemRequest {
  cart_quantity: number;
}

/** SPEC section 3 "Wishlist item": the wish-list entry id with the product's display fields. */
export interface WishlistItem extends ProductSummary {
  wishlistId: number;
  item_type: ItemType;
}

/** GET /cfs/rest/v3/customer-wishlist (page-number, wishlist_item_type, product_type, search). */
export interface WishlistPage {
  Products: WishlistItem[];
  total_count: number;
}

/** POST /cfs/rest/v3/customer-wishlist → WishlistPage (adding a product already there changes nothing). */
export interface AddToWishlistRequest {
  product: number;
}
