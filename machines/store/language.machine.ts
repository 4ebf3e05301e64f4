import { assign, fromPromise, setup } from 'xstate';
import type { Language, TextDirection } from '../../contracts/store.ts';
import type {
  LanguageContext,
  LanguageEvent,
  LanguageInput,
  LanguageSource,
  LanguageStatus,
  PersistLanguageParams,
} from './language.types.ts';

// Language (SPEC section 4 "Language", section 9): on start the saved language is used if active,
// otherwise the default language is applied and the page reloads; changing language stores the
// code and direction and reloads the page. The chosen language's catalog (translations) loads
// before the app renders in it; a load that fails with no answer or a 5xx is tried again after 1 s,
// 2 s and 4 s, and one that keeps failing (or fails with a 4xx or a broken file) shows the error
// page, whose "Try again" starts over (SPEC sections 8 and 9). When the page was served with the
// store's languages, the machine chooses from them without loading the list.

/** SPEC section 9: data loads are retried 3 times, waiting 1 s, then twice as long, at most 30 s. */
export const CATALOG_RETRIES = 3;
const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 30_000;

/** SPEC section 8: no answer, a failed fetch and 5xx are worth retrying; 4xx and parse errors are not. */
export function isRetryableCatalogFailure(failure: unknown): boolean {
  const reason =
    typeof failure === 'object' && failure !== null ? (failure as { reason?: unknown }).reason : null;
  return reason === 'network' || reason === 'server' || reason === undefined;
}

/** SPEC section 9: default language en. */
export const FALLBACK_LANGUAGE: PersistLanguageParams = { code: 'en', direction: 'ltr' };

/**
 * Sources that a reload re-reads after persistLanguage has overwritten them. A language from the
 * URL path is not one: the reloaded page has the same path, so reloading would loop forever.
 */
const RELOADABLE_SOURCES: readonly LanguageSource[] = ['cookie', 'storage'];

export function findActiveLanguage(
  languages: readonly Language[],
  code: string | null,
): Language | undefined {
  return languages.find((language) => language.status === 1 && language.language_code === code);
}

/** The store's default language if active, else its first active language, else en (ltr). */
export function pickDefaultLanguage(languages: readonly Language[]): PersistLanguageParams {
  const active = languages.filter((language) => language.status === 1);
  const chosen = active.find((language) => language.is_default) ?? active[0];
  return chosen
    ? { code: chosen.language_code, direction: chosen.writing_script_direction }
    : FALLBACK_LANGUAGE;
}

function applyLanguage(languages: Language[], code: string, direction: TextDirection) {
  return { languages, current: code, direction };
}

interface StartCheck {
  requested: string | null;
  source: LanguageSource | null;
  languages: Language[];
}

const persistCurrent = {
  type: 'persistLanguage',
  params: ({ context }: { context: LanguageContext }): PersistLanguageParams => ({
    code: context.current,
    direction: context.direction,
  }),
} as const;

/** What the start-up guards read: the detected language and the store's list. */
const startCheck = ({ context }: { context: LanguageContext }): StartCheck => ({
  requested: context.requested,
  source: context.source,
  languages: context.languages,
});

