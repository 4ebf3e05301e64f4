import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { PBS_BASE_PATH } from '../../../contracts/pbs.ts';
import { LANGUAGE_CODES } from '../../../contracts/request.ts';
import type { Language } from '../../../contracts/store.ts';
import type { LanguageContext, LanguageInput } from '../../../machines/store/language.types.ts';
import { type ModelPath, pathFromEvents } from '../../../scripts/paths/graphCoverage.ts';
import {
  CATALOG_EVENTS,
  LISTS,
  languageLists,
  languageModel,
  SCENARIOS,
} from '../../../tests/model/models/language.model.ts';
import { servePageWith, withoutLanguages } from '../servedPage.ts';
import { type BrowserEvent, type BrowserPaths, outputOf, type PathPage, playEvent } from './browserPaths.ts';
import { endpoint, HeldRequests } from './heldRequests.ts';
import { translated } from './translations.ts';

// The language machine in the browser. The languages list is answered with the model's list; the
// catalogs (/assets/messages-<locale>-<hash>.json) are held, failed or passed as the steps say.
// Before the machine starts, the page loads the catalog of the language it detected: that preload
// goes to the server, and the machine does not load again a catalog that is active already.
//
// Known defect (src/app/App.tsx): Lingui's I18nProvider renders nothing until a catalog is active,
// so when the only catalog the page tried fails, the page stays blank: neither the loader nor the
// texts-unavailable page with its "Try again" shows. A catalog failure is therefore played only
// where the preload's catalog stays active while the machine loads another one (see the
// hand-written path); the generated failures on a first visit would only show a blank page.

/** The texts of the page shown when the catalog keeps failing (src/features/shell/TextsUnavailablePage.tsx). */
const TEXTS_UNAVAILABLE = { heading: 'This page could not load its texts', retry: 'Try again' };

/** The catalog a language code reads in (a code without a catalog reads in English). */
const catalogOf = (code: string | null) =>
  LANGUAGE_CODES.includes(code as (typeof LANGUAGE_CODES)[number]) ? (code as string) : 'en';

/** A language's catalog, /assets/messages-<locale>-<hash>.json. */
const CATALOG = /\/assets\/messages-[^/?]+\.json(\?|$)/;

/**
 * Whether the page shows anything while the machine's catalog fails: only when the preloaded
 * catalog (of the detected language) is another than the one the machine loads (the defect above).
 */
function keepsACatalogActive(path: ModelPath): boolean {
  const loading = path.steps.find((step) => step.state.matches('loadingCatalog'))?.state;
  const target = (loading?.context as LanguageContext | undefined)?.current ?? null;
  return catalogOf((path.input as LanguageInput).requested) !== catalogOf(target);
}

/**
 * The page as served, with the html lang attribute set to `lang` (removed when null; unchanged when
 * undefined), and without the languages list (the machine loads it) unless the scenario serves one:
 * then the model's list.
 */
async function servePage(page: Page, scenario: string, lang?: string | null): Promise<void> {
  const served = SERVED_LISTS[scenario];
  await servePageWith(page, {
    htmlLang: lang,
    answers: (answers) =>
      served
        ? { ...answers, languages: { data: served, total_count: served.length } }
        : withoutLanguages(answers),
  });
}

/** The lists the served scenarios' pages carry. */
const SERVED_LISTS: Record<string, Language[]> = {
  [SCENARIOS.servedCookieArabic]: languageLists.all,
  [SCENARIOS.servedCookieArabicOff]: languageLists.arabicOff,
};

class LanguagePlayer {
  readonly languages = new HeldRequests('the languages list');
  readonly catalogs = new HeldRequests('a catalog');
  /** The catalog the page has active: the machine does not load it again. */
  activeCatalog: string | null = null;
  private languagesAsked = false;
  private loads = 0;
  private loadsWhenOpened = 0;

  constructor(readonly at: PathPage) {}

  get page(): Page {
    return this.at.page;
  }

