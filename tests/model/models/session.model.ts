import type { TokenSet } from '../../../contracts/ums.ts';
import { sessionMachine } from '../../../machines/auth/session.machine.ts';
import type { SessionTokens } from '../../../machines/auth/session.types.ts';
import {
  actorDone,
  actorError,
  canHappen,
  defineModel,
  stateValueToString,
  userEvent,
} from '../../../scripts/paths/graphCoverage.ts';

/** An unsigned JWT (header.payload.signature, base64url) with these claims: the machines only decode. */
export function unsignedJwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS256', typ: 'JWT', kid: 'model' })}.${part(claims)}.${Buffer.from('not checked').toString('base64url')}`;
}

const claims = { realm: 'demo', sid: 'login-session-1', iat: 1_700_000_000, exp: 1_700_000_300 };

/** The access tokens of the model; each names the customer with a different claim (SPEC section 4). */
export const ACCESS = {
  cookie: unsignedJwt({ ...claims, sub: 'customer-1', name: 'Asha Rao', email: 'asha@example.com' }),
  login: unsignedJwt({ ...claims, sub: 'customer-1', given_name: 'Asha', iat: 1_700_000_100 }),
  refreshed: unsignedJwt({ ...claims, sub: 'customer-1', preferred_username: 'asha', iat: 1_700_000_200 }),
  /** Not a JWT at all. */
  garbage: 'not-a-jwt',
  /** A JWT without `sub`: names nobody. */
  noSubject: unsignedJwt({ ...claims, name: 'Nobody' }),
} as const;

const tokenSet = (access: string, name: string): TokenSet => ({
  access_token: access,
  refresh_token: `refresh-${name}`,
  id_token: `id-${name}`,
  expires_in: 300,
  refresh_expires_in: 1800,
  token_type: 'Bearer',
});

export const TOKEN_SETS = {
  login: tokenSet(ACCESS.login, 'login'),
  loginGarbage: tokenSet(ACCESS.garbage, 'garbage'),
  refreshed: tokenSet(ACCESS.refreshed, 'refreshed'),
  refreshedNoSubject: tokenSet(ACCESS.noSubject, 'no-subject'),
} as const;

export const REALM = 'demo';

/** The pages the model visits: SPEC section 4 treats a 401 on the sign-in page differently. */
export const HOME = '/';
export const SIGN_IN_PAGE = '/signin';
export const CART_PAGE = '/cart';

export const COOKIES = {
  none: { access: null, refresh: null, id: null },
  readable: { access: ACCESS.cookie, refresh: 'refresh-cookie', id: 'id-cookie' },
  unreadable: { access: ACCESS.garbage, refresh: 'refresh-cookie', id: 'id-cookie' },
  /** The access cookie expired with its token; the refresh cookie lives on. */
  refreshOnly: { access: null, refresh: 'refresh-cookie', id: 'id-cookie' },
  /** What another tab's sign-in left in the cookies (its login token set). */
  otherTab: { access: ACCESS.login, refresh: 'refresh-login', id: 'id-login' },
} as const satisfies Record<string, SessionTokens>;

export const SCENARIOS = {
  none: 'no token cookies',
  readable: 'a readable access token cookie',
  unreadable: 'an undecodable access token cookie',
  refreshOnly: 'only a refresh token cookie',
} as const;

