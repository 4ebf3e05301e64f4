import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client.ts';
import { flowChunk } from '../../app/pageFlows.ts';
import type { AccountFlowLogics } from './actors/accountFlows.ts';

// The flows of /myProfile (contactChange), /userDetails (changePassword) and /activeSessions
// (deviceRemoval) run in the storefront's actor system while their page is open. Their code loads
// with the page (the routes' loaders call loadAccountFlows), before the router tells the storefront
// that the page is open; the storefront then invokes them through these stand-ins.

const accountFlows = flowChunk('An account page flow', () => import('./actors/accountFlows.ts'));

/** Loads the account pages' flows (once; a failed load is tried again on the next call). */
export const loadAccountFlows = accountFlows.load;

/** The account pages' flows for `storefrontMachine.provide`. */
export function lazyAccountFlows(api: ApiClient, queryClient: QueryClient): AccountFlowLogics {
  let logics: AccountFlowLogics | undefined;
  const wired = (chunk: typeof import('./actors/accountFlows.ts')) =>
    (logics ??= chunk.accountFlowLogics(api, queryClient));
  return {
    contactChange: accountFlows.lazy((chunk) => wired(chunk).contactChange),
    changePassword: accountFlows.lazy((chunk) => wired(chunk).changePassword),
    deviceRemoval: accountFlows.lazy((chunk) => wired(chunk).deviceRemoval),
  };
}
