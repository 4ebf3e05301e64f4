// Pure rules about cart lines (SPEC sections 4 and 5), shared by the cart machine and its screens.
import type { CartChange, CartLine, CartProduct, PendingMerge } from './cart.types.ts';
import { isSameProduct } from './cartMatch.ts';

/** The most of one product a cart takes when the product sets no limit of its own. */
export const MAX_LINE_QUANTITY = 99;

export function findLine(lines: readonly CartLine[], productId: number): CartLine | undefined {
  return lines.find((line) => isSameProduct(line.productId, productId));
}

/** The most of this product one cart may hold: its own limit (stock), never above MAX_LINE_QUANTITY. */
export function maxQuantityOf(product: Pick<CartProduct, 'maxQuantity'>): number {
  return Math.min(product.maxQuantity ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY);
}

/** A quantity the stepper may set: a whole number from 1 to the product's maximum, for a line in the cart. */
export function isValidQuantity(lines: readonly CartLine[], productId: number, quantity: number): boolean {
  const line = findLine(lines, productId);
  return line !== undefined && Number.isInteger(quantity) && quantity >= 1 && quantity <= maxQuantityOf(line);
}

/** A new line for a product: `quantity` (1 by default) within its bounds. */
export function lineOf(product: CartProduct, quantity: number, cartItemId: number | null = null): CartLine {
  const bounded = Math.max(1, Math.min(Math.trunc(quantity) || 1, maxQuantityOf(product)));
  return { ...product, cartItemId, quantity: bounded };
}

/**
 * SPEC section 4: "in the local list, adding replaces any earlier entry for the same product" (the
 * cart's ADD never gets here for a product already in it: that adds nothing).
 */
export function guestCartWith(
  lines: readonly CartLine[],
  product: CartProduct,
  quantity: number,
): CartLine[] {
  return [
    ...lines.filter((line) => !isSameProduct(line.productId, product.productId)),
    lineOf(product, quantity),
  ];
}

/** A guest cart with lines taken back (a refused merge's): those of products it lacks are added. */
export function withLinesBack(lines: readonly CartLine[], back: readonly CartLine[]): CartLine[] {
  return [...lines, ...back.filter((line) => !findLine(lines, line.productId))];
}

export function setGuestQuantity(
  lines: readonly CartLine[],
  productId: number,
  quantity: number,
): CartLine[] {
  return lines.map((line) => (isSameProduct(line.productId, productId) ? { ...line, quantity } : line));
}

/** One change as the screens see it before the server answers (a merge as the server will apply it). */
function applyChange(lines: CartLine[], change: CartChange): CartLine[] {
  switch (change.kind) {
    case 'add':
      return findLine(lines, change.product.productId)
        ? lines
        : [...lines, lineOf(change.product, change.quantity)];
    case 'setQuantity':
      return setGuestQuantity(lines, change.productId, change.quantity);
    case 'remove':
      return lines.filter((line) => !isSameProduct(line.productId, change.productId));
    case 'clear':
      return [];
    case 'merge':
      return mergedLines(lines, change.lines);
  }
}

/** The server's lines with the changes not yet confirmed on top, in order. */
export function applyChanges(lines: readonly CartLine[], changes: readonly CartChange[]): CartLine[] {
  return changes.reduce(applyChange, [...lines]);
}

/**
 * What a customer's cart holds as far as the screens know: the server's lines, a merge not yet
 * confirmed (sent, waiting for the next page after a failure, or kept from before a reload) as the
 * server will apply it, and the queued changes on top, in order.
 */
export function shownLines(
  serverLines: readonly CartLine[],
  queue: readonly CartChange[],
  pendingMerge: PendingMerge | null,
): CartLine[] {
  const mergeQueued = queue.some((change) => change.kind === 'merge');
  const base = pendingMerge && !mergeQueued ? mergedLines(serverLines, pendingMerge.lines) : serverLines;
  return applyChanges(base, queue);
}

/** SPEC section 4 "Guest cart merge": new products are added, existing ones increased by the guest quantity. */
export function mergedLines(server: readonly CartLine[], guest: readonly CartLine[]): CartLine[] {
  const merged = server.map((line) => {
    const local = findLine(guest, line.productId);
    return local
      ? { ...line, quantity: Math.min(line.quantity + local.quantity, maxQuantityOf(line)) }
      : line;
  });
  const added = guest
    .filter((line) => !findLine(server, line.productId))
    .map((line) => ({ ...line, quantity: Math.min(line.quantity, maxQuantityOf(line)) }));
  return [...merged, ...added];
}

/**
 * What the cart costs, in major units: the selling prices, and what the discounts save. Prices on
 * request are left out of both (`onRequest` counts their lines: their prices are confirmed later).
 */
export function cartTotals(lines: readonly CartLine[]): {
  subtotal: number;
  savings: number;
  quantity: number;
  onRequest: number;
} {
  let subtotal = 0;
  let savings = 0;
  let quantity = 0;
  let onRequest = 0;
  for (const line of lines) {
    quantity += line.quantity;
    if (!line.priceVisible) {
      onRequest += 1;
      continue;
    }
    subtotal += line.sellingPrice * line.quantity;
    savings += Math.max(0, line.price - line.sellingPrice) * line.quantity;
  }
  // Prices have two decimals: keep the sums exact to the cent.
  const cents = (amount: number) => Math.round(amount * 100) / 100;
  return { subtotal: cents(subtotal), savings: cents(savings), quantity, onRequest };
}
