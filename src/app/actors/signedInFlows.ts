import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client.ts';
import { changePasswordLogic } from '../../features/account/actors/changePassword.ts';
import { contactChangeLogic } from '../../features/account/actors/contactChange.ts';
import { deviceRemovalLogic } from '../../features/account/actors/deviceRemoval.ts';
import { type AskAiSystemDeps, systemAskAiLogic } from '../../features/askAi/actors/askAi.ts';
import { enquiryLogic } from '../../features/orders/actors/enquiry.ts';

// The signed-in customer's flows with their calls, in one chunk of their own (src/app/pageFlows.ts
// loads it with the account pages, the Ask AI page, or before the enquiry dialog or the Ask AI
// panel tells the storefront), so the first render does not carry them.

export interface SignedInFlowDeps {
  api: ApiClient;
  queryClient: QueryClient;
  askAi: AskAiSystemDeps;
}

/** Each signed-in flow the storefront invokes, wired to the API, the query cache and the session. */
export function signedInFlowLogics(deps: SignedInFlowDeps) {
  return {
    contactChange: contactChangeLogic(deps.api, deps.queryClient),
    changePassword: changePasswordLogic(deps.api),
    deviceRemoval: deviceRemovalLogic(deps.api, deps.queryClient),
    enquiry: enquiryLogic(deps.api),
    askAi: systemAskAiLogic(deps.askAi),
  };
}

export type SignedInFlowLogics = ReturnType<typeof signedInFlowLogics>;
