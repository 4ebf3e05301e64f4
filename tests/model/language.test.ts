import { describe, expect, it } from 'vitest';
import type { Language, TextDirection } from '../../contracts/store.ts';
import {
  FALLBACK_LANGUAGE,
  findActiveLanguage,
  pickDefaultLanguage,
} from '../../machines/store/language.machine.ts';
import type {
  LanguageContext,
  LanguageEvent,
  LanguageInput,
  LanguageSource,
  PersistLanguageParams,
} from '../../machines/store/language.types.ts';
import {
  type ModelPath,
  memoizedRunner,
  type PathRun,
  pathFromEvents,
  runPath,
} from '../../scripts/paths/graphCoverage.ts';
import { boundedPaths } from './boundedPaths.ts';
import { eachGeneratedPath, expectStates } from './eachGeneratedPath.ts';
import { expectFullCoverage } from './expectFullCoverage.ts';
import {
  CATALOG_EVENTS,
  LISTS,
  languageLists,
  languageModel as model,
  SCENARIOS,
} from './models/language.model.ts';

const paths = boundedPaths(model);
const runOnce = memoizedRunner(model);

// ---------------------------------------------------------------------------------------------
// The SPEC as an oracle: what each event must do in each state, written from SPEC.md section 4
// "Language", section 9 (default en) and decision 0101 (languages), independently of the
// machine.

type SpecValue =
  | 'loading'
  | 'loadingCatalog'
  | 'waitingToRetryCatalog'
  | 'catalogFailed'
  | 'ready'
  | 'reloading';

/** The state, and what the screens read: the language picker's list and the page's language. */
interface SpecState {
  value: SpecValue;
  languages: Language[];
  current: string;
  direction: TextDirection;
  /** Failed catalog loads since the last success or retry by hand. */
  catalogFailures: number;
}

interface Spec {
  states: SpecState[];
  effects: PathRun['effects'];
  invocations: PathRun['invocations'];
  delays: PathRun['delays'];
}

