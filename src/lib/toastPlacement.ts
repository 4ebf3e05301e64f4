import type { TextDirection } from '../../contracts/store.ts';

/** SPEC section 9: toasts close after 5000 ms. */
export const TOAST_DURATION_MS = 5000;

/** SPEC section 2: toasts appear top-right, or top-left when the page reads right to left. */
export function toastAnchor(direction: TextDirection) {
  return { vertical: 'top', horizontal: direction === 'rtl' ? 'left' : 'right' } as const;
}

/**
 * While the Ask AI panel is open (on the end side, the whole width of a phone), toasts show at the
 * bottom of the start side: over the page beside the panel, and clear of the panel's heading and
 * Close button on a phone.
 */
export function toastAnchorBesidePanel(direction: TextDirection) {
  return { vertical: 'bottom', horizontal: direction === 'rtl' ? 'right' : 'left' } as const;
}
