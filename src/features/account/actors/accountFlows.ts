import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { changePasswordLogic } from './changePassword.ts';
import { contactChangeLogic } from './contactChange.ts';
import { deviceRemovalLogic } from './deviceRemoval.ts';

// The account pages' flows with their calls, in a chunk of their own (../accountFlows.ts loads it
// with the page), so the first render does not carry them.

/** Each account page's flow the storefront invokes, wired to the API and the query cache. */
export function accountFlowLogics(api: ApiClient, queryClient: QueryClient) {
  return {
    contactChange: contactChangeLogic(api, queryClient),
    changePassword: changePasswordLogic(api),
    deviceRemoval: deviceRemovalLogic(api, queryClient),
  };
}

export type AccountFlowLogics = ReturnType<typeof accountFlowLogics>;
