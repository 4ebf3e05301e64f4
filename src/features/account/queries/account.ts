import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import {
  fetchActiveSessions,
  fetchLoginHistory,
  signOutOtherSessions,
  signOutSession,
} from '../api/account.ts';
import { fetchDevices } from '../api/devices.ts';

/**
 * The account's sign-ins and sessions: read only when signed in (the pages are signed-in only), no
 * retry, and read again when the page is shown again (another device may have signed in).
 */
export const accountQueries = {
  loginHistory: (api: ApiClient, page: number) =>
    queryOptions({
      queryKey: ['account', 'loginHistory', page],
      queryFn: () => fetchLoginHistory(api, page),
      retry: false,
      refetchOnWindowFocus: false,
    }),
  activeSessions: (api: ApiClient, page: number) =>
    queryOptions({
      queryKey: ['account', 'activeSessions', page],
      queryFn: () => fetchActiveSessions(api, page),
      retry: false,
      refetchOnWindowFocus: false,
    }),
  devices: (api: ApiClient) =>
    queryOptions({
      queryKey: ['account', 'devices'],
      queryFn: () => fetchDevices(api),
      retry: false,
      refetchOnWindowFocus: false,
    }),
};

/** Signing sessions out changes both lists' truth: the sessions are read again. */
export const accountMutations = {
  signOutSession: (api: ApiClient, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: ['account', 'signOutSession'],
      mutationFn: (sessionId: string) => signOutSession(api, sessionId),
      onSettled: () => queryClient.invalidateQueries({ queryKey: ['account'] }),
    }),
  signOutOthers: (api: ApiClient, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: ['account', 'signOutOthers'],
      mutationFn: () => signOutOtherSessions(api),
      onSettled: () => queryClient.invalidateQueries({ queryKey: ['account'] }),
    }),
};