/** SPEC sections 8 and 9: no answer and 5xx are retried 3 times, after 1 s, 2 s and 4 s. */
const RETRIES = 3;
const retryDelayMs = (failures: number) => Math.min(1000 * 2 ** (failures - 1), 30_000);
const isRetryable = (failure: { reason: string }) =>
  failure.reason === 'network' || failure.reason === 'server';

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
  const { requested, source, servedLanguages } = path.input as LanguageInput;
  const spec: Spec = {
    states: [],
    effects: [],
    // The store's languages are loaded, unless the page was served with them.
    invocations: servedLanguages
      ? []
      : [{ step: 0, id: 'loadLanguages', src: 'loadLanguages', input: undefined }],
    delays: [],
  };
  let state: SpecState = {
    value: 'loading',
    languages: [],
    current: 'en',
    direction: 'ltr',
    catalogFailures: 0,
  };
  path.steps.forEach(({ event }, step) => {
    // The texts of the language load before the app renders in it.
    const loadTexts = () => {
      state = { ...state, value: 'loadingCatalog' };
      spec.invocations.push({ step, id: 'loadCatalog', src: 'loadCatalog', input: { code: state.current } });
    };
    const apply = (value: 'ready' | 'reloading', languages: Language[], language: PersistLanguageParams) => {
      state = { ...state, value, languages, current: language.code, direction: language.direction };
      // The code and direction are stored (ln, direction, the language cookie) for the next page.
      spec.effects.push({ step, action: 'persistLanguage', params: language });
      if (value === 'reloading') spec.effects.push({ step, action: 'reloadPage', params: undefined });
      else loadTexts();
    };
    /** The store's languages are known: the language the page renders in. */
    const choose = (languages: Language[]) => {
      const wanted = activeIn(languages, requested);
      const fallback = storeDefault(languages);
      if (wanted) apply('ready', languages, paramsOf(wanted));
      // A saved language no longer active: the default replaces it and the page reloads, unless the
      // default is that same code (the reload would read it again, forever). A code from the URL
      // path or the html lang, or none, takes the default without a reload.
      else if (SAVED_SOURCES.includes(source) && fallback.code !== requested) {
        apply('reloading', languages, fallback);
      } else apply('ready', languages, fallback);
    };
    const languages = (event as { output?: Language[] }).output;
    if (step === 0) {
      // Nothing yet: the page renders in en until the store's languages are known, at once when
      // the page came with them.
      if (servedLanguages) choose(servedLanguages);
    } else if (state.value === 'loading' && event.type === 'xstate.done.actor.loadLanguages' && languages) {
      choose(languages);
    } else if (state.value === 'loading' && event.type === 'xstate.error.actor.loadLanguages') {
      // English, and the saved choice is kept: nothing is stored.
      state = { ...state, languages: [], current: 'en', direction: 'ltr' };
      loadTexts();
    } else if (state.value === 'loadingCatalog' && event.type === 'xstate.done.actor.loadCatalog') {
      state = { ...state, value: 'ready', catalogFailures: 0 };
    } else if (state.value === 'loadingCatalog' && event.type === 'xstate.error.actor.loadCatalog') {
      const failure = (event as { error?: { reason: string } }).error ?? { reason: 'network' };
      const failures = state.catalogFailures + 1;
      state = {
        ...state,
        catalogFailures: failures,
        value: isRetryable(failure) && failures <= RETRIES ? 'waitingToRetryCatalog' : 'catalogFailed',
      };
    } else if (state.value === 'waitingToRetryCatalog' && event.type.startsWith('xstate.after.')) {
      spec.delays.push({ step, event: event.type, ms: retryDelayMs(state.catalogFailures) });
      loadTexts();
    } else if (state.value === 'catalogFailed' && event.type === 'RETRY_CATALOG') {
      // Try again by hand: the retries start over.
      state = { ...state, catalogFailures: 0 };
      loadTexts();
    } else if (state.value === 'ready' && event.type === 'CHANGE_LANGUAGE') {
      const chosen = activeIn(state.languages, (event as LanguageEvent & { code: string }).code);
      if (chosen && chosen.language_code !== state.current)
        apply('reloading', state.languages, paramsOf(chosen));
    }
    spec.states.push(state);
  });
  return spec;
}

const screenContext = ({ languages, current, direction, catalogFailures }: LanguageContext) => ({
  languages,
  current,
  direction,
  catalogFailures,
});

describe('language: generated paths run on the machine', () => {
  eachGeneratedPath(model, paths, runOnce, (path, run) => {
    const spec = specOf(path);
    expectStates(path, run, spec.states, screenContext);
    expect(run.effects).toEqual(spec.effects);
    expect(run.invocations).toEqual(spec.invocations);
    expect(run.delays).toEqual(spec.delays);
  });

  expectFullCoverage({
    model,
    paths,
    run: runOnce,
    states: [
      'starting',
      'loading',
      'choosing',
      'loadingCatalog',
      'waitingToRetryCatalog',
      'catalogFailed',
      'ready',
      'reloading',
    ],
    transitions: 13,
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
    // A language that stays loads its texts first (the page that reloads does not).
    const outcome = await outcomeOf(scenario, [
      event,
      ...(expected.state === 'ready' ? [CATALOG_EVENTS.loaded] : []),
    ]);
    expect(outcome).toEqual({
      value: expected.state,
      language: expected.language,
      persisted: expected.persisted,
      reloads: expected.state === 'reloading' ? 1 : 0,
    });
  });
});

