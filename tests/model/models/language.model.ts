import type { Language } from '../../../contracts/store.ts';
import { languageMachine } from '../../../machines/language.machine.ts';
import { actorDone, actorError, canHappen, defineModel, userEvent } from '../graphCoverage.ts';

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
  empty: 'no languages',
} as const;

export const languageLists: Record<keyof typeof LISTS, Language[]> = {
  all: [english, arabic, french, german],
  arabicOff: [english, { ...arabic, status: 0 }, french],
  defaultOff: [{ ...english, status: 0 }, french, arabic],
  empty: [],
};

/** Scenario labels: what the app detected before the machine started. */
export const SCENARIOS = {
  cookieArabic: 'ar saved in the cookie',
  storageEnglish: 'en saved in local storage',
  pathArabic: 'ar from the URL path',
  htmlFrench: 'fr from the html lang',
  firstVisit: 'first visit (nothing detected)',
} as const;

export const languageModel = defineModel({
  name: 'language',
  machine: languageMachine,
  scenarios: [
    { label: SCENARIOS.cookieArabic, input: { requested: 'ar', source: 'cookie' } },
    { label: SCENARIOS.storageEnglish, input: { requested: 'en', source: 'storage' } },
    { label: SCENARIOS.pathArabic, input: { requested: 'ar', source: 'path' } },
    { label: SCENARIOS.htmlFrench, input: { requested: 'fr', source: 'html' } },
    { label: SCENARIOS.firstVisit, input: { requested: null, source: null } },
  ],
  events: [
    ...(Object.keys(LISTS) as Array<keyof typeof LISTS>).map((key) =>
      actorDone('loadLanguages', languageLists[key], LISTS[key]),
    ),
    actorError('loadLanguages'),
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
  }),
  describeState: ({ value, context }) =>
    value === 'loading' ? 'loading' : `${String(value)} (${context.current}, ${context.direction})`,
  // The language picker shows only once the languages are known.
  filterEvents: (snapshot, event) =>
    canHappen(snapshot, event) && (event.type !== 'CHANGE_LANGUAGE' || snapshot.matches('ready')),
  effects: ['persistLanguage', 'reloadPage'],
  simplePaths: true,
});
