import { fromPromise } from 'xstate';
import { storeBootstrapMachine } from '../../../machines/storeBootstrap.machine.ts';
import type {
  LoadSettingsInput,
  StoreCheck,
  StoreContent,
  ValidateStoreInput,
} from '../../../machines/storeBootstrap.types.ts';
import type { ApiClient } from '../../api/client.ts';
import { loadStoreContent, validateStore } from '../../api/store.ts';
import { guestRealmName } from '../../lib/realm.ts';

/** The store bootstrap with its real calls: validate-store, then content-settings and store-images. */
export function storeBootstrapLogic(api: ApiClient) {
  return storeBootstrapMachine.provide({
    actors: {
      validateStore: fromPromise<StoreCheck, ValidateStoreInput>(({ input }) =>
        validateStore(api, guestRealmName(input.realmName)),
      ),
      loadSettings: fromPromise<StoreContent, LoadSettingsInput>(({ input }) =>
        loadStoreContent(api, input.storeId),
      ),
    },
  });
}
