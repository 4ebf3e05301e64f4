import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { type TokenSet, UMS_BASE_PATH } from '../../../contracts/ums.ts';
import type { SessionContext, SessionEvent } from '../../../machines/auth/session.types.ts';
import { type ModelPath, type ModelStep, pathFromEvents } from '../../../scripts/paths/graphCoverage.ts';
import { EVENTS, SCENARIOS, sessionModel, TOKEN_SETS } from '../../../tests/model/models/session.model.ts';
import { createCustomer, uniqueEmail } from '../accounts.ts';
import { type BrowserEvent, type BrowserPaths, type PathPage, playEvent } from './browserPaths.ts';
import { endpoint, HeldRequests } from './heldRequests.ts';
import { searchHeld } from './searchRequests.ts';

// The session in the browser. The model's tokens are unsigned: the browser's are real ones, of a
// customer made for the test, so that the server accepts them. The refresh-token and
// session-logout requests are held until a step answers them; a rejected access token is a
// search the server refuses with 401.

const TOKEN_COOKIES = { access: 'access_token', refresh: 'refresh_token', id: 'id_token' } as const;

interface Customer {
  email: string;
  password: string;
  name: string;
}

/** The customer's own tokens, as a sign-in gives them. */
async function signInThroughApi(at: PathPage, customer: Customer): Promise<TokenSet> {
  const response = await at.request.post(`${at.baseURL}${UMS_BASE_PATH}/login`, {
    data: { username: customer.email, password: customer.password },
    headers: { 'realm-name': 'demo' },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { response_body: TokenSet }).response_body;
}

/** Whether the path needs a real customer: tokens to start with, or a sign-in the server accepts. */
const needsCustomer = (path: ModelPath) =>
  path.scenario === SCENARIOS.readable ||
  path.scenario === SCENARIOS.refreshOnly ||
  path.steps.some((step) => step.label === EVENTS.login);

class SessionPlayer {
  refresh!: HeldRequests;
  logout!: HeldRequests;
  /** A search sent with the customer's token before the session ended, still unanswered. */
  inFlight: HeldRequests | null = null;
  customer: Customer = { email: uniqueEmail('paths'), password: 'Paths-pass-2026', name: 'Ada Paths' };
  private loads = 0;

  constructor(readonly at: PathPage) {}

  /**
   * Plays an answer after which the session sends the shopper home with a full page load: the
   * step's state is checked on the new page, not on the old one before it goes.
   */
  async thenLoadsAnew(answer: () => Promise<void>): Promise<void> {
    const loads = this.loads;
    await answer();
    await expect.poll(() => this.loads, { message: 'the page loads anew' }).toBeGreaterThan(loads);
  }

  get page(): Page {
    return this.at.page;
  }

  async open(path: ModelPath): Promise<void> {
    this.page.on('load', () => {
      this.loads += 1;
    });
    this.refresh = await HeldRequests.on(
      this.page,
      'refresh-token',
      endpoint(`${UMS_BASE_PATH}/refresh-token`),
    );
    this.logout = await HeldRequests.on(
      this.page,
      'session-logout',
      endpoint(`${UMS_BASE_PATH}/session-logout`),
    );
    if (needsCustomer(path)) {
      const [firstName, lastName] = this.customer.name.split(' ');
      await createCustomer(this.at.request, this.at.baseURL, {
        email: this.customer.email,
        password: this.customer.password,
        firstName: firstName ?? '',
        lastName: lastName ?? '',
      });
    }
    const cookies = await this.scenarioCookies(path.scenario);
    await this.page.context().addCookies(
      Object.entries(cookies).map(([name, value]) => ({
        name,
        value,
        url: this.at.baseURL,
        sameSite: 'Strict',
      })),
    );
    await this.page.goto('/');
  }

  private async scenarioCookies(scenario: string): Promise<Record<string, string>> {
    switch (scenario) {
      case SCENARIOS.none:
        return {};
      case SCENARIOS.readable: {
        const tokens = await signInThroughApi(this.at, this.customer);
        return {
          [TOKEN_COOKIES.access]: tokens.access_token,
          [TOKEN_COOKIES.refresh]: tokens.refresh_token,
          [TOKEN_COOKIES.id]: tokens.id_token,
        };
      }
      case SCENARIOS.unreadable:
        return { [TOKEN_COOKIES.access]: 'not-a-jwt', [TOKEN_COOKIES.refresh]: 'refresh-cookie' };
      case SCENARIOS.refreshOnly: {
        // The access cookie expired with its token; the refresh cookie lives on.
        const tokens = await signInThroughApi(this.at, this.customer);
        return { [TOKEN_COOKIES.refresh]: tokens.refresh_token, [TOKEN_COOKIES.id]: tokens.id_token };
      }
      default:
        throw new Error(`No browser set-up for "${scenario}"`);
    }
  }

  /** The customer signs in with a password on the sign-in page; `answer` replaces the server's. */
  async signIn(answer?: TokenSet): Promise<void> {
    if (answer) {
      await this.page.route(
        endpoint(`${UMS_BASE_PATH}/login`),
        (route) => route.fulfill({ json: { response_body: answer, response_message: 'Success' } }),
        { times: 1 },
      );
    }
    if (new URL(this.page.url()).pathname !== '/signin') await this.signInLink().click();
    await this.page.getByRole('textbox', { name: 'E-mail or phone' }).fill(this.customer.email);
    await this.page.getByRole('textbox', { name: 'Password', exact: true }).fill(this.customer.password);
    await this.page.getByRole('button', { name: 'Sign in', exact: true }).click();
  }

  /** The customer chooses Sign out while a search sent with their token is still unanswered. */
  async signOut(index: number): Promise<void> {
    this.inFlight = await searchHeld(this.page, `signout-${index}`);
    await this.accountButton().click();
    await this.page.getByRole('menuitem', { name: 'Sign out' }).click();
  }

  /** The server refuses a search sent with the current access token. */
  async rejectToken(index: number): Promise<void> {
    const search = await searchHeld(this.page, `expired-${index}`);
    await search.answer(401, null, 'The access token has expired');
    await search.passThrough(); // the retry with a refreshed token goes to the server
  }

  signInLink() {
    return this.page.getByRole('banner').getByRole('link', { name: 'Sign in' });
  }

  accountButton() {
    return this.page.getByRole('banner').getByRole('button', { name: this.customer.name });
  }

  async expectState(state: AnyMachineSnapshot): Promise<void> {
    if (state.matches('restoring')) {
      await expect(this.page.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
      await this.refresh.arrived();
    } else if (state.matches('authenticated')) {
      await expect(this.accountButton()).toBeEnabled();
      if (state.matches({ authenticated: 'refreshing' })) await this.refresh.arrived();
    } else if (state.matches('signingOut')) {
      await expect(this.accountButton()).toBeDisabled(); // busy until the server answers
      await this.logout.arrived();
    } else if (state.matches('guest') || state.matches('signedOut')) {
      if (new URL(this.page.url()).pathname === '/signin') {
        await expect(this.page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      } else {
        await expect(this.signInLink()).toBeVisible();
      }
      if (state.matches('signedOut')) await expect(this.page).toHaveURL(`${this.at.baseURL}/`);
      const names = (await this.page.context().cookies()).map((cookie) => cookie.name);
      expect(names).not.toContain(TOKEN_COOKIES.access);
    } else {
      throw new Error(`No check for the session in ${JSON.stringify(state.value)}`);
    }
  }
}

const stateBefore = (path: ModelPath, index: number) => path.steps[index - 1]?.state;
const rejectedToken = (step: ModelStep | undefined) =>
  (step?.event as Extract<SessionEvent, { type: 'TOKEN_REJECTED' }> | undefined)?.token;

/**
 * A request is refused with 401. Signed in, it is one sent with the current token (a stale token
 * is ignored: nothing to see). As a guest, it is the search left in flight by a sign-out the
 * server did not answer: the API client reports a token only for requests that carried one.
 */
const tokenRejected: BrowserEvent<SessionPlayer> = {
  can: (path, index) => {
    const before = stateBefore(path, index);
    const token = rejectedToken(path.steps[index]);
    if (before?.matches({ authenticated: 'ready' })) {
      return token !== null && token === (before.context as SessionContext).tokens.access;
    }
    const signingOut = path.steps[index - 2]?.state;
    return (
      (before?.matches('guest') ?? false) &&
      path.steps[index - 1]?.label === EVENTS.signOutFailed &&
      token === (signingOut?.context as SessionContext | undefined)?.tokens.access
    );
  },
  play: async (player, _step, index, path) => {
    const { inFlight } = player;
    if (stateBefore(path, index)?.matches('guest') && inFlight) {
      await player.thenLoadsAnew(() => inFlight.answer(401, null, 'The access token has expired'));
    } else {
      await player.rejectToken(index);
    }
  },
};

const events: Record<string, BrowserEvent<SessionPlayer>> = {
  [EVENTS.login]: { play: (player) => player.signIn() },
  // The sign-in page stays as it is then: asserted only as the last step of a path.
  [EVENTS.loginGarbage]: {
    can: (path, index) => index === path.steps.length - 1,
    play: (player) => player.signIn(TOKEN_SETS.loginGarbage),
  },
  [EVENTS.rejectCookie]: tokenRejected,
  [EVENTS.rejectLogin]: tokenRejected,
  [EVENTS.rejectRefreshed]: tokenRejected,
  [EVENTS.refreshed]: { play: (player) => player.refresh.pass() },
  [EVENTS.refreshedNoSubject]: {
    play: (player) => player.thenLoadsAnew(() => player.refresh.answer(200, TOKEN_SETS.refreshedNoSubject)),
  },
  [EVENTS.refreshFailed]: {
    play: (player) =>
      player.thenLoadsAnew(() => player.refresh.answer(401, null, 'The refresh token is not valid')),
  },
  [EVENTS.restored]: { play: (player) => player.refresh.pass() },
  [EVENTS.restoredNoSubject]: {
    play: (player) => player.refresh.answer(200, TOKEN_SETS.refreshedNoSubject),
  },
  [EVENTS.restoreFailed]: {
    play: (player) => player.refresh.answer(401, null, 'The refresh token is not valid'),
  },
  [EVENTS.signOutFull]: { play: (player, _step, index) => player.signOut(index) },
  [EVENTS.signedOut]: { play: (player) => player.thenLoadsAnew(() => player.logout.pass()) },
  [EVENTS.signOutFailed]: { play: (player) => player.logout.fail() },
  [EVENTS.toSignIn]: {
    can: (path, index) => stateBefore(path, index)?.matches('guest') ?? false,
    play: (player) => player.signInLink().click(),
  },
};

export const sessionPaths: BrowserPaths = {
  model: sessionModel,
  scenarios: [SCENARIOS.none, SCENARIOS.readable, SCENARIOS.unreadable, SCENARIOS.refreshOnly],
  events,
  notDrivable: {
    'signingOut —xstate.done.actor.signOut [otherwise]→ signedOut':
      'nothing in the UI signs out without `full`: the account menu sends SIGN_OUT { full: true }',
    'guest —SIGNED_IN_ELSEWHERE [isReadableToken]→ authenticated':
      'another tab signs in: a second page, played by e2e/tabs.spec.ts (this player drives one page)',
    'authenticated —SIGNED_OUT_ELSEWHERE→ guest':
      'another tab signs out: a second page, played by e2e/tabs.spec.ts (this player drives one page)',
    'authenticated.ready —DETAILS_CHANGED→ authenticated.renewing':
      "saving the profile's name sends it: played by e2e/profile-name-header.spec.ts (this player drives the session from the header and its cookies, not the profile page)",
    'authenticated.renewing —xstate.done.actor.renewTokens [isReadableToken]→ authenticated.ready':
      'follows DETAILS_CHANGED: played by e2e/profile-name-header.spec.ts (the header shows the new name)',
    'authenticated.renewing —xstate.done.actor.renewTokens [otherwise]→ guest':
      'a renewal answered with tokens the page cannot read: the reference server never answers so (session model test)',
    'authenticated.renewing —xstate.error.actor.renewTokens→ authenticated.ready':
      'a renewal that gets no answer keeps the tokens held: a fault after a profile save (session model test)',
  },
  // Made when the paths are chosen (inside a test), not when this file loads: a path past the
  // model's limits fails that test with the reason.
  get handWritten() {
    return [
      {
        // The generated paths reach a guest by a failed refresh, which reloads the page (and its
        // requests) away: only a failed sign-out leaves a request with the old token in flight.
        ...pathFromEvents(sessionModel, SCENARIOS.readable, [
          EVENTS.signOutFull,
          EVENTS.signOutFailed,
          EVENTS.rejectCookie,
        ]),
        purposes: ['hand-written: a request sent before a failed sign-out is refused after it'],
      },
    ];
  },
  player: (at) => {
    const player = new SessionPlayer(at);
    return {
      open: (path) => player.open(path),
      play: (step, index, path) => playEvent(events, player, step, index, path),
      expectState: (state) => player.expectState(state),
    };
  },
};
