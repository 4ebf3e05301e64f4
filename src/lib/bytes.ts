/** Bytes in one megabyte as SPEC section 9 counts them (1024 × 1024). */
export const BYTES_PER_MEGABYTE = 1_048_576;

/**
 * Bytes to megabytes (bytes / 1048576), rounded half up to `decimals` places (default 2; clamped
 * to 0–10 whole places): 1572864 → 1.5, 1000000 → 0.95. Returns a number so the screen formats it
 * for its locale. Negative or non-finite sizes give 0.
 */
export function bytesToMegabytes(bytes: number, decimals = 2): number {
  if (!Number.isFinite(bytes) || bytes <= 0) return 0;
  const places = Number.isFinite(decimals) ? Math.min(10, Math.max(0, Math.floor(decimals))) : 2;
  const factor = 10 ** places;
  return Math.round((bytes / BYTES_PER_MEGABYTE) * factor) / factor;
}
