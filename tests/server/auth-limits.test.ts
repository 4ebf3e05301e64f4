// Abuse limits against a real database: 429 with Retry-After per identifier and per client address
// on every limited endpoint, which address a request comes from, and request size.
import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '../../server/http/http-error.ts';
import { RateLimiter } from '../../server/http/rate-limit.ts';
import { msg } from '../../server/i18n/server-message.ts';
import { DEMO, GUEST, Harness, START, UMS } from './auth-harness.ts';

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
  tight = h.makeApp({
    RATE_LIMIT_PER_IDENTIFIER: '3',
    RATE_LIMIT_PER_ACCOUNT: '6',
    RATE_LIMIT_PER_ADDRESS: '5',
    RATE_LIMIT_WINDOW_SECONDS: '60',
  });
});

const TOO_MANY = 'Too many attempts. Please try again in 1 minute.';
const ACCOUNT_PAUSED =
  'Too many failed sign-ins to this account. Please sign in with a one-time code or reset your password, or try again in 1 minute.';

const login = (username: string, password: string, address: string, app = tight) =>
  h.postFrom(address, 'login', { username, password }, GUEST, app);

// Every sign-in counted against the e-mail or phone, from anywhere, so a stranger's
// wrong passwords (or the customer's own busy sign-ins) locked the customer out for the window.
describe('failed sign-ins', () => {
  it('counts wrong passwords, never successful sign-ins', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await login(DEMO.email, DEMO.password, '198.51.100.1')).status).toBe(200);
    }
  });

  it('lets 20 sign-ins of one customer at once all succeed', async () => {
    const busy = h.makeApp({ RATE_LIMIT_PER_IDENTIFIER: '10', RATE_LIMIT_PER_ADDRESS: '100' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => login(DEMO.email, DEMO.password, '198.51.100.2', busy)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
  });

  it('stops wrong passwords per e-mail or phone and address; the customer elsewhere is unaffected', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await login(DEMO.email, 'Wrong-pass-1', '203.0.113.66')).status).toBe(401);
    }
    // From that address, even the right password waits (it could be the fourth guess).
    const blocked = await h.expectError(login(DEMO.email, DEMO.password, '203.0.113.66'), 429, TOO_MANY);
    expect(blocked.headers.get('Retry-After')).toBe('60');
    // The customer, at home, signs in.
    expect((await login(DEMO.email, DEMO.password, '198.51.100.7')).status).toBe(200);
    // The same account by phone is another identifier.
    expect((await login(DEMO.phone, DEMO.password, '203.0.113.66')).status).toBe(200);
    h.clock.advance(20);
    const later = await h.expectError(
      login(DEMO.email, DEMO.password, '203.0.113.66'),
      429,
      'Too many attempts. Please try again in 40 seconds.',
    );
    expect(later.headers.get('Retry-After')).toBe('40');
    h.clock.advance(40);
    expect((await login(DEMO.email, DEMO.password, '203.0.113.66')).status).toBe(200);
  });

  it('counts a burst of wrong passwords from one address exactly', async () => {
    const roomy = h.makeApp({ RATE_LIMIT_PER_IDENTIFIER: '3', RATE_LIMIT_WINDOW_SECONDS: '60' });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => login(DEMO.email, 'Wrong-pass-1', '198.51.100.12', roomy)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([401, 401, 401, 429, 429, 429]);
  });

  it('forgets an address’s wrong passwords once the right one is given there', async () => {
    const roomy = h.makeApp({ RATE_LIMIT_PER_IDENTIFIER: '3', RATE_LIMIT_WINDOW_SECONDS: '60' });
    for (let i = 0; i < 2; i++)
      expect((await login(DEMO.email, 'Wrong-pass-1', '198.51.100.8', roomy)).status).toBe(401);
    expect((await login(DEMO.email, DEMO.password, '198.51.100.8', roomy)).status).toBe(200);
    for (let i = 0; i < 3; i++)
      expect((await login(DEMO.email, 'Wrong-pass-1', '198.51.100.8', roomy)).status).toBe(401);
    await h.expectError(login(DEMO.email, DEMO.password, '198.51.100.8', roomy), 429, TOO_MANY);
  });

  it('pauses password sign-in to an account after RATE_LIMIT_PER_ACCOUNT wrong passwords from anywhere; a code still signs in', async () => {
    for (const address of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) {
      for (let i = 0; i < 2; i++) expect((await login(DEMO.email, 'Wrong-pass-1', address)).status).toBe(401);
    }
    const paused = await h.expectError(login(DEMO.email, DEMO.password, '198.51.100.9'), 429, ACCOUNT_PAUSED);
    expect(paused.headers.get('Retry-After')).toBe('60');
    // An address with no account answers the same, so the pause tells nobody which accounts exist.
    for (const address of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) {
      for (let i = 0; i < 2; i++) expect((await login('nobody@example.com', 'x', address)).status).toBe(401);
    }
    await h.expectError(login('nobody@example.com', 'x', '198.51.100.9'), 429, ACCOUNT_PAUSED);
    // The customer signs in with a code sent to their mailbox.
    const challenge = await h.postFrom<{ otp_id: string }>(
      '198.51.100.9',
      'otp/generate',
      { purpose: 'login', channel: 'email', email: DEMO.email },
      GUEST,
      tight,
    );
    const signedIn = await h.postFrom(
      '198.51.100.9',
      'login-otp',
      { otp_id: challenge.body.response_body.otp_id, otp: await h.latestCode(DEMO.email) },
      GUEST,
      tight,
    );
    expect(signedIn.status).toBe(200);
    h.clock.advance(60);
    expect((await login(DEMO.email, DEMO.password, '198.51.100.9')).status).toBe(200);
  });

  it('keeps the counts in the database, shared by every server process on it', async () => {
    const other = h.makeApp({
      RATE_LIMIT_PER_IDENTIFIER: '3',
      RATE_LIMIT_PER_ADDRESS: '5',
      RATE_LIMIT_WINDOW_SECONDS: '60',
    });
    expect((await login(DEMO.email, 'Wrong-pass-1', '203.0.113.70')).status).toBe(401);
    expect((await login(DEMO.email, 'Wrong-pass-1', '203.0.113.70', other)).status).toBe(401);
    expect((await login(DEMO.email, 'Wrong-pass-1', '203.0.113.70')).status).toBe(401);
    await h.expectError(login(DEMO.email, DEMO.password, '203.0.113.70', other), 429, TOO_MANY);
    expect(await h.count('rate_limit_counters')).toBeGreaterThan(0);
  });
});

