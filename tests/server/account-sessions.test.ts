// The customer's sign-in history and live sessions (SPEC section 2, /loginSessions and
// /activeSessions): recorded at sign-in, paged newest first, scoped to the customer, and signing a
// session out revokes its refresh-token family at once.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  AccountListPage,
  ActiveSession,
  SignedOutSessions,
  SignInRecord,
  TokenSet,
} from '../../contracts/ums.ts';
import { describeUserAgent } from '../../server/auth/user-agent.ts';
import { bearer, DEMO, GUEST, Harness, UMS } from './auth-harness.ts';

let h: Harness;

beforeAll(async () => {
  h = await Harness.open();
});

afterAll(async () => {
  await h.db.close();
});

beforeEach(async () => {
  await h.reset();
});

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

async function loginWith(userAgent: string, password: string = DEMO.password) {
  return h.post<TokenSet>('login', { username: DEMO.email, password }, { ...GUEST, 'User-Agent': userAgent });
}

async function signedIn(userAgent: string): Promise<TokenSet> {
  const answer = await loginWith(userAgent);
  expect(answer.status).toBe(200);
  return answer.body.response_body;
}

const history = (token: string, query = '') =>
  h.get<AccountListPage<SignInRecord>>(`${UMS}/login-history${query}`, bearer(token));
const active = (token: string, query = '') =>
  h.get<AccountListPage<ActiveSession>>(`${UMS}/active-sessions${query}`, bearer(token));
const signOutSession = (token: string, id: string) =>
  h.call<null>('DELETE', `${UMS}/active-sessions/${id}`, { headers: bearer(token) });
const signOutOthers = (token: string) =>
  h.call<SignedOutSessions>('DELETE', `${UMS}/active-sessions`, { headers: bearer(token) });
const sidOf = async (tokens: TokenSet) => String((await h.claims(tokens.access_token)).sid);

describe('describeUserAgent', () => {
  it.each([
    [ANDROID_CHROME, 'Android', 'Chrome 131'],
    [MAC_SAFARI, 'macOS', 'Safari 17'],
    [WINDOWS_FIREFOX, 'Windows', 'Firefox 133'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Windows',
      'Edge 131',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1',
      'iPhone',
      'Chrome 131',
    ],
    ['curl/8.5.0', null, null],
    ['', null, null],
  ])('%j is %s, %s', (userAgent, device, browser) => {
    expect(describeUserAgent(userAgent)).toEqual({ device, browser });
  });
});

describe('GET login-history', () => {
  it('lists every sign-in, newest first, with device, browser, address, method and outcome', async () => {
    await signedIn(ANDROID_CHROME);
    h.clock.advance(60);
    expect((await loginWith(MAC_SAFARI, 'Wrong-pass-2026')).status).toBe(401);
    h.clock.advance(60);
    const tokens = await signedIn(WINDOWS_FIREFOX);
    const answer = await history(tokens.access_token);
    expect(answer.status).toBe(200);
    const page = answer.body.response_body;
    expect(page).toMatchObject({ total: 3, page_number: 1, page_limit: 10 });
    expect(page.items.map(({ id: _id, ...rest }) => rest)).toEqual([
      {
        signed_in_at: '2026-03-02T09:02:00.000Z',
        method: 'password',
        succeeded: true,
        device: 'Windows',
        browser: 'Firefox 133',
        ip_address: '127.0.0.1',
      },
      {
        signed_in_at: '2026-03-02T09:01:00.000Z',
        method: 'password',
        succeeded: false,
        device: 'macOS',
        browser: 'Safari 17',
        ip_address: '127.0.0.1',
      },
      {
        signed_in_at: '2026-03-02T09:00:00.000Z',
        method: 'password',
        succeeded: true,
        device: 'Android',
        browser: 'Chrome 131',
        ip_address: '127.0.0.1',
      },
    ]);
  });

  it('records sign-ins with a code (and a wrong code) and the sign-up, for their own customer only', async () => {
    const theirs = await h.signUp('ravi@example.com');
    const challenge = await h.generate({ purpose: 'login', channel: 'email', email: DEMO.email });
    expect((await h.post('login-otp', { otp_id: challenge.otp_id, otp: '000000' })).status).toBe(400);
    const code = await h.latestCode(DEMO.email);
    const mine = await h.post<TokenSet>('login-otp', { otp_id: challenge.otp_id, otp: code });
    expect(mine.status).toBe(200);
    const demo = (await history(mine.body.response_body.access_token)).body.response_body;
    expect(demo.items.map((item) => [item.method, item.succeeded])).toEqual([
      ['code', true],
      ['code', false],
    ]);
    const ravi = (await history(theirs.access_token)).body.response_body;
    expect(ravi.items.map((item) => [item.method, item.succeeded])).toEqual([['signup', true]]);
  });

  it('pages: page-number and page-limit; bad paging is a 400; a guest is a 401', async () => {
    for (let index = 0; index < 4; index += 1) {
      await signedIn(ANDROID_CHROME);
      h.clock.advance(1);
    }
    const tokens = await signedIn(MAC_SAFARI);
    const second = (await history(tokens.access_token, '?page-number=2&page-limit=2')).body.response_body;
    expect(second).toMatchObject({ total: 5, page_number: 2, page_limit: 2 });
    expect(second.items.map((item) => item.signed_in_at)).toEqual([
      '2026-03-02T09:00:02.000Z',
      '2026-03-02T09:00:01.000Z',
    ]);
    for (const query of [
      '?page-number=0',
      '?page-number=x',
      '?page-limit=51',
      '?page-number=1&page-number=2',
    ]) {
      expect((await history(tokens.access_token, query)).status).toBe(400);
    }
    await h.expectError(h.get(`${UMS}/login-history`, GUEST), 401, 'Please sign in');
  });
});

