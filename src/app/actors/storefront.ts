import { t } from '@lingui/core/macro';
import { storefrontMachine } from '../../../machines/storefront.machine.ts';
import { toast } from '../toast.ts';
import { cartLogic } from './cart.ts';
import { forgotPasswordLogic } from './forgotPassword.ts';
import { languageLogic } from './language.ts';
import { passwordResetLogic } from './passwordReset.ts';
import { postPaymentReturnLogic } from './postPaymentReturn.ts';
import { type SessionDeps, sessionLogic } from './session.ts';
import { signInLogic } from './signIn.ts';
import { signUpLogic } from './signUp.ts';
import { storeBootstrapLogic } from './storeBootstrap.ts';

export interface StorefrontDeps extends SessionDeps {
  /** The realm guests send (the first word of the configured realm). */
  guestRealm: string;
  /** Runs the open page's guards again (the router's invalidate). */
  recheckPageAccess: () => void;
  /** Loads and activates a language's catalog (src/app/catalogs.ts). */
  loadCatalog: (code: string) => Promise<void>;
}

/** The root machine with every child wired to the real calls, storage and navigation. */
export function storefrontLogic(deps: StorefrontDeps) {
  return storefrontMachine.provide({
    actors: {
      storeBootstrap: storeBootstrapLogic(deps.api),
      language: languageLogic(deps),
      session: sessionLogic(deps),
      signIn: signInLogic(deps.api),
      signUp: signUpLogic(deps.api),
      forgotPassword: forgotPasswordLogic(deps.api),
      passwordReset: passwordResetLogic(deps.api),
      cart: cartLogic(deps),
      postPaymentReturn: postPaymentReturnLogic(deps.api),
    },
    actions: {
      welcomeCustomer: (_, { name }) => {
        if (name) void toast(t`Welcome, ${name}`, 'success');
      },
      recheckPageAccess: () => deps.recheckPageAccess(),
    },
  });
}