/** Event labels, for hand-written paths. */
export const EVENTS = {
  login: 'LOGIN_SUCCEEDED (readable tokens)',
  loginGarbage: 'LOGIN_SUCCEEDED (undecodable access token)',
  rejectCookie: 'TOKEN_REJECTED (cookie token)',
  rejectLogin: 'TOKEN_REJECTED (login token)',
  rejectRefreshed: 'TOKEN_REJECTED (refreshed token)',
  rejectNone: 'TOKEN_REJECTED (no token: a guest request)',
  refreshed: 'xstate.done.actor.refreshTokens (new readable tokens)',
  refreshedNoSubject: 'xstate.done.actor.refreshTokens (access token without sub)',
  refreshFailed: 'xstate.error.actor.refreshTokens (request failed)',
  restored: 'xstate.done.actor.restoreSession (new readable tokens)',
  restoredNoSubject: 'xstate.done.actor.restoreSession (access token without sub)',
  restoreFailed: 'xstate.error.actor.restoreSession (request failed)',
  signOutFull: 'SIGN_OUT (full)',
  signOutPartial: 'SIGN_OUT (not full)',
  signedOut: 'xstate.done.actor.signOut (signed out)',
  signOutFailed: 'xstate.error.actor.signOut (request failed)',
  toSignIn: 'ROUTE_CHANGED (to /signin)',
  toCart: 'ROUTE_CHANGED (to /cart)',
  signedInElsewhere: 'SIGNED_IN_ELSEWHERE (another tab signed in)',
  signedInElsewhereUnreadable: 'SIGNED_IN_ELSEWHERE (cookies with an undecodable access token)',
  signedOutElsewhere: 'SIGNED_OUT_ELSEWHERE (another tab signed out)',
  detailsChanged: 'DETAILS_CHANGED (the customer saved a new name)',
  renewed: 'xstate.done.actor.renewTokens (new readable tokens)',
  renewedNoSubject: 'xstate.done.actor.renewTokens (access token without sub)',
  renewFailed: 'xstate.error.actor.renewTokens (request failed)',
} as const;

const label = (event: string) => event.replace(/^\S+ \((.*)\)$/, '$1');

/** Short names of the model's tokens, for the projection and the reports. */
const TOKEN_NAMES = new Map<string, string>([
  ...Object.entries(ACCESS).map(([name, token]) => [token, name] as const),
  ...Object.values(COOKIES).flatMap((cookies) =>
    [cookies.refresh, cookies.id].flatMap((t) => (t ? [[t, t] as const] : [])),
  ),
  ...Object.values(TOKEN_SETS).flatMap((set) => [
    [set.refresh_token, set.refresh_token] as const,
    [set.id_token, set.id_token] as const,
  ]),
]);
const nameOf = (token: string | null) => (token === null ? null : (TOKEN_NAMES.get(token) ?? token));

function routeChangeMatters(value: unknown, page: string, event: { type: string }): boolean {
  const where = stateValueToString(value as Parameters<typeof stateValueToString>[0]);
  if (where !== 'guest' && where !== 'authenticated.ready') return false;
  const to = (event as { path?: string }).path;
  return page === SIGN_IN_PAGE ? to === CART_PAGE : to === SIGN_IN_PAGE;
}

