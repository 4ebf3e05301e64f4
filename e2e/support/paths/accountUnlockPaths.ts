import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { UMS_BASE_PATH, type UnlockConfiguration } from '../../../contracts/ums.ts';
import type { AccountUnlockContext } from '../../../machines/auth/accountUnlock.types.ts';
import type { ModelPath, ModelStep } from '../../../scripts/paths/graphCoverage.ts';
import {
  accountUnlockModel,
  EVENTS,
  NAMED_WAIT,
  RESENT,
  SENT,
  SERVER_MESSAGE,
} from '../../../tests/model/models/accountUnlock.model.ts';
import { type BrowserEvent, type BrowserPaths, outputOf, type PathPage, playEvent } from './browserPaths.ts';
import { endpoint, HeldRequests } from './heldRequests.ts';

// Account unlock in the browser (/unlock, and /unlock?token=… as the e-mailed link opens it). Every
// unlock request the page sends is held until a step answers it: the store's own configuration
// when it is the model's, otherwise the answer the model's event names (a code sent with one resend
// left, a 429 naming its wait, a wrong code…), or no answer at all. The countdowns run on the page's
// clock, which a step moves on by the countdown's length instead of waiting for it.

const UNLOCK = `${UMS_BASE_PATH}/unlock`;
const SCENARIO_FORM = 'the unlock form';
const SCENARIO_LINK = 'an e-mailed link';
const LINK_TOKEN = 'link-token-1';

class AccountUnlockPlayer {
  configuration!: HeldRequests;
  send!: HeldRequests;
  resend!: HeldRequests;
  verify!: HeldRequests;
  redeem!: HeldRequests;
  /** The store's own unlock configuration, as the server answers it. */
  storeConfiguration: UnlockConfiguration | null = null;

  constructor(readonly at: PathPage) {}

  get page(): Page {
    return this.at.page;
  }

  async open(path: ModelPath): Promise<void> {
    const response = await this.at.request.get(`${this.at.baseURL}${UNLOCK}/configurations`, {
      headers: { 'realm-name': 'demo' },
    });
    expect(response.ok()).toBe(true);
    this.storeConfiguration = (
      (await response.json()) as { response_body: UnlockConfiguration }
    ).response_body;
    const held = (name: string, path: string) =>
      HeldRequests.on(this.page, name, endpoint(`${UNLOCK}/${path}`));
    this.configuration = await held('the unlock configuration', 'configurations');
    this.send = new HeldRequests('the unlock request');
    await this.page.route(endpoint(`${UNLOCK}/email-link`), (route) => this.send.hold(route));
    await this.page.route(endpoint(`${UNLOCK}/otp`), (route) => this.send.hold(route));
    this.resend = await held('the resend', 'resend');
    this.verify = await held('the code check', 'validate-otp');
    this.redeem = await held("the link's check", 'validate-link');
    await this.page.clock.install();
    await this.page.goto(path.scenario === SCENARIO_LINK ? `/unlock?token=${LINK_TOKEN}` : '/unlock');
  }

  async answerConfiguration(step: ModelStep): Promise<void> {
    const wanted = outputOf<UnlockConfiguration>(step);
    if (JSON.stringify(wanted) === JSON.stringify(this.storeConfiguration)) await this.configuration.pass();
    else await this.configuration.answer(200, wanted);
  }

  /** A 429 as the server words it, with the wait it names in Retry-After. */
  async tooSoon(held: HeldRequests): Promise<void> {
    await held.fulfill({
      status: 429,
      headers: { 'Retry-After': String(NAMED_WAIT) },
      json: { response_body: null, response_message: SERVER_MESSAGE },
    });
  }

  resendButton() {
    return this.page.getByRole('button', { name: /^(Send it again|No more resends)/ });
  }

