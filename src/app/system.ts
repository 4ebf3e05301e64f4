import { createActor, fromPromise } from 'xstate';
import { languageMachine } from '../../machines/language.machine.ts';
import type { Language, StoreCheck, StoreContent } from '../../machines/store.types.ts';
import { storeBootstrapMachine } from '../../machines/storeBootstrap.machine.ts';
import type { LoadSettingsInput } from '../../machines/storeBootstrap.types.ts';
import { type ApiClient, createApiClient } from '../api/client.ts';
import { fetchLanguages, loadStoreContent, validateStore } from '../api/store.ts';
import { readAccessToken } from '../api/tokenCookies.ts';
import { guestRealmName } from '../lib/realm.ts';
import type { StorefrontConfig } from './config.ts';
import type { Inspect } from './inspector.ts';
import { persistLanguage, storedLanguage } from './languagePersistence.ts';

export interface LanguageRequest {
  requested: string | null;
  source: 'path' | 'cookie' | 'storage' | 'html' | null;
}

/** Creates the app's root actors once and wires the API client to them. */
export function createAppSystem(
  config: StorefrontConfig,
  language: LanguageRequest,
  inspect?: Inspect,
  /** Tests pass a fake; the browser's fetch otherwise. */
  fetch?: typeof globalThis.fetch,
) {
  const realm = guestRealmName(config.realmName);

  // The client and the bootstrap actor refer to each other: the client reports failed statuses
  // to the actor, the actor's effects call through the client.
  let reportErrorStatus: (status: number) => void = () => {};
  const api: ApiClient = createApiClient({
    baseUrl: config.apiBaseUrl,
    guestRealmName: realm,
    getLanguage: storedLanguage,
    getAccessToken: readAccessToken,
    onErrorStatus: (status) => reportErrorStatus(status),
    fetch,
  });

  const storeBootstrap = createActor(
    storeBootstrapMachine.provide({
      actors: {
        validateStore: fromPromise<StoreCheck, { realmName: string }>(({ input }) =>
          validateStore(api, guestRealmName(input.realmName)),
        ),
        loadSettings: fromPromise<StoreContent, LoadSettingsInput>(({ input }) =>
          loadStoreContent(api, input.storeId),
        ),
      },
    }),
    { input: { realmName: config.realmName, storeId: config.storeId }, systemId: 'storeBootstrap', inspect },
  );
  reportErrorStatus = (status) => {
    if (status >= 400) storeBootstrap.send({ type: 'STORE_RECHECK' });
  };

  const languageActor = createActor(
    languageMachine.provide({
      actors: {
        loadLanguages: fromPromise<Language[]>(() => fetchLanguages(api, realm)),
      },
      actions: {
        persistLanguage: (_, params) => persistLanguage(params.code, params.direction),
        reloadPage: () => window.location.reload(),
      },
    }),
    { input: language, systemId: 'language', inspect },
  );

  return { api, config, storeBootstrap, language: languageActor };
}

export type AppSystem = ReturnType<typeof createAppSystem>;
