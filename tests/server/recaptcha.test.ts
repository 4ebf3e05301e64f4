// A store's reCAPTCHA (auth/recaptcha.ts, routes/ums-recaptcha.ts): the configuration per store,
// the stand-in challenge's single-use tokens, sign-up, password sign-in and a sign-in code's request
// refused without a passing token when the store turns it on (the lab store), unchanged when off (the demo store), and Google's
// siteverify with a stand-in fetch (no internet).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RecaptchaConfiguration, RecaptchaStandInToken } from '../../contracts/recaptcha.ts';
import type { OtpChallenge, TokenSet } from '../../contracts/ums.ts';
import {
  GOOGLE_SITEVERIFY_URL,
  googleVerifier,
  RECAPTCHA_REFUSED,
  RECAPTCHA_REQUIRED,
  STAND_IN_TOKEN_TTL_SECONDS,
} from '../../server/auth/recaptcha.ts';
import { DEMO, GUEST, Harness } from './auth-harness.ts';

const LAB = { 'realm-name': 'lab' };
const CONFIG = '/ums/rest/v3/recaptcha-configurations';

let h: Harness;

beforeAll(async () => {
  h = await Harness.open();
});

afterAll(async () => {
  await h.db.close();
});

beforeEach(async () => {
  await h.reset();
  await h.db.exec('DELETE FROM recaptcha_stand_in_tokens');
});

async function standInToken(headers = LAB): Promise<string> {
  const answer = await h.post<RecaptchaStandInToken>('recaptcha-stand-in', {}, headers);
  expect(answer.status).toBe(201);
  return answer.body.response_body.token;
}

/** Signs a customer up on the lab store (its sign-up codes do not need the challenge). */
async function labSignUp(email: string, token: string | undefined) {
  const challenge = await h.post<{ otp_id: string }>(
    'otp/generate',
    { purpose: 'signup', channel: 'email', email },
    LAB,
  );
  expect(challenge.status).toBe(200);
  const validated = await h.post<{ signup_token: string }>(
    'otp/validate',
    { otp_id: challenge.body.response_body.otp_id, otp: await h.latestCode(email) },
    LAB,
  );
  expect(validated.status).toBe(200);
  return h.post<TokenSet>(
    'customer-signup',
    {
      signup_token: validated.body.response_body.signup_token,
      first_name: 'Lab',
      last_name: 'Tester',
      password: 'Secret-pass-1',
      ...(token === undefined ? {} : { recaptcha_token: token }),
    },
    LAB,
  );
}

describe('GET recaptcha-configurations', () => {
  it('is off for the demo store and on, with the stand-in, for the lab store', async () => {
    const demo = await h.get<RecaptchaConfiguration>(CONFIG, GUEST);
    expect(demo.status).toBe(200);
    expect(demo.body.response_body).toEqual({ enabled: false, provider: 'stand-in', site_key: null });
    const lab = await h.get<RecaptchaConfiguration>(CONFIG, LAB);
    expect(lab.body.response_body).toEqual({ enabled: true, provider: 'stand-in', site_key: null });
    const plain = await h.get<RecaptchaConfiguration>(CONFIG, { 'realm-name': 'plain' });
    expect(plain.body.response_body.enabled).toBe(false);
  });

  it('names the store like every public call: no realm 400, an unknown one 404', async () => {
    expect((await h.get(CONFIG, {})).status).toBe(400);
    await h.expectError(h.get(CONFIG, { 'realm-name': 'nowhere' }), 404, 'Store not found');
  });

  it('says google, with the site key, when the server has a secret', async () => {
    await h.db.query("UPDATE store_recaptcha_configurations SET site_key = 'site-key-1' WHERE store_id = 22");
    try {
      const app = h.makeApp({ RECAPTCHA_SECRET: 'secret-for-tests' });
      const response = await app.request(CONFIG, { headers: LAB });
      const body = (await response.json()) as { response_body: RecaptchaConfiguration };
      expect(body.response_body).toEqual({ enabled: true, provider: 'google', site_key: 'site-key-1' });
      // No stand-in then.
      const standIn = await h.post('recaptcha-stand-in', {}, LAB, app);
      expect(standIn.status).toBe(404);
    } finally {
      await h.db.query('UPDATE store_recaptcha_configurations SET site_key = NULL WHERE store_id = 22');
    }
  });
});

