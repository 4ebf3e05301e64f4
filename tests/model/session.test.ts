import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, fromPromise, waitFor } from 'xstate';
import type { TokenSet } from '../../contracts/ums.ts';
import {
  afterTokenRejected,
  isResolved,
  isSignedIn,
  type SessionSnapshot,
  selectAccessToken,
  sessionMachine,
  sessionSettled,
} from '../../machines/auth/session.machine.ts';
import type {
  RefreshTokensInput,
  SessionContext,
  SessionInput,
  SessionTokens,
  SessionUser,
  SignOutInput,
} from '../../machines/auth/session.types.ts';
import {
  type ModelPath,
  memoizedRunner,
  type PathRun,
  pathFromEvents,
  runPath,
  stateValueToString,
} from '../../scripts/paths/graphCoverage.ts';
import { boundedPaths } from './boundedPaths.ts';
import { eachGeneratedPath } from './eachGeneratedPath.ts';
import { expectFullCoverage } from './expectFullCoverage.ts';
import {
  ACCESS,
  COOKIES,
  EVENTS,
  HOME,
  sessionModel as model,
  REALM,
  SCENARIOS,
  SIGN_IN_PAGE,
  TOKEN_SETS,
} from './models/session.model.ts';

/** A session run on its own has no parent to announce to: its announcements go nowhere. */
const quietAnnouncements = {
  announceSignedIn: () => {},
  announceSignedOut: () => {},
  announceGuest: () => {},
};

const paths = boundedPaths(model);
const runOnce = memoizedRunner(model);

// ---------------------------------------------------------------------------------------------
// The SPEC as an oracle: what each event must do in each state, written from docs/SPEC.md section 4
// ("Session", "Token refresh") and section 8, independently of the machine.

type SpecValue =
  | 'guest'
  | 'restoring'
  | 'authenticated.ready'
  | 'authenticated.refreshing'
  | 'authenticated.renewing'
  | 'signingOut'
  | 'signedOut';
interface SpecState {
  value: SpecValue;
  tokens: SessionTokens;
  full: boolean;
  page: string;
}
type Effect = PathRun['effects'][number];
type Invocation = PathRun['invocations'][number];

const NO_TOKENS: SessionTokens = { access: null, refresh: null, id: null };
/** The customers the model's readable access tokens name (SPEC: name, else given_name, else preferred_username). */
const USERS = new Map<string, SessionUser>([
  [ACCESS.cookie, { id: 'customer-1', displayName: 'Asha Rao', email: 'asha@example.com' }],
  [ACCESS.login, { id: 'customer-1', displayName: 'Asha', email: null }],
  [ACCESS.refreshed, { id: 'customer-1', displayName: 'asha', email: null }],
]);
const isReadable = (token: string | null) => token !== null && USERS.has(token);
/** SPEC section 4: a 401 on /signin does not trigger a refresh. */
const refreshesOn = (page: string) => page !== SIGN_IN_PAGE;
const tokensOf = (set: TokenSet): SessionTokens => ({
  access: set.access_token,
  refresh: set.refresh_token,
  id: set.id_token,
});

/** The token cookies a SIGNED_IN_ELSEWHERE read. */
const cookiesOf = (event: EventObject) => (event as EventObject & { tokens: SessionTokens }).tokens;

interface Spec {
  states: SpecState[];
  effects: Effect[];
  invocations: Invocation[];
}