describe('active sessions', () => {
  it('lists the live sessions, newest first, the current one marked; ended ones are gone', async () => {
    const phone = await signedIn(ANDROID_CHROME);
    h.clock.advance(60);
    const laptop = await signedIn(MAC_SAFARI);
    h.clock.advance(60);
    const ended = await signedIn(WINDOWS_FIREFOX);
    expect((await h.post('session-logout', { id_token_hint: ended.id_token }, GUEST)).status).toBe(200);
    const page = (await active(laptop.access_token)).body.response_body;
    expect(page.total).toBe(2);
    expect(page.items.map((item) => [item.id, item.device, item.browser, item.method, item.current])).toEqual(
      [
        [await sidOf(laptop), 'macOS', 'Safari 17', 'password', true],
        [await sidOf(phone), 'Android', 'Chrome 131', 'password', false],
      ],
    );
  });

  it('signing another session out revokes its family at once: its next request and refresh fail', async () => {
    const phone = await signedIn(ANDROID_CHROME);
    const laptop = await signedIn(MAC_SAFARI);
    const answer = await signOutSession(laptop.access_token, await sidOf(phone));
    expect(answer.status).toBe(200);
    await h.expectError(
      h.get(`${UMS}/profile`, bearer(phone.access_token)),
      401,
      'Your session has expired. Please sign in again.',
    );
    expect((await h.refresh(phone.refresh_token)).status).toBe(401);
    expect((await h.get(`${UMS}/profile`, bearer(laptop.access_token))).status).toBe(200);
    expect((await active(laptop.access_token)).body.response_body.total).toBe(1);
    // Once ended, it is not found again.
    await h.expectError(
      signOutSession(laptop.access_token, await sidOf(phone)),
      404,
      'This session was not found, or it has ended already',
    );
  });

  it("another customer's session is a 404 and stays signed in; a malformed id is a 400", async () => {
    const theirs = await h.signUp('ravi@example.com');
    const mine = await signedIn(MAC_SAFARI);
    await h.expectError(
      signOutSession(mine.access_token, await sidOf(theirs)),
      404,
      'This session was not found, or it has ended already',
    );
    expect((await h.get(`${UMS}/profile`, bearer(theirs.access_token))).status).toBe(200);
    await h.expectError(
      signOutSession(mine.access_token, 'not-a-uuid'),
      400,
      'The session id must be a UUID',
    );
    await h.expectError(
      h.call('DELETE', `${UMS}/active-sessions/00000000-0000-4000-8000-000000000000`, { headers: GUEST }),
      401,
      'Please sign in',
    );
  });

  it("signs out every session but the current one, and no other customer's", async () => {
    const theirs = await h.signUp('ravi@example.com');
    const phone = await signedIn(ANDROID_CHROME);
    const tablet = await signedIn(WINDOWS_FIREFOX);
    const laptop = await signedIn(MAC_SAFARI);
    const answer = await signOutOthers(laptop.access_token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      response_body: { signed_out: 2 },
      response_message: '2 other sessions were signed out',
    });
    for (const ended of [phone, tablet]) expect((await h.refresh(ended.refresh_token)).status).toBe(401);
    expect((await h.refresh(theirs.refresh_token)).status).toBe(200);
    const page = (await active(laptop.access_token)).body.response_body;
    expect(page.items.map((item) => item.current)).toEqual([true]);
  });

  it('a session whose refresh token expired is not live', async () => {
    const old = await sidOf(await signedIn(ANDROID_CHROME));
    h.clock.advance(8 * 24 * 3600);
    const fresh = await signedIn(MAC_SAFARI);
    const page = (await active(fresh.access_token)).body.response_body;
    expect(page.items.map((item) => item.id)).toEqual([await sidOf(fresh)]);
    expect(page.items.map((item) => item.id)).not.toContain(old);
    expect(page.total).toBe(1);
  });
});
