import type { ActorRefFrom } from 'xstate';
import type { checkoutMachine } from '../../../machines/checkout/checkout.machine.ts';
import { deferred } from '../../app/pageFlows.ts';
import type { CheckoutDeps, checkoutLogic } from './actors/checkout.ts';

// The checkout (and its payment selection) is code only the checkout page needs, so it is not part
// of the first render: its chunk loads with the checkout page (the route's loader), before
// the router tells the storefront machine that the page is open; the storefront then invokes it in
// the app's one actor system, like the page flows (src/app/pageFlows.ts).

type CheckoutModule = typeof import('./actors/checkout.ts');

let loading: Promise<CheckoutModule> | undefined;
let loaded: CheckoutModule | undefined;

/** Loads the checkout's chunk (once; a failed load is tried again on the next call). */
export async function loadCheckoutFlow(): Promise<void> {
  loading ??= import('./actors/checkout.ts').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  loaded = await loading;
}

/**
 * The checkout for `storefrontMachine.provide`: it stands for the checkout machine and reads the
 * loaded one when the storefront invokes it. Invoking it before `loadCheckoutFlow()` has finished is
 * a wiring error (the checkout route's loader waits for it) and throws.
 */
export function lazyCheckout(deps: CheckoutDeps): ReturnType<typeof checkoutLogic> {
  let logic: ReturnType<typeof checkoutLogic> | undefined;
  return deferred(() => {
    if (!loaded) throw new Error('The checkout is invoked before loadCheckoutFlow() finished');
    logic ??= loaded.checkoutLogic(deps);
    return logic;
  });
}

/**
 * The new checkout's id once the checkout machine (asked to make one) has made it, or its refusal
 * thrown for the route's error page. Its code loads with the checkout's, not with the route's loader.
 */
export async function readNewCheckoutId(
  checkout: ActorRefFrom<typeof checkoutMachine> | undefined,
): Promise<string> {
  const { newCheckoutId } = await import('./newCheckout.ts');
  return newCheckoutId(checkout);
}