describe('language: a page served with the store’s languages', () => {
  it('chooses from them without loading the list', async () => {
    const run = await runPath(
      model,
      pathFromEvents(model, SCENARIOS.servedCookieArabic, [CATALOG_EVENTS.loaded]),
    );
    expect(run.failure).toBeNull();
    expect(run.invocations.map((invocation) => invocation.src)).toEqual(['loadCatalog']);
    expect(run.path.steps.map((step) => step.state.value)).toEqual(['loadingCatalog', 'ready']);
    expect((run.context as LanguageContext).servedLanguages).toBeNull();
    expect((run.context as LanguageContext).languages).toEqual(languageLists.all);
  });

  it('applies the same rules as to a loaded list: a saved language no longer active reloads with the default', async () => {
    const outcome = await outcomeOf(SCENARIOS.servedCookieArabicOff, []);
    expect(outcome).toEqual({ value: 'reloading', language: en, persisted: en, reloads: 1 });
  });
});

describe('language: CHANGE_LANGUAGE', () => {
  it('stores the new code and direction, then reloads the page', async () => {
    const outcome = await outcomeOf(SCENARIOS.storageEnglish, [
      loaded('all'),
      CATALOG_EVENTS.loaded,
      'CHANGE_LANGUAGE ar',
    ]);
    expect(outcome).toEqual({ value: 'reloading', language: ar, persisted: ar, reloads: 1 });
  });

  it.each([
    ['the current language', SCENARIOS.cookieArabic, loaded('all'), 'ar'],
    ['an inactive language', SCENARIOS.cookieArabic, loaded('all'), 'de'],
    ['an unknown code', SCENARIOS.cookieArabic, loaded('all'), 'xx'],
    ['any code after the languages failed to load', SCENARIOS.cookieArabic, failed, 'fr'],
  ])('ignores %s', async (_what, scenario, start, code) => {
    const before = await outcomeOf(scenario, [start, CATALOG_EVENTS.loaded]);
    const after = await outcomeOf(scenario, [
      start,
      CATALOG_EVENTS.loaded,
      { type: 'CHANGE_LANGUAGE', code },
    ]);
    expect(after).toEqual({ ...before, value: 'ready' });
  });
});

describe('language: the catalog (SPEC sections 8 and 9)', () => {
  const start = [loaded('all'), CATALOG_EVENTS.offline];
  const retriesOf = async (events: string[]) => {
    const run = await runPath(model, pathFromEvents(model, SCENARIOS.firstVisit, events));
    expect(run.failure).toBeNull();
    return {
      value: run.path.steps.at(-1)?.state.value,
      delays: run.delays.map((delay) => delay.ms),
      loads: run.invocations.filter((invocation) => invocation.id === 'loadCatalog').length,
    };
  };

  it('a load with no answer or a 5xx is tried again after 1 s, 2 s and 4 s, then the error page shows', async () => {
    const outcome = await retriesOf([
      ...start,
      CATALOG_EVENTS.retryDelay,
      CATALOG_EVENTS.unavailable,
      CATALOG_EVENTS.retryDelay,
      CATALOG_EVENTS.offline,
      CATALOG_EVENTS.retryDelay,
      CATALOG_EVENTS.offline,
    ]);
    expect(outcome).toEqual({ value: 'catalogFailed', delays: [1000, 2000, 4000], loads: 4 });
  });

  it.each([CATALOG_EVENTS.missing, CATALOG_EVENTS.broken])(
    '%s is not retried: the error page shows',
    async (failure) => {
      expect(await retriesOf([loaded('all'), failure])).toEqual({
        value: 'catalogFailed',
        delays: [],
        loads: 1,
      });
    },
  );

  it('"Try again" on the error page starts over, with three retries again', async () => {
    const outcome = await retriesOf([
      loaded('all'),
      CATALOG_EVENTS.missing,
      CATALOG_EVENTS.retry,
      CATALOG_EVENTS.offline,
    ]);
    expect(outcome).toEqual({ value: 'waitingToRetryCatalog', delays: [], loads: 2 });
  });

  it('a retry that succeeds shows the app', async () => {
    const outcome = await retriesOf([...start, CATALOG_EVENTS.retryDelay, CATALOG_EVENTS.loaded]);
    expect(outcome).toEqual({ value: 'ready', delays: [1000], loads: 2 });
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
