import { assign, fromCallback, fromPromise, sendParent, setup } from 'xstate';
import type { TokenSet } from '../../contracts/ums.ts';
import { refreshAllowedOn } from '../storefront/pages.ts';
import type {
  RefreshTokensInput,
  SessionContext,
  SessionEvent,
  SessionInput,
  SessionTokens,
  SessionUser,
  SignedInVia,
  SignOutInput,
  TokenRetry,
  UserMarker,
} from './session.types.ts';
import { readSessionUser } from './sessionUser.ts';

// Session and token refresh (SPEC section 4 "Session" and "Token refresh", section 8): the session
// starts from the token cookies; a 401 on the current access token refreshes it once (single
// flight: the API client's failed requests wait for the session and retry with the new token);
// a failed refresh, a 401 for a guest or a sign-out clears the session. The session announces
// sign-in and sign-out to its parent (the storefront machine), which tells the machines that care.
// Tabs share the token cookies: a guest tab follows a sign-in in another tab, and a signed-in tab
// follows a sign-out (or a failed refresh) in another tab, without writing the cookies itself.

const NO_TOKENS: SessionTokens = { access: null, refresh: null, id: null };

const tokensOf = (tokens: TokenSet): SessionTokens => ({
  access: tokens.access_token,
  refresh: tokens.refresh_token,
  id: tokens.id_token,
});

/** The session after a login or refresh: its tokens and the customer they name. */
const signIn = (tokens: TokenSet) => ({
  tokens: tokensOf(tokens),
  user: readSessionUser(tokens.access_token),
});

/** The context after clearSession: no customer, no tokens (the realm stays: guests use it). */
const FORGOTTEN_SESSION = { user: null, tokens: NO_TOKENS, fullSignOut: false } as const;

/** The announcement that a customer is now signed in, and how. */
const announceSignedIn = (via: SignedInVia) =>
  ({
    type: 'announceSignedIn',
    params: ({ context }: { context: SessionContext }) => ({ user: context.user, via }),
  }) as const;

/** What the refresh guards read: the rejected token, the current one and the open page. */
const rejection = ({ context, event }: { context: SessionContext; event: { token: string | null } }) => ({
  rejected: event.token,
  current: context.tokens.access,
  page: context.page,
});

