// Signing in and the life of a session against a real database: login, login-otp, refresh-token
// rotation with reuse detection and races, session-logout, and bearer tokens on every endpoint.
import { createHash } from 'node:crypto';
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StoreImages } from '../../contracts/store.ts';
import type { TokenSet } from '../../contracts/ums.ts';
import { LOST_ANSWER_GRACE_SECONDS } from '../../server/auth/sessions.ts';
import { bearer, DEMO, GUEST, Harness, UMS } from './auth-harness.ts';

let h: Harness;
let demoId: string;

beforeAll(async () => {
  h = await Harness.open();
  const [demo] = await h.db.query<{ id: string }>(
    "SELECT id FROM customers WHERE email = 'demo@example.com'",
  );
  demoId = demo?.id ?? '';
});

afterAll(async () => {
  await h.db.close();
});

beforeEach(async () => {
  await h.reset();
});

const WRONG_CREDENTIALS = 'The e-mail, phone or password is incorrect';
const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
const USERNAME_RULE = 'Please enter an e-mail address or a phone number such as +91 9876543210.';
const PROFILE = `${UMS}/profile`;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

async function sessionOf(token: string): Promise<{ sid: string; revoked_reason: string | null }> {
  const claims = await h.claims(token);
  const [row] = await h.db.query<{ revoked_reason: string | null }>(
    'SELECT revoked_reason FROM login_sessions WHERE id = $1',
    [claims.sid],
  );
  return { sid: String(claims.sid), revoked_reason: row?.revoked_reason ?? null };
}

describe('POST login', () => {
  it.each(['demo@example.com', '  Demo@Example.COM ', '+91 9876543210', '+919876543210', '9876543210'])(
    'signs the demo customer in with %j',
    async (username) => {
      const answer = await h.post<TokenSet>('login', { username, password: DEMO.password });
      expect(answer.status).toBe(200);
      expect(answer.body.response_message).toBe('Welcome back, Asha');
      expect(answer.body.response_body).toMatchObject({
        expires_in: 900,
        refresh_expires_in: 604800,
        token_type: 'Bearer',
      });
      expect(await h.claims(answer.body.response_body.access_token)).toMatchObject({
        sub: demoId,
        name: 'Asha Rao',
        given_name: 'Asha',
        family_name: 'Rao',
        preferred_username: 'demo@example.com',
        email: 'demo@example.com',
        realm: 'demo',
        typ: 'Bearer',
      });
    },
  );

  it('gives every sign-in its own session', async () => {
    const first = await h.claims((await h.login()).access_token);
    const second = await h.claims((await h.login()).access_token);
    expect(first.sid).not.toBe(second.sid);
    expect(await h.count('login_sessions', `customer_id = '${demoId}' AND revoked_at IS NULL`)).toBe(2);
  });

  it.each([
    ['a wrong password', DEMO.email, 'Demo-pass-2025'],
    ['the password with a space added', DEMO.email, ` ${DEMO.password}`],
    ['an unknown e-mail', 'nobody@example.com', DEMO.password],
    ['an unknown phone', '+91 9000000000', DEMO.password],
  ])('answers 401 with one message for %s', async (_, username, password) => {
    await h.expectError(h.post('login', { username, password }), 401, WRONG_CREDENTIALS);
    expect(await h.count('login_sessions')).toBe(0);
  });

  it('keeps accounts per store: the demo credentials do not open the plain store', async () => {
    await h.expectError(
      h.post('login', { username: DEMO.email, password: DEMO.password }, { 'realm-name': 'plain' }),
      401,
      WRONG_CREDENTIALS,
    );
  });

  it.each([
    [{ password: 'x' }, '“E-mail address or phone number” is required.'],
    [{ username: DEMO.email }, '“Password” is required.'],
    [{ username: DEMO.email, password: '' }, '“Password” is required.'],
    [{ username: DEMO.email, password: 12345678 }, '“Password” must be text.'],
    [{ username: DEMO.email, password: 'a'.repeat(1025) }, '“Password” can be at most 1024 characters.'],
    [{ username: 'asha', password: 'x' }, USERNAME_RULE],
    [{ username: '+44 7700900123', password: 'x' }, USERNAME_RULE],
    [{ username: '98765', password: 'x' }, USERNAME_RULE],
    [{ username: 'a@b', password: 'x' }, USERNAME_RULE],
  ])('answers 400 for %j', async (body, message) => {
    await h.expectError(h.post('login', body), 400, message);
  });
});

