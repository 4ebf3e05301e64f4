// Trusted devices and account unlock: every sign-in trusts its browser (a device cookie);
// removing a device is confirmed with a code and signs its sessions out at once; repeated wrong
// passwords lock password sign-in from devices the customer has not signed in on (answered
// as a wrong password; auth-lockout.test.ts), which a single-use e-mailed link or a one-time code
// unlocks.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  OtpChallenge,
  RemovedDevice,
  TokenSet,
  TrustedDeviceList,
  UnlockConfiguration,
  UnlockRequest,
} from '../../contracts/ums.ts';
import { BAD_UNLOCK_LINK } from '../../server/auth/account-unlocks.ts';
import { NO_SUCH_DEVICE } from '../../server/routes/ums-devices.ts';
import { type Answer, bearer, DEMO, GUEST, Harness, UMS } from './auth-harness.ts';

const WRONG_CREDENTIALS = 'The e-mail, phone or password is incorrect';

let h: Harness;
let locking: Harness['app'];

beforeAll(async () => {
  h = await Harness.open();
  // The harness's generous default keeps other tests clear of the lock; these use the shop's 5.
  locking = h.makeApp({ LOCK_AFTER_FAILED_SIGN_INS: '5', LOCK_WINDOW_SECONDS: '900' });
});

afterAll(async () => {
  await h.db.close();
});

beforeEach(async () => {
  await h.reset();
});

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** The device cookie a sign-in answer set. */
function deviceCookie(answer: Answer<unknown>): string {
  const header = answer.headers.get('Set-Cookie') ?? '';
  const match = /sf_device=([A-Za-z0-9_-]{43})/.exec(header);
  if (!match?.[1]) throw new Error(`No device cookie in ${header}`);
  expect(header).toMatch(/HttpOnly/i);
  expect(header).toMatch(/SameSite=Strict/i);
  return match[1];
}

async function signInOn(
  userAgent: string,
  cookie?: string,
  username: string = DEMO.email,
  password: string = DEMO.password,
) {
  const headers = { ...GUEST, 'User-Agent': userAgent, ...(cookie ? { Cookie: `sf_device=${cookie}` } : {}) };
  const answer = await h.post<TokenSet>('login', { username, password }, headers);
  expect(answer.status).toBe(200);
  return { tokens: answer.body.response_body, cookie: deviceCookie(answer) };
}

const devices = (token: string) => h.get<TrustedDeviceList>(`${UMS}/devices`, bearer(token));
const askCode = (token: string, deviceId: unknown) =>
  h.post<OtpChallenge>('devices/otp', { device_id: deviceId }, bearer(token));
const remove = (token: string, otpId: string, otp: string) =>
  h.post<RemovedDevice>('devices/remove', { otp_id: otpId, otp }, bearer(token));

