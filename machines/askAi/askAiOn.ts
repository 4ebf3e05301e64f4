import type { AiConfiguration } from '../../contracts/cfs.ts';

/**
 * Whether the store offers Ask AI (SPEC section 5: the AI configuration's ask_ai, read for signed-in
 * customers only): on only when it says true, so a missing or unreadable configuration hides it. The
 * header's button, the /ask-ai page's guard and the server's endpoints all decide with it.
 */
export function isAskAiOn(configuration: Pick<AiConfiguration, 'ask_ai'> | null | undefined): boolean {
  return configuration?.ask_ai === true;
}
