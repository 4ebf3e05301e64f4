import { describe, expect, it } from 'vitest';
import {
  FALLBACK_LANGUAGE,
  findActiveLanguage,
  pickDefaultLanguage,
} from '../../machines/language.machine.ts';
import type { LanguageContext, PersistLanguageParams } from '../../machines/language.types.ts';
import {
  describePath,
  generatePaths,
  type ModelPath,
  memoizedRunner,
  type PathRun,
  pathFromEvents,
  runPath,
} from '../../scripts/paths/graphCoverage.ts';
import { expectFullCoverage } from './expectFullCoverage.ts';
import { LISTS, languageLists, languageModel as model, SCENARIOS } from './models/language.model.ts';

const paths = generatePaths(model);
const runOnce = memoizedRunner(model);

/**
 * The effects a path must cause: every change of state except a failed load persists the new
 * language (code and direction of the state it reaches); reaching `reloading` then reloads once.
 */
function expectedEffects(path: ModelPath): PathRun['effects'] {
  return path.steps.flatMap(({ event, state }, step) => {
    const previous = path.steps[step - 1]?.state;
    if (!previous || previous.value === state.value || event.type.startsWith('xstate.error.')) return [];
    const persisted: PersistLanguageParams = {
      code: state.context.current,
      direction: state.context.direction,
    };
    return [
      { step, action: 'persistLanguage', params: persisted },
      ...(state.value === 'reloading' ? [{ step, action: 'reloadPage', params: undefined }] : []),
    ];
  });
}

describe('language: generated paths run on the machine', () => {
  it.each(
    paths.map((path) => [`${path.id} [${path.scenario}]: ${describePath(model, path)}`, path] as const),
  )('path %s', async (_name, path) => {
    const run = await runOnce(path);
    expect(run.failure).toBeNull();
    expect(run.effects).toEqual(expectedEffects(path));
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

  it('reload the page exactly on the paths that end in reloading', async () => {
    for (const path of paths) {
      const run = await runOnce(path);
      const reloads = run.effects.filter((effect) => effect.action === 'reloadPage');
      const endsReloading = path.steps.at(-1)?.state.value === 'reloading';
      expect(reloads).toHaveLength(endsReloading ? 1 : 0);
      if (endsReloading) expect(run.effects.at(-1)?.action).toBe('reloadPage');
    }
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
    expect(pickDefaultLanguage([])).toEqual(FALLBACK_LANGUAGE);
  });

  it('findActiveLanguage finds only active languages', () => {
    expect(findActiveLanguage(languageLists.all, 'ar')?.writing_script_direction).toBe('rtl');
    expect(findActiveLanguage(languageLists.all, 'de')).toBeUndefined();
    expect(findActiveLanguage(languageLists.all, null)).toBeUndefined();
  });
});