export const sessionMachine = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    /**
     * POST /ums/rest/v3/refresh-token: resolves the new TokenSet (the refresh token rotates) once
     * it is stored in the cookies. The store belongs to the refresh, not to a later action: another
     * tab may rotate the tokens again between the two, and a late write would put back a refresh
     * token the server has retired (the next refresh would send it twice and end the session).
     */
    refreshTokens: fromPromise<TokenSet, RefreshTokensInput>(async () => {
      throw new Error('refreshTokens not provided');
    }),
    /** POST /ums/rest/v3/session-logout with id_token_hint (resolves null); only success or failure matters. */
    signOut: fromPromise<null, SignOutInput>(async () => {
      throw new Error('signOut not provided');
    }),
    /**
     * Sends SIGNED_IN_ELSEWHERE (with the token cookies) when another tab wrote new tokens, and
     * SIGNED_OUT_ELSEWHERE when another tab cleared the session.
     */
    watchOtherTabs: fromCallback<SessionEvent>(() => () => {}),
  },
  actions: {
    /** Keeps the open page: the refresh rule reads it. */
    rememberPage: assign({ page: (_, path: string) => path }),
    /** The customer the access token cookie names. */
    readCookieUser: assign({
      user: ({ context }) => (context.tokens.access ? readSessionUser(context.tokens.access) : null),
    }),
    /** Keeps a login's or refresh's tokens and the customer they name. */
    adoptTokens: assign((_, tokens: TokenSet) => signIn(tokens)),
    /** Keeps the tokens another tab wrote to the cookies, and the customer they name. */
    adoptOtherTabTokens: assign((_, tokens: SessionTokens) => ({
      tokens,
      user: readSessionUser(tokens.access ?? ''),
    })),
    /** No customer, no tokens (the realm stays: guests use it). */
    forgetSession: assign(FORGOTTEN_SESSION),
    /** Whether the sign-out under way goes to / (full) or reloads the page. */
    rememberSignOutKind: assign({ fullSignOut: (_, full: boolean) => full }),
    /** Sets local storage `user`. */
    markUser: (_, _marker: UserMarker) => {},
    /** Removes local storage `user` (SPEC: login success removes the user marker). */
    removeUserMarker: () => {},
    /** Stores the guest realm in local storage `realm_name`. */
    storeGuestRealm: (_, _realmName: string) => {},
    /**
     * Writes the access_token, refresh_token and id_token cookies (SameSite strict) with lifetimes
     * in days = expires_in / 86400 (access and id) and refresh_expires_in / 86400 (refresh).
     */
    storeTokens: (_, _tokens: TokenSet) => {},
    /** Tells the other tabs that the session's tokens were renewed (refreshTokens stored them). */
    shareRenewedTokens: () => {},
    /** Removes the three token cookies and clears local storage except the language (`ln`, `direction`, `language`). */
    clearSession: () => {},
    /** Drops cached server data (the query cache). */
    clearCache: () => {},
    /** Navigates to the saved return page (local storage `page`), else /, and forgets it. */
    goToReturnPage: () => {},
    /** Navigates to /. */
    goHome: () => {},
    /** Reloads the page. */
    reloadPage: () => {},
    /** Tells the parent that a customer is signed in now (SESSION.SIGNED_IN). */
    announceSignedIn: sendParent((_, params: { user: SessionUser | null; via: SignedInVia }) => ({
      type: 'SESSION.SIGNED_IN',
      user: params.user,
      via: params.via,
    })),
    /** Tells the parent that nobody is signed in any more (SESSION.SIGNED_OUT). */
    announceSignedOut: sendParent({ type: 'SESSION.SIGNED_OUT' }),
    /** Tells the parent that the visitor starts as a guest (SESSION.GUEST). */
    announceGuest: sendParent({ type: 'SESSION.GUEST' }),
  },
  guards: {
    hasAccessToken: (_, token: string | null) => token !== null,
    hasRefreshToken: (_, token: string | null) => token !== null,
    isReadableToken: (_, token: string | null) => token !== null && readSessionUser(token) !== null,
    /**
     * A 401 for the token the session holds now (a stale 401 carries an older token), outside the
     * sign-in page (SPEC section 4: a 401 on /signin never refreshes).
     */
    mustRefresh: (_, check: { rejected: string | null; current: string | null; page: string }) =>
      check.current !== null && check.rejected === check.current && refreshAllowedOn(check.page),
    /** A guest's 401 outside the sign-in page. */
    isRefreshPage: (_, check: { page: string }) => refreshAllowedOn(check.page),
    isFullSignOut: (_, full: boolean) => full,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    user: null,
    tokens: input.tokens,
    realmName: input.realmName,
    fullSignOut: false,
    page: input.page,
  }),
  // Another tab's sign-in or sign-out reaches this one whatever the session is doing.
  invoke: { id: 'watchOtherTabs', src: 'watchOtherTabs' },
  initial: 'checking',
  on: {
    // Every state keeps the open page: the refresh rule reads it.
    ROUTE_CHANGED: { actions: { type: 'rememberPage', params: ({ event }) => event.path } },
  },
  states: {
    // The loading screen shows until the session is determined: transient, decided from the cookies.
    checking: {
      always: [
        {
          guard: { type: 'isReadableToken', params: ({ context }) => context.tokens.access },
          target: 'authenticated',
          actions: ['readCookieUser', { type: 'markUser', params: 'loggedIn' }, announceSignedIn('cookie')],
        },
        {
          // SPEC section 8: an undecodable access token clears local storage and the tokens.
          guard: { type: 'hasAccessToken', params: ({ context }) => context.tokens.access },
          target: 'guest',
          actions: ['forgetSession', 'clearSession', 'announceGuest'],
        },
        {
          // The access cookie lives only as long as its token (SPEC section 9), so a returning
          // customer often has just the refresh token: it restores the session before any page shows.
          guard: { type: 'hasRefreshToken', params: ({ context }) => context.tokens.refresh },
          target: 'restoring',
        },
        { target: 'guest', actions: 'announceGuest' },
      ],
    },
    restoring: {
      invoke: {
        id: 'restoreSession',
        src: 'refreshTokens',
        input: ({ context }) => ({ refreshToken: context.tokens.refresh, realmName: context.realmName }),
        onDone: [
          {
            guard: { type: 'isReadableToken', params: ({ event }) => event.output.access_token },
            target: 'authenticated',
            actions: [
              { type: 'adoptTokens', params: ({ event }) => event.output },
              'shareRenewedTokens',
              { type: 'markUser', params: 'loggedIn' },
              announceSignedIn('restore'),
            ],
          },
          { target: 'guest', actions: ['forgetSession', 'clearSession', 'announceGuest'] },
        ],
        // An expired or revoked refresh token: the visitor simply continues as a guest.
        onError: { target: 'guest', actions: ['forgetSession', 'clearSession', 'announceGuest'] },
      },
    },
    guest: {
      // Every way into guest marks a guest: on start without a token, and after clearSession wiped
      // local storage (realm_name and user included).
      entry: [
        { type: 'storeGuestRealm', params: ({ context }) => context.realmName },
        { type: 'markUser', params: 'guest' },
      ],
      on: {
        LOGIN_SUCCEEDED: [
          {
            guard: { type: 'isReadableToken', params: ({ event }) => event.tokens.access_token },
            target: 'authenticated',
            actions: [
              { type: 'adoptTokens', params: ({ event }) => event.tokens },
              { type: 'storeTokens', params: ({ event }) => event.tokens },
              'removeUserMarker',
              announceSignedIn('login'),
              'goToReturnPage',
            ],
          },
          {
            // A token set whose access token names no customer signs nobody in.
            target: 'guest',
            reenter: true,
            actions: ['forgetSession', 'clearSession'],
          },
        ],
        // Another tab signed in: its tokens are in the cookies already (nothing is written), and the
        // page stays where it is. A token that names nobody is ignored.
        SIGNED_IN_ELSEWHERE: {
          guard: { type: 'isReadableToken', params: ({ event }) => event.tokens.access },
          target: 'authenticated',
          actions: [
            { type: 'adoptOtherTabTokens', params: ({ event }) => event.tokens },
            { type: 'markUser', params: 'loggedIn' },
            announceSignedIn('elsewhere'),
          ],
        },
        // SPEC section 4: a 401 for a guest clears the session and sends the user to / (not on /signin).
        TOKEN_REJECTED: {
          guard: { type: 'isRefreshPage', params: ({ context }) => ({ page: context.page }) },
          target: 'guest',
          reenter: true,
          actions: ['forgetSession', 'clearSession', 'goHome'],
        },
      },
    },
    authenticated: {
      initial: 'ready',
      on: {
        SIGN_OUT: {
          target: 'signingOut',
          actions: { type: 'rememberSignOutKind', params: ({ event }) => event.full },
        },
        // Another tab signed out (or its refresh failed): the cookies and local storage are cleared
        // already; this tab forgets the customer and their cached data, and stays on its page as a
        // guest (a signed-in-only page hears SESSION.SIGNED_OUT and sends them to sign in). A refresh
        // in flight is abandoned.
        SIGNED_OUT_ELSEWHERE: {
          target: 'guest',
          actions: ['forgetSession', 'clearCache', 'announceSignedOut'],
        },
      },
      states: {
        ready: {
          on: {
            TOKEN_REJECTED: {
              guard: { type: 'mustRefresh', params: rejection },
              target: 'refreshing',
            },
            DETAILS_CHANGED: { target: 'renewing' },
          },
        },
        refreshing: {
          // No TOKEN_REJECTED here: one refresh in flight; the other callers wait for its outcome.
          invoke: {
            id: 'refreshTokens',
            src: 'refreshTokens',
            input: ({ context }) => ({ refreshToken: context.tokens.refresh, realmName: context.realmName }),
            onDone: [
              {
                guard: { type: 'isReadableToken', params: ({ event }) => event.output.access_token },
                target: 'ready',
                actions: [{ type: 'adoptTokens', params: ({ event }) => event.output }, 'shareRenewedTokens'],
              },
              {
                // A refreshed access token that names no customer is a failed refresh.
                target: '#session.guest',
                actions: ['forgetSession', 'clearSession', 'clearCache', 'announceSignedOut', 'goHome'],
              },
            ],
            // SPEC section 4: if the refresh fails, the session is cleared and the user is sent to /.
            onError: {
              target: '#session.guest',
              actions: ['forgetSession', 'clearSession', 'clearCache', 'announceSignedOut', 'goHome'],
            },
          },
        },
        // The customer's details changed (their name): fresh tokens carry them, so the header shows
        // the new name now and after a reload. Unlike a refresh after a 401, the tokens held are
        // still good: a renewal that gets no answer keeps them (the new name comes with the next
        // refresh). A request's 401 meanwhile waits for the renewal as it waits for a refresh.
        renewing: {
          invoke: {
            id: 'renewTokens',
            src: 'refreshTokens',
            input: ({ context }) => ({ refreshToken: context.tokens.refresh, realmName: context.realmName }),
            onDone: [
              {
                guard: { type: 'isReadableToken', params: ({ event }) => event.output.access_token },
                target: 'ready',
                actions: [{ type: 'adoptTokens', params: ({ event }) => event.output }, 'shareRenewedTokens'],
              },
              {
                // Stored already (the refresh writes the cookies): an access token that names no
                // customer ends the session, as after a refresh.
                target: '#session.guest',
                actions: ['forgetSession', 'clearSession', 'clearCache', 'announceSignedOut', 'goHome'],
              },
            ],
            onError: { target: 'ready' },
          },
        },
      },
    },
    signingOut: {
      // TOKEN_REJECTED is ignored: the session ends either way.
      invoke: {
        id: 'signOut',
        src: 'signOut',
        input: ({ context }) => ({ idToken: context.tokens.id }),
        // SPEC section 4: success clears the local session and cached data and reloads the page; a
        // full sign-out goes to / instead.
        onDone: [
          {
            guard: { type: 'isFullSignOut', params: ({ context }) => context.fullSignOut },
            target: 'signedOut',
            actions: ['forgetSession', 'clearSession', 'clearCache', 'announceSignedOut', 'goHome'],
          },
          {
            target: 'signedOut',
            actions: ['forgetSession', 'clearSession', 'clearCache', 'announceSignedOut', 'reloadPage'],
          },
        ],
        // SPEC section 8: on failure the local session and cache are still cleared, with no
        // reload and no message: the customer stays on the page as a guest (a signed-in-only page
        // hears SESSION.SIGNED_OUT through the storefront and sends them to sign in).
        onError: {
          target: 'guest',
          actions: ['forgetSession', 'clearSession', 'clearCache', 'announceSignedOut'],
        },
      },
    },
    // The page reloads or navigates away: nothing more happens in this page's session.
    signedOut: { type: 'final' },
  },
});