function specOf(path: ModelPath): Spec {
  const input = path.input as SessionInput;
  const spec: Spec = { states: [], effects: [], invocations: [] };
  let state: SpecState = { value: 'guest', tokens: input.tokens, full: false, page: input.page };
  // Another tab's sign-in or sign-out is watched for as long as the session lives.
  spec.invocations.push({ step: 0, id: 'watchOtherTabs', src: 'watchOtherTabs', input: undefined });
  path.steps.forEach(({ event }, step) => {
    const effect = (action: string, params?: unknown) => spec.effects.push({ step, action, params });
    // Becoming a guest stores the realm and marks the guest (clearSession wiped both).
    const becomeGuest = (tokens: SessionTokens) => {
      state = { value: 'guest', tokens, full: false, page: state.page };
      effect('storeGuestRealm', REALM);
      effect('markUser', 'guest');
    };
    // The parent hears who is signed in now, and how (the storefront greets a fresh login).
    const announceSignedIn = (via: string) =>
      effect('announceSignedIn', { user: USERS.get(state.tokens.access ?? '') ?? null, via });
    const clearAndGoHome = () => {
      effect('clearSession');
      effect('clearCache');
      effect('announceSignedOut');
      effect('goHome');
      becomeGuest(NO_TOKENS);
    };
    const payload = event as EventObject & {
      token?: string | null;
      tokens?: TokenSet;
      full?: boolean;
      path?: string;
    };
    const output = (event as { output?: TokenSet }).output;
    if (event.type === 'ROUTE_CHANGED') {
      // Every state but the final one keeps the open page; nothing else happens.
      if (state.value !== 'signedOut') state = { ...state, page: payload.path ?? state.page };
    } else if (step === 0) {
      if (input.tokens.access === null && input.tokens.refresh !== null) {
        // Only a refresh cookie: the session is restored with it before anything shows.
        state = { value: 'restoring', tokens: input.tokens, full: false, page: state.page };
        spec.invocations.push({
          step,
          id: 'restoreSession',
          src: 'refreshTokens',
          input: { refreshToken: input.tokens.refresh, realmName: REALM },
        });
      } else if (input.tokens.access === null) {
        // The app starts with a guest: the cart and others hear it.
        effect('announceGuest');
        becomeGuest(input.tokens);
      } else if (isReadable(input.tokens.access)) {
        state = { value: 'authenticated.ready', tokens: input.tokens, full: false, page: state.page };
        effect('markUser', 'loggedIn');
        announceSignedIn('cookie');
      } else {
        effect('clearSession');
        effect('announceGuest');
        becomeGuest(NO_TOKENS);
      }
    } else if (state.value === 'restoring') {
      if (event.type === 'xstate.done.actor.restoreSession' && output && isReadable(output.access_token)) {
        state = { value: 'authenticated.ready', tokens: tokensOf(output), full: false, page: state.page };
        effect('shareRenewedTokens');
        effect('markUser', 'loggedIn');
        announceSignedIn('restore');
      } else if (
        event.type.startsWith('xstate.done.actor.restoreSession') ||
        event.type === 'xstate.error.actor.restoreSession'
      ) {
        // An expired or revoked refresh token: a guest, with nothing of the old session kept.
        effect('clearSession');
        effect('announceGuest');
        becomeGuest(NO_TOKENS);
      }
    } else if (state.value === 'guest') {
      if (event.type === 'LOGIN_SUCCEEDED' && payload.tokens) {
        if (isReadable(payload.tokens.access_token)) {
          state = {
            value: 'authenticated.ready',
            tokens: tokensOf(payload.tokens),
            full: false,
            page: state.page,
          };
          effect('storeTokens', payload.tokens);
          effect('removeUserMarker');
          announceSignedIn('login');
          effect('goToReturnPage');
        } else {
          effect('clearSession');
          becomeGuest(NO_TOKENS);
        }
      } else if (event.type === 'TOKEN_REJECTED' && refreshesOn(state.page)) {
        effect('clearSession');
        effect('goHome');
        becomeGuest(NO_TOKENS);
      } else if (event.type === 'SIGNED_IN_ELSEWHERE' && isReadable(cookiesOf(event).access)) {
        // Another tab signed in: its tokens are in the cookies already; nothing is written, the
        // page stays, and the storefront hears that it came from elsewhere (no merge, no welcome).
        state = { value: 'authenticated.ready', tokens: cookiesOf(event), full: false, page: state.page };
        effect('markUser', 'loggedIn');
        announceSignedIn('elsewhere');
      }
    } else if (state.value.startsWith('authenticated') && event.type === 'SIGNED_OUT_ELSEWHERE') {
      // Another tab cleared the cookies and storage: this tab forgets the customer and the cache,
      // stays where it is, and the storefront hears it (a signed-in-only page sends to sign in).
      effect('clearCache');
      effect('announceSignedOut');
      becomeGuest(NO_TOKENS);
    } else if (state.value.startsWith('authenticated') && event.type === 'SIGN_OUT') {
      state = { ...state, value: 'signingOut', full: payload.full === true };
      spec.invocations.push({ step, id: 'signOut', src: 'signOut', input: { idToken: state.tokens.id } });
    } else if (state.value === 'authenticated.ready' && event.type === 'DETAILS_CHANGED') {
      // The customer's name changed: fresh tokens carry it (the header's name, after a reload too).
      state = { ...state, value: 'authenticated.renewing' };
      spec.invocations.push({
        step,
        id: 'renewTokens',
        src: 'refreshTokens',
        input: { refreshToken: state.tokens.refresh, realmName: REALM },
      });
    } else if (state.value === 'authenticated.renewing') {
      // The tokens held are still good: a renewal without an answer keeps them; a 401 waits.
      if (event.type === 'xstate.done.actor.renewTokens' && output && isReadable(output.access_token)) {
        state = { ...state, value: 'authenticated.ready', tokens: tokensOf(output) };
        effect('shareRenewedTokens');
      } else if (event.type.startsWith('xstate.done.actor.renewTokens')) clearAndGoHome();
      else if (event.type === 'xstate.error.actor.renewTokens')
        state = { ...state, value: 'authenticated.ready' };
    } else if (state.value === 'authenticated.ready') {
      // Only a 401 for the current access token refreshes; a stale one is retried by its caller.
      if (
        event.type === 'TOKEN_REJECTED' &&
        payload.token === state.tokens.access &&
        refreshesOn(state.page)
      ) {
        state = { ...state, value: 'authenticated.refreshing' };
        spec.invocations.push({
          step,
          id: 'refreshTokens',
          src: 'refreshTokens',
          input: { refreshToken: state.tokens.refresh, realmName: REALM },
        });
      }
    } else if (state.value === 'authenticated.refreshing') {
      // Further TOKEN_REJECTED wait for the one refresh in flight.
      if (event.type === 'xstate.done.actor.refreshTokens' && output && isReadable(output.access_token)) {
        state = { ...state, value: 'authenticated.ready', tokens: tokensOf(output) };
        effect('shareRenewedTokens');
      } else if (event.type.startsWith('xstate.done.actor.refreshTokens')) clearAndGoHome();
      else if (event.type === 'xstate.error.actor.refreshTokens') clearAndGoHome();
    } else if (state.value === 'signingOut') {
      if (event.type === 'xstate.done.actor.signOut') {
        const full = state.full;
        state = { value: 'signedOut', tokens: NO_TOKENS, full: false, page: state.page };
        effect('clearSession');
        effect('clearCache');
        effect('announceSignedOut');
        effect(full ? 'goHome' : 'reloadPage');
      } else if (event.type === 'xstate.error.actor.signOut') {
        // SPEC section 8: cleared anyway, no reload, no message, no navigation.
        effect('clearSession');
        effect('clearCache');
        effect('announceSignedOut');
        becomeGuest(NO_TOKENS);
      }
    }
    spec.states.push(state);
  });
  return spec;
}

