import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client.ts';
import { fetchStoreImages } from '../store.ts';
import { STORE_SETUP_STALE_TIME } from './freshness.ts';

/** The store's own reads that screens show (the bootstrap machine loads settings itself). */
export const storeQueries = {
  /** The logos for the light and dark themes. */
  images: (api: ApiClient) =>
    queryOptions({
      queryKey: ['store', 'images'],
      queryFn: () => fetchStoreImages(api),
      staleTime: STORE_SETUP_STALE_TIME,
    }),
};
