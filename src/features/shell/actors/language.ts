import { fromPromise } from 'xstate';
import type { Language } from '../../../../contracts/store.ts';
import { languageMachine } from '../../../../machines/store/language.machine.ts';
import type { ApiClient } from '../../../api/client.ts';
import { fetchLanguages } from '../../../api/store.ts';
import type { PageLoads } from '../../../app/actors/pageLoads.ts';
import { persistLanguage } from '../../../app/storage/languagePersistence.ts';

/** The language machine with the store's languages list, the catalogs, the browser's storage and page reloads. */
export function languageLogic(deps: {
  api: ApiClient;
  guestRealm: string;
  pageLoads: PageLoads;
  loadCatalog: (code: string) => Promise<void>;
}) {
  return languageMachine.provide({
    actors: {
      loadLanguages: fromPromise<Language[]>(() => fetchLanguages(deps.api, deps.guestRealm)),
      loadCatalog: fromPromise<void, { code: string }>(({ input }) => deps.loadCatalog(input.code)),
    },
    actions: {
      persistLanguage: (_, params) => persistLanguage(params.code, params.direction),
      reloadPage: () => deps.pageLoads.reload(),
    },
  });
}
