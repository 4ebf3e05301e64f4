import { assign, fromPromise, setup } from 'xstate';
import type { Language, TextDirection } from '../contracts/store.ts';
import type {
  LanguageContext,
  LanguageEvent,
  LanguageInput,
  LanguageSource,
  PersistLanguageParams,
} from './language.types.ts';

// Language (SPEC section 4 "Language", section 9): on start the saved language is used if active,
// otherwise the default language is applied and the page reloads; changing language stores the
// code and direction and reloads the page.

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
const startCheck = ({
  context,
  event,
}: {
  context: LanguageContext;
  event: { output: Language[] };
}): StartCheck => ({
  requested: context.requested,
  source: context.source,
  languages: event.output,
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
  },
  actions: {
    /** Stores the code and direction (local storage `ln` / `direction`, cookie). Idempotent. */
    persistLanguage: (_, _params: PersistLanguageParams) => {},
    /** Reloads the page so that everything renders in the stored language. */
    reloadPage: () => {},
  },
  guards: {
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
  },
}).createMachine({
  id: 'language',
  context: ({ input }) => ({
    requested: input.requested,
    source: input.source,
    languages: [],
    current: FALLBACK_LANGUAGE.code,
    direction: FALLBACK_LANGUAGE.direction,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadLanguages',
        src: 'loadLanguages',
        onDone: [
          {
            guard: {
              type: 'isRequestedActive',
              params: startCheck,
            },
            target: 'ready',
            actions: [
              assign(({ context, event }) => {
                const language = findActiveLanguage(event.output, context.requested);
                return applyLanguage(
                  event.output,
                  language?.language_code ?? FALLBACK_LANGUAGE.code,
                  language?.writing_script_direction ?? FALLBACK_LANGUAGE.direction,
                );
              }),
              // Idempotent: a language picked from the URL path sticks for the next visits.
              persistCurrent,
            ],
          },
          {
            guard: {
              type: 'mustReloadWithDefault',
              params: startCheck,
            },
            target: 'reloading',
            actions: [
              assign(({ event }) => {
                const fallback = pickDefaultLanguage(event.output);
                return applyLanguage(event.output, fallback.code, fallback.direction);
              }),
              persistCurrent,
            ],
          },
          {
            // Nothing saved (or only the html lang, or a path or saved code the reload could not
            // change): a first visit has nothing to undo, so the default applies without a reload.
            target: 'ready',
            actions: [
              assign(({ event }) => {
                const fallback = pickDefaultLanguage(event.output);
                return applyLanguage(event.output, fallback.code, fallback.direction);
              }),
              persistCurrent,
            ],
          },
        ],
        // The languages call failed: render in en rather than block the app; a dead API also fails
        // the store bootstrap, whose store-unavailable page explains it. Nothing is persisted, so the
        // shopper's saved choice survives a transient failure.
        onError: {
          target: 'ready',
          actions: assign(() => applyLanguage([], FALLBACK_LANGUAGE.code, FALLBACK_LANGUAGE.direction)),
        },
      },
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
          actions: [
            assign(({ context, event }) => {
              const language = findActiveLanguage(context.languages, event.code);
              return {
                current: language?.language_code ?? context.current,
                direction: language?.writing_script_direction ?? context.direction,
              };
            }),
            persistCurrent,
          ],
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
