import type { TextDirection } from '../../contracts/store.ts';

/** SPEC section 9: toasts close after 5000 ms. */
export const TOAST_DURATION_MS = 5000;

/** SPEC section 2: toasts appear top-right, or top-left when the page reads right to left. */
export function toastAnchor(direction: TextDirection) {
  return { vertical: 'top', horizontal: direction === 'rtl' ? 'left' : 'right' } as const;
}