describe('session: generated paths run on the machine', () => {
  eachGeneratedPath(model, paths, runOnce, (path, run) => {
    const spec = specOf(path);
    expect(path.steps.map((step) => stateValueToString(step.state.value))).toEqual(
      spec.states.map((state) => state.value),
    );
    expect(path.steps.map((step) => (step.state.context as SessionContext).tokens)).toEqual(
      spec.states.map((state) => state.tokens),
    );
    expect(path.steps.map((step) => (step.state.context as SessionContext).user)).toEqual(
      spec.states.map((state) =>
        state.value.startsWith('authenticated') || state.value === 'signingOut'
          ? (USERS.get(state.tokens.access ?? '') ?? 'unknown token')
          : null,
      ),
    );
    expect(run.effects).toEqual(spec.effects);
    expect(run.invocations).toEqual(spec.invocations);
  });

  expectFullCoverage({
    model,
    paths,
    run: runOnce,
    states: [
      'checking',
      'restoring',
      'guest',
      'authenticated',
      'authenticated.ready',
      'authenticated.refreshing',
      'authenticated.renewing',
      'signingOut',
      'signedOut',
    ],
    transitions: 25,
  });

  it('run one refresh however many TOKEN_REJECTED arrive while it is in flight', async () => {
    const whileRefreshing = paths.flatMap((path) =>
      path.steps
        .map((step, index) => ({ path, step, index, previous: path.steps[index - 1]?.state }))
        .filter(
          ({ step, previous }) =>
            step.event.type === 'TOKEN_REJECTED' &&
            previous?.matches({ authenticated: 'refreshing' }) === true,
        ),
    );
    expect(whileRefreshing.length).toBeGreaterThan(0);
    for (const { path, index } of whileRefreshing) {
      const run = await runOnce(path);
      expect(run.invocations.filter((invocation) => invocation.step === index)).toEqual([]);
    }
    for (const path of paths) {
      const run = await runOnce(path);
      const refreshes = path.steps.filter(
        (step, index) =>
          step.state.matches({ authenticated: 'refreshing' }) &&
          path.steps[index - 1]?.state.matches({ authenticated: 'refreshing' }) !== true,
      );
      expect(run.invocations.filter((invocation) => invocation.id === 'refreshTokens')).toHaveLength(
        refreshes.length,
      );
    }
  });
});