  async expectSent(context: AccountUnlockContext, waiting: boolean): Promise<void> {
    const destination = context.request?.destination ?? '';
    if (context.method === 'email_link') {
      await expect(
        this.page.getByRole('status').filter({ hasText: `we sent an unlock link to ${destination}` }),
      ).toBeVisible();
    } else {
      await expect(this.page.getByText(`we sent a 6-digit code to ${destination}`)).toBeVisible();
      await expect(this.page.getByRole('textbox', { name: 'One-time code' })).toBeVisible();
    }
    const resendsLeft = context.request?.resends_left ?? 0;
    if (resendsLeft === 0)
      await expect(this.page.getByRole('button', { name: 'No more resends' })).toBeDisabled();
    else if (waiting)
      await expect(this.page.getByRole('button', { name: /^Send it again in / })).toBeDisabled();
    else await expect(this.page.getByRole('button', { name: 'Send it again', exact: true })).toBeEnabled();
    if (context.error) await expect(this.page.getByRole('alert')).toBeVisible();
  }

  async expectState(state: AnyMachineSnapshot): Promise<void> {
    const context = state.context as AccountUnlockContext;
    if (state.matches('loading')) {
      await this.configuration.arrived();
    } else if (state.matches('loadFailed')) {
      await expect(this.page.getByRole('button', { name: 'Try again' })).toBeVisible();
    } else if (state.matches('choosing')) {
      await expect(this.page.getByRole('textbox', { name: 'E-mail or phone' })).toBeVisible();
      await expect(this.page.getByRole('button', { name: /^Send the (link|code)$/ })).toBeEnabled();
      // What was wrong: the server's refusal, or the field's own problem (nothing was sent).
      if (context.error) {
        const field = this.page.getByRole('textbox', { name: 'E-mail or phone' });
        await expect(
          this.page
            .getByRole('alert')
            .or(field.and(this.page.locator('[aria-invalid="true"]')))
            .first(),
        ).toBeVisible();
      }
    } else if (state.matches('sending')) {
      await this.send.arrived();
    } else if (state.matches({ linkSent: 'waiting' }) || state.matches({ codeSent: 'waiting' })) {
      await this.expectSent(context, true);
    } else if (state.matches({ linkSent: 'resendable' }) || state.matches({ codeSent: 'resendable' })) {
      await this.expectSent(context, false);
    } else if (state.matches('resending')) {
      await this.resend.arrived();
    } else if (state.matches('verifying')) {
      await this.verify.arrived();
    } else if (state.matches('redeemingLink')) {
      await this.redeem.arrived();
    } else if (state.matches('unlocked')) {
      await expect(
        this.page.getByRole('status').filter({ hasText: 'Your account is unlocked. You can sign in again.' }),
      ).toBeVisible();
    } else if (state.matches('linkFailed')) {
      await expect(this.page.getByRole('button', { name: 'Ask for a new link or code' })).toBeVisible();
    } else {
      throw new Error(`No check for account unlock in ${JSON.stringify(state.value)}`);
    }
  }

  /** The form: what is typed, the method (when the store offers a choice), then send. */
  async sendForm(username: string, method: 'email_link' | 'otp'): Promise<void> {
    await this.page.getByRole('textbox', { name: 'E-mail or phone' }).fill(username);
    const choice = this.page.getByRole('radio', {
      name: method === 'otp' ? 'Send me a one-time code' : 'E-mail me an unlock link',
    });
    if ((await this.page.getByRole('radiogroup', { name: 'How to unlock' }).count()) > 0)
      await choice.check();
    await this.page
      .getByRole('button', { name: method === 'otp' ? 'Send the code' : 'Send the link' })
      .click();
  }

  async verifyCode(code: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'One-time code' }).fill(code);
    await this.page.getByRole('button', { name: 'Unlock', exact: true }).click();
  }
}

const prior = (path: ModelPath, index: number) =>
  path.steps[index - 1]?.state.context as AccountUnlockContext | undefined;
/** The form offers only the store's methods: a method it does not offer cannot be chosen. */
const offers = (method: 'email_link' | 'otp') => (path: ModelPath, index: number) =>
  prior(path, index)?.configuration?.methods.includes(method) ?? false;
const sendEvent = (step: ModelStep) =>
  step.event as EventObject & { method: 'email_link' | 'otp'; username: string };