describe('trusted devices', () => {
  it('a sign-in trusts its browser; the same cookie is the same device, another browser another', async () => {
    const phone = await signInOn(ANDROID_CHROME);
    h.clock.advance(60);
    const again = await signInOn(ANDROID_CHROME, phone.cookie);
    expect(again.cookie).toBe(phone.cookie);
    h.clock.advance(60);
    const laptop = await signInOn(WINDOWS_FIREFOX);
    expect(laptop.cookie).not.toBe(phone.cookie);

    const list = await devices(again.tokens.access_token);
    expect(list.status).toBe(200);
    expect(list.body.response_body.items).toEqual([
      {
        id: expect.any(String),
        device: 'Windows',
        browser: 'Firefox 133',
        first_seen_at: '2026-03-02T09:02:00.000Z',
        last_seen_at: '2026-03-02T09:02:00.000Z',
        current: false,
      },
      {
        id: expect.any(String),
        device: 'Android',
        browser: 'Chrome 131',
        first_seen_at: '2026-03-02T09:00:00.000Z',
        last_seen_at: '2026-03-02T09:01:00.000Z',
        current: true,
      },
    ]);
  });

  it('a session renewal moves the device’s last seen on', async () => {
    const phone = await signInOn(ANDROID_CHROME);
    h.clock.advance(120);
    const renewed = await h.refresh(phone.tokens.refresh_token);
    expect(renewed.status).toBe(200);
    const [device] = (await devices(renewed.body.response_body.access_token)).body.response_body.items;
    expect(device?.last_seen_at).toBe('2026-03-02T09:02:00.000Z');
  });

  it('removing a device with the e-mailed code signs its sessions out at once; the code is single use', async () => {
    const phone = await signInOn(ANDROID_CHROME);
    const laptop = await signInOn(WINDOWS_FIREFOX);
    const list = (await devices(laptop.tokens.access_token)).body.response_body.items;
    const phoneDevice = list.find((device) => !device.current);
    if (!phoneDevice) throw new Error('no other device');

    const challenge = await askCode(laptop.tokens.access_token, phoneDevice.id);
    expect(challenge.status).toBe(200);
    expect(challenge.body.response_body.destination).toBe('d***@example.com');
    const code = await h.latestCode(DEMO.email);
    expect((await h.outbox(DEMO.email))[0]?.subject).toMatch(/device removal code/);

    const wrong = code === '000000' ? '111111' : '000000';
    await h.expectError(
      remove(laptop.tokens.access_token, challenge.body.response_body.otp_id, wrong),
      400,
      'The code is incorrect',
    );
    const removed = await remove(laptop.tokens.access_token, challenge.body.response_body.otp_id, code);
    expect(removed.status).toBe(200);
    expect(removed.body.response_body).toEqual({ device_id: phoneDevice.id, signed_out: 1 });

    // At once: the phone's access token and its refresh token are refused.
    expect((await devices(phone.tokens.access_token)).status).toBe(401);
    expect((await h.refresh(phone.tokens.refresh_token)).status).toBe(401);
    // The laptop is unaffected, and the phone is gone from its list.
    const after = await devices(laptop.tokens.access_token);
    expect(after.body.response_body.items.map((device) => device.id)).not.toContain(phoneDevice.id);
    // Replayed: the code was used (and the device is gone).
    const replay = await remove(laptop.tokens.access_token, challenge.body.response_body.otp_id, code);
    expect(replay.status).toBe(404);
    // The phone's old cookie no longer names a device: signing in there adds a new one.
    const back = await signInOn(ANDROID_CHROME, phone.cookie);
    expect(back.cookie).not.toBe(phone.cookie);
  });

  it('another customer’s device is a 404; bad input is a 400 with a message', async () => {
    const demo = await signInOn(ANDROID_CHROME);
    await h.signUp('ravi@example.com');
    const ravi = await signInOn(WINDOWS_FIREFOX, undefined, 'ravi@example.com', 'Secret-pass-1');
    const [raviDevice] = (await devices(ravi.tokens.access_token)).body.response_body.items;
    if (!raviDevice) throw new Error('no device');
    await h.expectError(askCode(demo.tokens.access_token, raviDevice.id), 404, NO_SUCH_DEVICE);
    await h.expectError(askCode(demo.tokens.access_token, 'not-a-uuid'), 400, 'device_id must be a UUID');
    expect((await askCode(demo.tokens.access_token, 42)).status).toBe(400);
    // Ravi's own removal code cannot be used by the demo customer.
    const own = await askCode(ravi.tokens.access_token, raviDevice.id);
    const code = await h.latestCode('ravi@example.com');
    expect((await remove(demo.tokens.access_token, own.body.response_body.otp_id, code)).status).toBe(404);
    await h.expectError(
      remove(demo.tokens.access_token, own.body.response_body.otp_id, '12'),
      400,
      'The code has 6 digits.',
    );
    // A guest is asked to sign in.
    expect((await h.get(`${UMS}/devices`)).status).toBe(401);
  });
});

const loginOn = (app: Harness['app'], password: string, username: string = DEMO.email) =>
  h.post<TokenSet>('login', { username, password }, GUEST, app);

/** Five wrong passwords from a device the customer never signed in on lock such devices. */
async function lockDemo() {
  for (let i = 0; i < 5; i++) {
    await h.expectError(loginOn(locking, 'Wrong-pass-1'), 401, WRONG_CREDENTIALS);
  }
}

describe('account lock', () => {
  it('locks new devices after 5 wrong passwords in 15 minutes: the right password is then refused as wrong', async () => {
    await lockDemo();
    await h.expectError(loginOn(locking, DEMO.password), 401, WRONG_CREDENTIALS);
    // A sign-in code is not locked.
    const challenge = await h.generate({ purpose: 'login', channel: 'email', email: DEMO.email });
    const code = await h.latestCode(DEMO.email);
    expect((await h.post('login-otp', { otp_id: challenge.otp_id, otp: code }, GUEST, locking)).status).toBe(
      200,
    );
  });

  it('failures older than the window, or before a successful sign-in, do not count', async () => {
    for (let i = 0; i < 4; i++) expect((await loginOn(locking, 'Wrong-pass-1')).status).toBe(401);
    h.clock.advance(901);
    for (let i = 0; i < 4; i++) expect((await loginOn(locking, 'Wrong-pass-1')).status).toBe(401);
    expect((await loginOn(locking, DEMO.password)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await loginOn(locking, 'Wrong-pass-1')).status).toBe(401);
    expect((await loginOn(locking, DEMO.password)).status).toBe(200);
  });
});

