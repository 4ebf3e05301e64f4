// No lock-out by strangers (the OWASP device-cookie scheme, decision 0030): a
// stranger's wrong passwords lock password sign-in only on devices the customer has not signed in
// on. The customer's own devices and sign-in codes keep working; a locked device is answered exactly
// as a wrong password (and as an unknown account); the unlock link goes to the customer's mailbox,
// once per lock.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TokenSet } from '../../contracts/ums.ts';
import { type Answer, DEMO, GUEST, Harness } from './auth-harness.ts';

let h: Harness;
let locking: Harness['app'];

const WRONG_CREDENTIALS = 'The e-mail, phone or password is incorrect';
const NOTICE_SUBJECT = 'Password sign-in to your Demo Store account is paused';
const STRANGER = '203.0.113.66';
const OWNER = '198.51.100.7';

beforeAll(async () => {
  h = await Harness.open();
  locking = h.makeApp({ LOCK_AFTER_FAILED_SIGN_INS: '5', LOCK_WINDOW_SECONDS: '900' });
});

afterAll(async () => {
  await h.db.close();
});

beforeEach(async () => {
  await h.reset();
});

function deviceCookie(answer: Answer<unknown>): string {
  const match = /sf_device=([A-Za-z0-9_-]{43})/.exec(answer.headers.get('Set-Cookie') ?? '');
  if (!match?.[1]) throw new Error('No device cookie');
  return match[1];
}

/** A password sign-in from `peer`, presenting the device cookie when given. */
function login(peer: string, password: string, cookie?: string, username: string = DEMO.email) {
  const headers = { ...GUEST, ...(cookie ? { Cookie: `sf_device=${cookie}` } : {}) };
  return h.postFrom<TokenSet>(peer, 'login', { username, password }, headers, locking);
}

/** The owner signs in on a device of theirs; its device cookie. */
async function ownersDevice(): Promise<string> {
  const answer = await login(OWNER, DEMO.password);
  expect(answer.status).toBe(200);
  // Failures count from the last successful sign-in on: the test clock moves on past it.
  h.clock.advance(1);
  return deviceCookie(answer);
}

async function strangerFails(times: number, peer: string = STRANGER): Promise<void> {
  for (let i = 0; i < times; i++) {
    await h.expectError(login(peer, `Wrong-pass-${i}`), 401, WRONG_CREDENTIALS);
  }
}

async function signInByCode(): Promise<number> {
  const challenge = await h.generate({ purpose: 'login', channel: 'email', email: DEMO.email });
  const code = await h.latestCode(DEMO.email);
  const answer = await h.postFrom(
    OWNER,
    'login-otp',
    { otp_id: challenge.otp_id, otp: code },
    GUEST,
    locking,
  );
  return answer.status;
}

const notices = async () =>
  (await h.outbox(DEMO.email)).filter((message) => message.subject === NOTICE_SUBJECT);

