import type { Language } from '../../../contracts/store.ts';
import { languageMachine } from '../../../machines/store/language.machine.ts';
import {
  actorDone,
  actorError,
  afterDelay,
  canHappen,
  defineModel,
  userEvent,
} from '../../../scripts/paths/graphCoverage.ts';

const language = (code: string, name: string, extra: Partial<Language> = {}): Language => ({
  language_code: code,
  language_name: name,
  status: 1,
  is_default: false,
  writing_script_direction: 'ltr',
  ...extra,
});

const english = language('en', 'English', { is_default: true });
const arabic = language('ar', 'العربية', { writing_script_direction: 'rtl' });
const french = language('fr', 'Français');
const german = language('de', 'Deutsch', { status: 0 });

/** Labels of the languages lists the stub `loadLanguages` resolves. */
export const LISTS = {
  all: 'en default, ar rtl, fr active; de inactive',
  arabicOff: 'en default, fr active; ar inactive',
  defaultOff: 'en default but inactive; fr, ar active',
  /** The default is neither first nor ltr: a pick of the first language, or of en, shows. */
  arabicDefault: 'en, fr active; ar rtl default last',
  empty: 'no languages',
} as const;

export const languageLists: Record<keyof typeof LISTS, Language[]> = {
  all: [english, arabic, french, german],
  arabicOff: [english, { ...arabic, status: 0 }, french],
  defaultOff: [{ ...english, status: 0 }, french, arabic],
  arabicDefault: [{ ...english, is_default: false }, french, { ...arabic, is_default: true }],
  empty: [],
};

/** What the `loadCatalog` actor rejects with (a CatalogLoadFailure), by label. */
export const CATALOG_FAILURES = {
  offline: { reason: 'network' },
  unavailable: { reason: 'server', status: 503 },
  missing: { reason: 'client', status: 404 },
  broken: { reason: 'parse' },
} as const;

export const CATALOG_EVENTS = {
  loaded: 'xstate.done.actor.loadCatalog (catalog loaded)',
  offline: 'xstate.error.actor.loadCatalog (no answer)',
  unavailable: 'xstate.error.actor.loadCatalog (503)',
  missing: 'xstate.error.actor.loadCatalog (404)',
  broken: 'xstate.error.actor.loadCatalog (not a catalog)',
  retryDelay: 'xstate.after.catalogRetryDelay.language.waitingToRetryCatalog (retry delay passed)',
  retry: 'RETRY_CATALOG',
} as const;

/** Scenario labels: what the app detected before the machine started. */
export const SCENARIOS = {
  cookieArabic: 'ar saved in the cookie',
  cookieGerman: 'de saved in the cookie (inactive in every list)',
  storageEnglish: 'en saved in local storage',
  pathArabic: 'ar from the URL path',
  htmlFrench: 'fr from the html lang',
  firstVisit: 'first visit (nothing detected)',
  servedCookieArabic: 'ar saved in the cookie, the languages served with the page',
  servedCookieArabicOff: 'ar saved in the cookie, served languages with ar inactive',
} as const;

function isCatalogTrouble(event: { type: string }): boolean {
  return (
    event.type === 'xstate.error.actor.loadCatalog' ||
    event.type === 'RETRY_CATALOG' ||
    event.type.startsWith('xstate.after.catalogRetryDelay')
  );
}

export const languageModel = defineModel({
  name: 'language',
  machine: languageMachine,
  scenarios: [
    { label: SCENARIOS.cookieArabic, input: { requested: 'ar', source: 'cookie' } },
    { label: SCENARIOS.cookieGerman, input: { requested: 'de', source: 'cookie' } },
    { label: SCENARIOS.storageEnglish, input: { requested: 'en', source: 'storage' } },
    { label: SCENARIOS.pathArabic, input: { requested: 'ar', source: 'path' } },
    { label: SCENARIOS.htmlFrench, input: { requested: 'fr', source: 'html' } },
    { label: SCENARIOS.firstVisit, input: { requested: null, source: null } },
    {
      label: SCENARIOS.servedCookieArabic,
      input: { requested: 'ar', source: 'cookie', servedLanguages: languageLists.all },
    },
    {
      label: SCENARIOS.servedCookieArabicOff,
      input: { requested: 'ar', source: 'cookie', servedLanguages: languageLists.arabicOff },
    },
  ],
  events: [
    ...(Object.keys(LISTS) as Array<keyof typeof LISTS>).map((key) =>
      actorDone('loadLanguages', languageLists[key], LISTS[key]),
    ),
    actorError('loadLanguages'),
    actorDone('loadCatalog', undefined, 'catalog loaded'),
    actorError('loadCatalog', 'no answer', CATALOG_FAILURES.offline),
    actorError('loadCatalog', '503', CATALOG_FAILURES.unavailable),
    actorError('loadCatalog', '404', CATALOG_FAILURES.missing),
    actorError('loadCatalog', 'not a catalog', CATALOG_FAILURES.broken),
    afterDelay('catalogRetryDelay', 'language.waitingToRetryCatalog', 'retry delay passed'),
    userEvent({ type: 'RETRY_CATALOG' }, CATALOG_EVENTS.retry),
    userEvent({ type: 'CHANGE_LANGUAGE', code: 'ar' }, 'CHANGE_LANGUAGE ar'),
    userEvent({ type: 'CHANGE_LANGUAGE', code: 'en' }, 'CHANGE_LANGUAGE en'),
    userEvent({ type: 'CHANGE_LANGUAGE', code: 'de' }, 'CHANGE_LANGUAGE de (inactive)'),
  ],
  project: ({ context }) => ({
    requested: context.requested,
    source: context.source,
    current: context.current,
    direction: context.direction,
    languages: context.languages.map(
      (entry) => `${entry.language_code}:${entry.status}${entry.is_default ? ':default' : ''}`,
    ),
    catalogFailures: context.catalogFailures,
  }),
  describeState: ({ value, context }) =>
    value === 'loading' ? 'loading' : `${String(value)} (${context.current}, ${context.direction})`,
  // The language picker shows only once the languages are known. The catalog's failures and
  // retries are explored from a first visit to the full list only: the same rules hold whatever the
  // language and list, and every combination would multiply the paths for nothing.
  filterEvents: (snapshot, event) =>
    canHappen(snapshot, event) &&
    (event.type !== 'CHANGE_LANGUAGE' || snapshot.matches('ready')) &&
    (!isCatalogTrouble(event) ||
      (snapshot.context.source === null && snapshot.context.languages.length === languageLists.all.length)),
  effects: ['persistLanguage', 'reloadPage'],
  simplePaths: true,
});
