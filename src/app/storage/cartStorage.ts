import { IDEMPOTENCY_KEY_PATTERN } from '../../../contracts/cfs.ts';
import type { ProductTypeName } from '../../../contracts/pbs.ts';
import type {
  CartInput,
  CartLine,
  CartProduct,
  CartSlot,
  PendingMerge,
} from '../../../machines/cart/cart.types.ts';
import { withLinesBack } from '../../../machines/cart/cartLines.ts';
import type { BuyNowItem } from '../../../machines/checkout/checkoutStart.ts';
import { isPriceVisible } from '../../../machines/shared/priceVisibility.ts';
import { mirrorGuestCartLines } from './guestCartCookie.ts';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from './storageKeys.ts';

// The cart's browser side (SPEC section 3): the guest cart under `cart` in the shape SPEC names,
// slot choices under `slot_selected`, the buy-now item, the pending add and an unconfirmed merge.
// Whatever is unreadable (another version's data, a hand edit) reads as nothing, never a crash.

/** SPEC section 3 "Guest (local) cart item". */
export interface GuestCartItem {
  key: string;
  productId: number;
  productName: string;
  productPrice: number;
  sellingPrice: number;
  /** The product's available quantity (its most per order); null when not counted. */
  quantity: number | null;
  discountDetails: string | null;
  productImage: string;
  cartQuantity: number;
  addedQuantity: number;
  product_type_name: ProductTypeName;
  /** false: the store hides the price ("Price on request"); missing means shown (SPEC section 5). */
  price_visibility: boolean;
}

/** `slot_selected`: per product id, the chosen slot. */
type SlotChoices = Record<string, CartSlot>;

