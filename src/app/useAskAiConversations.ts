import { deleteConversation } from '../api/askAi.ts';
import { askAiQueries } from '../api/queries/askAi.ts';
import { useAppSystem } from './AppSystemContext.tsx';

/** The customer's conversations: the list, one conversation, and deleting one. */
export function useAskAiConversations() {
  const { api } = useAppSystem();
  return {
    list: askAiQueries.conversations(api),
    one: (id: number) => askAiQueries.conversation(api, id),
    remove: (id: number) => deleteConversation(api, id),
  };
}