describe('POST login-otp', () => {
  async function loginCode(): Promise<{ otpId: string; code: string; wrong: string }> {
    const challenge = await h.generate({ purpose: 'login', channel: 'email', email: DEMO.email });
    const code = await h.latestCode(DEMO.email);
    return { otpId: challenge.otp_id, code, wrong: code === '123456' ? '654321' : '123456' };
  }

  it('signs in with a sign-in code, once', async () => {
    const { otpId, code } = await loginCode();
    const answer = await h.post<TokenSet>('login-otp', { otp_id: otpId, otp: code });
    expect(answer.status).toBe(200);
    expect(answer.body.response_message).toBe('Welcome back, Asha');
    expect(await h.claims(answer.body.response_body.access_token)).toMatchObject({
      sub: demoId,
      name: 'Asha Rao',
    });
    await h.expectError(
      h.post('login-otp', { otp_id: otpId, otp: code }),
      400,
      'This code has already been used. Ask for a new code.',
    );
  });

  it('counts wrong codes: five answers 400, then 429 even for the right code', async () => {
    const { otpId, code, wrong } = await loginCode();
    for (let i = 0; i < 5; i++) {
      await h.expectError(h.post('login-otp', { otp_id: otpId, otp: wrong }), 400, 'The code is incorrect');
    }
    const dead = await h.expectError(
      h.post('login-otp', { otp_id: otpId, otp: code }),
      429,
      'Too many wrong codes. Ask for a new code.',
    );
    expect(dead.headers.get('Retry-After')).toBe('30');
    expect(await h.count('login_sessions')).toBe(0);
  });

  it('allows five wrong codes over the whole code request: a new code brings no new tries', async () => {
    const { otpId, wrong } = await loginCode();
    for (let i = 0; i < 4; i++) {
      await h.expectError(
        h.postFrom(`198.51.100.${i}`, 'login-otp', { otp_id: otpId, otp: wrong }),
        400,
        'The code is incorrect',
      );
    }
    h.clock.advance(30);
    expect((await h.post('otp/regenerate', { otp_id: otpId })).status).toBe(200);
    const newCode = await h.latestCode(DEMO.email);
    const other = newCode === '222222' ? '333333' : '222222';
    await h.expectError(
      h.postFrom('198.51.100.7', 'login-otp', { otp_id: otpId, otp: other }),
      400,
      'The code is incorrect',
    );
    await h.expectError(
      h.postFrom('198.51.100.8', 'login-otp', { otp_id: otpId, otp: newCode }),
      429,
      'Too many wrong codes. Ask for a new code.',
    );
    expect(await h.count('login_sessions')).toBe(0);
  });

  it('refuses an expired code, a sign-up code, an unknown id and a malformed code', async () => {
    const { otpId, code } = await loginCode();
    h.clock.advance(300);
    await h.expectError(
      h.post('login-otp', { otp_id: otpId, otp: code }),
      400,
      'The code has expired. Ask for a new code.',
    );
    const signup = await h.generate({ purpose: 'signup', channel: 'email', email: 'fresh@example.com' });
    await h.expectError(
      h.post('login-otp', { otp_id: signup.otp_id, otp: await h.latestCode('fresh@example.com') }),
      400,
      'This code was sent for another step. Please ask for a new code here.',
    );
    await h.expectError(
      h.post('login-otp', { otp_id: '9b2f8a52-3c7e-4d1a-9f3b-2a6c1e5d7f80', otp: '123456' }),
      404,
      'This code request was not found. Ask for a new code.',
    );
    await h.expectError(h.post('login-otp', { otp_id: otpId, otp: '12345' }), 400, 'The code has 6 digits.');
    await h.expectError(h.post('login-otp', { otp: '123456' }), 400, '“otp_id” is required.');
  });
});