export const languageMachine = setup({
  types: {
    input: {} as LanguageInput,
    context: {} as LanguageContext,
    events: {} as LanguageEvent,
  },
  actors: {
    /** Resolves the store's languages (GET /pbs/rest/v3/languages). */
    loadLanguages: fromPromise<Language[]>(async () => {
      throw new Error('loadLanguages not provided');
    }),
    /** Loads and activates a language's catalog; rejects with a CatalogLoadFailure. */
    loadCatalog: fromPromise<void, { code: string }>(async () => {
      throw new Error('loadCatalog not provided');
    }),
  },
  delays: {
    /** 1 s before the first retry, then twice as long each time, at most 30 s. */
    catalogRetryDelay: ({ context }) =>
      Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, context.catalogFailures - 1), LONGEST_RETRY_MS),
  },
  actions: {
    /** Takes the languages the page was served with as the store's list. */
    adoptServedLanguages: assign(({ context }) => ({
      languages: context.servedLanguages ?? [],
      servedLanguages: null,
    })),
    rememberLanguages: assign({ languages: (_, languages: Language[]) => languages }),
    /**
     * The languages call failed: render in en rather than block the app; a dead API also fails the
     * store bootstrap, whose store-unavailable page explains it.
     */
    applyFallbackLanguage: assign(() =>
      applyLanguage([], FALLBACK_LANGUAGE.code, FALLBACK_LANGUAGE.direction),
    ),
    /** Applies the requested language (it is active in the store's list). */
    applyRequestedLanguage: assign(({ context }) => {
      const language = findActiveLanguage(context.languages, context.requested);
      return applyLanguage(
        context.languages,
        language?.language_code ?? FALLBACK_LANGUAGE.code,
        language?.writing_script_direction ?? FALLBACK_LANGUAGE.direction,
      );
    }),
    /** Applies the store's default language. */
    applyDefaultLanguage: assign(({ context }) => {
      const fallback = pickDefaultLanguage(context.languages);
      return applyLanguage(context.languages, fallback.code, fallback.direction);
    }),
    /** Switches to the language the shopper chose (it is active in the store's list). */
    switchToLanguage: assign(({ context }, code: string) => {
      const language = findActiveLanguage(context.languages, code);
      return {
        current: language?.language_code ?? context.current,
        direction: language?.writing_script_direction ?? context.direction,
      };
    }),
    countCatalogFailure: assign({ catalogFailures: ({ context }) => context.catalogFailures + 1 }),
    resetCatalogFailures: assign({ catalogFailures: 0 }),
    /** Stores the code and direction (local storage `ln` / `direction`, cookie). Idempotent. */
    persistLanguage: (_, _params: PersistLanguageParams) => {},
    /** Reloads the page so that everything renders in the stored language. */
    reloadPage: () => {},
  },
  guards: {
    hasServedLanguages: (_, served: Language[] | null) => served !== null,
    isRequestedActive: (_, check: StartCheck) =>
      findActiveLanguage(check.languages, check.requested) !== undefined,
    /** A saved choice that is not active: apply the default and reload, unless that changes nothing. */
    mustReloadWithDefault: (_, check: StartCheck) =>
      check.requested !== null &&
      check.source !== null &&
      RELOADABLE_SOURCES.includes(check.source) &&
      pickDefaultLanguage(check.languages).code !== check.requested,
    canChangeTo: (_, change: { code: string; current: string; languages: Language[] }) =>
      change.code !== change.current && findActiveLanguage(change.languages, change.code) !== undefined,
    /** Retry a failed catalog load: a retryable failure, and fewer than CATALOG_RETRIES retries so far. */
    canRetryCatalog: (_, check: { failure: unknown; failures: number }) =>
      isRetryableCatalogFailure(check.failure) && check.failures < CATALOG_RETRIES,
  },
}).createMachine({
  id: 'language',
  context: ({ input }) => ({
    requested: input.requested,
    source: input.source,
    servedLanguages: input.servedLanguages ?? null,
    languages: [],
    current: FALLBACK_LANGUAGE.code,
    direction: FALLBACK_LANGUAGE.direction,
    catalogFailures: 0,
  }),
  initial: 'starting',
  states: {
    // The languages the page was served with, else the API's.
    starting: {
      always: [
        {
          guard: { type: 'hasServedLanguages', params: ({ context }) => context.servedLanguages },
          target: 'choosing',
          actions: 'adoptServedLanguages',
        },
        { target: 'loading' },
      ],
    },
    loading: {
      invoke: {
        id: 'loadLanguages',
        src: 'loadLanguages',
        onDone: {
          target: 'choosing',
          actions: { type: 'rememberLanguages', params: ({ event }) => event.output },
        },
        // Nothing is persisted, so the shopper's saved choice survives a transient failure.
        onError: { target: 'loadingCatalog', actions: 'applyFallbackLanguage' },
      },
    },
    // The store's languages are known: keep the requested one, or apply the default.
    choosing: {
      always: [
        {
          guard: { type: 'isRequestedActive', params: startCheck },
          target: 'loadingCatalog',
          actions: [
            'applyRequestedLanguage',
            // Idempotent: a language picked from the URL path sticks for the next visits.
            persistCurrent,
          ],
        },
        {
          guard: { type: 'mustReloadWithDefault', params: startCheck },
          target: 'reloading',
          actions: ['applyDefaultLanguage', persistCurrent],
        },
        {
          // Nothing saved (or only the html lang, or a path or saved code the reload could not
          // change): a first visit has nothing to undo, so the default applies without a reload.
          target: 'loadingCatalog',
          actions: ['applyDefaultLanguage', persistCurrent],
        },
      ],
    },
    // The chosen language's texts load before the app renders in it.
    loadingCatalog: {
      invoke: {
        id: 'loadCatalog',
        src: 'loadCatalog',
        input: ({ context }) => ({ code: context.current }),
        onDone: { target: 'ready', actions: 'resetCatalogFailures' },
        onError: [
          {
            guard: {
              type: 'canRetryCatalog',
              params: ({ context, event }) => ({ failure: event.error, failures: context.catalogFailures }),
            },
            target: 'waitingToRetryCatalog',
            actions: 'countCatalogFailure',
          },
          {
            target: 'catalogFailed',
            actions: 'countCatalogFailure',
          },
        ],
      },
    },
    waitingToRetryCatalog: {
      after: { catalogRetryDelay: { target: 'loadingCatalog' } },
    },
    // The error page; its "Try again" starts the retries over.
    catalogFailed: {
      on: { RETRY_CATALOG: { target: 'loadingCatalog', actions: 'resetCatalogFailures' } },
    },
    ready: {
      on: {
        CHANGE_LANGUAGE: {
          guard: {
            type: 'canChangeTo',
            params: ({ context, event }) => ({
              code: event.code,
              current: context.current,
              languages: context.languages,
            }),
          },
          target: 'reloading',
          actions: [{ type: 'switchToLanguage', params: ({ event }) => event.code }, persistCurrent],
        },
      },
    },
    reloading: {
      type: 'final',
      entry: 'reloadPage',
    },
  },
});

export type LanguageSnapshot = ReturnType<typeof languageMachine.transition>;

/** The language is settled and its texts are loaded (the app may render in it). */
export function isLanguageReady(snapshot: LanguageSnapshot): boolean {
  return snapshot.matches('ready');
}

/** A loader while the language or its texts load (or the page reloads), the app, or the error page. */
export function selectLanguageStatus(snapshot: LanguageSnapshot): LanguageStatus {
  if (snapshot.matches('ready')) return 'ready';
  if (snapshot.matches('catalogFailed')) return 'failed';
  return 'loading';
}

/** The language the app renders in once settled; null while the machine decides (or reloads). */
export function selectSettledLanguage(snapshot: LanguageSnapshot): string | null {
  return isLanguageReady(snapshot) ? snapshot.context.current : null;
}
