import type { StorefrontSnapshot } from '../../../machines/storefront/storefront.machine.ts';
import { useStorefront } from '../../app/AppSystemContext.tsx';

type CheckoutChild = StorefrontSnapshot['children']['checkout'];

/**
 * The checkout of the open /checkout/{checkoutId} page: the storefront machine's child (in the
 * app's one actor system, so the inspector shows it); undefined until the router has told the
 * storefront that this checkout's page is open.
 */
export function useOpenCheckout(checkoutId: string): CheckoutChild {
  return useStorefront((snapshot) => {
    const checkout = snapshot.children.checkout;
    return checkout?.getSnapshot().context.checkoutId === checkoutId ? checkout : undefined;
  });
}
