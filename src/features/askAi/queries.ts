import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client.ts';
import { fetchConversation, fetchConversations } from './api.ts';

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