describe('the stand-in challenge', () => {
  it('gives no token to a store with reCAPTCHA off', async () => {
    await h.expectError(h.post('recaptcha-stand-in', {}, GUEST), 404, 'This store has no stand-in challenge');
  });

  it('is not offered in production', async () => {
    const app = h.makeApp({ NODE_ENV: 'production' });
    expect((await h.post('recaptcha-stand-in', {}, LAB, app)).status).toBe(404);
  });
});

describe('password sign-in with reCAPTCHA on', () => {
  beforeEach(async () => {
    expect((await labSignUp('lab@example.com', await standInToken())).status).toBe(201);
  });

  const login = (extra: Record<string, unknown>) =>
    h.post<TokenSet>('login', { username: 'lab@example.com', password: 'Secret-pass-1', ...extra }, LAB);

  it('without a token is a 400 that says so, before the password is checked', async () => {
    await h.expectError(login({}), 400, RECAPTCHA_REQUIRED);
    await h.expectError(login({ recaptcha_token: '   ' }), 400, RECAPTCHA_REQUIRED);
    const events = await h.db.query("SELECT 1 FROM sign_in_events WHERE method = 'password'");
    expect(events).toEqual([]);
  });

  it('with a token that is not one, too long, or not a string is a 400', async () => {
    await h.expectError(login({ recaptcha_token: 'made-up' }), 400, RECAPTCHA_REFUSED);
    await h.expectError(
      login({ recaptcha_token: 'x'.repeat(4097) }),
      400,
      '“recaptcha_token” can be at most 4096 characters.',
    );
    await h.expectError(login({ recaptcha_token: 7 }), 400, '“recaptcha_token” must be text.');
  });

  it('passes with a stand-in token, once: a replay is refused', async () => {
    const token = await standInToken();
    const first = await login({ recaptcha_token: token });
    expect(first.status).toBe(200);
    expect(first.body.response_body.access_token).toEqual(expect.any(String));
    await h.expectError(login({ recaptcha_token: token }), 400, RECAPTCHA_REFUSED);
  });

  it('refuses an expired token, and another store’s', async () => {
    const expired = await standInToken();
    h.clock.advance(STAND_IN_TOKEN_TTL_SECONDS + 1);
    await h.expectError(login({ recaptcha_token: expired }), 400, RECAPTCHA_REFUSED);
    // A token of the lab store does not pass for the demo store's sign-in when it turns reCAPTCHA on.
    await h.db.query('UPDATE store_recaptcha_configurations SET enabled = true WHERE store_id = 19');
    try {
      const labToken = await standInToken();
      await h.expectError(
        h.post('login', { username: DEMO.email, password: DEMO.password, recaptcha_token: labToken }),
        400,
        RECAPTCHA_REFUSED,
      );
    } finally {
      await h.db.query('UPDATE store_recaptcha_configurations SET enabled = false WHERE store_id = 19');
    }
  });

  it('in production without a secret is refused with 503, saying why', async () => {
    const app = h.makeApp({ NODE_ENV: 'production' });
    const answer = await h.post(
      'login',
      { username: 'lab@example.com', password: 'x', recaptcha_token: 'a' },
      LAB,
      app,
    );
    expect(answer.status).toBe(503);
    expect(answer.body.response_message).toMatch(/RECAPTCHA_SECRET/);
  });
});