const unlockPost = <T>(path: string, body: unknown) => h.post<T>(`unlock/${path}`, body, GUEST, locking);

describe('account unlock', () => {
  it('says which methods the store allows', async () => {
    const answer = await h.get<UnlockConfiguration>(`${UMS}/unlock/configurations`);
    expect(answer.body.response_body).toEqual({ methods: ['email_link', 'otp'], max_resends: 3 });
    await h.db.query("UPDATE stores SET unlock_methods = '{otp}' WHERE realm_name = 'demo'");
    try {
      expect(
        (await h.get<UnlockConfiguration>(`${UMS}/unlock/configurations`)).body.response_body.methods,
      ).toEqual(['otp']);
      await h.expectError(
        unlockPost('email-link', { username: DEMO.email }),
        409,
        'This store does not unlock accounts by an e-mailed link',
      );
    } finally {
      await h.db.query("UPDATE stores SET unlock_methods = '{email_link,otp}' WHERE realm_name = 'demo'");
    }
  });

  it('an e-mailed link unlocks once; replayed it is refused', async () => {
    await lockDemo();
    const sent = await unlockPost<UnlockRequest>('email-link', { username: DEMO.email });
    expect(sent.status).toBe(200);
    expect(sent.body.response_body).toMatchObject({
      method: 'email_link',
      destination: 'd***@example.com',
      resends_left: 3,
    });
    const [message] = await h.outbox(DEMO.email);
    const token = new URL(message?.link ?? '').searchParams.get('token') ?? '';
    expect(message?.link).toMatch(/\/unlock\?token=/);
    expect((await unlockPost('validate-link', { token })).status).toBe(200);
    expect((await loginOn(locking, DEMO.password)).status).toBe(200);
    await h.expectError(unlockPost('validate-link', { token }), 400, BAD_UNLOCK_LINK);
  });

  it('an expired link is refused; a resent link replaces the first', async () => {
    await lockDemo();
    const sent = await unlockPost<UnlockRequest>('email-link', { username: DEMO.email });
    const first = new URL((await h.outbox(DEMO.email))[0]?.link ?? '').searchParams.get('token');
    h.clock.advance(31);
    const resent = await unlockPost<UnlockRequest>('resend', {
      unlock_id: sent.body.response_body.unlock_id,
    });
    expect(resent.body.response_body.resends_left).toBe(2);
    const second = new URL((await h.outbox(DEMO.email))[0]?.link ?? '').searchParams.get('token');
    await h.expectError(unlockPost('validate-link', { token: first }), 400, BAD_UNLOCK_LINK);
    h.clock.advance(3601);
    await h.expectError(unlockPost('validate-link', { token: second }), 400, BAD_UNLOCK_LINK);
    await h.expectError(loginOn(locking, DEMO.password), 401, WRONG_CREDENTIALS);
  });

  it('a one-time code unlocks; a wrong code is refused; resends are bounded and paced', async () => {
    await lockDemo();
    const sent = await unlockPost<UnlockRequest>('otp', { username: DEMO.email });
    const id = sent.body.response_body.unlock_id;
    expect((await unlockPost('resend', { unlock_id: id })).status).toBe(429);
    for (let i = 0; i < 3; i++) {
      h.clock.advance(31);
      expect((await unlockPost('resend', { unlock_id: id })).status).toBe(200);
    }
    h.clock.advance(31);
    expect((await unlockPost('resend', { unlock_id: id })).status).toBe(429);
    const code = await h.latestCode(DEMO.email);
    const wrong = code === '000000' ? '111111' : '000000';
    await h.expectError(
      unlockPost('validate-otp', { unlock_id: id, otp: wrong }),
      400,
      'The code is incorrect',
    );
    expect((await unlockPost('validate-otp', { unlock_id: id, otp: code })).status).toBe(200);
    expect((await unlockPost('validate-otp', { unlock_id: id, otp: code })).status).toBe(400);
    expect((await loginOn(locking, DEMO.password)).status).toBe(200);
  });

  it('five wrong codes end the request: a resend is refused and sends nothing; a new request unlocks', async () => {
    await lockDemo();
    const sent = await unlockPost<UnlockRequest>('otp', { username: DEMO.email });
    const id = sent.body.response_body.unlock_id;
    const code = await h.latestCode(DEMO.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect((await unlockPost('validate-otp', { unlock_id: id, otp: wrong })).status).toBe(400);
    await h.expectError(
      unlockPost('validate-otp', { unlock_id: id, otp: code }),
      429,
      'Too many wrong codes. Please start again.',
    );
    h.clock.advance(31);
    const mails = (await h.outbox(DEMO.email)).length;
    await h.expectError(
      unlockPost('resend', { unlock_id: id }),
      429,
      'Too many wrong codes. Please start again.',
    );
    expect(await h.outbox(DEMO.email)).toHaveLength(mails);
    const again = await unlockPost<UnlockRequest>('otp', { username: DEMO.email });
    const fresh = await h.latestCode(DEMO.email);
    expect(
      (await unlockPost('validate-otp', { unlock_id: again.body.response_body.unlock_id, otp: fresh }))
        .status,
    ).toBe(200);
  });

  it('an address without a locked account gets the same answer and nothing is sent', async () => {
    const sent = await unlockPost<UnlockRequest>('otp', { username: DEMO.email });
    expect(sent.status).toBe(200);
    expect(await h.outbox(DEMO.email)).toEqual([]);
    const nobody = await unlockPost<UnlockRequest>('email-link', { username: 'nobody@example.com' });
    expect(nobody.status).toBe(200);
    expect(await h.outbox('nobody@example.com')).toEqual([]);
    await h.expectError(
      unlockPost('validate-otp', { unlock_id: sent.body.response_body.unlock_id, otp: '123456' }),
      400,
      'The code is incorrect',
    );
  });

  it('bad input is a 400 with a message', async () => {
    expect((await unlockPost('otp', { username: 'not an address' })).status).toBe(400);
    expect((await unlockPost('email-link', { username: '+91 9876543210' })).status).toBe(400);
    expect((await unlockPost('otp', {})).status).toBe(400);
    await h.expectError(
      unlockPost('resend', { unlock_id: 'x' }),
      400,
      'unlock_id is not a valid unlock request id',
    );
    expect((await unlockPost('resend', { unlock_id: '00000000-0000-4000-8000-000000000000' })).status).toBe(
      404,
    );
    expect(
      (await unlockPost('validate-otp', { unlock_id: '00000000-0000-4000-8000-000000000000', otp: 'abc' }))
        .status,
    ).toBe(400);
    await h.expectError(unlockPost('validate-link', { token: 'short' }), 400, BAD_UNLOCK_LINK);
  });
});

// Every message is sent in the language of the request that asked for it
// (server/outbox/message-texts.ts), its code or link intact; English stays as it was.
describe('messages in the shopper’s language', () => {
  const inLanguage = (path: string, language: string) => `${path}?language-code=${language}`;

  it('a device removal code in French and Arabic; the Arabic code removes the device', async () => {
    await signInOn(ANDROID_CHROME);
    const laptop = await signInOn(WINDOWS_FIREFOX);
    const token = laptop.tokens.access_token;
    const phoneDevice = (await devices(token)).body.response_body.items.find((device) => !device.current);
    if (!phoneDevice) throw new Error('no other device');

    expect((await h.post('devices/otp', { device_id: phoneDevice.id }, bearer(token))).status).toBe(200);
    const [english] = await h.outbox(DEMO.email);
    expect(english).toMatchObject({
      subject: 'Your Demo Store device removal code',
      body: `${english?.code} is your code to remove a signed-in device from your account at Demo Store. It expires in 5 minutes. If you did not ask for it, you can ignore this message.`,
    });

    const fr = await h.post(inLanguage('devices/otp', 'fr'), { device_id: phoneDevice.id }, bearer(token));
    expect(fr.status).toBe(200);
    const [french] = await h.outbox(DEMO.email);
    expect(french?.code).toMatch(/^\d{6}$/);
    expect(french).toMatchObject({
      subject: 'Votre code de retrait d’appareil Demo Store',
      body: `${french?.code} est votre code pour retirer un appareil connecté de votre compte sur Demo Store. Il expire dans 5 minutes. Si vous ne l’avez pas demandé, vous pouvez ignorer ce message.`,
    });
    expect(h.logLines.at(-1)).toMatch(/^Outbox: email to demo@example\.com \(fr\): Votre code/);

    const ar = await h.post<OtpChallenge>(
      inLanguage('devices/otp', 'ar'),
      { device_id: phoneDevice.id },
      bearer(token),
    );
    const [arabic] = await h.outbox(DEMO.email);
    expect(arabic).toMatchObject({
      subject: 'رمز إزالة الجهاز الخاص بك من Demo Store',
      body: `رمزك لإزالة جهاز مسجَّل الدخول من حسابك في Demo Store هو ${arabic?.code}. تنتهي صلاحيته بعد 5 دقائق. إذا لم تطلبه، فيمكنك تجاهل هذه الرسالة.`,
    });
    const removed = await remove(token, ar.body.response_body.otp_id, arabic?.code ?? '');
    expect(removed.status).toBe(200);
  });

  it('an unlock link in French, then resent in Arabic; the Arabic link unlocks', async () => {
    await lockDemo();
    const sent = await unlockPost<UnlockRequest>(inLanguage('email-link', 'fr'), { username: DEMO.email });
    expect(sent.status).toBe(200);
    const [french] = await h.outbox(DEMO.email);
    expect(french?.link).toMatch(/^http:\/\/localhost:3000\/unlock\?token=[A-Za-z0-9_-]{43}$/);
    expect(french).toMatchObject({
      subject: 'Déverrouillez votre compte Demo Store',
      body: `Ouvrez ce lien pour déverrouiller votre compte Demo Store : ${french?.link} Il ne fonctionne qu’une fois et expire dans 60 minutes. Si vous ne l’avez pas demandé, vous pouvez ignorer ce message.`,
    });

    h.clock.advance(31);
    const resent = await unlockPost(inLanguage('resend', 'ar'), {
      unlock_id: sent.body.response_body.unlock_id,
    });
    expect(resent.status).toBe(200);
    const [arabic] = await h.outbox(DEMO.email);
    expect(arabic).toMatchObject({
      subject: 'ألغِ قفل حسابك في Demo Store',
      body: `افتح هذا الرابط لإلغاء قفل حسابك في Demo Store: ${arabic?.link} يعمل مرة واحدة فقط وتنتهي صلاحيته بعد 60 دقيقة. إذا لم تطلبه، فيمكنك تجاهل هذه الرسالة.`,
    });
    const token = new URL(arabic?.link ?? '').searchParams.get('token');
    expect((await unlockPost('validate-link', { token })).status).toBe(200);
    expect((await loginOn(locking, DEMO.password)).status).toBe(200);
  });

  it('an unlock code in Arabic and Hindi, English without a language; the code unlocks', async () => {
    await lockDemo();
    const english = await unlockPost<UnlockRequest>('otp', { username: DEMO.email });
    const [first] = await h.outbox(DEMO.email);
    expect(first).toMatchObject({
      subject: 'Your Demo Store unlock code',
      body: `${first?.code} is your code to unlock your Demo Store account. It expires in 60 minutes. If you did not ask for it, you can ignore this message.`,
    });
    expect(english.status).toBe(200);

    const sent = await unlockPost<UnlockRequest>(inLanguage('otp', 'ar'), { username: DEMO.email });
    const [arabic] = await h.outbox(DEMO.email);
    expect(arabic).toMatchObject({
      subject: 'رمز إلغاء القفل الخاص بك من Demo Store',
      body: `رمزك لإلغاء قفل حسابك في Demo Store هو ${arabic?.code}. تنتهي صلاحيته بعد 60 دقيقة. إذا لم تطلبه، فيمكنك تجاهل هذه الرسالة.`,
    });

    h.clock.advance(31);
    const id = sent.body.response_body.unlock_id;
    expect((await unlockPost(inLanguage('resend', 'hi'), { unlock_id: id })).status).toBe(200);
    const [hindi] = await h.outbox(DEMO.email);
    expect(hindi).toMatchObject({
      subject: 'आपका Demo Store अनलॉक कोड',
      body: `आपके Demo Store खाते को अनलॉक करने के लिए आपका कोड ${hindi?.code} है। यह 60 मिनट में समाप्त हो जाएगा। अगर आपने इसे नहीं माँगा था, तो आप इस संदेश को अनदेखा कर सकते हैं।`,
    });
    expect((await unlockPost('validate-otp', { unlock_id: id, otp: hindi?.code })).status).toBe(200);
    expect((await loginOn(locking, DEMO.password)).status).toBe(200);
  });
});

// The unlock requests count apart from sign-in (server/auth/sign-in-limits.ts),
// so the shopper who locked the account is not sent away for the window when asking to unlock it;
// the unlock mail stays capped per e-mail and address, and from all addresses.
describe('the unlock budget', () => {
  const SHOPPER = '198.51.100.40';
  const TOO_MANY = 'Too many attempts. Please try again in 15 minutes.';

  it('after wrong passwords and sign-in codes used up the sign-in budget, the unlock code still comes', async () => {
    const tight = h.makeApp({
      LOCK_AFTER_FAILED_SIGN_INS: '5',
      RATE_LIMIT_PER_ADDRESS: '10',
      RATE_LIMIT_PER_IDENTIFIER: '10',
    });
    const from = <T>(path: string, body: unknown) => h.postFrom<T>(SHOPPER, path, body, GUEST, tight);
    for (let i = 0; i < 5; i++) {
      expect((await from('login', { username: DEMO.email, password: 'Wrong-pass-1' })).status).toBe(401);
    }
    // The shopper asks for sign-in codes until the sign-in endpoints' budget for this address is
    // spent.
    for (let i = 0; i < 5; i++) {
      const generate = { purpose: 'login', channel: 'email', email: DEMO.email };
      expect((await from('otp/generate', generate)).status).toBe(200);
    }
    await h.expectError(from('login', { username: DEMO.email, password: DEMO.password }), 429, TOO_MANY);

    const sent = await from<UnlockRequest>('unlock/otp', { username: DEMO.email });
    expect(sent.status).toBe(200);
    const code = await h.latestCode(DEMO.email);
    expect((await h.outbox(DEMO.email))[0]?.subject).toBe('Your Demo Store unlock code');
    const unlocked = await from('unlock/validate-otp', {
      unlock_id: sent.body.response_body.unlock_id,
      otp: code,
    });
    expect(unlocked.status).toBe(200);
    // Elsewhere the customer signs in at once; this address waits out its sign-in budget as before.
    expect(
      (
        await h.postFrom(
          '198.51.100.41',
          'login',
          { username: DEMO.email, password: DEMO.password },
          GUEST,
          tight,
        )
      ).status,
    ).toBe(200);
  });

  it('unlock mail stays capped per e-mail and address and from all addresses; resends count too', async () => {
    const tight = h.makeApp({
      LOCK_AFTER_FAILED_SIGN_INS: '5',
      RATE_LIMIT_PER_IDENTIFIER: '3',
      RATE_LIMIT_PER_ACCOUNT: '5',
      RATE_LIMIT_PER_ADDRESS: '8',
    });
    await lockDemo();
    const from = <T>(peer: string, path: string, body: unknown) =>
      h.postFrom<T>(peer, path, body, GUEST, tight);

    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const sent = await from<UnlockRequest>('192.0.2.50', 'unlock/otp', { username: DEMO.email });
      expect(sent.status).toBe(200);
      ids.push(sent.body.response_body.unlock_id);
    }
    await h.expectError(from('192.0.2.50', 'unlock/email-link', { username: DEMO.email }), 429, TOO_MANY);
    h.clock.advance(31);
    await h.expectError(from('192.0.2.50', 'unlock/resend', { unlock_id: ids[0] }), 429, TOO_MANY);
    // Another address: two more, resend included, then the ceiling for the e-mail from anywhere.
    expect((await from('192.0.2.51', 'unlock/resend', { unlock_id: ids[0] })).status).toBe(200);
    expect((await from('192.0.2.51', 'unlock/email-link', { username: DEMO.email })).status).toBe(200);
    await h.expectError(from('192.0.2.52', 'unlock/otp', { username: DEMO.email }), 429, TOO_MANY);
    // Five unlock messages asked for, and the one the lock sent by itself (auth/lock-notice.ts).
    expect(await h.outbox(DEMO.email)).toHaveLength(6);
    // Sign-in codes keep their own budget: the same address still gets one.
    const generate = { purpose: 'login', channel: 'email', email: DEMO.email };
    expect((await from('192.0.2.50', 'otp/generate', generate)).status).toBe(200);
    // And the unlock endpoints' own per-address budget ends a flood of guesses at links.
    for (let i = 0; i < 8; i++) {
      expect((await from('192.0.2.60', 'unlock/validate-link', { token: 'short' })).status).toBe(400);
    }
    await h.expectError(from('192.0.2.60', 'unlock/validate-link', { token: 'short' }), 429, TOO_MANY);
  });
});