// ---------------------------------------------------------------------------------------------

async function outcomeOf(scenario: string, events: Array<string | EventObject>) {
  const run = await runPath(model, pathFromEvents(model, scenario, events));
  expect(run.failure).toBeNull();
  const last = run.path.steps.at(-1)?.state as SessionSnapshot;
  return {
    value: stateValueToString(last.value),
    context: run.context as SessionContext,
    actions: run.effects.map((effect) => effect.action),
    effects: run.effects,
    // The watcher of other tabs runs from the start in every run; the tables below are about the rest.
    invocations: run.invocations.filter((invocation) => invocation.id !== 'watchOtherTabs'),
  };
}

const storeLoginTokens = { action: 'storeTokens', params: TOKEN_SETS.login };

describe('session: SPEC section 4 "Session"', () => {
  it('an access token cookie that decodes signs the customer in and marks them loggedIn', async () => {
    const outcome = await outcomeOf(SCENARIOS.readable, []);
    expect(outcome.value).toBe('authenticated.ready');
    expect(outcome.context.user).toEqual({
      id: 'customer-1',
      displayName: 'Asha Rao',
      email: 'asha@example.com',
    });
    expect(outcome.effects).toEqual([
      { step: 0, action: 'markUser', params: 'loggedIn' },
      { step: 0, action: 'announceSignedIn', params: { user: outcome.context.user, via: 'cookie' } },
    ]);
  });

  it('an undecodable access token clears local storage and tokens: the user is a guest', async () => {
    const outcome = await outcomeOf(SCENARIOS.unreadable, []);
    expect(outcome.value).toBe('guest');
    expect(outcome.context.tokens).toEqual(NO_TOKENS);
    expect(outcome.actions).toEqual(['clearSession', 'announceGuest', 'storeGuestRealm', 'markUser']);
  });

  it('without a token the user is a guest: the realm is stored and the marker is guest', async () => {
    const outcome = await outcomeOf(SCENARIOS.none, []);
    expect(outcome.value).toBe('guest');
    expect(outcome.context.user).toBeNull();
    expect(outcome.effects).toEqual([
      { step: 0, action: 'announceGuest', params: undefined },
      { step: 0, action: 'storeGuestRealm', params: REALM },
      { step: 0, action: 'markUser', params: 'guest' },
    ]);
  });

  it('login success stores the three tokens, removes the user marker, then goes to the return page', async () => {
    const outcome = await outcomeOf(SCENARIOS.none, [EVENTS.login]);
    expect(outcome.value).toBe('authenticated.ready');
    expect(outcome.context.tokens).toEqual({
      access: ACCESS.login,
      refresh: 'refresh-login',
      id: 'id-login',
    });
    expect(outcome.context.user?.displayName).toBe('Asha');
    expect(outcome.effects.filter((effect) => effect.step === 1)).toEqual([
      { step: 1, ...storeLoginTokens },
      { step: 1, action: 'removeUserMarker', params: undefined },
      { step: 1, action: 'announceSignedIn', params: { user: outcome.context.user, via: 'login' } },
      { step: 1, action: 'goToReturnPage', params: undefined },
    ]);
  });

  it('a login whose access token cannot be decoded signs nobody in', async () => {
    const outcome = await outcomeOf(SCENARIOS.none, [EVENTS.loginGarbage]);
    expect(outcome.value).toBe('guest');
    expect(outcome.context.tokens).toEqual(NO_TOKENS);
    expect(outcome.effects.filter((effect) => effect.step === 1).map((effect) => effect.action)).toEqual([
      'clearSession',
      'storeGuestRealm',
      'markUser',
    ]);
    expect(outcome.actions).not.toContain('storeTokens');
  });

  it.each([
    [EVENTS.signOutFull, 'goHome'],
    [EVENTS.signOutPartial, 'reloadPage'],
  ])('%s: success clears the session and cached data, then %s', async (signOut, leave) => {
    const outcome = await outcomeOf(SCENARIOS.readable, [signOut, EVENTS.signedOut]);
    expect(outcome.value).toBe('signedOut');
    expect(outcome.invocations).toEqual([
      { step: 1, id: 'signOut', src: 'signOut', input: { idToken: 'id-cookie' } },
    ]);
    expect(outcome.actions).toEqual([
      'markUser',
      'announceSignedIn',
      'clearSession',
      'clearCache',
      'announceSignedOut',
      leave,
    ]);
  });

  it.each([EVENTS.signOutFull, EVENTS.signOutPartial])(
    '%s: failure still clears the session and cache, with no reload and no navigation',
    async (signOut) => {
      const outcome = await outcomeOf(SCENARIOS.readable, [signOut, EVENTS.signOutFailed]);
      expect(outcome.value).toBe('guest');
      expect(outcome.context.tokens).toEqual(NO_TOKENS);
      expect(outcome.actions).toEqual([
        'markUser',
        'announceSignedIn',
        'clearSession',
        'clearCache',
        'announceSignedOut',
        'storeGuestRealm',
        'markUser',
      ]);
      expect(outcome.actions).not.toContain('goHome');
      expect(outcome.actions).not.toContain('reloadPage');
    },
  );

  it('signs out from the middle of a refresh (the refresh is abandoned)', async () => {
    const outcome = await outcomeOf(SCENARIOS.readable, [EVENTS.rejectCookie, EVENTS.signOutFull]);
    expect(outcome.value).toBe('signingOut');
    expect(outcome.invocations.map((invocation) => invocation.id)).toEqual(['refreshTokens', 'signOut']);
  });

  it('ignores 401s while signing out', async () => {
    const outcome = await outcomeOf(SCENARIOS.readable, [EVENTS.signOutFull, EVENTS.rejectCookie]);
    expect(outcome.value).toBe('signingOut');
    expect(outcome.invocations.map((invocation) => invocation.id)).toEqual(['signOut']);
  });
});

