import {
  CONSENT_AND_POLICIES_PATH,
  type ConsentAndPolicies,
  POLICIES_PATH,
  type Policy,
} from '../../contracts/policies.ts';
import type { ApiClient } from './client.ts';

// The store's policy pages (contracts/policies.ts), in the shopper's language where the store has it.

export const fetchPolicies = (api: ApiClient) => api.get<ConsentAndPolicies>(CONSENT_AND_POLICIES_PATH);

/** `path` is checked by the caller (isPolicyPath): its segments go into the address as they are. */
export const fetchPolicy = (api: ApiClient, path: string) => api.get<Policy>(`${POLICIES_PATH}/${path}`);