  async open(path: ModelPath): Promise<void> {
    this.page.on('load', () => {
      this.loads += 1;
    });
    await this.page.route(endpoint(`${PBS_BASE_PATH}/languages`), (route) => {
      this.languagesAsked = true;
      return this.languages.hold(route);
    });
    await this.page.route(CATALOG, (route) =>
      // The preload comes before the machine asks for the languages; the machine's loads after.
      this.languagesAsked ? this.catalogs.hold(route) : route.fallback(),
    );
    this.activeCatalog = catalogOf((path.input as LanguageInput).requested);
    await this.openScenario(path.scenario);
    this.loadsWhenOpened = this.loads;
  }

  private async openScenario(scenario: string): Promise<void> {
    switch (scenario) {
      case SCENARIOS.cookieArabic:
      case SCENARIOS.servedCookieArabic:
      case SCENARIOS.servedCookieArabicOff:
        await servePage(this.page, scenario);
        await this.page.context().addCookies([{ name: 'ln', value: 'ar', url: this.at.baseURL }]);
        await this.page.goto('/');
        return;
      case SCENARIOS.storageEnglish:
        await servePage(this.page, scenario);
        // Local storage belongs to the origin: open it (without the app) to write there first.
        await this.page.goto('/storefront-config.json');
        await this.page.evaluate(() => localStorage.setItem('ln', 'en'));
        await this.page.goto('/');
        return;
      case SCENARIOS.pathArabic:
        await servePage(this.page, scenario);
        await this.page.goto('/ar/');
        return;
      case SCENARIOS.htmlFrench:
        await servePage(this.page, scenario, 'fr');
        await this.page.goto('/');
        return;
      case SCENARIOS.firstVisit:
        await servePage(this.page, scenario, null);
        await this.page.goto('/');
        return;
      default:
        throw new Error(`No browser set-up for "${scenario}"`);
    }
  }

  /** The machine loads the current language's catalog, unless the page has it active already. */
  async loadCatalog(code: string): Promise<void> {
    const catalog = catalogOf(code);
    if (catalog === this.activeCatalog) return;
    await this.catalogs.pass();
    this.activeCatalog = catalog;
  }

  async expectState(state: AnyMachineSnapshot): Promise<void> {
    const { current, direction, languages } = state.context as LanguageContext;
    const html = this.page.locator('html');
    if (state.matches('loadingCatalog') && catalogOf(current) === this.activeCatalog) {
      // The catalog is active already: the machine loads nothing and moves on at once.
    } else if (
      state.matches('loading') ||
      state.matches('loadingCatalog') ||
      state.matches('waitingToRetryCatalog')
    ) {
      // Its name is in whichever catalog is active, if any: the role says enough here.
      await expect(this.page.getByRole('progressbar')).toBeVisible();
      await expect(this.page.getByRole('banner')).toHaveCount(0);
      // Waiting for what (the retry's wait sends nothing), tells the states apart.
      if (state.matches('loading')) await this.languages.arrived();
      if (state.matches('loadingCatalog')) await this.catalogs.arrived();
    } else if (state.matches('ready')) {
      await expect(this.page.getByRole('banner')).toBeVisible();
      await expect(html).toHaveAttribute('lang', current.replace('_', '-'));
      await expect(html).toHaveAttribute('dir', direction);
      // The picker shows when there is a choice.
      const active = languages.filter((language) => language.status === 1);
      const picker = this.page.getByRole('combobox', { name: translated(catalogOf(current), 'Language') });
      if (active.length >= 2) await expect(picker).toHaveValue(current);
      else await expect(picker).toHaveCount(0);
    } else if (state.matches('catalogFailed')) {
      await expect(this.page.getByRole('heading', { name: TEXTS_UNAVAILABLE.heading })).toBeVisible();
      await expect(this.page.getByRole('button', { name: TEXTS_UNAVAILABLE.retry })).toBeVisible();
    } else if (state.matches('reloading')) {
      // The page reloads; the reloaded page, served as usual, reads in the stored language.
      await expect
        .poll(() => this.loads, { message: 'the page reloads' })
        .toBeGreaterThan(this.loadsWhenOpened);
      await this.languages.passThrough();
      await this.catalogs.passThrough();
      await expect(html).toHaveAttribute('lang', current.replace('_', '-'));
      const picker = this.page.getByRole('combobox', { name: translated(catalogOf(current), 'Language') });
      await expect(picker).toHaveValue(current);
    } else {
      throw new Error(`No check for the language machine in ${JSON.stringify(state.value)}`);
    }
  }
}

