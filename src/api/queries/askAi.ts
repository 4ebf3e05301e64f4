import { queryOptions } from '@tanstack/react-query';
import { fetchConversation, fetchConversations } from '../askAi.ts';
import type { ApiClient } from '../client.ts';

/** The customer's Ask AI conversations (signed-in customers only; the route makes sure of that). */
export const askAiQueries = {
  conversations: (api: ApiClient) =>
    queryOptions({
      queryKey: ['ai', 'conversations'],
      queryFn: () => fetchConversations(api),
      staleTime: 0,
    }),
  conversation: (api: ApiClient, id: number) =>
    queryOptions({
      queryKey: ['ai', 'conversations', id],
      queryFn: () => fetchConversation(api, id),
      staleTime: 0,
    }),
};