describe('a stranger’s wrong passwords', () => {
  it('never keep the owner out of a device they signed in on, nor out of code sign-in', async () => {
    const phone = await ownersDevice();
    await strangerFails(12);
    // The stranger's device is locked now: even the right password is a wrong password there.
    await h.expectError(login(STRANGER, DEMO.password), 401, WRONG_CREDENTIALS);
    // The owner's phone signs in, and again; so does a one-time code on a new device.
    expect((await login(OWNER, DEMO.password, phone)).status).toBe(200);
    expect((await login(STRANGER, DEMO.password, phone)).status).toBe(200);
    expect(await signInByCode()).toBe(200);
    // The owner's mistyped password on the phone is a plain wrong password; the phone still works.
    await h.expectError(login(OWNER, 'Wrong-pass-x', phone), 401, WRONG_CREDENTIALS);
    expect((await login(OWNER, DEMO.password, phone)).status).toBe(200);
  });

  it('answer a locked device exactly as a wrong password and as an unknown account', async () => {
    await strangerFails(5);
    const locked = await login(STRANGER, DEMO.password);
    const wrong = await login(STRANGER, 'Wrong-pass-9');
    const unknown = await login(STRANGER, DEMO.password, undefined, 'nobody@example.com');
    for (const answer of [locked, wrong, unknown]) {
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: 401,
        body: { response_body: null, response_message: WRONG_CREDENTIALS },
      });
      expect(answer.headers.get('Set-Cookie')).toBeNull();
      expect(answer.headers.get('Retry-After')).toBeNull();
    }
  });

  it('e-mail the owner the unlock link once, which makes password sign-in work on new devices again', async () => {
    await strangerFails(4);
    expect(await notices()).toEqual([]);
    await strangerFails(1);
    const [notice] = await notices();
    expect(notice?.body).toBe(
      `Someone typed a wrong password for your Demo Store account too many times, so signing in with a password is paused on devices you have not signed in on before. Devices you have signed in on, and sign-in codes, still work. To sign in with your password on a new device again, open this link: ${notice?.link} It works once and expires in 60 minutes. If it was not you, you can ignore this message.`,
    );
    expect(notice?.link).toMatch(/^http:\/\/localhost:\d+\/unlock\?token=[A-Za-z0-9_-]{43}$/);
    // However many more wrong passwords, from however many addresses: one notice.
    await strangerFails(5);
    await strangerFails(5, '203.0.113.67');
    expect(await notices()).toHaveLength(1);
    expect(await h.outbox(DEMO.email)).toHaveLength(1);

    const token = new URL(notice?.link ?? '').searchParams.get('token');
    const unlocked = await h.post('unlock/validate-link', { token }, GUEST, locking);
    expect(unlocked.status).toBe(200);
    expect((await login(STRANGER, DEMO.password)).status).toBe(200);
  });

  it('in a parallel burst from many addresses, lock once and send one notice; the owner’s phone still works', async () => {
    const phone = await ownersDevice();
    const burst = await Promise.all(
      Array.from({ length: 24 }, (_, i) => login(`203.0.113.${100 + i}`, `Wrong-pass-${i}`)),
    );
    expect(burst.map((answer) => answer.status)).toEqual(Array(24).fill(401));
    expect(new Set(burst.map((answer) => answer.body.response_message))).toEqual(
      new Set([WRONG_CREDENTIALS]),
    );
    expect(await notices()).toHaveLength(1);
    expect((await login(OWNER, DEMO.password, phone)).status).toBe(200);
    expect(await signInByCode()).toBe(200);
    await h.expectError(login(STRANGER, DEMO.password), 401, WRONG_CREDENTIALS);
  });

  it('a device cookie counts only for the account it signed in to; a made-up one for none', async () => {
    await h.signUp('ravi@example.com');
    const ravisLaptop = deviceCookie(await login(OWNER, 'Secret-pass-1', undefined, 'ravi@example.com'));
    await strangerFails(5);
    await h.expectError(login(STRANGER, DEMO.password, ravisLaptop), 401, WRONG_CREDENTIALS);
    await h.expectError(login(STRANGER, DEMO.password, 'A'.repeat(43)), 401, WRONG_CREDENTIALS);
  });

  it('a trusted device’s own wrong passwords lock out that device alone', async () => {
    const phone = await ownersDevice();
    const laptop = deviceCookie(await login(OWNER, DEMO.password));
    h.clock.advance(1);
    // Wrong passwords on the phone do not lock the account for new devices…
    for (let i = 0; i < 5; i++) {
      await h.expectError(login(STRANGER, `Wrong-pass-${i}`, phone), 401, WRONG_CREDENTIALS);
    }
    expect(await notices()).toEqual([]);
    expect((await login('192.0.2.9', DEMO.password)).status).toBe(200);
    h.clock.advance(1);
    // …but the phone now counts as a new device: once strangers lock new devices, it is locked too.
    await strangerFails(5);
    await h.expectError(login(OWNER, DEMO.password, phone), 401, WRONG_CREDENTIALS);
    expect((await login(OWNER, DEMO.password, laptop)).status).toBe(200);
  });
});

describe('a crowd of addresses', () => {
  it('using up the account-wide ceiling on wrong passwords pauses new devices, never the owner’s', async () => {
    const tight = h.makeApp({
      LOCK_AFTER_FAILED_SIGN_INS: '1000',
      RATE_LIMIT_PER_IDENTIFIER: '3',
      RATE_LIMIT_PER_ACCOUNT: '6',
    });
    const from = (peer: string, password: string, cookie?: string) =>
      h.postFrom(
        peer,
        'login',
        { username: DEMO.email, password },
        { ...GUEST, ...(cookie ? { Cookie: `sf_device=${cookie}` } : {}) },
        tight,
      );
    const phone = deviceCookie(await from(OWNER, DEMO.password));
    for (const peer of ['203.0.113.1', '203.0.113.2']) {
      for (let i = 0; i < 3; i++) expect((await from(peer, 'Wrong-pass-1')).status).toBe(401);
    }
    expect((await from('203.0.113.3', DEMO.password)).status).toBe(429);
    expect((await from(OWNER, DEMO.password, phone)).status).toBe(200);
  });

  it('locking and using up the ceiling never keeps the owner out of a new device: the e-mailed link trusts it', async () => {
    const crowd = h.makeApp({
      LOCK_AFTER_FAILED_SIGN_INS: '5',
      RATE_LIMIT_PER_IDENTIFIER: '3',
      RATE_LIMIT_PER_ACCOUNT: '6',
    });
    const from = (peer: string, password: string, cookie?: string) =>
      h.postFrom<TokenSet>(
        peer,
        'login',
        { username: DEMO.email, password },
        { ...GUEST, ...(cookie ? { Cookie: `sf_device=${cookie}` } : {}) },
        crowd,
      );
    for (const peer of ['203.0.113.1', '203.0.113.2']) {
      for (let i = 0; i < 3; i++) expect((await from(peer, `Wrong-pass-${i}`)).status).toBe(401);
    }
    // The owner's new laptop: paused (locked, and the account-wide ceiling is used up).
    expect((await from(OWNER, DEMO.password)).status).not.toBe(200);
    const [notice] = await notices();
    const token = new URL(notice?.link ?? '').searchParams.get('token');
    const unlocked = await h.postFrom(OWNER, 'unlock/validate-link', { token }, GUEST, crowd);
    expect(unlocked.status).toBe(200);
    const laptop = deviceCookie(unlocked);
    // The crowd goes on; the laptop that opened the link signs in all the same.
    for (let i = 0; i < 3; i++) expect((await from('203.0.113.4', `Wrong-pass-${i}`)).status).not.toBe(200);
    expect((await from(OWNER, DEMO.password, laptop)).status).toBe(200);
    expect((await from('203.0.113.5', DEMO.password)).status).not.toBe(200);
  });
});