describe('session: tabs follow each other', () => {
  it("a guest tab adopts another tab's sign-in: no cookie written, no navigation, announced as elsewhere", async () => {
    const outcome = await outcomeOf(SCENARIOS.none, [EVENTS.signedInElsewhere]);
    expect(outcome.value).toBe('authenticated.ready');
    expect(outcome.context.tokens).toEqual(COOKIES.otherTab);
    expect(outcome.context.user).toEqual({ id: 'customer-1', displayName: 'Asha', email: null });
    expect(outcome.effects.filter((effect) => effect.step === 1)).toEqual([
      { step: 1, action: 'markUser', params: 'loggedIn' },
      { step: 1, action: 'announceSignedIn', params: { user: outcome.context.user, via: 'elsewhere' } },
    ]);
  });

  it('cookies whose access token names nobody sign nobody in', () => {
    const session = createActor(sessionMachine.provide({ actions: quietAnnouncements }), {
      input: { tokens: COOKIES.none, realmName: REALM, page: HOME },
    }).start();
    session.send({ type: 'SIGNED_IN_ELSEWHERE', tokens: COOKIES.unreadable });
    expect(session.getSnapshot().value).toBe('guest');
    expect(session.getSnapshot().context.tokens).toEqual(COOKIES.none);
    session.stop();
  });

  it("a signed-in tab ignores another tab's new tokens (it adopts them at its next refresh)", async () => {
    const outcome = await outcomeOf(SCENARIOS.readable, [EVENTS.signedInElsewhere]);
    expect(outcome.value).toBe('authenticated.ready');
    expect(outcome.context.tokens).toEqual(COOKIES.readable);
  });

  it.each([
    ['ready', [] as string[]],
    ['refreshing', [EVENTS.rejectCookie]],
  ])(
    'another tab signed out (%s): forgotten, cache cleared, announced; the page stays',
    async (_, before) => {
      const outcome = await outcomeOf(SCENARIOS.readable, [...before, EVENTS.signedOutElsewhere]);
      expect(outcome.value).toBe('guest');
      expect(outcome.context).toMatchObject({ user: null, tokens: NO_TOKENS });
      const last = before.length + 1;
      expect(outcome.effects.filter((effect) => effect.step === last).map((effect) => effect.action)).toEqual(
        ['clearCache', 'announceSignedOut', 'storeGuestRealm', 'markUser'],
      );
      // The other tab cleared the shared cookies and storage; nothing navigates.
      expect(outcome.actions).not.toContain('clearSession');
      expect(outcome.actions).not.toContain('goHome');
      expect(outcome.actions).not.toContain('reloadPage');
    },
  );

  it("a sign-out elsewhere does not stop this tab's own sign-out", async () => {
    const outcome = await outcomeOf(SCENARIOS.readable, [EVENTS.signOutFull, EVENTS.signedOutElsewhere]);
    expect(outcome.value).toBe('signingOut');
  });
});