describe('POST refresh-token', () => {
  it('rotates: a new refresh token in the same session, the old one marked rotated', async () => {
    const first = await h.login();
    h.clock.advance(600);
    const answer = await h.refresh(first.refresh_token);
    expect(answer.status).toBe(200);
    expect(answer.body.response_message).toBe('Your session was renewed');
    const second = answer.body.response_body;
    expect(second).toMatchObject({ expires_in: 900, refresh_expires_in: 604800, token_type: 'Bearer' });
    expect(second.refresh_token).not.toBe(first.refresh_token);
    const before = await h.claims(first.id_token);
    const after = await h.claims(second.access_token);
    expect(after).toMatchObject({
      sub: demoId,
      sid: before.sid,
      iat: h.clock.seconds,
      exp: h.clock.seconds + 900,
    });
    expect(await h.claims(second.id_token)).toMatchObject({ typ: 'ID', sid: before.sid });

    const rows = await h.db.query<{ token_hash: string; rotated_at: Date | null; expires_at: Date }>(
      'SELECT token_hash, rotated_at, expires_at FROM refresh_tokens WHERE session_id = $1 ORDER BY id',
      [before.sid],
    );
    expect(rows).toEqual([
      {
        token_hash: sha256(first.refresh_token),
        rotated_at: new Date('2026-03-02T09:10:00.000Z'),
        expires_at: new Date('2026-03-09T09:00:00.000Z'),
      },
      {
        token_hash: sha256(second.refresh_token),
        rotated_at: null,
        expires_at: new Date('2026-03-09T09:10:00.000Z'),
      },
    ]);

    // And again with the newest token; the realm may carry a dash suffix.
    const third = await h.refresh(second.refresh_token, 'demo-customers');
    expect(third.status).toBe(200);
  });

  it('ignores the Authorization header: the storefront refreshes with an expired access token', async () => {
    const tokens = await h.login();
    h.clock.advance(3600);
    const answer = await h.post<TokenSet>(
      'refresh-token',
      { refresh_token: tokens.refresh_token, realm_name: 'demo' },
      bearer(tokens.access_token),
    );
    expect(answer.status).toBe(200);
  });

  it('revokes the whole family when a rotated token is used again after its successor was; the newest stops too', async () => {
    const first = await h.login();
    const second = (await h.refresh(first.refresh_token)).body.response_body;
    const third = (await h.refresh(second.refresh_token)).body.response_body;
    await h.expectError(h.refresh(first.refresh_token), 401, SESSION_EXPIRED);
    await h.expectError(h.refresh(third.refresh_token), 401, SESSION_EXPIRED);
    await h.expectError(h.get(PROFILE, bearer(third.access_token)), 401, SESSION_EXPIRED);
    expect((await sessionOf(first.id_token)).revoked_reason).toBe('reuse');
    expect(await h.count('refresh_tokens', 'revoked_at IS NULL')).toBe(0);
    expect(h.logLines).toEqual([
      'Refresh token reused: its login session was revoked (a copied token, or two refreshes at once)',
    ]);
  });

  it('revokes the family when a rotated token comes back after the grace, even from its own device', async () => {
    const { tokens: first, device } = await h.loginOnDevice();
    const second = (await h.refresh(first.refresh_token, 'demo', device)).body.response_body;
    h.clock.advance(LOST_ANSWER_GRACE_SECONDS + 1);
    await h.expectError(h.refresh(first.refresh_token, 'demo', device), 401, SESSION_EXPIRED);
    await h.expectError(h.refresh(second.refresh_token, 'demo', device), 401, SESSION_EXPIRED);
    expect((await sessionOf(first.id_token)).revoked_reason).toBe('reuse');
  });

  it('takes a rotated token again from its own device within the grace while its successor is unused: a lost answer', async () => {
    const { tokens: first, device } = await h.loginOnDevice();
    const { sid } = await sessionOf(first.id_token);
    const lost = (await h.refresh(first.refresh_token, 'demo', device)).body.response_body;
    h.clock.advance(LOST_ANSWER_GRACE_SECONDS);
    const retried = await h.refresh(first.refresh_token, 'demo', device);
    expect(retried.status).toBe(200);
    const kept = retried.body.response_body;
    expect(kept.refresh_token).not.toBe(lost.refresh_token);
    expect(await h.claims(kept.access_token)).toMatchObject({ sid });
    // The family still has one live token, the new one: the lost successor was retired.
    const live = await h.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM refresh_tokens WHERE session_id = $1 AND rotated_at IS NULL AND revoked_at IS NULL',
      [sid],
    );
    expect(live).toEqual([{ token_hash: sha256(kept.refresh_token) }]);
    // A second lost answer is retried the same way; the session goes on with the newest token.
    const again = (await h.refresh(first.refresh_token, 'demo', device)).body.response_body;
    expect((await h.refresh(again.refresh_token, 'demo', device)).status).toBe(200);
    expect((await sessionOf(first.id_token)).revoked_reason).toBeNull();
    expect(h.logLines).toEqual([]);
  });

  it.each([
    ['without a device cookie', () => undefined],
    ['with another device’s cookie', () => 'x'.repeat(43)],
  ])(
    'revokes the family when a rotated token comes back within the grace %s: a copy',
    async (_, otherDevice) => {
      const { tokens: first, device } = await h.loginOnDevice();
      const second = (await h.refresh(first.refresh_token, 'demo', device)).body.response_body;
      await h.expectError(h.refresh(first.refresh_token, 'demo', otherDevice()), 401, SESSION_EXPIRED);
      await h.expectError(h.refresh(second.refresh_token, 'demo', device), 401, SESSION_EXPIRED);
      expect((await sessionOf(first.id_token)).revoked_reason).toBe('reuse');
    },
  );

  it('revokes the family when a copy was rotated first elsewhere and its device then refreshes: no lost answer of its own', async () => {
    const { tokens: first, device } = await h.loginOnDevice();
    const stolen = (await h.refresh(first.refresh_token)).body.response_body; // no device cookie
    await h.expectError(h.refresh(first.refresh_token, 'demo', device), 401, SESSION_EXPIRED);
    await h.expectError(h.get(PROFILE, bearer(stolen.access_token)), 401, SESSION_EXPIRED);
    expect((await sessionOf(first.id_token)).revoked_reason).toBe('reuse');
  });

  it('revokes the family when the successor of a retried lost answer turns up: the token was copied', async () => {
    const { tokens: first, device } = await h.loginOnDevice();
    const lost = (await h.refresh(first.refresh_token, 'demo', device)).body.response_body;
    const retried = (await h.refresh(first.refresh_token, 'demo', device)).body.response_body;
    await h.expectError(h.refresh(lost.refresh_token, 'demo', device), 401, SESSION_EXPIRED);
    await h.expectError(h.refresh(retried.refresh_token, 'demo', device), 401, SESSION_EXPIRED);
    expect((await sessionOf(first.id_token)).revoked_reason).toBe('reuse');
  });

  it('takes a lost answer’s retry even once the old token has expired meanwhile', async () => {
    const { tokens: first, device } = await h.loginOnDevice();
    h.clock.advance(604800 - 10);
    expect((await h.refresh(first.refresh_token, 'demo', device)).status).toBe(200);
    h.clock.advance(20); // the old token's own lifetime ended after the rotation
    expect((await h.refresh(first.refresh_token, 'demo', device)).status).toBe(200);
  });

  it('answers two simultaneous refreshes from one device, and the family keeps one live token', async () => {
    const { tokens, device } = await h.loginOnDevice();
    const answers = await Promise.all([
      h.refresh(tokens.refresh_token, 'demo', device),
      h.refresh(tokens.refresh_token, 'demo', device),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const { sid, revoked_reason } = await sessionOf(tokens.id_token);
    expect(revoked_reason).toBeNull();
    const live = await h.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM refresh_tokens WHERE session_id = $1 AND rotated_at IS NULL AND revoked_at IS NULL',
      [sid],
    );
    expect(live).toHaveLength(1);
    const issued = answers.map((answer) => sha256(answer.body.response_body.refresh_token));
    expect(issued).toContain(live[0]?.token_hash);
  });

  it('lets one of two simultaneous refreshes without the device cookie win, and revokes for the other', async () => {
    const tokens = await h.login();
    const answers = await Promise.all([h.refresh(tokens.refresh_token), h.refresh(tokens.refresh_token)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
    expect((await sessionOf(tokens.id_token)).revoked_reason).toBe('reuse');
  });

  it('accepts a refresh token until it expires after REFRESH_TOKEN_TTL_SECONDS', async () => {
    const early = await h.login();
    h.clock.advance(604799);
    expect((await h.refresh(early.refresh_token)).status).toBe(200);
    h.clock.reset();
    const late = await h.login();
    h.clock.advance(604800);
    await h.expectError(h.refresh(late.refresh_token), 401, SESSION_EXPIRED);
  });

  it('answers 401 for an unknown token, and for another store’s realm without revoking anything', async () => {
    const tokens = await h.login();
    await h.expectError(h.refresh('x'.repeat(43)), 401, SESSION_EXPIRED);
    await h.expectError(h.refresh('not a token'), 401, SESSION_EXPIRED);
    await h.expectError(h.refresh(tokens.refresh_token, 'plain'), 401, SESSION_EXPIRED);
    await h.expectError(h.refresh(tokens.refresh_token, 'nosuchstore'), 401, SESSION_EXPIRED);
    expect((await h.refresh(tokens.refresh_token)).status).toBe(200);
  });

  it.each([
    [{ realm_name: 'demo' }, '“refresh_token” is required.'],
    [{ refresh_token: 7, realm_name: 'demo' }, '“refresh_token” must be text.'],
    [{ refresh_token: 'x' }, '“realm_name” is required.'],
    [
      { refresh_token: 'x', realm_name: 'de mo' },
      '“realm_name” must be 1 to 64 letters, digits or underscores.',
    ],
  ])('answers 400 for %j', async (body, message) => {
    await h.expectError(h.post('refresh-token', body, {}), 400, message);
  });
});

describe('POST session-logout', () => {
  it('revokes the session of the id token: its refresh and access tokens stop working, other sessions do not', async () => {
    const phone = await h.login();
    const laptop = await h.login();
    const answer = await h.post<null>(
      'session-logout',
      { id_token_hint: laptop.id_token },
      bearer(laptop.access_token),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ response_body: null, response_message: 'You have been signed out' });
    await h.expectError(h.refresh(laptop.refresh_token), 401, SESSION_EXPIRED);
    await h.expectError(h.get(PROFILE, bearer(laptop.access_token)), 401, SESSION_EXPIRED);
    expect((await sessionOf(laptop.id_token)).revoked_reason).toBe('logout');
    expect((await h.get(PROFILE, bearer(phone.access_token))).status).toBe(200);
    expect((await h.refresh(phone.refresh_token)).status).toBe(200);
  });

  it('accepts an expired id token, and a second sign-out of the same session', async () => {
    const tokens = await h.login();
    h.clock.advance(2 * 86400);
    expect((await h.post('session-logout', { id_token_hint: tokens.id_token }, {})).status).toBe(200);
    expect((await h.post('session-logout', { id_token_hint: tokens.id_token }, {})).status).toBe(200);
    h.clock.reset();
    await h.expectError(h.refresh(tokens.refresh_token), 401, SESSION_EXPIRED);
  });

  it('answers 400 for anything but an id token this server signed', async () => {
    const tokens = await h.login();
    const invalid = 'id_token_hint is not a valid id token';
    await h.expectError(h.post('session-logout', {}, {}), 400, '“id_token_hint” is required.');
    await h.expectError(h.post('session-logout', { id_token_hint: 'garbage' }, {}), 400, invalid);
    // An access token is not an id token.
    await h.expectError(h.post('session-logout', { id_token_hint: tokens.access_token }, {}), 400, invalid);
    // The same claims signed with someone else's key.
    const claims = await h.claims(tokens.id_token);
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .sign(privateKey);
    await h.expectError(h.post('session-logout', { id_token_hint: forged }, {}), 400, invalid);
    // A changed payload under the original signature.
    const [head, , signature] = tokens.id_token.split('.');
    const payload = Buffer.from(
      JSON.stringify({ ...claims, sid: '9b2f8a52-3c7e-4d1a-9f3b-2a6c1e5d7f80' }),
    ).toString('base64url');
    await h.expectError(
      h.post('session-logout', { id_token_hint: `${head}.${payload}.${signature}` }, {}),
      400,
      invalid,
    );
    expect((await h.refresh(tokens.refresh_token)).status).toBe(200);
  });
});

describe('bearer tokens', () => {
  it('GET profile answers the signed-in customer', async () => {
    const tokens = await h.login('+91 9876543210');
    const answer = await h.get(PROFILE, bearer(tokens.access_token));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      response_body: {
        sub: demoId,
        first_name: 'Asha',
        last_name: 'Rao',
        email: 'demo@example.com',
        phone: '+91 9876543210',
        phone_extension: '+91',
        phone_number: '9876543210',
        profile_image_url: null,
      },
      response_message: 'Success',
    });
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    expect(answer.headers.get('Vary')).toContain('Authorization');
  });

  it('GET profile answers 401 "Please sign in" without a token', async () => {
    await h.expectError(h.get(PROFILE, {}), 401, 'Please sign in');
    await h.expectError(h.get(PROFILE, GUEST), 401, 'Please sign in');
  });

  it('accepts an access token until it expires after ACCESS_TOKEN_TTL_SECONDS', async () => {
    const tokens = await h.login();
    h.clock.advance(899);
    expect((await h.get(PROFILE, bearer(tokens.access_token))).status).toBe(200);
    h.clock.advance(1);
    await h.expectError(h.get(PROFILE, bearer(tokens.access_token)), 401, SESSION_EXPIRED);
  });

  it('answers 401 "session expired" for every kind of bad token', async () => {
    const tokens = await h.login();
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT(await h.claims(tokens.access_token))
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .sign(privateKey);
    for (const authorization of [
      'Bearer garbage',
      'Bearer ',
      `Basic ${Buffer.from('demo@example.com:Demo-pass-2026').toString('base64')}`,
      `Bearer ${tokens.id_token}`, // an id token is not an access token
      `Bearer ${forged}`,
      `Bearer ${tokens.access_token}x`,
    ]) {
      await h.expectError(h.get(PROFILE, { Authorization: authorization }), 401, SESSION_EXPIRED);
    }
  });

  it('makes existing store endpoints read the store from the token, and refuse a bad token', async () => {
    const tokens = await h.login();
    const images = await h.get<StoreImages>('/pbs/rest/v3/store-images', bearer(tokens.access_token));
    expect(images.status).toBe(200);
    expect(images.body.response_body.store_logo_path).toBe('/media/stores/19/logo-light.svg');
    // The token's store wins over a realm-name header.
    const mixed = await h.get<StoreImages>('/pbs/rest/v3/store-images', {
      ...bearer(tokens.access_token),
      'realm-name': 'plain',
    });
    expect(mixed.body.response_body.store_logo_path).toBe('/media/stores/19/logo-light.svg');
    const ai = await h.get('/cfs/rest/v3/ai-configuration', bearer(tokens.access_token));
    expect(ai.body.response_body).toEqual({ ai_configuration: [{ ask_ai: true }] });

    const bad = { Authorization: 'Bearer expired.or.bad', 'realm-name': 'demo' };
    await h.expectError(h.get('/pbs/rest/v3/store-images', bad), 401, SESSION_EXPIRED);
    await h.expectError(h.get('/cfs/rest/v3/ai-configuration', bad), 401, SESSION_EXPIRED);
    await h.expectError(
      h.post('login', { username: DEMO.email, password: DEMO.password }, bad),
      401,
      SESSION_EXPIRED,
    );
    h.clock.advance(900);
    await h.expectError(
      h.get('/pbs/rest/v3/store-images', bearer(tokens.access_token)),
      401,
      SESSION_EXPIRED,
    );
  });

  it('leaves endpoints that need no store alone', async () => {
    const bad = { Authorization: 'Bearer expired.or.bad' };
    expect((await h.get(`${UMS}/validate-store?store-realmname=demo`, bad)).status).toBe(200);
    expect((await h.get('/pbs/rest/v3/languages?realm-name=demo', bad)).status).toBe(200);
    expect((await h.get('/pbs/rest/v3/content-settings?store-id=19', bad)).status).toBe(200);
  });
});
