import { PENDING_WISH_KEY, type PendingWish } from './pendingWish.ts';
import { readStorage } from './storageKeys.ts';

// Reading the kept product is for the sign-in page and the add after sign-in (not the first render,
// which only ever keeps one: src/app/storage/pendingWish.ts).

/** The kept product, or null (nothing kept, or what is kept does not read as one). */
export function readPendingWish(): PendingWish | null {
  const raw = readStorage(PENDING_WISH_KEY);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { productId, name } = value as Record<string, unknown>;
    if (typeof productId !== 'number' || !Number.isSafeInteger(productId) || productId <= 0) return null;
    return { productId, name: typeof name === 'string' && name.trim() !== '' ? name : null };
  } catch {
    return null;
  }
}
