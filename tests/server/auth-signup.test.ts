// Sign-up end to end against a real database: the signing keys, one-time codes (generate, regenerate,
// validate with every failure), and customer-signup answering a verifiable TokenSet.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OtpChallenge, TokenSet } from '../../contracts/ums.ts';
import { DEMO, GUEST, Harness, UMS } from './auth-harness.ts';

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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const SECRET = /^[A-Za-z0-9_-]{43}$/;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const BAD_SIGNUP_TOKEN =
  'The sign-up token is invalid or has expired. Please verify your e-mail or phone again.';
const PASSWORD_RULE =
  '“Password” must be 8 to 128 characters long and contain at least one letter and one digit.';

describe('GET .well-known/jwks.json', () => {
  it('publishes one RS256 public key as plain JWKS, without any private part', async () => {
    const response = await h.app.request(`${UMS}/.well-known/jwks.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=300');
    const jwks = (await response.json()) as { keys: Record<string, string>[] };
    expect(jwks.keys).toHaveLength(1);
    const [key] = jwks.keys;
    expect(Object.keys(key ?? {}).sort()).toEqual(['alg', 'e', 'kid', 'kty', 'n', 'use']);
    expect(key).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', e: 'AQAB' });
    expect(key?.n).toHaveLength(342); // 2048-bit modulus in base64url
  });

  it('keeps the same key across restarts on the same database', async () => {
    const before = await (await h.app.request(`${UMS}/.well-known/jwks.json`)).json();
    const restarted = h.makeApp();
    const after = await (await restarted.request(`${UMS}/.well-known/jwks.json`)).json();
    expect(after).toEqual(before);
    expect(await h.count('signing_keys')).toBe(1);
    // A token signed before the "restart" still opens profile on the new app.
    const tokens = await h.login();
    const profile = await h.call('GET', `${UMS}/profile`, {
      headers: { Authorization: `Bearer ${tokens.access_token}` },
      app: restarted,
    });
    expect(profile.status).toBe(200);
  });
});

describe('POST otp/generate', () => {
  it('sends a sign-up code to an e-mail address: the code goes to the outbox and the log, never the answer', async () => {
    const answer = await h.post<OtpChallenge>('otp/generate', {
      purpose: 'signup',
      channel: 'email',
      email: '  New.User@Example.COM ',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.response_message).toBe('We sent a code to n***@example.com');
    const challenge = answer.body.response_body;
    expect(challenge).toEqual({
      otp_id: expect.stringMatching(UUID),
      channel: 'email',
      destination: 'n***@example.com',
      expires_in: 300,
      resend_in: 30,
    });

    const messages = await h.outbox('new.user@example.com');
    expect(messages).toHaveLength(1);
    const [message] = messages;
    const code = message?.code ?? '';
    expect(code).toMatch(/^[0-9]{6}$/);
    expect(message).toEqual({
      id: expect.any(Number),
      channel: 'email',
      to: 'new.user@example.com',
      subject: 'Your Demo Store sign-up code',
      body: `${code} is your code to sign up at Demo Store. It expires in 5 minutes. If you did not ask for it, you can ignore this message.`,
      code,
      link: null,
      created_at: '2026-03-02T09:00:00.000Z',
    });
    expect(JSON.stringify(answer.body)).not.toContain(code);
    expect(h.logLines).toEqual([
      `Outbox: email to new.user@example.com: Your Demo Store sign-up code: ${message?.body}`,
    ]);

    const [stored] = await h.db.query<{ code_hash: string; destination: string; purpose: string }>(
      'SELECT code_hash, destination, purpose FROM otp_challenges WHERE id = $1',
      [challenge.otp_id],
    );
    expect(stored).toEqual({
      code_hash: sha256(`${challenge.otp_id}:${code}`),
      destination: 'new.user@example.com',
      purpose: 'signup',
    });
  });

  it('sends a sign-up code to a +91 phone', async () => {
    const challenge = await h.generate({
      purpose: 'signup',
      channel: 'phone',
      phone_extension: '+91',
      phone_number: '9000001234',
    });
    expect(challenge).toMatchObject({ channel: 'phone', destination: '+91 ******1234' });
    const [message] = await h.outbox('+91 9000001234');
    expect(message).toMatchObject({
      channel: 'phone',
      to: '+91 9000001234',
      subject: 'Your Demo Store sign-up code',
    });
  });

  it('sends a sign-in code to an existing account', async () => {
    const challenge = await h.generate({
      purpose: 'login',
      channel: 'phone',
      phone_extension: '+91',
      phone_number: '9876543210',
    });
    expect(challenge.destination).toBe('+91 ******3210');
    const [message] = await h.outbox(DEMO.phone);
    expect(message?.subject).toBe('Your Demo Store sign-in code');
    expect(message?.body).toMatch(
      /^[0-9]{6} is your code to sign in to Demo Store\. It expires in 5 minutes\./,
    );
  });

  // 404 "No account uses this e-mail address" (and 409 for sign-up) told anyone
  // which addresses have accounts. Every request now gets the same answer; only the mailbox or
  // phone learns what happened, and no code exists that could sign anyone in or up.
  describe('without telling who has an account', () => {
    const CHALLENGE = {
      otp_id: expect.stringMatching(UUID),
      channel: 'email',
      destination: expect.stringMatching(/^[a-z]\*\*\*@example\.com$/),
      expires_in: 300,
      resend_in: 30,
    };

    it('answers a sign-in code for an e-mail or phone without an account like any other', async () => {
      const known = await h.post('otp/generate', { purpose: 'login', channel: 'email', email: DEMO.email });
      const unknown = await h.post('otp/generate', {
        purpose: 'login',
        channel: 'email',
        email: 'nobody@example.com',
      });
      for (const answer of [known, unknown]) {
        expect(answer.status).toBe(200);
        expect(answer.body.response_body).toEqual(CHALLENGE);
      }
      expect(known.body.response_message).toBe('We sent a code to d***@example.com');
      expect(unknown.body.response_message).toBe('We sent a code to n***@example.com');
      const phone = await h.post<OtpChallenge>('otp/generate', {
        purpose: 'login',
        channel: 'phone',
        phone_extension: '+91',
        phone_number: '9000000000',
      });
      expect(phone.status).toBe(200);
      expect(phone.body.response_body.destination).toBe('+91 ******0000');
    });

    it('tells the mailbox and the phone that there is no account, and sends no code', async () => {
      await h.generate({ purpose: 'login', channel: 'email', email: 'nobody@example.com' });
      await h.generate({
        purpose: 'login',
        channel: 'phone',
        phone_extension: '+91',
        phone_number: '9000000000',
      });
      expect(await h.outbox('nobody@example.com')).toEqual([
        expect.objectContaining({
          channel: 'email',
          subject: 'Signing in to Demo Store',
          body:
            'Someone asked for a code to sign in to Demo Store with this e-mail address, but no account uses it. ' +
            'To create one, sign up at http://localhost:3000/signup. If it was not you, you can ignore this message.',
          code: null,
          link: null,
        }),
      ]);
      const [text] = await h.outbox('+91 9000000000');
      expect(text).toMatchObject({ channel: 'phone', code: null });
      expect(text?.body).toMatch(
        /^Someone asked for a code to sign in to Demo Store with this phone number, but no account uses it\./,
      );
    });

    it('signs nobody in with a code for an address without an account', async () => {
      const challenge = await h.generate({ purpose: 'login', channel: 'email', email: 'nobody@example.com' });
      for (const otp of ['000000', '123456', '999999']) {
        await h.expectError(
          h.post('login-otp', { otp_id: challenge.otp_id, otp }),
          400,
          'The code is incorrect',
        );
      }
      expect(await h.count('login_sessions')).toBe(0);
    });

    it('answers a sign-up code for an e-mail or phone that has an account like any other', async () => {
      const taken = await h.post('otp/generate', {
        purpose: 'signup',
        channel: 'email',
        email: 'DEMO@example.com',
      });
      const free = await h.post('otp/generate', {
        purpose: 'signup',
        channel: 'email',
        email: 'new@example.com',
      });
      for (const answer of [taken, free]) {
        expect(answer.status).toBe(200);
        expect(answer.body.response_body).toEqual(CHALLENGE);
      }
      const phone = await h.post('otp/generate', {
        purpose: 'signup',
        channel: 'phone',
        phone_extension: '+91',
        phone_number: '9876543210',
      });
      expect(phone.status).toBe(200);
    });

    it('tells the account holder they already have one, and verifies nothing', async () => {
      const challenge = await h.generate({ purpose: 'signup', channel: 'email', email: DEMO.email });
      const [message] = await h.outbox(DEMO.email);
      expect(message).toMatchObject({
        subject: 'Your Demo Store account',
        body:
          'Someone asked for a code to sign up at Demo Store with this e-mail address, but you already have an account. ' +
          'Sign in at http://localhost:3000/signin, or choose a new password at http://localhost:3000/forgotPassword. ' +
          'If it was not you, you can ignore this message.',
        code: null,
        link: null,
      });
      await h.expectError(
        h.post('otp/validate', { otp_id: challenge.otp_id, otp: '000000' }),
        400,
        'The code is incorrect',
      );
      expect(await h.count('signup_tokens')).toBe(0);
    });

    it('sends the same notice again, not a code, when asked for a new code', async () => {
      const challenge = await h.generate({ purpose: 'login', channel: 'email', email: 'nobody@example.com' });
      h.clock.advance(30);
      const again = await h.post<OtpChallenge>('otp/regenerate', { otp_id: challenge.otp_id });
      expect(again.status).toBe(200);
      expect(again.body.response_message).toBe('We sent a new code to n***@example.com');
      const messages = await h.outbox('nobody@example.com');
      expect(messages.map((message) => [message.subject, message.code])).toEqual([
        ['Signing in to Demo Store', null],
        ['Signing in to Demo Store', null],
      ]);
    });
  });

  it('says codes and notices in the request’s language, codes and links intact', async () => {
    const generate = (language: string, body: Record<string, string>) =>
      h.post<OtpChallenge>(`otp/generate?language-code=${language}`, body);
    // A sign-up code in French, which signs the address up.
    const signup = await generate('fr', { purpose: 'signup', channel: 'email', email: 'lea@example.com' });
    const [french] = await h.outbox('lea@example.com');
    expect(french).toMatchObject({
      subject: 'Votre code d’inscription Demo Store',
      body: `${french?.code} est votre code pour vous inscrire sur Demo Store. Il expire dans 5 minutes. Si vous ne l’avez pas demandé, vous pouvez ignorer ce message.`,
    });
    const verified = await h.post('otp/validate', {
      otp_id: signup.body.response_body.otp_id,
      otp: french?.code,
    });
    expect(verified.status).toBe(200);
    // A sign-in code in Hindi.
    await generate('hi', { purpose: 'login', channel: 'email', email: DEMO.email });
    const [hindi] = await h.outbox(DEMO.email);
    expect(hindi).toMatchObject({
      subject: 'आपका Demo Store साइन-इन कोड',
      body: `Demo Store में साइन इन करने के लिए आपका कोड ${hindi?.code} है। यह 5 मिनट में समाप्त हो जाएगा। अगर आपने इसे नहीं माँगा था, तो आप इस संदेश को अनदेखा कर सकते हैं।`,
    });
    // The notices in Arabic, their links as they are.
    await generate('ar', { purpose: 'login', channel: 'email', email: 'nobody@example.com' });
    expect((await h.outbox('nobody@example.com'))[0]).toMatchObject({
      subject: 'تسجيل الدخول إلى Demo Store',
      body:
        'طلب أحدهم رمزًا لتسجيل الدخول إلى Demo Store بعنوان البريد الإلكتروني هذا، لكن لا يوجد حساب يستخدمه. ' +
        'لإنشاء حساب، سجّل في http://localhost:3000/signup. إذا لم تكن أنت، فيمكنك تجاهل هذه الرسالة.',
      code: null,
    });
    await generate('ar', {
      purpose: 'signup',
      channel: 'phone',
      phone_extension: '+91',
      phone_number: DEMO.phone.slice(4),
    });
    expect((await h.outbox(DEMO.phone))[0]).toMatchObject({
      subject: 'حسابك في Demo Store',
      body:
        'طلب أحدهم رمزًا للتسجيل في Demo Store برقم الهاتف هذا، لكن لديك حسابًا بالفعل. ' +
        'سجّل الدخول من http://localhost:3000/signin أو اختر كلمة مرور جديدة من http://localhost:3000/forgotPassword. ' +
        'إذا لم تكن أنت، فيمكنك تجاهل هذه الرسالة.',
      code: null,
    });
  });

  it('keeps accounts per store: the demo customer can sign up to the plain store', async () => {
    const answer = await h.post<OtpChallenge>(
      'otp/generate',
      { purpose: 'signup', channel: 'email', email: DEMO.email },
      { 'realm-name': 'plain' },
    );
    expect(answer.status).toBe(200);
  });

  it.each([
    [{ channel: 'email', email: 'a@example.com' }, '“purpose” is required.'],
    [
      { purpose: 'reset', channel: 'email', email: 'a@example.com' },
      '“purpose” must be one of signup, login.',
    ],
    [{ purpose: 'signup', email: 'a@example.com' }, '“channel” is required.'],
    [{ purpose: 'signup', channel: 'sms', email: 'a@example.com' }, '“channel” must be one of email, phone.'],
    [{ purpose: 'signup', channel: 'email' }, '“E-mail address” is required.'],
    [{ purpose: 'signup', channel: 'email', email: '   ' }, '“E-mail address” is required.'],
    [{ purpose: 'signup', channel: 'email', email: 42 }, '“E-mail address” must be text.'],
    [
      { purpose: 'signup', channel: 'email', email: 'not-an-address' },
      'Please enter a valid e-mail address.',
    ],
    [
      { purpose: 'signup', channel: 'email', email: 'a b@example.com' },
      'Please enter a valid e-mail address.',
    ],
    [{ purpose: 'signup', channel: 'email', email: 'a@localhost' }, 'Please enter a valid e-mail address.'],
    [
      { purpose: 'signup', channel: 'email', email: `${'a'.repeat(250)}@x.io` },
      '“E-mail address” can be at most 254 characters.',
    ],
    [{ purpose: 'signup', channel: 'phone', phone_number: '9000001234' }, '“Country code” is required.'],
    [
      { purpose: 'signup', channel: 'phone', phone_extension: '+1', phone_number: '9000001234' },
      'The country code must be +91.',
    ],
    [{ purpose: 'signup', channel: 'phone', phone_extension: '+91' }, '“Phone number” is required.'],
    [
      { purpose: 'signup', channel: 'phone', phone_extension: '+91', phone_number: '90000' },
      'A phone number has 10 digits.',
    ],
    [
      { purpose: 'signup', channel: 'phone', phone_extension: '+91', phone_number: '90000abcde' },
      'A phone number has 10 digits.',
    ],
    [
      { purpose: 'signup', channel: 'phone', phone_extension: '+91', phone_number: 9000001234 },
      '“Phone number” must be text.',
    ],
  ])('answers 400 for %j', async (body, message) => {
    await h.expectError(h.post('otp/generate', body), 400, message);
  });

  it('answers 400/415 for a body that is not a JSON object, and 400/404 for the store header', async () => {
    const path = `${UMS}/otp/generate`;
    await h.expectError(
      h.call('POST', path, { raw: '{"purpose":', headers: GUEST }),
      400,
      'The request body is not valid JSON',
    );
    await h.expectError(
      h.call('POST', path, { raw: '[1,2]', headers: GUEST }),
      400,
      'The request body must be a JSON object',
    );
    await h.expectError(
      h.call('POST', path, { raw: 'null', headers: GUEST }),
      400,
      'The request body must be a JSON object',
    );
    await h.expectError(
      h.call('POST', path, {
        raw: 'purpose=signup',
        headers: { ...GUEST, 'Content-Type': 'application/x-www-form-urlencoded' },
      }),
      415,
      'The request body must be JSON (Content-Type: application/json)',
    );
    const body = { purpose: 'signup', channel: 'email', email: 'a@example.com' };
    await h.expectError(h.post('otp/generate', body, {}), 400, '“realm-name header” is required.');
    await h.expectError(
      h.post('otp/generate', body, { 'realm-name': 'nosuchstore' }),
      404,
      'Store not found',
    );
  });
});

describe('POST otp/regenerate', () => {
  const email = 'regen@example.com';

  it('refuses a new code before resend_in has passed, with Retry-After', async () => {
    const challenge = await h.generate({ purpose: 'signup', channel: 'email', email });
    const first = await h.expectError(
      h.post('otp/regenerate', { otp_id: challenge.otp_id }),
      429,
      'Please wait 30 seconds before asking for a new code.',
    );
    expect(first.headers.get('Retry-After')).toBe('30');
    h.clock.advance(29);
    const second = await h.expectError(
      h.post('otp/regenerate', { otp_id: challenge.otp_id }),
      429,
      'Please wait 1 second before asking for a new code.',
    );
    expect(second.headers.get('Retry-After')).toBe('1');
    expect(await h.outbox(email)).toHaveLength(1);
  });

  it('sends a new code for the same challenge; the old code stops working', async () => {
    const challenge = await h.generate({ purpose: 'signup', channel: 'email', email });
    const oldCode = await h.latestCode(email);
    h.clock.advance(30);
    const answer = await h.post<OtpChallenge>('otp/regenerate', { otp_id: challenge.otp_id });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      response_body: { ...challenge, expires_in: 300, resend_in: 30 },
      response_message: 'We sent a new code to r***@example.com',
    });
    const messages = await h.outbox(email);
    expect(messages).toHaveLength(2);
    const newCode = messages[0]?.code ?? '';
    expect(messages[1]?.code).toBe(oldCode);
    if (newCode !== oldCode) {
      await h.expectError(
        h.post('otp/validate', { otp_id: challenge.otp_id, otp: oldCode }),
        400,
        'The code is incorrect',
      );
    }
    const valid = await h.post('otp/validate', { otp_id: challenge.otp_id, otp: newCode });
    expect(valid.status).toBe(200);
  });

  // Security review: a new code reset the attempts to 0, so every code sent gave five more guesses.
  // Five wrong codes now end the code request for good, whichever addresses they came from.
  const TOO_MANY_WRONG = 'Too many wrong codes. Ask for a new code.';

  it('sends no new code for a request that five wrong codes ended, and takes no code for it', async () => {
    const challenge = await h.generate({ purpose: 'signup', channel: 'email', email });
    const code = await h.latestCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      await h.expectError(
        h.postFrom(`198.51.100.${i}`, 'otp/validate', { otp_id: challenge.otp_id, otp: wrong }),
        400,
        'The code is incorrect',
      );
    }
    h.clock.advance(30);
    await h.expectError(h.post('otp/regenerate', { otp_id: challenge.otp_id }), 429, TOO_MANY_WRONG);
    expect(await h.outbox(email)).toHaveLength(1);
    await h.expectError(
      h.postFrom('198.51.100.9', 'otp/validate', { otp_id: challenge.otp_id, otp: code }),
      429,
      TOO_MANY_WRONG,
    );
  });

  it('counts wrong codes over the whole code request: across new codes and addresses', async () => {
    const challenge = await h.generate({ purpose: 'signup', channel: 'email', email });
    const wrong = (await h.latestCode(email)) === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i++) {
      await h.postFrom('198.51.100.1', 'otp/validate', { otp_id: challenge.otp_id, otp: wrong });
    }
    h.clock.advance(30);
    expect((await h.post('otp/regenerate', { otp_id: challenge.otp_id })).status).toBe(200);
    const newCode = await h.latestCode(email);
    const other = newCode === '222222' ? '333333' : '222222';
    for (let i = 0; i < 2; i++) {
      await h.expectError(
        h.postFrom('2001:db8:9::1', 'otp/validate', { otp_id: challenge.otp_id, otp: other }),
        400,
        'The code is incorrect',
      );
    }
    // Even the right new code, from yet another address: the request has had its five tries.
    const dead = await h.expectError(
      h.postFrom('203.0.113.50', 'otp/validate', { otp_id: challenge.otp_id, otp: newCode }),
      429,
      TOO_MANY_WRONG,
    );
    expect(dead.headers.get('Retry-After')).toBe('30');
    expect(await h.count('signup_tokens')).toBe(0);
  });

  it('refuses a new code for a used one', async () => {
    const challenge = await h.generate({ purpose: 'signup', channel: 'email', email });
    const valid = await h.post('otp/validate', { otp_id: challenge.otp_id, otp: await h.latestCode(email) });
    expect(valid.status).toBe(200);
    h.clock.advance(30);
    await h.expectError(
      h.post('otp/regenerate', { otp_id: challenge.otp_id }),
      400,
      'This code has already been used. Ask for a new code.',
    );
  });

  it('answers 404 for an unknown id or another store’s, 400 for a malformed or missing one', async () => {
    const challenge = await h.generate({ purpose: 'signup', channel: 'email', email });
    const unknown = 'This code request was not found. Ask for a new code.';
    await h.expectError(
      h.post('otp/regenerate', { otp_id: '9b2f8a52-3c7e-4d1a-9f3b-2a6c1e5d7f80' }),
      404,
      unknown,
    );
    await h.expectError(
      h.post('otp/regenerate', { otp_id: challenge.otp_id }, { 'realm-name': 'plain' }),
      404,
      unknown,
    );
    await h.expectError(
      h.post('otp/regenerate', { otp_id: 'abc' }),
      400,
      'otp_id is not a valid code request id',
    );
    await h.expectError(h.post('otp/regenerate', {}), 400, '“otp_id” is required.');
  });
});

describe('POST otp/validate', () => {
  const email = 'verify@example.com';

  async function start(): Promise<{ otpId: string; code: string; wrong: string }> {
    const challenge = await h.generate({ purpose: 'signup', channel: 'email', email });
    const code = await h.latestCode(email);
    return { otpId: challenge.otp_id, code, wrong: code === '123456' ? '654321' : '123456' };
  }

  it('trades the right code for a single-use sign-up token, stored hashed', async () => {
    const { otpId, code } = await start();
    const answer = await h.post<{ signup_token: string }>('otp/validate', { otp_id: otpId, otp: code });
    expect(answer.status).toBe(200);
    expect(answer.body.response_message).toBe('Your e-mail address is verified');
    const token = answer.body.response_body.signup_token;
    expect(Object.keys(answer.body.response_body)).toEqual(['signup_token']);
    expect(token).toMatch(SECRET);
    const [stored] = await h.db.query<{ email: string; expires_at: Date }>(
      'SELECT email, expires_at FROM signup_tokens WHERE token_hash = $1',
      [sha256(token)],
    );
    expect(stored).toEqual({ email, expires_at: new Date('2026-03-02T09:15:00.000Z') });
    await h.expectError(
      h.post('otp/validate', { otp_id: otpId, otp: code }),
      400,
      'This code has already been used. Ask for a new code.',
    );
  });

  it('says the code is incorrect five times, then refuses even the right code with 429', async () => {
    const { otpId, code, wrong } = await start();
    for (let i = 0; i < 5; i++) {
      await h.expectError(
        h.post('otp/validate', { otp_id: otpId, otp: wrong }),
        400,
        'The code is incorrect',
      );
    }
    const dead = await h.expectError(
      h.post('otp/validate', { otp_id: otpId, otp: code }),
      429,
      'Too many wrong codes. Ask for a new code.',
    );
    expect(dead.headers.get('Retry-After')).toBe('30');
  });

  it('lets no burst of parallel guesses try more than five codes', async () => {
    const { otpId, wrong } = await start();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => h.post('otp/validate', { otp_id: otpId, otp: wrong })),
    );
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(7);
    const [row] = await h.db.query<{ attempts: number }>(
      'SELECT attempts FROM otp_challenges WHERE id = $1',
      [otpId],
    );
    expect(row?.attempts).toBe(5);
  });

  it('accepts the code until it expires after 300 seconds', async () => {
    const { otpId, code } = await start();
    h.clock.advance(300);
    await h.expectError(
      h.post('otp/validate', { otp_id: otpId, otp: code }),
      400,
      'The code has expired. Ask for a new code.',
    );
    const again = await start();
    h.clock.advance(299);
    expect((await h.post('otp/validate', { otp_id: again.otpId, otp: again.code })).status).toBe(200);
  });

  it('does not count a malformed code as an attempt', async () => {
    const { otpId, code } = await start();
    for (const otp of ['12345', '1234567', 'abcdef', '12 456']) {
      await h.expectError(h.post('otp/validate', { otp_id: otpId, otp }), 400, 'The code has 6 digits.');
    }
    await h.expectError(h.post('otp/validate', { otp_id: otpId, otp: 123456 }), 400, '“Code” must be text.');
    await h.expectError(h.post('otp/validate', { otp_id: otpId }), 400, '“Code” is required.');
    const [row] = await h.db.query<{ attempts: number }>(
      'SELECT attempts FROM otp_challenges WHERE id = $1',
      [otpId],
    );
    expect(row?.attempts).toBe(0);
    expect((await h.post('otp/validate', { otp_id: otpId, otp: code })).status).toBe(200);
  });

  it('refuses a sign-in code', async () => {
    const challenge = await h.generate({ purpose: 'login', channel: 'email', email: DEMO.email });
    await h.expectError(
      h.post('otp/validate', { otp_id: challenge.otp_id, otp: await h.latestCode(DEMO.email) }),
      400,
      'This code was sent for another step. Please ask for a new code here.',
    );
  });
});

describe('POST customer-signup', () => {
  it('creates the account with the verified e-mail and signs it in (201 TokenSet)', async () => {
    const signupToken = await h.signupToken('ravi@example.com');
    const answer = await h.post<TokenSet>('customer-signup', {
      signup_token: signupToken,
      first_name: '  Ravi ',
      last_name: ' van   der Berg ',
      password: 'Secret-pass-1',
    });
    expect(answer.status).toBe(201);
    expect(answer.body.response_message).toBe('Welcome, Ravi! Your account is ready.');
    const tokens = answer.body.response_body;
    expect(tokens).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.stringMatching(SECRET),
      id_token: expect.any(String),
      expires_in: 900,
      refresh_expires_in: 604800,
      token_type: 'Bearer',
    });

    const [customer] = await h.db.query<{
      id: string;
      store_id: number;
      email: string;
      phone_number: string | null;
      first_name: string;
      last_name: string;
      password_hash: string;
    }>(
      "SELECT id, store_id, email, phone_number, first_name, last_name, password_hash FROM customers WHERE email = 'ravi@example.com'",
    );
    expect(customer).toMatchObject({
      store_id: 19,
      email: 'ravi@example.com',
      phone_number: null,
      first_name: 'Ravi',
      last_name: 'van der Berg',
    });
    expect(customer?.password_hash).toMatch(/^scrypt\$/);
    expect(customer?.password_hash).not.toContain('Secret-pass-1');
    const [session] = await h.db.query<{ id: string }>(
      'SELECT id FROM login_sessions WHERE customer_id = $1',
      [customer?.id],
    );

    const expected = {
      sub: customer?.id,
      name: 'Ravi van der Berg',
      given_name: 'Ravi',
      family_name: 'van der Berg',
      preferred_username: 'ravi@example.com',
      email: 'ravi@example.com',
      realm: 'demo',
      sid: session?.id,
      iss: 'storefront-ums',
      aud: 'storefront',
      iat: h.clock.seconds,
      exp: h.clock.seconds + 900,
      jti: expect.stringMatching(UUID),
    };
    expect(await h.claims(tokens.access_token)).toEqual({ ...expected, typ: 'Bearer' });
    expect(await h.claims(tokens.id_token)).toEqual({ ...expected, typ: 'ID' });

    // Only the hash of the refresh token is kept.
    const stored = await h.db.query<{ token_hash: string; expires_at: Date }>(
      'SELECT token_hash, expires_at FROM refresh_tokens WHERE session_id = $1',
      [session?.id],
    );
    expect(stored).toEqual([
      { token_hash: sha256(tokens.refresh_token), expires_at: new Date('2026-03-09T09:00:00.000Z') },
    ]);

    // The new customer can sign in with the password.
    expect((await h.login('ravi@example.com', 'Secret-pass-1')).token_type).toBe('Bearer');
  });

  it('creates a phone account: preferred_username is the phone, no email claim', async () => {
    const challenge = await h.generate({
      purpose: 'signup',
      channel: 'phone',
      phone_extension: '+91',
      phone_number: '9000001234',
    });
    const validated = await h.post<{ signup_token: string }>('otp/validate', {
      otp_id: challenge.otp_id,
      otp: await h.latestCode('+91 9000001234'),
    });
    expect(validated.body.response_message).toBe('Your phone number is verified');
    const answer = await h.post<TokenSet>('customer-signup', {
      signup_token: validated.body.response_body.signup_token,
      first_name: 'Meera',
      last_name: 'Iyer',
      password: 'Phone-pass-9',
    });
    expect(answer.status).toBe(201);
    const claims = await h.claims(answer.body.response_body.access_token);
    expect(claims).toMatchObject({ name: 'Meera Iyer', preferred_username: '+91 9000001234' });
    expect(claims).not.toHaveProperty('email');
    expect((await h.login('+919000001234', 'Phone-pass-9')).token_type).toBe('Bearer');
  });

  it('uses a sign-up token once', async () => {
    const signupToken = await h.signupToken('once@example.com');
    const body = { signup_token: signupToken, first_name: 'A', last_name: 'B', password: 'Secret-pass-1' };
    expect((await h.post('customer-signup', body)).status).toBe(201);
    await h.expectError(h.post('customer-signup', body), 400, BAD_SIGNUP_TOKEN);
    expect(await h.count('customers', "email = 'once@example.com'")).toBe(1);
  });

  it('refuses a sign-up token after 15 minutes, from another store, or made up', async () => {
    const body = (signup_token: string) => ({
      signup_token,
      first_name: 'A',
      last_name: 'B',
      password: 'Secret-pass-1',
    });
    const late = await h.signupToken('late@example.com');
    h.clock.advance(15 * 60);
    await h.expectError(h.post('customer-signup', body(late)), 400, BAD_SIGNUP_TOKEN);
    h.clock.reset();
    const elsewhere = await h.signupToken('elsewhere@example.com');
    await h.expectError(
      h.post('customer-signup', body(elsewhere), { 'realm-name': 'plain' }),
      400,
      BAD_SIGNUP_TOKEN,
    );
    await h.expectError(h.post('customer-signup', body('x'.repeat(43))), 400, BAD_SIGNUP_TOKEN);
    await h.expectError(h.post('customer-signup', body('short')), 400, BAD_SIGNUP_TOKEN);
    expect(await h.count('customers')).toBe(1);
  });

  it('answers 409 when the address got an account after its token was issued', async () => {
    const first = await h.signupToken('twice@example.com');
    const second = await h.signupToken('twice@example.com');
    const body = (signup_token: string) => ({
      signup_token,
      first_name: 'A',
      last_name: 'B',
      password: 'Secret-pass-1',
    });
    expect((await h.post('customer-signup', body(first))).status).toBe(201);
    await h.expectError(
      h.post('customer-signup', body(second)),
      409,
      'An account already uses this e-mail address. Please sign in.',
    );
  });

  it.each([
    [{ first_name: 'A', last_name: 'B', password: 'Secret-pass-1' }, '“signup_token” is required.'],
    [{ signup_token: 'T', last_name: 'B', password: 'Secret-pass-1' }, '“First name” is required.'],
    [
      { signup_token: 'T', first_name: '   ', last_name: 'B', password: 'Secret-pass-1' },
      '“First name” is required.',
    ],
    [
      { signup_token: 'T', first_name: 'x'.repeat(61), last_name: 'B', password: 'Secret-pass-1' },
      '“First name” must be 1 to 60 characters.',
    ],
    [
      { signup_token: 'T', first_name: 'A', last_name: 'B\u0000C', password: 'Secret-pass-1' },
      '“Last name” must not contain control characters.',
    ],
    [
      { signup_token: 'T', first_name: 'A', last_name: ['B'], password: 'Secret-pass-1' },
      '“Last name” must be text.',
    ],
    [
      { signup_token: 'T', first_name: '\u202eevil\u200b\u2066', last_name: 'B', password: 'Secret-pass-1' },
      '“First name” must not contain invisible formatting characters (such as text-direction or zero-width marks).',
    ],
    [
      { signup_token: 'T', first_name: 'A', last_name: '\u200b\u200c\ufeff', password: 'Secret-pass-1' },
      '“Last name” must not contain invisible formatting characters (such as text-direction or zero-width marks).',
    ],
    [
      { signup_token: 'T', first_name: '\u3164', last_name: 'B', password: 'Secret-pass-1' },
      '“First name” must contain at least one visible character.',
    ],
    [
      { signup_token: 'T', first_name: 'Asha\u034f', last_name: 'Rao', password: 'Secret-pass-1' },
      '“First name” must contain letters, with no invisible characters and no more than 4 accents on one letter.',
    ],
    [
      { signup_token: 'T', first_name: '\u034f\u17b4', last_name: 'Rao', password: 'Secret-pass-1' },
      '“First name” must contain at least one visible character.',
    ],
    [
      { signup_token: 'T', first_name: 'As\u17b5ha', last_name: 'Rao', password: 'Secret-pass-1' },
      '“First name” must contain letters, with no invisible characters and no more than 4 accents on one letter.',
    ],
    [
      { signup_token: 'T', first_name: 'Asha', last_name: '\u115f\u1160', password: 'Secret-pass-1' },
      '“Last name” must contain at least one visible character.',
    ],
    [
      { signup_token: 'T', first_name: 'Asha', last_name: '\uffa0Rao', password: 'Secret-pass-1' },
      '“Last name” must contain letters, with no invisible characters and no more than 4 accents on one letter.',
    ],
    [
      { signup_token: 'T', first_name: 'Asha', last_name: '\u3164Rao', password: 'Secret-pass-1' },
      '“Last name” must contain letters, with no invisible characters and no more than 4 accents on one letter.',
    ],
    [
      {
        signup_token: 'T',
        first_name: `a${'\u0301'.repeat(30)}`,
        last_name: 'Rao',
        password: 'Secret-pass-1',
      },
      '“First name” must contain letters, with no invisible characters and no more than 4 accents on one letter.',
    ],
    [
      { signup_token: 'T', first_name: '1234', last_name: 'Rao', password: 'Secret-pass-1' },
      '“First name” must contain letters, with no invisible characters and no more than 4 accents on one letter.',
    ],
    [{ signup_token: 'T', first_name: 'A', last_name: 'B' }, '“Password” is required.'],
    [{ signup_token: 'T', first_name: 'A', last_name: 'B', password: 'short1' }, PASSWORD_RULE],
    [{ signup_token: 'T', first_name: 'A', last_name: 'B', password: 'onlyletters' }, PASSWORD_RULE],
    [{ signup_token: 'T', first_name: 'A', last_name: 'B', password: '1234567890' }, PASSWORD_RULE],
    [{ signup_token: 'T', first_name: 'A', last_name: 'B', password: `a${'1'.repeat(128)}` }, PASSWORD_RULE],
  ])('answers 400 for %j', async (body, message) => {
    await h.expectError(h.post('customer-signup', body), 400, message);
  });

  it('takes token lifetimes from the environment', async () => {
    const short = h.makeApp({ ACCESS_TOKEN_TTL_SECONDS: '60', REFRESH_TOKEN_TTL_SECONDS: '120' });
    const answer = await h.post<TokenSet>(
      'login',
      { username: DEMO.email, password: DEMO.password },
      GUEST,
      short,
    );
    expect(answer.body.response_body).toMatchObject({ expires_in: 60, refresh_expires_in: 120 });
    const claims = await h.claims(answer.body.response_body.access_token);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(60);
    const [stored] = await h.db.query<{ expires_at: Date }>(
      'SELECT expires_at FROM refresh_tokens WHERE token_hash = $1',
      [sha256(answer.body.response_body.refresh_token)],
    );
    expect(stored?.expires_at).toEqual(new Date('2026-03-02T09:02:00.000Z'));
  });
});
