import { describe, expect, it } from 'vitest';
import {
  FALLBACK_LANGUAGE,
  findActiveLanguage,
  pickDefaultLanguage,
} from '../../machines/language.machine.ts';
import type {
  LanguageContext,
  LanguageEvent,
  LanguageInput,
  LanguageSource,
  PersistLanguageParams,
} from '../../machines/language.types.ts';
import type { Language, TextDirection } from '../../machines/store.types.ts';
import {
  generatePaths,
  type ModelPath,
  memoizedRunner,
  type PathRun,
  pathFromEvents,
  runPath,
} from '../../scripts/paths/graphCoverage.ts';
import { eachGeneratedPath, expectStates } from './eachGeneratedPath.ts';
import { expectFullCoverage } from './expectFullCoverage.ts';
import { LISTS, languageLists, languageModel as model, SCENARIOS } from './models/language.model.ts';

const paths = generatePaths(model);
const runOnce = memoizedRunner(model);

// ---------------------------------------------------------------------------------------------
// The SPEC as an oracle: what each event must do in each state, written from SPEC.md section 4
// "Language", section 9 (default en) and the README's language decision, independently of the
// machine.

type SpecValue = 'loading' | 'ready' | 'reloading';

/** The state, and what the screens read: the language picker's list and the page's language. */
interface SpecState {
  value: SpecValue;
  languages: Language[];
  current: string;
  direction: TextDirection;
}

interface Spec {
  states: SpecState[];
  effects: PathRun['effects'];
}

const ENGLISH: PersistLanguageParams = { code: 'en', direction: 'ltr' };
/** Where a code was saved by an earlier visit: a reload reads it again. */
const SAVED_SOURCES: ReadonlyArray<LanguageSource | null> = ['cookie', 'storage'];

const activeIn = (languages: readonly Language[], code: string | null) =>
  languages.find((language) => language.status === 1 && language.language_code === code);
const paramsOf = (language: Language): PersistLanguageParams => ({
  code: language.language_code,
  direction: language.writing_script_direction,
});
/** The active language marked default, else the first active one, else en. */
function storeDefault(languages: readonly Language[]): PersistLanguageParams {
  const active = languages.filter((language) => language.status === 1);
  const chosen = active.find((language) => language.is_default) ?? active[0];
  return chosen ? paramsOf(chosen) : ENGLISH;
}

function specOf(path: ModelPath): Spec {
  const { requested, source } = path.input as LanguageInput;
  const spec: Spec = { states: [], effects: [] };
  let state: SpecState = { value: 'loading', languages: [], current: 'en', direction: 'ltr' };
  path.steps.forEach(({ event }, step) => {
    const apply = (value: SpecValue, languages: Language[], language: PersistLanguageParams) => {
      state = { value, languages, current: language.code, direction: language.direction };
      // The code and direction are stored (ln, direction, the language cookie) for the next page.
      spec.effects.push({ step, action: 'persistLanguage', params: language });
      if (value === 'reloading') spec.effects.push({ step, action: 'reloadPage', params: undefined });
    };
    const languages = (event as { output?: Language[] }).output;
    if (step === 0) {
      // Nothing yet: the page renders in en until the store's languages are known.
    } else if (state.value === 'loading' && event.type === 'xstate.done.actor.loadLanguages' && languages) {
      const wanted = activeIn(languages, requested);
      const fallback = storeDefault(languages);
      if (wanted) apply('ready', languages, paramsOf(wanted));
      // A saved language no longer active: the default replaces it and the page reloads, unless the
      // default is that same code (the reload would read it again, forever). A code from the URL
      // path or the html lang, or none, takes the default without a reload.
      else if (SAVED_SOURCES.includes(source) && fallback.code !== requested) {
        apply('reloading', languages, fallback);
      } else apply('ready', languages, fallback);
    } else if (state.value === 'loading' && event.type === 'xstate.error.actor.loadLanguages') {
      // English, and the saved choice is kept: nothing is stored.
      state = { value: 'ready', languages: [], current: 'en', direction: 'ltr' };
    } else if (state.value === 'ready' && event.type === 'CHANGE_LANGUAGE') {
      const chosen = activeIn(state.languages, (event as LanguageEvent).code);
      if (chosen && chosen.language_code !== state.current)
        apply('reloading', state.languages, paramsOf(chosen));
    }
    spec.states.push(state);
  });
  return spec;
}

const screenContext = ({ languages, current, direction }: LanguageContext) => ({
  languages,
  current,
  direction,
});

describe('language: generated paths run on the machine', () => {
  eachGeneratedPath(model, paths, runOnce, (path, run) => {
    const spec = specOf(path);
    expectStates(path, run, spec.states, screenContext);
    expect(run.effects).toEqual(spec.effects);
    expect(run.invocations).toEqual([
      { step: 0, id: 'loadLanguages', src: 'loadLanguages', input: undefined },
    ]);
  });

  expectFullCoverage({
    model,
    paths,
    run: runOnce,
    states: ['loading', 'ready', 'reloading'],
    transitions: 5,
  });

  it('start from every language source, with the requested code active and not', () => {
    const starts = new Set(
      paths.flatMap(({ input, steps }) => {
        const { requested, source } = input as LanguageInput;
        const languages = (steps[1]?.event as { output?: Language[] } | undefined)?.output;
        if (!languages) return [];
        return [`${source ?? 'nothing'} ${activeIn(languages, requested) ? 'active' : 'not active'}`];
      }),
    );
    expect([...starts].sort()).toEqual([
      'cookie active',
      'cookie not active',
      'html active',
      'html not active',
      'nothing not active',
      'path active',
      'path not active',
      'storage active',
      'storage not active',
    ]);
  });
});