export const sessionModel = defineModel({
  name: 'session',
  machine: sessionMachine,
  scenarios: [
    { label: SCENARIOS.none, input: { tokens: COOKIES.none, realmName: REALM, page: HOME } },
    { label: SCENARIOS.readable, input: { tokens: COOKIES.readable, realmName: REALM, page: HOME } },
    { label: SCENARIOS.unreadable, input: { tokens: COOKIES.unreadable, realmName: REALM, page: HOME } },
    { label: SCENARIOS.refreshOnly, input: { tokens: COOKIES.refreshOnly, realmName: REALM, page: HOME } },
  ],
  events: [
    userEvent({ type: 'LOGIN_SUCCEEDED', tokens: TOKEN_SETS.login }, EVENTS.login),
    userEvent({ type: 'LOGIN_SUCCEEDED', tokens: TOKEN_SETS.loginGarbage }, EVENTS.loginGarbage),
    userEvent({ type: 'TOKEN_REJECTED', token: ACCESS.cookie }, EVENTS.rejectCookie),
    userEvent({ type: 'TOKEN_REJECTED', token: ACCESS.login }, EVENTS.rejectLogin),
    userEvent({ type: 'TOKEN_REJECTED', token: ACCESS.refreshed }, EVENTS.rejectRefreshed),
    userEvent({ type: 'TOKEN_REJECTED', token: null }, EVENTS.rejectNone),
    actorDone('refreshTokens', TOKEN_SETS.refreshed, label(EVENTS.refreshed)),
    actorDone('refreshTokens', TOKEN_SETS.refreshedNoSubject, label(EVENTS.refreshedNoSubject)),
    actorError('refreshTokens'),
    actorDone('restoreSession', TOKEN_SETS.refreshed, label(EVENTS.restored)),
    actorDone('restoreSession', TOKEN_SETS.refreshedNoSubject, label(EVENTS.restoredNoSubject)),
    actorError('restoreSession'),
    actorDone('renewTokens', TOKEN_SETS.refreshed, label(EVENTS.renewed)),
    actorDone('renewTokens', TOKEN_SETS.refreshedNoSubject, label(EVENTS.renewedNoSubject)),
    actorError('renewTokens'),
    userEvent({ type: 'SIGN_OUT', full: true }, EVENTS.signOutFull),
    userEvent({ type: 'SIGN_OUT', full: false }, EVENTS.signOutPartial),
    actorDone('signOut', null, label(EVENTS.signedOut)),
    actorError('signOut'),
    userEvent({ type: 'ROUTE_CHANGED', path: SIGN_IN_PAGE, search: {} }, EVENTS.toSignIn),
    userEvent({ type: 'ROUTE_CHANGED', path: CART_PAGE, search: {} }, EVENTS.toCart),
    userEvent({ type: 'SIGNED_IN_ELSEWHERE', tokens: COOKIES.otherTab }, EVENTS.signedInElsewhere),
    // Cookies another tab left that cannot be read: no sign-in from them.
    userEvent(
      { type: 'SIGNED_IN_ELSEWHERE', tokens: COOKIES.unreadable },
      EVENTS.signedInElsewhereUnreadable,
    ),
    userEvent({ type: 'SIGNED_OUT_ELSEWHERE' }, EVENTS.signedOutElsewhere),
    userEvent({ type: 'DETAILS_CHANGED' }, EVENTS.detailsChanged),
  ],
  project: ({ context }) => ({
    user: context.user,
    tokens: {
      access: nameOf(context.tokens.access),
      refresh: nameOf(context.tokens.refresh),
      id: nameOf(context.tokens.id),
    },
    realmName: context.realmName,
    fullSignOut: context.fullSignOut,
    page: context.page,
  }),
  describeState: ({ value, context }) => {
    const words = stateValueToString(value);
    const access = nameOf(context.tokens.access);
    const where = context.page === HOME ? '' : ` on ${context.page}`;
    return access ? `${words} (${access} token${where})` : `${words}${where}`;
  },
  // The sign-in and sign-up screens are for guests only (SPEC section 2); the sign-out controls show
  // only when signed in. The API client may report a 401 at any time.
  // Another tab may sign in or out at any time (the machine takes each only where it matters).
  // The page matters only where a 401 may arrive and be acted on (guest, ready): the model goes
  // to /signin from elsewhere and back to /cart from /signin, there.
  filterEvents: (snapshot, event) =>
    canHappen(snapshot, event) &&
    (event.type !== 'LOGIN_SUCCEEDED' || snapshot.matches('guest')) &&
    (event.type !== 'SIGN_OUT' || snapshot.matches('authenticated')) &&
    (event.type !== 'ROUTE_CHANGED' || routeChangeMatters(snapshot.value, snapshot.context.page, event)),
  effects: [
    'markUser',
    'removeUserMarker',
    'storeGuestRealm',
    'storeTokens',
    'shareRenewedTokens',
    'clearSession',
    'clearCache',
    'goToReturnPage',
    'goHome',
    'reloadPage',
    'announceSignedIn',
    'announceSignedOut',
    'announceGuest',
  ],
});
