import { useAppSystem } from '../../app/AppSystemContext.tsx';
import { deleteConversation } from './api.ts';
import { askAiQueries } from './queries.ts';

/** The customer's conversations: the list, one conversation, and deleting one. */
export function useAskAiConversations() {
  const { api } = useAppSystem();
  return {
    list: askAiQueries.conversations(api),
    one: (id: number) => askAiQueries.conversation(api, id),
    remove: (id: number) => deleteConversation(api, id),
  };
}