const loaded = (list: keyof typeof LISTS) => `xstate.done.actor.loadLanguages (${LISTS[list]})`;
const failed = 'xstate.error.actor.loadLanguages (request failed)';

interface Outcome {
  state: 'ready' | 'reloading';
  language: PersistLanguageParams;
  /** What persistLanguage stored; null when nothing was stored. */
  persisted: PersistLanguageParams | null;
}

const en = { code: 'en', direction: 'ltr' } as const;
const ar = { code: 'ar', direction: 'rtl' } as const;
const fr = { code: 'fr', direction: 'ltr' } as const;
const ready = (language: PersistLanguageParams): Outcome => ({
  state: 'ready',
  language,
  persisted: language,
});
const reload = (language: PersistLanguageParams): Outcome => ({
  state: 'reloading',
  language,
  persisted: language,
});

async function outcomeOf(
  scenario: string,
  events: Array<string | { type: 'CHANGE_LANGUAGE'; code: string }>,
) {
  const run = await runPath(model, pathFromEvents(model, scenario, events));
  expect(run.failure).toBeNull();
  const context = run.context as LanguageContext;
  const persists = run.effects.filter((effect) => effect.action === 'persistLanguage');
  return {
    value: run.path.steps.at(-1)?.state.value,
    language: { code: context.current, direction: context.direction },
    persisted: persists.at(-1)?.params ?? null,
    reloads: run.effects.filter((effect) => effect.action === 'reloadPage').length,
  };
}

describe('language: SPEC decisions on start', () => {
  it.each<[string, string, Outcome]>([
    // The saved language is used if active (and persisted again, so a URL-path choice sticks).
    [SCENARIOS.cookieArabic, loaded('all'), ready(ar)],
    [SCENARIOS.cookieArabic, loaded('defaultOff'), ready(ar)],
    [SCENARIOS.pathArabic, loaded('all'), ready(ar)],
    [SCENARIOS.htmlFrench, loaded('all'), ready(fr)],
    [SCENARIOS.storageEnglish, loaded('all'), ready(en)],
    // Otherwise the default language is applied and the page reloads.
    [SCENARIOS.cookieArabic, loaded('arabicOff'), reload(en)],
    [SCENARIOS.cookieArabic, loaded('empty'), reload(en)],
    [SCENARIOS.storageEnglish, loaded('defaultOff'), reload(fr)],
    // The default is the one marked default, wherever it stands in the list, with its direction.
    [SCENARIOS.cookieGerman, loaded('arabicDefault'), reload(ar)],
    // A reload that would change nothing is skipped: en is saved, no language is active, en applies.
    [SCENARIOS.storageEnglish, loaded('empty'), ready(en)],
    // A language in the URL path survives a reload: apply the default without reloading (no loop).
    [SCENARIOS.pathArabic, loaded('arabicOff'), ready(en)],
    // Nothing saved: the default applies with no reload.
    [SCENARIOS.htmlFrench, loaded('empty'), ready(en)],
    [SCENARIOS.firstVisit, loaded('all'), ready(en)],
    [SCENARIOS.firstVisit, loaded('defaultOff'), ready(fr)],
    // The languages call failed: en, nothing persisted (the saved choice survives).
    [SCENARIOS.cookieArabic, failed, { state: 'ready', language: en, persisted: null }],
  ])('%s, %s → %o', async (scenario, event, expected) => {
    const outcome = await outcomeOf(scenario, [event]);
    expect(outcome).toEqual({
      value: expected.state,
      language: expected.language,
      persisted: expected.persisted,
      reloads: expected.state === 'reloading' ? 1 : 0,
    });
  });
});

describe('language: CHANGE_LANGUAGE', () => {
  it('stores the new code and direction, then reloads the page', async () => {
    const outcome = await outcomeOf(SCENARIOS.storageEnglish, [loaded('all'), 'CHANGE_LANGUAGE ar']);
    expect(outcome).toEqual({ value: 'reloading', language: ar, persisted: ar, reloads: 1 });
  });

  it.each([
    ['the current language', SCENARIOS.cookieArabic, loaded('all'), 'ar'],
    ['an inactive language', SCENARIOS.cookieArabic, loaded('all'), 'de'],
    ['an unknown code', SCENARIOS.cookieArabic, loaded('all'), 'xx'],
    ['any code after the languages failed to load', SCENARIOS.cookieArabic, failed, 'fr'],
  ])('ignores %s', async (_what, scenario, start, code) => {
    const before = await outcomeOf(scenario, [start]);
    const after = await outcomeOf(scenario, [start, { type: 'CHANGE_LANGUAGE', code }]);
    expect(after).toEqual({ ...before, value: 'ready' });
  });
});

describe('language helpers', () => {
  it('pickDefaultLanguage prefers the active default, then the first active language, then en', () => {
    expect(pickDefaultLanguage(languageLists.all)).toEqual(en);
    expect(pickDefaultLanguage(languageLists.defaultOff)).toEqual(fr);
    expect(pickDefaultLanguage(languageLists.arabicDefault)).toEqual(ar);
    expect(pickDefaultLanguage([])).toEqual(FALLBACK_LANGUAGE);
  });

  it('findActiveLanguage finds only active languages', () => {
    expect(findActiveLanguage(languageLists.all, 'ar')?.writing_script_direction).toBe('rtl');
    expect(findActiveLanguage(languageLists.all, 'de')).toBeUndefined();
    expect(findActiveLanguage(languageLists.all, null)).toBeUndefined();
  });
});