describe('rate limits', () => {
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

  it('limits codes sent per destination and address, with a ceiling from all addresses', async () => {
    const generate = (address: string) =>
      h.postFrom(
        address,
        'otp/generate',
        { purpose: 'signup', channel: 'email', email: 'spam@example.com' },
        GUEST,
        tight,
      );
    for (let i = 0; i < 3; i++) expect((await generate('198.18.0.1')).status).toBe(200);
    await h.expectError(generate('198.18.0.1'), 429, TOO_MANY);
    for (let i = 0; i < 3; i++) expect((await generate('198.18.0.2')).status).toBe(200);
    // Six codes in the window: the mailbox gets no more, from anywhere.
    await h.expectError(generate('198.18.0.3'), 429, TOO_MANY);
    expect(await h.outbox('spam@example.com')).toHaveLength(6);
  });

  it('limits wrong codes per destination and address', async () => {
    const email = 'guess@example.com';
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const answer = await h.postFrom<{ otp_id: string }>(
        `198.18.1.${i}`,
        'otp/generate',
        { purpose: 'signup', channel: 'email', email },
        GUEST,
        tight,
      );
      ids.push(answer.body.response_body.otp_id);
    }
    for (const otpId of ids) {
      const wrong = await h.postFrom(
        '198.18.1.9',
        'otp/validate',
        { otp_id: otpId, otp: '000000' },
        GUEST,
        tight,
      );
      expect(wrong.status).toBe(400);
    }
    const code = await h.latestCode(email);
    const validate = (address: string) =>
      h.postFrom(address, 'otp/validate', { otp_id: ids[2], otp: code }, GUEST, tight);
    await h.expectError(validate('198.18.1.9'), 429, TOO_MANY);
    // Whoever asked for the code, elsewhere, is not held back by the guesses.
    expect((await validate('198.18.1.2')).status).toBe(200);
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

describe('RateLimiter', () => {
  it('counts per key in fixed windows in the database, answering 429 with Retry-After beyond the limit', async () => {
    let now = START;
    const limiter = new RateLimiter(h.db, () => now, 60);
    const a = { key: 'test:a', limit: 2 };
    await limiter.hit([a]);
    now += 10_000;
    await limiter.hit([a]);
    await limiter.hit([{ key: 'test:b', limit: 2 }]);
    const refused = await limiter.hit([a]).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({
      status: 429,
      message: 'Too many attempts. Please try again in 50 seconds.',
      headers: { 'Retry-After': '50' },
    });
    // claim() refuses a used-up limit without counting; forget() starts it again.
    await expect(limiter.claim([{ ...a, message: msg('Wait {wait}') }])).rejects.toThrow('Wait 50 seconds');
    await limiter.forget(a.key);
    const first = await limiter.claim([a]);
    await limiter.claim([a]);
    await expect(limiter.claim([a])).rejects.toThrow('Too many attempts');
    // A claim given back makes room again, once.
    await limiter.giveBack(first);
    await limiter.claim([a]);
    await expect(limiter.claim([a])).rejects.toThrow('Too many attempts');
    now = START + 70_000;
    await limiter.hit([a]);
  });

  it('claims all of several limits or none, and gives a claim back only in its own window', async () => {
    let now = START;
    const limiter = new RateLimiter(h.db, () => now, 60);
    const here = { key: 'test:here', limit: 5 };
    const ceiling = { key: 'test:ceiling', limit: 1, message: msg('Ceiling {wait}') };
    await limiter.claim([here, ceiling]);
    await expect(limiter.claim([here, ceiling])).rejects.toThrow('Ceiling 1 minute');
    const counts = async () =>
      Object.fromEntries(
        (await h.db.query<{ key: string; count: number }>('SELECT key, count FROM rate_limit_counters')).map(
          (row) => [row.key, row.count],
        ),
      );
    // The refused claim took nothing from `here`.
    expect(await counts()).toEqual({ 'test:here': 1, 'test:ceiling': 1 });
    const old = await limiter.claim([here]);
    now += 60_000;
    const fresh = await limiter.claim([here]);
    await limiter.giveBack(old);
    expect(await counts()).toEqual({ 'test:here': 1, 'test:ceiling': 1 });
    await limiter.giveBack(fresh);
    expect((await counts())['test:here']).toBe(0);
  });
});

// X-Forwarded-For was believed from anyone, so a new header per request escaped
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

  // An IPv6 host holds at least a /64: a new address per request must not get a new count.
  it('counts every address of one IPv6 /64 together, and an IPv4-mapped address as the IPv4 one', async () => {
    let tries = 0;
    const attempt = (peer: string) =>
      h.postFrom(peer, 'login', { username: `u${++tries}@example.com`, password: 'x' }, GUEST, tight);
    for (let i = 1; i <= 5; i++) expect((await attempt(`2001:db8:5:6::${i}`)).status).toBe(401);
    await h.expectError(attempt('2001:db8:5:6:ffff::99'), 429, TOO_MANY);
    // The next /64 is someone else.
    expect((await attempt('2001:db8:5:7::1')).status).toBe(401);

    for (let i = 0; i < 5; i++) expect((await attempt('198.51.100.40')).status).toBe(401);
    await h.expectError(attempt('::ffff:198.51.100.40'), 429, TOO_MANY);
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
      'The request body must be at most 16384 bytes.',
    );
  });
});