describe('a sign-in code with reCAPTCHA on', () => {
  const ask = (extra: Record<string, unknown>, query = '') =>
    h.post<OtpChallenge>(
      `otp/generate${query}`,
      { purpose: 'login', channel: 'email', email: 'lab-code@example.com', ...extra },
      LAB,
    );

  it('without a token is a 400 that says so, in the request’s language, and nothing is sent', async () => {
    await h.expectError(ask({}), 400, RECAPTCHA_REQUIRED);
    await h.expectError(ask({ recaptcha_token: '  ' }), 400, RECAPTCHA_REQUIRED);
    await h.expectError(
      ask({}, '?language-code=fr'),
      400,
      'Veuillez compléter la vérification reCAPTCHA (recaptcha_token est requis)',
    );
    const arabic = await ask({}, '?language-code=ar');
    expect(arabic.status).toBe(400);
    expect(arabic.body.response_message).not.toBe(RECAPTCHA_REQUIRED);
    expect(arabic.body.response_message).toMatch(/reCAPTCHA/);
    expect(await h.outbox('lab-code@example.com')).toEqual([]);
  });

  it('refuses a made-up, too long or non-text token, as password sign-in does', async () => {
    await h.expectError(ask({ recaptcha_token: 'made-up' }), 400, RECAPTCHA_REFUSED);
    await h.expectError(
      ask({ recaptcha_token: 'x'.repeat(4097) }),
      400,
      '“recaptcha_token” can be at most 4096 characters.',
    );
    await h.expectError(ask({ recaptcha_token: 7 }), 400, '“recaptcha_token” must be text.');
    expect(await h.outbox('lab-code@example.com')).toEqual([]);
  });

  it('sends the code with a stand-in token, once: a replay is refused', async () => {
    const token = await standInToken();
    const first = await ask({ recaptcha_token: token });
    expect(first.status).toBe(200);
    expect(first.body.response_body.otp_id).toEqual(expect.any(String));
    expect(await h.outbox('lab-code@example.com')).toHaveLength(1);
    await h.expectError(ask({ recaptcha_token: token }), 400, RECAPTCHA_REFUSED);
    expect(await h.outbox('lab-code@example.com')).toHaveLength(1);
  });

  it('bad input is still a 400 about the input, checked first', async () => {
    await h.expectError(
      h.post('otp/generate', { purpose: 'login', channel: 'fax' }, LAB),
      400,
      '“channel” must be one of email, phone.',
    );
  });

  it('the sign-in code then signs in without another challenge (login-otp)', async () => {
    expect((await labSignUp('lab-code@example.com', await standInToken())).status).toBe(201);
    const challenge = await ask({ recaptcha_token: await standInToken() });
    expect(challenge.status).toBe(200);
    const signedIn = await h.post<TokenSet>(
      'login-otp',
      {
        otp_id: challenge.body.response_body.otp_id,
        otp: await h.latestCode('lab-code@example.com'),
      },
      LAB,
    );
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.response_body.access_token).toEqual(expect.any(String));
  });
});

describe('sign-up with reCAPTCHA on', () => {
  it('needs a passing token', async () => {
    await h.expectError(labSignUp('nobot@example.com', undefined), 400, RECAPTCHA_REQUIRED);
    await h.expectError(labSignUp('nobot2@example.com', 'made-up'), 400, RECAPTCHA_REFUSED);
    expect(await h.db.query("SELECT 1 FROM customers WHERE email LIKE 'nobot%'")).toEqual([]);
  });
});

describe('reCAPTCHA off (the demo store)', () => {
  it('signs in and up exactly as before: a token is neither needed nor read', async () => {
    expect((await h.post('login', { username: DEMO.email, password: DEMO.password })).status).toBe(200);
    const withJunk = await h.post('login', {
      username: DEMO.email,
      password: DEMO.password,
      recaptcha_token: 7,
    });
    expect(withJunk.status).toBe(200);
    await h.signUp('plain-signup@example.com');
    const code = await h.post('otp/generate', { purpose: 'login', channel: 'email', email: DEMO.email });
    expect(code.status).toBe(200);
  });
});

describe("Google's siteverify (a stand-in fetch: no internet)", () => {
  it('posts the secret, the token and the address; success passes, anything else fails', async () => {
    const seen: Array<{ url: string; body: string }> = [];
    const answering = (answer: unknown, status = 200) =>
      googleVerifier('the-secret', async (url, init) => {
        seen.push({ url, body: String(init.body) });
        return new Response(JSON.stringify(answer), { status });
      });
    expect(await answering({ success: true }).verify('tok', 22, '203.0.113.9')).toBe('passed');
    expect(seen[0]).toEqual({
      url: GOOGLE_SITEVERIFY_URL,
      body: 'secret=the-secret&response=tok&remoteip=203.0.113.9',
    });
    expect(
      await answering({ success: false, 'error-codes': ['invalid-input-response'] }).verify(
        't',
        22,
        'unknown',
      ),
    ).toBe('failed');
    expect(seen[1]?.body).toBe('secret=the-secret&response=t');
    expect(await answering({}, 500).verify('t', 22, 'unknown')).toBe('unavailable');
    const unreachable = googleVerifier('s', async () => {
      throw new TypeError('fetch failed');
    });
    expect(await unreachable.verify('t', 22, 'unknown')).toBe('unavailable');
  });
});