const configuration: BrowserEvent<AccountUnlockPlayer> = {
  play: (player, step) => player.answerConfiguration(step),
};
const countdownOver: BrowserEvent<AccountUnlockPlayer> = {
  play: async (player, _step, index, path) => {
    const seconds = prior(path, index)?.wait?.seconds ?? 0;
    await player.page.clock.fastForward(seconds * 1000);
  },
};

const events: Record<string, BrowserEvent<AccountUnlockPlayer>> = {
  'xstate.done.actor.loadConfiguration (both methods)': configuration,
  'xstate.done.actor.loadConfiguration (codes only)': configuration,
  'xstate.error.actor.loadConfiguration (offline)': { play: (player) => player.configuration.fail() },
  [EVENTS.retry]: { play: (player) => player.page.getByRole('button', { name: 'Try again' }).click() },
  [EVENTS.sendLink]: {
    can: offers('email_link'),
    play: (player, step) => player.sendForm(sendEvent(step).username, 'email_link'),
  },
  [EVENTS.sendCode]: {
    can: offers('otp'),
    play: (player, step) => player.sendForm(sendEvent(step).username, 'otp'),
  },
  [EVENTS.sendMalformed]: {
    can: offers('otp'),
    play: (player, step) => player.sendForm(sendEvent(step).username, 'otp'),
  },
  'xstate.done.actor.sendUnlock (sent)': {
    // The model's answer, for the method the form sent.
    play: (player, _step, index, path) =>
      player.send.answer(200, { ...SENT, method: prior(path, index)?.method ?? SENT.method }),
  },
  'xstate.error.actor.sendUnlock (refused)': {
    play: (player) => player.send.answer(429, null, SERVER_MESSAGE),
  },
  [EVENTS.resend]: {
    // While the countdown runs (or with no resends left) the button is disabled.
    can: (path, index) =>
      (path.steps[index - 1]?.state.matches({ linkSent: 'resendable' }) ||
        path.steps[index - 1]?.state.matches({ codeSent: 'resendable' })) ??
      false,
    play: (player) => player.page.getByRole('button', { name: 'Send it again', exact: true }).click(),
  },
  'xstate.done.actor.resendUnlock (sent again, none left)': {
    play: (player, _step, index, path) =>
      player.resend.answer(200, { ...RESENT, method: prior(path, index)?.method ?? RESENT.method }),
  },
  [EVENTS.resendTooSoon]: { play: (player) => player.tooSoon(player.resend) },
  [EVENTS.resendOffline]: { play: (player) => player.resend.fail() },
  [EVENTS.linkCountdownOver]: countdownOver,
  [EVENTS.codeCountdownOver]: countdownOver,
  [EVENTS.verify]: { play: (player) => player.verifyCode('123456') },
  [EVENTS.verifyMalformed]: { play: (player) => player.verifyCode('12') },
  'xstate.done.actor.verifyUnlockCode (unlocked)': { play: (player) => player.verify.answer(200, null) },
  'xstate.error.actor.verifyUnlockCode (wrong code)': {
    play: (player) => player.verify.answer(400, null, 'The code is incorrect'),
  },
  'xstate.done.actor.redeemLink (unlocked)': { play: (player) => player.redeem.answer(200, null) },
  'xstate.error.actor.redeemLink (dead link)': {
    play: (player) => player.redeem.answer(400, null, 'This unlock link is invalid'),
  },
  [EVENTS.startOver]: {
    play: (player) =>
      player.page.getByRole('button', { name: /^(Start again|Ask for a new link or code)$/ }).click(),
  },
};

export const accountUnlockPaths: BrowserPaths = {
  model: accountUnlockModel,
  scenarios: [SCENARIO_FORM, SCENARIO_LINK],
  events,
  notDrivable: {},
  player: (at) => {
    const player = new AccountUnlockPlayer(at);
    return {
      open: (path: ModelPath) => player.open(path),
      play: (step: ModelStep, index: number, path: ModelPath) => playEvent(events, player, step, index, path),
      expectState: (state) => player.expectState(state),
    };
  },
};
