// Abuse limits against a real database: 429 with Retry-After per identifier and per client address
// on every limited endpoint, which address a request comes from, and request size.
import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, GUEST, Harness, UMS } from './auth-harness.ts';

let h: Harness;
let tight: Hono;

beforeAll(async () => {
  h = await Harness.open();
});

afterAll(async () => {
  await h.db.close();
});

beforeEach(async () => {
  await h.reset();
  // A fresh app per test: the counters live in the app's memory.
  tight = h.makeApp({
    RATE_LIMIT_PER_IDENTIFIER: '3',
    RATE_LIMIT_PER_ADDRESS: '5',
    RATE_LIMIT_WINDOW_SECONDS: '60',
  });
});

const login = (username: string, password: string, address: string) =>
  h.postFrom(address, 'login', { username, password }, GUEST, tight);

describe('rate limits', () => {
  it('limits sign-in attempts per e-mail or phone, whatever the address, even with the right password', async () => {
    for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      expect((await login(DEMO.email, 'Wrong-pass-1', address)).status).toBe(401);
    }
    const blocked = await h.expectError(
      login(DEMO.email, DEMO.password, '198.51.100.4'),
      429,
      'Too many attempts. Please try again in 1 minute.',
    );
    expect(blocked.headers.get('Retry-After')).toBe('60');
    // The same account by phone is another identifier; another account is unaffected.
    expect((await login('+91 9876543210', DEMO.password, '198.51.100.5')).status).toBe(200);
    h.clock.advance(20);
    const later = await h.expectError(
      login(DEMO.email, DEMO.password, '198.51.100.6'),
      429,
      'Too many attempts. Please try again in 40 seconds.',
    );
    expect(later.headers.get('Retry-After')).toBe('40');
    h.clock.advance(40);
    expect((await login(DEMO.email, DEMO.password, '198.51.100.7')).status).toBe(200);
  });

  it('limits attempts per client address across the limited endpoints', async () => {
    const address = '203.0.113.7';
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
      expect((await login(email, 'Wrong-pass-1', address)).status).toBe(401);
    }
    const generate = { purpose: 'signup', channel: 'email', email: 'd@example.com' };
    expect((await h.postFrom(address, 'otp/generate', generate, GUEST, tight)).status).toBe(200);
    expect(
      (await h.postFrom(address, 'forgot-password/send-link', { email: 'e@example.com' }, GUEST, tight))
        .status,
    ).toBe(200);
    const blocked = await h.expectError(
      login(DEMO.email, DEMO.password, address),
      429,
      'Too many attempts. Please try again in 1 minute.',
    );
    expect(blocked.headers.get('Retry-After')).toBe('60');
    expect((await login(DEMO.email, DEMO.password, '203.0.113.8')).status).toBe(200);
  });

  it.each([
    'login',
    'login-otp',
    'otp/generate',
    'otp/regenerate',
    'otp/validate',
    'forgot-password/send-link',
  ])('limits POST %s, counting refused requests too', async (path) => {
    const address = `192.0.2.${path.length}`;
    for (let i = 0; i < 5; i++) {
      expect((await h.postFrom(address, path, {}, GUEST, tight)).status).toBe(400);
    }
    const blocked = await h.expectError(
      h.postFrom(address, path, {}, GUEST, tight),
      429,
      'Too many attempts. Please try again in 1 minute.',
    );
    expect(blocked.headers.get('Retry-After')).toBe('60');
  });

  it('limits codes tried per destination across challenges', async () => {
    const email = 'guess@example.com';
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const answer = await h.postFrom<{ otp_id: string }>(
        `198.18.0.${i}`,
        'otp/generate',
        { purpose: 'signup', channel: 'email', email },
        GUEST,
        tight,
      );
      ids.push(answer.body.response_body.otp_id);
    }
    await h.expectError(
      h.postFrom('198.18.0.9', 'otp/generate', { purpose: 'signup', channel: 'email', email }, GUEST, tight),
      429,
      'Too many attempts. Please try again in 1 minute.',
    );
    for (const [i, otpId] of ids.entries()) {
      expect(
        (await h.postFrom(`198.18.1.${i}`, 'otp/validate', { otp_id: otpId, otp: '000000' }, GUEST, tight))
          .status,
      ).not.toBe(429);
    }
    await h.expectError(
      h.postFrom(
        '198.18.1.9',
        'otp/validate',
        { otp_id: ids[0], otp: await h.latestCode(email) },
        GUEST,
        tight,
      ),
      429,
      'Too many attempts. Please try again in 1 minute.',
    );
  });

  it('limits password changes per account', async () => {
    const tokens = await h.login();
    const headers = { Authorization: `Bearer ${tokens.access_token}` };
    for (let i = 0; i < 3; i++) {
      const answer = await h.post(
        'change-password',
        { current_password: 'Wrong-pass-1', new_password: 'Changed-pass-3' },
        headers,
        tight,
      );
      expect(answer.status).toBe(400);
    }
    await h.expectError(
      h.post(
        'change-password',
        { current_password: DEMO.password, new_password: 'Changed-pass-3' },
        headers,
        tight,
      ),
      429,
      'Too many attempts. Please try again in 1 minute.',
    );
  });
});

