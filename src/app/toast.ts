// Toasts: raised with notistack's `enqueueSnackbar`, which exists only once ToastHost's provider
// has mounted. ToastHost loads after the first paint, so a toast raised as the app starts (the
// post-payment return's, right after the provider sent the shopper back) waits for it instead of
// being lost.

import type { ToastLink } from './toastLink.ts';

let hostMounted: () => void = () => {};
const hostReady = new Promise<void>((resolve) => {
  hostMounted = resolve;
});

type Anchor = { vertical: 'top' | 'bottom'; horizontal: 'left' | 'center' | 'right' };
let anchorOverride: Anchor | null = null;

/** Toasts show at `anchor` until called again with null (the Ask AI panel, while open). */
export function placeToasts(anchor: Anchor | null): void {
  anchorOverride = anchor;
}

/** ToastHost calls this once its provider has mounted: toasts raised before then show now. */
export function toastHostMounted(): void {
  hostMounted();
}

/** Shows a toast; notistack loads on first use, keeping it out of the first page load. */
export async function toast(
  message: string,
  variant: 'success' | 'error' | 'info' = 'info',
  /** A toast's id (SPEC section 8 names some, e.g. failed_order): one with the same id shows once. */
  id?: string,
  link?: ToastLink,
): Promise<void> {
  const [{ enqueueSnackbar, closeSnackbar }, action] = await Promise.all([
    import('notistack'),
    link ? import('./toastLink.ts').then(({ toastLinkAction }) => toastLinkAction(link)) : undefined,
    hostReady,
  ]);
  const placed = anchorOverride ? { anchorOrigin: anchorOverride } : {};
  const withAction = action ? { action: (key: string | number) => action(() => closeSnackbar(key)) } : {};
  enqueueSnackbar(
    message,
    id
      ? { variant, key: id, preventDuplicate: true, ...placed, ...withAction }
      : { variant, ...placed, ...withAction },
  );
}
