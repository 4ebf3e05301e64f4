import type { ProductTypeName } from '../../contracts/pbs.ts';
import type { CartLine, CartProduct, CartSlot, PendingMerge } from '../../machines/cart.types.ts';
import { readStorage, STORAGE_KEYS, writeStorage } from './storageKeys.ts';

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
/** A product id or a quantity: a whole number of at least 1 (a hand-edited 1.5 must not reach the server). */
const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 1;

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
  };
}

/** A stored item as a cart line, or null when it is not one. */
export function fromGuestCartItem(item: unknown, slots: SlotChoices): CartLine | null {
  if (!isRecord(item) || !isCount(item.productId) || !isCount(item.cartQuantity)) return null;
  if (typeof item.productName !== 'string' || !isNumber(item.productPrice) || !isNumber(item.sellingPrice))
    return null;
  const quantity = Math.trunc(item.cartQuantity);
  if (quantity < 1) return null;
  return {
    productId: item.productId,
    cartItemId: null,
    name: item.productName,
    price: item.productPrice,
    sellingPrice: item.sellingPrice,
    discountDetails: typeof item.discountDetails === 'string' ? item.discountDetails : null,
    image: typeof item.productImage === 'string' ? item.productImage : '',
    productType: (typeof item.product_type_name === 'string'
      ? item.product_type_name
      : 'Physical') as ProductTypeName,
    maxQuantity: isNumber(item.quantity) ? item.quantity : null,
    slot: slots[String(item.productId)] ?? null,
    quantity,
  };
}

function readSlots(): SlotChoices {
  const value = readJson(STORAGE_KEYS.slotSelected);
  if (!isRecord(value)) return {};
  const slots: SlotChoices = {};
  for (const [productId, slot] of Object.entries(value)) {
    if (isRecord(slot) && isNumber(slot.slotId) && typeof slot.label === 'string') {
      slots[productId] = { slotId: slot.slotId, label: slot.label };
    }
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
  const slots: SlotChoices = {};
  for (const line of lines) if (line.slot) slots[String(line.productId)] = line.slot;
  writeStorage(STORAGE_KEYS.slotSelected, JSON.stringify(slots));
}

function isCartProduct(value: unknown): value is CartProduct {
  return (
    isRecord(value) &&
    isNumber(value.productId) &&
    typeof value.name === 'string' &&
    isNumber(value.sellingPrice)
  );
}

export function readPendingAdd(): CartProduct | null {
  const value = readJson(STORAGE_KEYS.pendingCartItem);
  return isCartProduct(value) ? value : null;
}

export function writePendingAdd(product: CartProduct | null): void {
  if (product) writeStorage(STORAGE_KEYS.pendingCartItem, JSON.stringify(product));
  else removeStorage(STORAGE_KEYS.pendingCartItem);
}

export function readPendingMerge(): PendingMerge | null {
  const value = readJson(STORAGE_KEYS.cartMerge);
  if (!isRecord(value) || typeof value.key !== 'string' || !Array.isArray(value.lines)) return null;
  const lines = value.lines.flatMap((line) =>
    isRecord(line) && isNumber(line.productId) && isNumber(line.quantity)
      ? [line as unknown as CartLine]
      : [],
  );
  return { key: value.key, lines };
}

export function writePendingMerge(merge: PendingMerge | null): void {
  if (merge) writeStorage(STORAGE_KEYS.cartMerge, JSON.stringify(merge));
  else removeStorage(STORAGE_KEYS.cartMerge);
}

export function writeBuyNow(product: CartProduct): void {
  writeStorage(
    STORAGE_KEYS.buyNowItem,
    JSON.stringify({ ...toGuestCartItem({ ...product, cartItemId: null, quantity: 1 }) }),
  );
}

function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // storage can be blocked: nothing to remove then
  }
}