export type SessionSnapshot = ReturnType<typeof sessionMachine.transition>;

/** Signed in: the customer holds tokens (also while signing out, until the server answered). */
export function isSignedIn(snapshot: SessionSnapshot): boolean {
  return snapshot.matches('authenticated') || snapshot.matches('signingOut');
}

/** The session is determined (route guards `waitFor` this). */
export function isResolved(snapshot: SessionSnapshot): boolean {
  return !snapshot.matches('checking') && !snapshot.matches('restoring');
}

/** The bearer token for requests; null for guests (who send the realm header instead). */
export function selectAccessToken(snapshot: SessionSnapshot): string | null {
  return isSignedIn(snapshot) ? snapshot.context.tokens.access : null;
}

/**
 * What a request that got a 401 with `rejectedToken` does next. The API client sends
 * TOKEN_REJECTED { token: rejectedToken }, waits with `waitFor(session, (s) => sessionSettled(s,
 * rejectedToken))`, then asks this: retry with the current access token once the session is ready,
 * give up once it is not signed in. A session that is ready but still holds the rejected token
 * (it never saw the rejection) also gives up, so that a request never loops on the same 401.
 */
export function afterTokenRejected(snapshot: SessionSnapshot, rejectedToken: string | null): TokenRetry {
  if (!snapshot.matches('authenticated')) return { kind: 'giveUp' };
  if (!snapshot.matches({ authenticated: 'ready' })) return { kind: 'wait' };
  const current = snapshot.context.tokens.access;
  return current !== null && current !== rejectedToken
    ? { kind: 'retry', accessToken: current }
    : { kind: 'giveUp' };
}

/**
 * True when a caller whose request was rejected with `rejectedToken` may stop waiting: the session
 * is `authenticated.ready` (retry with the current token) or outside `authenticated` (give up).
 */
export function sessionSettled(snapshot: SessionSnapshot, rejectedToken: string | null): boolean {
  return afterTokenRejected(snapshot, rejectedToken).kind !== 'wait';
}

/** Signing out is under way (the account menu shows it busy). */
export function isSigningOut(snapshot: SessionSnapshot): boolean {
  return snapshot.matches('signingOut');
}

/** The signed-in customer's display name; empty for guests. */
export function selectCustomerName(snapshot: SessionSnapshot): string {
  return isSignedIn(snapshot) ? (snapshot.context.user?.displayName ?? '') : '';
}
