import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { PBS_BASE_PATH } from '../../../contracts/pbs.ts';
import type { StorefrontBootstrap } from '../../../contracts/storefront-bootstrap.ts';
import { UMS_BASE_PATH } from '../../../contracts/ums.ts';
import type { StoreBootstrapContext, StoreCheck } from '../../../machines/store/storeBootstrap.types.ts';
import type { ModelPath, ModelStep } from '../../../scripts/paths/graphCoverage.ts';
import {
  CHECKS,
  EVENTS,
  SCENARIOS,
  storeBootstrapModel,
} from '../../../tests/model/models/storeBootstrap.model.ts';
import { servePageWith, withoutStoreAnswers } from '../servedPage.ts';
import { type BrowserEvent, type BrowserPaths, outputOf, type PathPage, playEvent } from './browserPaths.ts';
import { endpoint, HeldRequests } from './heldRequests.ts';
import { searchHeld } from './searchRequests.ts';

// The store bootstrap in the browser: its validate-store and content-settings requests are held
// until a step answers them, with the server's answer or with the one the model's event names. The
// page is served with the store's answers as the path's scenario says: as the server
// writes them, edited to the model's check, or without them (the storefront then asks the API).

class StoreBootstrapPlayer {
  validation!: HeldRequests;
  settings!: HeldRequests;

  constructor(readonly at: PathPage) {}

  get page(): Page {
    return this.at.page;
  }

  async open(path: ModelPath): Promise<void> {
    await servePageWith(this.page, { answers: ANSWERS_OF[path.scenario] });
    this.validation = await HeldRequests.on(
      this.page,
      'validate-store',
      endpoint(`${UMS_BASE_PATH}/validate-store`),
    );
    this.settings = await HeldRequests.on(
      this.page,
      'content-settings',
      endpoint(`${PBS_BASE_PATH}/content-settings`),
    );
    await this.page.goto('/');
  }

  /** validate-store answers what the step's StoreCheck says: the store, or 404 for a missing one. */
  async answerValidation(step: ModelStep): Promise<void> {
    const check = outputOf<StoreCheck>(step);
    if (check.kind === 'unavailable' && check.reason === 'missing') {
      await this.validation.answer(404, null, 'Store not found');
    } else if (check.store.store_display_name === 'Demo Store') {
      await this.validation.pass(); // the seeded store as the server has it
    } else {
      await this.validation.answer(200, check.store);
    }
  }

  async expectState(state: AnyMachineSnapshot): Promise<void> {
    const { store } = state.context as StoreBootstrapContext;
    if (state.matches('validating') || state.matches('loadingSettings')) {
      await expect(this.page.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
      await expect(this.page.getByRole('banner')).toHaveCount(0);
      // Waiting for what, tells the two apart.
      await (state.matches('validating') ? this.validation : this.settings).arrived();
    } else if (state.matches('active')) {
      if (state.matches({ active: 'rechecking' })) await this.validation.arrived();
      const name = store?.store_display_name ?? '';
      await expect(this.page.getByRole('banner').getByRole('link', { name: `${name} home` })).toBeVisible();
      await expect(this.page).toHaveTitle(`Online store | ${name}`);
    } else if (state.matches('unavailable')) {
      await expect(this.page.getByRole('heading', { name: 'This store is under maintenance' })).toBeVisible();
      // A store the platform knows keeps its name (with its logo); a missing one has none.
      if (store) await expect(this.page.getByRole('img', { name: store.store_display_name })).toBeVisible();
      await expect(this.page.getByRole('banner')).toHaveCount(0);
    } else if (state.matches('error')) {
      await expect(this.page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
      await expect(this.page.getByRole('button', { name: 'Try again' })).toBeVisible();
    } else {
      throw new Error(`No check for the store bootstrap in ${JSON.stringify(state.value)}`);
    }
  }
}

/** The store's check as validate-store answers it: the store, or null for a 404. */
const validationOf = (check: StoreCheck) => ('store' in check ? check.store : null);

/** How each scenario's page is served: the store's answers as they are, edited, or left out. */
const ANSWERS_OF: Record<string, (answers: StorefrontBootstrap) => StorefrontBootstrap | null> = {
  [SCENARIOS.demo]: withoutStoreAnswers,
  [SCENARIOS.served]: (answers) => answers,
  [SCENARIOS.servedInactive]: (answers) => ({
    ...withoutStoreAnswers(answers),
    validateStore: validationOf(CHECKS.inactive),
    storeImages: answers.storeImages,
  }),
  [SCENARIOS.servedMissing]: (answers) => ({
    ...withoutStoreAnswers(answers),
    validateStore: validationOf(CHECKS.missing),
  }),
  [SCENARIOS.servedWithoutContent]: (answers) => ({
    ...withoutStoreAnswers(answers),
    validateStore: answers.validateStore,
  }),
};

const answerValidation: BrowserEvent<StoreBootstrapPlayer> = {
  play: (player, step) => player.answerValidation(step),
};
const failValidation: BrowserEvent<StoreBootstrapPlayer> = {
  play: (player) => player.validation.fail(),
};

const events: Record<string, BrowserEvent<StoreBootstrapPlayer>> = {
  [EVENTS.active]: answerValidation,
  [EVENTS.inactive]: answerValidation,
  [EVENTS.missing]: answerValidation,
  [EVENTS.validationFailed]: failValidation,
  [EVENTS.settings]: { play: (player) => player.settings.pass() },
  [EVENTS.settingsFailed]: {
    play: (player) => player.settings.answer(500, null, 'Database unavailable'),
  },
  [EVENTS.retry]: {
    play: (player) => player.page.getByRole('button', { name: 'Try again' }).click(),
  },
  [EVENTS.recheck]: {
    // Any API answer >= 400 makes the client report it; the shopper's search is refused here.
    // Elsewhere than in the open store there is no search box (and the machine ignores it).
    can: (path, index) => path.steps[index - 1]?.state.matches({ active: 'idle' }) ?? false,
    play: async (player, _step, index) => {
      const search = await searchHeld(player.page, `recheck-${index}`);
      await search.answer(400, null, 'The search is not valid');
    },
  },
  [EVENTS.stillActive]: answerValidation,
  [EVENTS.nowInactive]: answerValidation,
  [EVENTS.nowMissing]: answerValidation,
  [EVENTS.recheckFailed]: failValidation,
};

export const storeBootstrapPaths: BrowserPaths = {
  model: storeBootstrapModel,
  // The served storefront is configured for the demo store: another realm needs another server.
  scenarios: [
    SCENARIOS.demo,
    SCENARIOS.served,
    SCENARIOS.servedInactive,
    SCENARIOS.servedMissing,
    SCENARIOS.servedWithoutContent,
  ],
  events,
  notDrivable: {},
  player: (at) => {
    const player = new StoreBootstrapPlayer(at);
    return {
      open: (path: ModelPath) => player.open(path),
      play: (step: ModelStep, index: number, path: ModelPath) => playEvent(events, player, step, index, path),
      expectState: (state) => player.expectState(state),
    };
  },
};
