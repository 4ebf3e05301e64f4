import { flowChunk } from '../../app/pageFlows.ts';
import type { AskAiSystemDeps, systemAskAiLogic } from './actors/askAi.ts';

// The customer's Ask AI conversation runs in the storefront's actor system, started when the panel
// or the page first opens (ASK_AI_OPENED) and kept until the customer signs out. Its code loads
// with the panel's or the page's, before they tell the storefront; the storefront invokes it
// through this stand-in.

const askAiFlow = flowChunk('Ask AI', () => import('./actors/askAi.ts'));

/** Loads the conversation's flow (once; a failed load is tried again on the next call). */
export const loadAskAiFlow = askAiFlow.load;

/** The conversation for `storefrontMachine.provide`. */
export function lazyAskAi(deps: AskAiSystemDeps): ReturnType<typeof systemAskAiLogic> {
  return askAiFlow.lazy((chunk) => chunk.systemAskAiLogic(deps));
}
