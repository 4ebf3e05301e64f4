import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { storeBootstrapMachine } from '../../../machines/store/storeBootstrap.machine.ts';
import type {
  LoadSettingsInput,
  StoreCheck,
  StoreContent,
  ValidateStoreInput,
} from '../../../machines/store/storeBootstrap.types.ts';
import type { ApiClient } from '../../api/client.ts';
import { storeQueries } from '../../api/queries/store.ts';
import { loadStoreContent, validateStore } from '../../api/store.ts';
import { guestRealmName } from '../../lib/realm.ts';

/**
 * The store bootstrap with its real calls: validate-store, then content-settings and store-images.
 * The logos go through the query cache that the header and the unavailable page read, so that one
 * request serves them all (it was made twice); the machine's failure stays immediate (no retries).
 */
export function storeBootstrapLogic(api: ApiClient, queryClient: QueryClient) {
  return storeBootstrapMachine.provide({
    actors: {
      validateStore: fromPromise<StoreCheck, ValidateStoreInput>(({ input }) =>
        validateStore(api, guestRealmName(input.realmName)),
      ),
      loadSettings: fromPromise<StoreContent, LoadSettingsInput>(({ input }) =>
        loadStoreContent(api, input.storeId, () =>
          queryClient.fetchQuery({ ...storeQueries.images(api), retry: false }),
        ),
      ),
    },
  });
}
