import { t } from '@lingui/core/macro';
import type { OrderCheckout } from '../../../contracts/checkout.ts';
import { storefrontMachine } from '../../../machines/storefront/storefront.machine.ts';
import type { AskAiSystemDeps } from '../../features/askAi/actors/askAi.ts';
import { type SessionDeps, sessionLogic } from '../../features/auth/actors/session.ts';
import { cartLogic } from '../../features/cart/actors/cart.ts';
import { postPaymentReturnLogic } from '../../features/checkout/actors/postPaymentReturn.ts';
import { lazyCheckout } from '../../features/checkout/checkoutFlow.ts';
import { languageLogic } from '../../features/shell/actors/language.ts';
import { lazyPageFlows, lazySignedInFlows } from '../pageFlows.ts';
import { toast } from '../toast.ts';
import { storeBootstrapLogic } from './storeBootstrap.ts';

export interface StorefrontDeps extends SessionDeps {
  /** The realm guests send (the first word of the configured realm). */
  guestRealm: string;
  /** Runs the open page's guards again (the router's invalidate). */
  recheckPageAccess: () => void;
  /** Loads and activates a language's catalog (src/app/catalogs.ts). */
  loadCatalog: (code: string) => Promise<void>;
  /** Goes to the provider's page (/cashfree, /amazonPayment, /payment) with the hand-off as navigation state. */
  goToPayment: (handOff: OrderCheckout) => void;
  /** What the Ask AI conversation reads of the system: the API, the session's token, the open page. */
  askAi: AskAiSystemDeps;
}

/** The root machine with every child wired to the real calls, storage and navigation. */
export function storefrontLogic(deps: StorefrontDeps) {
  return storefrontMachine.provide({
    actors: {
      storeBootstrap: storeBootstrapLogic(deps.api, deps.queryClient),
      language: languageLogic(deps),
      session: sessionLogic(deps),
      // Loaded when their page or dialog opens (src/app/pageFlows.ts).
      ...lazyPageFlows(deps.api),
      ...lazySignedInFlows(deps),
      cart: cartLogic(deps),
      postPaymentReturn: postPaymentReturnLogic(deps.api, deps.navigate, deps.queryClient),
      // Loaded with the checkout page (src/features/checkout/checkoutFlow.ts).
      checkout: lazyCheckout({ api: deps.api, goToPayment: deps.goToPayment }),
    },
    actions: {
      welcomeCustomer: (_, { name }) => {
        if (name) void toast(t`Welcome, ${name}`, 'success');
      },
      recheckPageAccess: () => deps.recheckPageAccess(),
      // Its code (which finds nothing to do unless a guest left a product) is not in the first render.
      completePendingWish: () =>
        void import('../storage/pendingWishCompletion.ts')
          .then((module) => module.completePendingWish(deps.api, deps.queryClient))
          .catch(() => undefined),
    },
  });
}