describe('session: SPEC section 4 "Token refresh"', () => {
  it('a 401 on the sign-in page never refreshes; on another page it does', async () => {
    const onSignIn = await outcomeOf(SCENARIOS.readable, [EVENTS.toSignIn, EVENTS.rejectCookie]);
    expect(onSignIn.value).toBe('authenticated.ready');
    expect(onSignIn.invocations).toEqual([]);
    const backOnCart = await outcomeOf(SCENARIOS.readable, [
      EVENTS.toSignIn,
      EVENTS.toCart,
      EVENTS.rejectCookie,
    ]);
    expect(backOnCart.value).toBe('authenticated.refreshing');
    expect(backOnCart.invocations.map((invocation) => invocation.id)).toEqual(['refreshTokens']);
  });

  it("a guest's 401 on the sign-in page leaves them there", async () => {
    const outcome = await outcomeOf(SCENARIOS.none, [EVENTS.toSignIn, EVENTS.rejectNone]);
    expect(outcome.value).toBe('guest');
    expect(outcome.actions).not.toContain('goHome');
    expect(outcome.actions).not.toContain('clearSession');
  });

  it('a 401 for the current token refreshes once; the new tokens are stored and read', async () => {
    const outcome = await outcomeOf(SCENARIOS.readable, [EVENTS.rejectCookie, EVENTS.refreshed]);
    expect(outcome.value).toBe('authenticated.ready');
    expect(outcome.invocations).toEqual([
      {
        step: 1,
        id: 'refreshTokens',
        src: 'refreshTokens',
        input: { refreshToken: 'refresh-cookie', realmName: REALM },
      },
    ]);
    expect(outcome.context.tokens).toEqual(tokensOf(TOKEN_SETS.refreshed));
    expect(outcome.context.user?.displayName).toBe('asha');
    // The refresh stored them (under the cross-tab lock); the session only tells the other tabs.
    expect(outcome.effects.at(-1)).toEqual({ step: 2, action: 'shareRenewedTokens', params: undefined });
    expect(outcome.actions).not.toContain('storeTokens');
  });

  it('a stale 401 (an older token) is ignored: the caller retries with the current token', async () => {
    const outcome = await outcomeOf(SCENARIOS.readable, [
      EVENTS.rejectCookie,
      EVENTS.refreshed,
      EVENTS.rejectCookie,
      EVENTS.rejectLogin,
    ]);
    expect(outcome.value).toBe('authenticated.ready');
    expect(outcome.invocations).toHaveLength(1);
  });

  it('the refreshed token can itself be refreshed', async () => {
    const outcome = await outcomeOf(SCENARIOS.readable, [
      EVENTS.rejectCookie,
      EVENTS.refreshed,
      EVENTS.rejectRefreshed,
    ]);
    expect(outcome.value).toBe('authenticated.refreshing');
    expect(outcome.invocations.map((invocation) => invocation.input)).toEqual([
      { refreshToken: 'refresh-cookie', realmName: REALM },
      { refreshToken: 'refresh-refreshed', realmName: REALM },
    ]);
  });

  it.each([EVENTS.refreshFailed, EVENTS.refreshedNoSubject])(
    '%s: the session and cache are cleared and the user is sent to /',
    async (outcomeEvent) => {
      const outcome = await outcomeOf(SCENARIOS.readable, [EVENTS.rejectCookie, outcomeEvent]);
      expect(outcome.value).toBe('guest');
      expect(outcome.context).toMatchObject({ user: null, tokens: NO_TOKENS });
      expect(outcome.effects.filter((effect) => effect.step === 2).map((effect) => effect.action)).toEqual([
        'clearSession',
        'clearCache',
        'announceSignedOut',
        'goHome',
        'storeGuestRealm',
        'markUser',
      ]);
    },
  );

  it.each([EVENTS.rejectNone, EVENTS.rejectCookie])(
    'a 401 for a guest (%s) clears the session and sends the user to /',
    async (reject) => {
      const outcome = await outcomeOf(SCENARIOS.none, [reject]);
      expect(outcome.value).toBe('guest');
      expect(outcome.effects.filter((effect) => effect.step === 1).map((effect) => effect.action)).toEqual([
        'clearSession',
        'goHome',
        'storeGuestRealm',
        'markUser',
      ]);
      expect(outcome.invocations).toEqual([]);
    },
  );

  it('single flight: 10 concurrent 401s run one refresh, and every caller retries with the new token', async () => {
    const pending: Array<(tokens: TokenSet) => void> = [];
    const refreshInputs: RefreshTokensInput[] = [];
    const session = createActor(
      sessionMachine.provide({
        actions: quietAnnouncements,
        actors: {
          refreshTokens: fromPromise<TokenSet, RefreshTokensInput>(
            ({ input }) =>
              new Promise((resolve) => {
                refreshInputs.push(input);
                pending.push(resolve);
              }),
          ),
        },
      }),
      { input: { tokens: COOKIES.readable, realmName: REALM, page: HOME } },
    ).start();
    const rejected = ACCESS.cookie;
    expect(selectAccessToken(session.getSnapshot())).toBe(rejected);

    // What the API client does for each request that got a 401.
    const caller = async () => {
      session.send({ type: 'TOKEN_REJECTED', token: rejected });
      const settled = await waitFor(session, (snapshot) => sessionSettled(snapshot, rejected));
      return afterTokenRejected(settled, rejected);
    };
    const callers = Array.from({ length: 10 }, caller);
    await new Promise((resolve) => setImmediate(resolve));
    expect(session.getSnapshot().value).toEqual({ authenticated: 'refreshing' });
    expect(pending).toHaveLength(1);

    pending[0]?.(TOKEN_SETS.refreshed);
    const results = await Promise.all(callers);
    expect(refreshInputs).toEqual([{ refreshToken: 'refresh-cookie', realmName: REALM }]);
    expect(results).toEqual(
      Array.from({ length: 10 }, () => ({ kind: 'retry', accessToken: ACCESS.refreshed })),
    );
    expect(selectAccessToken(session.getSnapshot())).toBe(ACCESS.refreshed);
    session.stop();
  });

  it('single flight: when the one refresh fails, every waiting caller gives up', async () => {
    let fail: (error: Error) => void = () => {};
    let refreshes = 0;
    const session = createActor(
      sessionMachine.provide({
        actions: quietAnnouncements,
        actors: {
          refreshTokens: fromPromise<TokenSet, RefreshTokensInput>(
            () =>
              new Promise((_resolve, reject) => {
                refreshes += 1;
                fail = reject;
              }),
          ),
        },
      }),
      { input: { tokens: COOKIES.readable, realmName: REALM, page: HOME } },
    ).start();
    const caller = async () => {
      session.send({ type: 'TOKEN_REJECTED', token: ACCESS.cookie });
      const settled = await waitFor(session, (snapshot) => sessionSettled(snapshot, ACCESS.cookie));
      return afterTokenRejected(settled, ACCESS.cookie);
    };
    const callers = Array.from({ length: 5 }, caller);
    await new Promise((resolve) => setImmediate(resolve));
    fail(new Error('refresh token expired'));
    expect(await Promise.all(callers)).toEqual(Array.from({ length: 5 }, () => ({ kind: 'giveUp' })));
    expect(refreshes).toBe(1);
    expect(session.getSnapshot().value).toBe('guest');
    session.stop();
  });
});