function readJson(key: string): unknown {
  const text = readStorage(key);
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
/**
 * A product id, a slot id, a quantity or a limit: a whole number of at least 1, as the server takes
 * them (a hand-edited 2.5, 1.5 or -1 must not reach the server).
 */
const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 1;
/** A limit as kept: a count, or null when not known (anything else reads as not known). */
const limitOf = (value: unknown): number | null => (isCount(value) ? value : null);

/** A kept slot choice, or null when it is not one. */
function slotOf(value: unknown): CartSlot | null {
  return isRecord(value) && isCount(value.slotId) && typeof value.label === 'string'
    ? { slotId: value.slotId, label: value.label }
    : null;
}

export function toGuestCartItem(line: CartLine): GuestCartItem {
  return {
    key: String(line.productId),
    productId: line.productId,
    productName: line.name,
    productPrice: line.price,
    sellingPrice: line.sellingPrice,
    quantity: line.maxQuantity,
    discountDetails: line.discountDetails,
    productImage: line.image,
    cartQuantity: line.quantity,
    addedQuantity: 0,
    product_type_name: line.productType,
    price_visibility: line.priceVisible,
  };
}

/** A stored item as a cart line, or null when it is not one. */
export function fromGuestCartItem(item: unknown, slots: SlotChoices): CartLine | null {
  if (!isRecord(item) || !isCount(item.productId) || !isCount(item.cartQuantity)) return null;
  if (typeof item.productName !== 'string' || !isNumber(item.productPrice) || !isNumber(item.sellingPrice))
    return null;
  return {
    productId: item.productId,
    cartItemId: null,
    name: item.productName,
    price: item.productPrice,
    sellingPrice: item.sellingPrice,
    discountDetails: typeof item.discountDetails === 'string' ? item.discountDetails : null,
    image: typeof item.productImage === 'string' ? item.productImage : '',
    productType: productTypeOf(item.product_type_name),
    maxQuantity: limitOf(item.quantity),
    priceVisible: isPriceVisible({ price_visibility: visibilityOf(item.price_visibility) }),
    slot: slots[String(item.productId)] ?? null,
    quantity: item.cartQuantity,
  };
}

/** A kept price visibility flag, as the catalogue's rule reads it (anything else: not given). */
const visibilityOf = (value: unknown): boolean | number | string | null =>
  typeof value === 'boolean' || typeof value === 'number' || typeof value === 'string' ? value : null;

const productTypeOf = (value: unknown): ProductTypeName =>
  (typeof value === 'string' ? value : 'Physical') as ProductTypeName;

function readSlots(): SlotChoices {
  const value = readJson(STORAGE_KEYS.slotSelected);
  if (!isRecord(value)) return {};
  const slots: SlotChoices = {};
  for (const [productId, choice] of Object.entries(value)) {
    const slot = slotOf(choice);
    if (slot) slots[productId] = slot;
  }
  return slots;
}

/** The guest cart as stored (one line per product: a repeated product keeps its last entry). */
export function readGuestCart(): CartLine[] {
  const value = readJson(STORAGE_KEYS.cart);
  if (!Array.isArray(value)) return [];
  const slots = readSlots();
  const lines = new Map<number, CartLine>();
  for (const item of value) {
    const line = fromGuestCartItem(item, slots);
    if (line) lines.set(line.productId, line);
  }
  return [...lines.values()];
}

export function writeGuestCart(lines: readonly CartLine[]): void {
  writeStorage(STORAGE_KEYS.cart, JSON.stringify(lines.map(toGuestCartItem)));
  mirrorGuestCartLines(lines.length);
  const slots: SlotChoices = {};
  for (const line of lines) if (line.slot) slots[String(line.productId)] = line.slot;
  writeStorage(STORAGE_KEYS.slotSelected, JSON.stringify(slots));
}

/**
 * A kept product (the pending add, a merge's line) as the cart holds it, or null when any field the
 * server or the screens rely on is not readable. A slot that is there must be readable too.
 */
function cartProductOf(value: unknown): CartProduct | null {
  if (!isRecord(value) || !isCount(value.productId) || typeof value.name !== 'string') return null;
  if (!isNumber(value.price) || !isNumber(value.sellingPrice)) return null;
  const slot = value.slot === null || value.slot === undefined ? null : slotOf(value.slot);
  if (value.slot !== null && value.slot !== undefined && slot === null) return null;
  return {
    productId: value.productId,
    name: value.name,
    price: value.price,
    sellingPrice: value.sellingPrice,
    discountDetails: typeof value.discountDetails === 'string' ? value.discountDetails : null,
    image: typeof value.image === 'string' ? value.image : '',
    productType: productTypeOf(value.productType),
    maxQuantity: limitOf(value.maxQuantity),
    priceVisible: value.priceVisible !== false,
    slot,
  };
}

/** A merge's kept line, or null when it is not one (its quantity must be a count too). */
function cartLineOf(value: unknown): CartLine | null {
  const product = cartProductOf(value);
  if (!product || !isRecord(value) || !isCount(value.quantity)) return null;
  return { ...product, cartItemId: null, quantity: value.quantity };
}

export function readPendingAdd(): CartProduct | null {
  return cartProductOf(readJson(STORAGE_KEYS.pendingCartItem));
}

export function writePendingAdd(product: CartProduct | null): void {
  if (product) writeStorage(STORAGE_KEYS.pendingCartItem, JSON.stringify(product));
  else removeStorage(STORAGE_KEYS.pendingCartItem);
}

/**
 * The kept merge as stored: `merge` when its key and every line read whole; otherwise `readable`,
 * the lines that do read (the merge itself is not sent: the server would refuse it, or lose lines).
 */
function readStoredMerge(): { merge: PendingMerge | null; readable: CartLine[] } {
  const value = readJson(STORAGE_KEYS.cartMerge);
  if (!isRecord(value)) return { merge: null, readable: [] };
  const entries = Array.isArray(value.lines) ? value.lines : [];
  const readable = entries.flatMap((entry) => cartLineOf(entry) ?? []);
  const whole =
    typeof value.key === 'string' &&
    IDEMPOTENCY_KEY_PATTERN.test(value.key) &&
    readable.length > 0 &&
    readable.length === entries.length;
  return whole
    ? { merge: { key: value.key as string, lines: readable }, readable }
    : { merge: null, readable };
}

export function readPendingMerge(): PendingMerge | null {
  return readStoredMerge().merge;
}

export function writePendingMerge(merge: PendingMerge | null): void {
  if (merge) writeStorage(STORAGE_KEYS.cartMerge, JSON.stringify(merge));
  else removeStorage(STORAGE_KEYS.cartMerge);
}

export function writeMergeRefused(refused: boolean): void {
  if (refused) writeStorage(STORAGE_KEYS.cartMergeRefused, 'true');
  else removeStorage(STORAGE_KEYS.cartMergeRefused);
}

/**
 * What the cart starts from. A kept merge that does not read whole is dropped rather than sent
 * again and again: the lines of it that read go back to the guest cart (which keeps its own line
 * for a product both hold), and the next sign-in merges them with a new key.
 */
export function readCartInput(): Omit<CartInput, 'route'> {
  let guestLines = readGuestCart();
  const kept = readStoredMerge();
  if (kept.merge === null && readStorage(STORAGE_KEYS.cartMerge) !== null) {
    guestLines = withLinesBack(guestLines, kept.readable);
    writeGuestCart(guestLines);
    writePendingMerge(null);
  }
  return {
    guestLines,
    pendingAdd: readPendingAdd(),
    pendingMerge: kept.merge,
    mergeRefused: readStorage(STORAGE_KEYS.cartMergeRefused) === 'true',
  };
}

export function writeBuyNow(product: CartProduct): void {
  writeStorage(
    STORAGE_KEYS.buyNowItem,
    // The guest cart item's shape, with the service slot chosen on the product page.
    JSON.stringify({ ...toGuestCartItem({ ...product, cartItemId: null, quantity: 1 }), slot: product.slot }),
  );
}

/** The kept buy-now product, as the checkout starts from it; null when there is none (or it is unreadable). */
export function readBuyNow(): BuyNowItem | null {
  const value = readJson(STORAGE_KEYS.buyNowItem);
  if (!isRecord(value) || !isCount(value.productId) || !isCount(value.cartQuantity)) return null;
  return {
    productId: value.productId,
    quantity: value.cartQuantity,
    slotId: slotOf(value.slot)?.slotId ?? null,
  };
}
