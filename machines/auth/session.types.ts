// Types of the session machine (machines/auth/session.machine.ts) and of readSessionUser
// (machines/auth/sessionUser.ts). The token set is the ums contract's.
import type { TokenSet } from '../../contracts/ums.ts';

/** The three token cookies (SPEC section 3: access_token, refresh_token, id_token); null when absent. */
export interface SessionTokens {
  access: string | null;
  refresh: string | null;
  id: string | null;
}

/** The signed-in customer, read from the access token's claims (SPEC section 4 "Session"). */
export interface SessionUser {
  /** The `sub` claim. */
  id: string;
  /** `name`, else `given_name`, else `preferred_username`; null when the token has none of them. */
  displayName: string | null;
  email: string | null;
}

/** Local storage `user` (SPEC section 3). */
export type UserMarker = 'loggedIn' | 'guest';

export interface SessionInput {
  /** Read from the cookies by the app. */
  tokens: SessionTokens;
  /** The path open when the app starts; ROUTE_CHANGED keeps it current. */
  page: string;
  /** The realm the app stores for guests (local storage `realm_name`) and sends with a refresh. */
  realmName: string;
}

export interface SessionContext {
  user: SessionUser | null;
  tokens: SessionTokens;
  realmName: string;
  /** The kind of the sign-out in progress (SIGN_OUT `full`): a full sign-out ends on /. */
  fullSignOut: boolean;
  /** The open page's path (SPEC section 4: a 401 on /signin never refreshes). */
  page: string;
}

export type SessionEvent =
  /** Sent by the sign-in and sign-up screens with the TokenSet the server returned. */
  | { type: 'LOGIN_SUCCEEDED'; tokens: TokenSet }
  /**
   * Sent by the API client on a 401 (outside /signin) with the access token the failed request
   * carried, null when it carried none (a guest request).
   */
  | { type: 'TOKEN_REJECTED'; token: string | null }
  /**
   * Sent when the customer's details that the tokens carry (the name the header shows) changed on
   * the server: fresh tokens are fetched, so the new details show now and after a reload.
   */
  | { type: 'DETAILS_CHANGED' }
  /** Sent by the sign-out controls; `full` also sends the customer to / afterwards. */
  | { type: 'SIGN_OUT'; full: boolean }
  /** Forwarded from the router by the storefront machine. */
  | { type: 'ROUTE_CHANGED'; path: string; search: Record<string, string> }
  /**
   * Sent by `watchOtherTabs` when another tab of this store wrote new tokens (a sign-in, a restore
   * or a refresh): the token cookies as they are now.
   */
  | { type: 'SIGNED_IN_ELSEWHERE'; tokens: SessionTokens }
  /** Sent by `watchOtherTabs` when another tab cleared the session (its cookies are gone). */
  | { type: 'SIGNED_OUT_ELSEWHERE' };

/** How a customer came to be signed in. */
export type SignedInVia =
  /** The sign-in or sign-up screens handed over a token set. */
  | 'login'
  /** The access-token cookie was still valid when the app started. */
  | 'cookie'
  /** Only the refresh-token cookie was left: the session was restored with it at start-up. */
  | 'restore'
  /**
   * Another tab signed in (its tokens are in the shared cookies): this tab adopts the session. The
   * other tab did what a sign-in does (the cart merge, the welcome): this one only follows.
   */
  | 'elsewhere';

/** What the session announces to its parent (the storefront machine), which tells who must hear. */
export type SessionAnnouncement =
  | { type: 'SESSION.SIGNED_IN'; user: SessionUser | null; via: SignedInVia }
  | { type: 'SESSION.SIGNED_OUT' }
  /** The session settled without a customer when the app started (no token, or none that works). */
  | { type: 'SESSION.GUEST' };

/** Input of the `refreshTokens` actor (POST /ums/rest/v3/refresh-token). */
export interface RefreshTokensInput {
  /** The refresh_token cookie; null when it is missing: the actor then rejects (the refresh fails). */
  refreshToken: string | null;
  realmName: string;
}

/** Input of the `signOut` actor (POST /ums/rest/v3/session-logout with id_token_hint). */
export interface SignOutInput {
  /** The id_token cookie; null when it is missing. */
  idToken: string | null;
}

/** What an API client whose request got a 401 does next (see `afterTokenRejected`). */
export type TokenRetry =
  /** The session is refreshing: keep waiting. */
  | { kind: 'wait' }
  /** Send the request again with this access token. */
  | { kind: 'retry'; accessToken: string }
  /** The session is not signed in (any more), or still holds the rejected token: fail the request. */
  | { kind: 'giveUp' };