describe('session selectors', () => {
  const snapshots = new Map(
    paths.flatMap((path) =>
      path.steps.map(({ state }) => [stateValueToString(state.value), state as SessionSnapshot] as const),
    ),
  );
  const at = (value: string) => {
    const snapshot = snapshots.get(value);
    if (!snapshot) throw new Error(`no generated state ${value}`);
    return snapshot;
  };

  it('isSignedIn, isResolved and selectAccessToken', () => {
    const table = Object.fromEntries(
      [...snapshots].map(([value, snapshot]) => [
        value,
        [isSignedIn(snapshot), isResolved(snapshot), selectAccessToken(snapshot) !== null],
      ]),
    );
    expect(table).toEqual({
      // Restoring from the refresh cookie: not yet known, so route guards wait.
      restoring: [false, false, false],
      guest: [false, true, false],
      'authenticated.ready': [true, true, true],
      'authenticated.refreshing': [true, true, true],
      'authenticated.renewing': [true, true, true],
      signingOut: [true, true, true],
      signedOut: [false, true, false],
    });
    expect(isResolved(sessionMachine.resolveState({ value: 'checking', context: at('guest').context }))).toBe(
      false,
    );
  });

  it('afterTokenRejected: wait while refreshing, retry with a newer token once ready, else give up', () => {
    const ready = at('authenticated.ready');
    const current = ready.context.tokens.access;
    expect(afterTokenRejected(at('authenticated.refreshing'), current)).toEqual({ kind: 'wait' });
    // A renewal of the tokens (a new name) is waited for like a refresh.
    expect(afterTokenRejected(at('authenticated.renewing'), current)).toEqual({ kind: 'wait' });
    expect(afterTokenRejected(ready, 'an older token')).toEqual({ kind: 'retry', accessToken: current });
    // Still the rejected token: retrying would only get the same 401.
    expect(afterTokenRejected(ready, current)).toEqual({ kind: 'giveUp' });
    for (const value of ['guest', 'signingOut', 'signedOut']) {
      expect(afterTokenRejected(at(value), current)).toEqual({ kind: 'giveUp' });
    }
    expect(
      [...snapshots].filter(([, snapshot]) => !sessionSettled(snapshot, current)).map(([value]) => value),
    ).toEqual(['authenticated.renewing', 'authenticated.refreshing']);
  });
});

describe('session: placeholder actors', () => {
  it('fail loudly until the app provides them: a refresh fails, a sign-out fails', async () => {
    const refreshing = createActor(sessionMachine.provide({ actions: quietAnnouncements }), {
      input: { tokens: COOKIES.readable, realmName: REALM, page: HOME },
    });
    refreshing.start();
    refreshing.send({ type: 'TOKEN_REJECTED', token: ACCESS.cookie });
    await new Promise((resolve) => setImmediate(resolve));
    expect(refreshing.getSnapshot().value).toBe('guest');

    const signingOut = createActor(
      sessionMachine.provide({
        actions: quietAnnouncements,
        actors: { signOut: fromPromise<null, SignOutInput>(async () => null) },
      }),
      { input: { tokens: COOKIES.readable, realmName: REALM, page: HOME } },
    ).start();
    signingOut.send({ type: 'SIGN_OUT', full: false });
    await new Promise((resolve) => setImmediate(resolve));
    expect(signingOut.getSnapshot().value).toBe('signedOut');
    expect(signingOut.getSnapshot().status).toBe('done');
  });
});