/** The language the page is in before the step. */
function currentBefore(path: ModelPath, index: number): string {
  const state = path.steps[index - 1]?.state;
  if (!state) throw new Error(`Step ${index} of path ${path.id} has no step before it`);
  return (state.context as LanguageContext).current;
}

const answerLanguages: BrowserEvent<LanguagePlayer> = {
  play: (player, step) => player.languages.answer(200, { data: outputOf<Language[]>(step) }),
};

/** The shopper picks a language. The picker offers only the other active ones: a change the
 *  machine refuses (the current or an inactive language) has no option to pick. */
function changeLanguage(code: string): BrowserEvent<LanguagePlayer> {
  return {
    can: (path, index) => path.steps[index]?.state.matches('reloading') ?? false,
    play: async (player, _step, index, path) => {
      const current = currentBefore(path, index);
      const picker = player.page.getByRole('combobox', { name: translated(catalogOf(current), 'Language') });
      await picker.selectOption(code);
    },
  };
}

/** The machine's catalog load fails; playable where the page can show it (the defect above). */
function catalogFailure(fail: (player: LanguagePlayer) => Promise<void>): BrowserEvent<LanguagePlayer> {
  return { can: (path) => keepsACatalogActive(path), play: fail };
}

const events: Record<string, BrowserEvent<LanguagePlayer>> = {
  ...Object.fromEntries(
    Object.values(LISTS).map((list) => [`xstate.done.actor.loadLanguages (${list})`, answerLanguages]),
  ),
  'xstate.error.actor.loadLanguages (request failed)': { play: (player) => player.languages.fail() },
  [CATALOG_EVENTS.loaded]: {
    play: (player, _step, index, path) => player.loadCatalog(currentBefore(path, index)),
  },
  [CATALOG_EVENTS.offline]: catalogFailure((player) => player.catalogs.fail()),
  [CATALOG_EVENTS.unavailable]: catalogFailure((player) =>
    player.catalogs.fulfill({ status: 503, body: '' }),
  ),
  [CATALOG_EVENTS.missing]: catalogFailure((player) => player.catalogs.fulfill({ status: 404, body: '' })),
  [CATALOG_EVENTS.broken]: catalogFailure((player) =>
    player.catalogs.fulfill({ status: 200, contentType: 'application/json', body: '<html>' }),
  ),
  // The retry is the machine's own, on the real clock (1, 2, then 4 s): its new request arrives.
  [CATALOG_EVENTS.retryDelay]: { play: (player) => player.catalogs.arrived() },
  [CATALOG_EVENTS.retry]: {
    play: (player) => player.page.getByRole('button', { name: TEXTS_UNAVAILABLE.retry }).click(),
  },
  'CHANGE_LANGUAGE ar': changeLanguage('ar'),
  'CHANGE_LANGUAGE en': changeLanguage('en'),
};

export const languagePaths: BrowserPaths = {
  model: languageModel,
  // The page detects only languages the storefront has catalogs for: an unknown saved code
  // (de) is never handed to the machine.
  scenarios: [
    SCENARIOS.cookieArabic,
    SCENARIOS.storageEnglish,
    SCENARIOS.pathArabic,
    SCENARIOS.htmlFrench,
    SCENARIOS.firstVisit,
    SCENARIOS.servedCookieArabic,
    SCENARIOS.servedCookieArabicOff,
  ],
  events,
  notDrivable: {},
  // Made when the paths are chosen (inside a test), not when this file loads: a path past the
  // model's limits fails that test with the reason.
  get handWritten() {
    return [
      {
        ...pathFromEvents(languageModel, SCENARIOS.pathArabic, [
          `xstate.done.actor.loadLanguages (${LISTS.arabicOff})`,
          CATALOG_EVENTS.unavailable,
          CATALOG_EVENTS.retryDelay,
          CATALOG_EVENTS.missing,
          CATALOG_EVENTS.retry,
          CATALOG_EVENTS.loaded,
        ]),
        purposes: ['hand-written: the catalog fails while the page reads in the preloaded one'],
      },
    ];
  },
  player: (at) => {
    const player = new LanguagePlayer(at);
    return {
      open: (path) => player.open(path),
      play: (step, index, path) => playEvent(events, player, step, index, path),
      expectState: (state) => player.expectState(state),
    };
  },
};