// Issue 8, part 3: X-Forwarded-For was believed from anyone, so a new header per request escaped
// the per-address limit.
describe('client addresses', () => {
  const withForwardedFor = (forwarded: string) => ({ ...GUEST, 'X-Forwarded-For': forwarded });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const peer = '198.51.100.20';
    for (let i = 0; i < 5; i++) {
      const headers = withForwardedFor(`192.0.2.${i}`);
      const answer = await h.postFrom(
        peer,
        'login',
        { username: `u${i}@example.com`, password: 'x' },
        headers,
        tight,
      );
      expect(answer.status).toBe(401);
    }
    await h.expectError(
      h.postFrom(
        peer,
        'login',
        { username: DEMO.email, password: DEMO.password },
        withForwardedFor('192.0.2.99'),
        tight,
      ),
      429,
      'Too many attempts. Please try again in 1 minute.',
    );
  });

  it('reads the client from X-Forwarded-For right to left when the peer is in TRUST_PROXY', async () => {
    const proxied = h.makeApp({
      RATE_LIMIT_PER_ADDRESS: '2',
      RATE_LIMIT_WINDOW_SECONDS: '60',
      TRUST_PROXY: '10.0.0.0/8, ::1',
    });
    const attempt = (peer: string, forwarded: string) =>
      h.postFrom(
        peer,
        'login',
        { username: 'x@example.com', password: 'x' },
        withForwardedFor(forwarded),
        proxied,
      );
    // The client put a made-up first entry; the proxies appended the real one (and themselves).
    expect((await attempt('10.0.0.5', '1.1.1.1, 203.0.113.7')).status).toBe(401);
    expect((await attempt('::1', '2.2.2.2, 203.0.113.7, 10.0.0.9')).status).toBe(401);
    await h.expectError(
      attempt('10.0.0.6', '3.3.3.3, 203.0.113.7'),
      429,
      'Too many attempts. Please try again in 1 minute.',
    );
    // Another client behind the same proxy has its own count.
    expect((await attempt('10.0.0.5', '203.0.113.8')).status).toBe(401);
    // A peer outside TRUST_PROXY is the client itself, whatever it forwards.
    expect((await attempt('198.51.100.30', '203.0.113.8')).status).toBe(401);
    expect((await attempt('198.51.100.30', '203.0.113.8')).status).toBe(401);
    await h.expectError(
      attempt('198.51.100.30', '203.0.113.9'),
      429,
      'Too many attempts. Please try again in 1 minute.',
    );
  });
});

describe('request size', () => {
  it('refuses a body over 16 KiB with 413', async () => {
    await h.expectError(
      h.call('POST', `${UMS}/login`, {
        raw: JSON.stringify({ username: 'x'.repeat(17000), password: 'x' }),
        headers: GUEST,
      }),
      413,
      'The request body must be at most 16384 bytes',
    );
  });
});
