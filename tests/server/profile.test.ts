// The signed-in customer's profile (SPEC section 2, /myProfile; section 7: profile, profile image,
// verify send-otp, country codes): names, picture, and a new e-mail or phone confirmed by a code
// sent to it. Only the caller's own account; bad input 400 with a message, never a 500.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CountryCodes, CustomerProfile, OtpChallenge } from '../../contracts/ums.ts';
import { bearer, DEMO, GUEST, Harness, UMS } from './auth-harness.ts';
import { concat, JPEG, png, pngOfSize } from './image-fixtures.ts';

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

const PNG = png();

async function customer(email = 'asha@example.com') {
  const tokens = await h.signUp(email, 'Secret-pass-1', { first: 'Asha', last: 'Rao' });
  return tokens.access_token;
}

const profile = (token: string) => h.get<CustomerProfile>(`${UMS}/profile`, bearer(token));
const putProfile = (token: string, body: unknown) =>
  h.call<CustomerProfile>('PUT', `${UMS}/profile`, { body, headers: bearer(token) });
const sendOtp = (token: string, body: unknown) =>
  h.post<OtpChallenge>('verify/send-otp', body, bearer(token));
const validate = (token: string, body: unknown) =>
  h.post<CustomerProfile>('verify/validate-otp', body, bearer(token));

async function upload(token: string, bytes: Uint8Array, type: string) {
  const response = await h.app.request(`${UMS}/profile-image`, {
    method: 'PUT',
    headers: { ...bearer(token), 'Content-Type': type },
    body: new Blob([new Uint8Array(bytes)]),
  });
  return {
    status: response.status,
    body: (await response.json()) as { response_body: CustomerProfile | null; response_message: string },
  };
}

describe('GET and PUT profile', () => {
  it('answers the caller’s own profile', async () => {
    const token = await customer();
    const answer = await profile(token);
    expect(answer.status).toBe(200);
    expect(answer.body.response_body).toMatchObject({
      first_name: 'Asha',
      last_name: 'Rao',
      email: 'asha@example.com',
      phone: null,
      phone_extension: null,
      phone_number: null,
      profile_image_url: null,
    });
  });

  it('a guest is asked to sign in', async () => {
    await h.expectError(h.get(`${UMS}/profile`, GUEST), 401, 'Please sign in');
    await h.expectError(
      h.call('PUT', `${UMS}/profile`, { body: { first_name: 'A', last_name: 'B' }, headers: GUEST }),
      401,
      'Please sign in',
    );
  });

  it('changes the names, trimmed and with their spaces collapsed, and only the caller’s', async () => {
    const token = await customer();
    const demo = (await h.login()).access_token;
    const answer = await putProfile(token, { first_name: '  Asha   Devi ', last_name: 'Rao-Menon' });
    expect(answer.status).toBe(200);
    expect(answer.body.response_body).toMatchObject({ first_name: 'Asha Devi', last_name: 'Rao-Menon' });
    expect((await profile(token)).body.response_body.first_name).toBe('Asha Devi');
    expect((await profile(demo)).body.response_body.email).toBe(DEMO.email);
    expect((await profile(demo)).body.response_body.first_name).not.toBe('Asha Devi');
  });

  it.each([
    [{ last_name: 'Rao' }, '“First name” is required.'],
    [{ first_name: '   ', last_name: 'Rao' }, '“First name” is required.'],
    [{ first_name: 'x'.repeat(61), last_name: 'Rao' }, '“First name” must be 1 to 60 characters.'],
    [{ first_name: 'Asha', last_name: 42 }, '“Last name” must be text.'],
    [
      { first_name: 'Asha\u202e', last_name: 'Rao' },
      '“First name” must not contain invisible formatting characters (such as text-direction or zero-width marks).',
    ],
    [
      { first_name: 'Asha\u034f', last_name: 'Rao' },
      '“First name” must contain letters, with no invisible characters and no more than 4 accents on one letter.',
    ],
    [
      { first_name: '\u034f\u17b4', last_name: 'Rao' },
      '“First name” must contain at least one visible character.',
    ],
    [
      { first_name: 'As\u17b5ha', last_name: 'Rao' },
      '“First name” must contain letters, with no invisible characters and no more than 4 accents on one letter.',
    ],
    [
      { first_name: 'Asha', last_name: '\u115f\u1160' },
      '“Last name” must contain at least one visible character.',
    ],
    [
      { first_name: 'Asha', last_name: '\uffa0Rao' },
      '“Last name” must contain letters, with no invisible characters and no more than 4 accents on one letter.',
    ],
    [
      { first_name: 'Asha', last_name: '\u3164Rao' },
      '“Last name” must contain letters, with no invisible characters and no more than 4 accents on one letter.',
    ],
    [
      { first_name: `a${'\u0301'.repeat(30)}`, last_name: 'Rao' },
      '“First name” must contain letters, with no invisible characters and no more than 4 accents on one letter.',
    ],
    [
      { first_name: '1234', last_name: 'Rao' },
      '“First name” must contain letters, with no invisible characters and no more than 4 accents on one letter.',
    ],
  ])('%j is a 400: %s', async (body, message) => {
    const token = await customer();
    await h.expectError(putProfile(token, body), 400, message);
  });

  it('a body that is not JSON is refused with a message', async () => {
    const token = await customer();
    const answer = await h.call('PUT', `${UMS}/profile`, { raw: '{"first_name":', headers: bearer(token) });
    expect(answer.status).toBe(400);
    expect(answer.body.response_message).toBe('The request body is not valid JSON');
  });
});

describe('PUT and DELETE profile-image', () => {
  it('stores the picture, serves it under /media, replaces and removes it', async () => {
    const token = await customer();
    const first = await upload(token, PNG, 'image/png');
    expect(first.status).toBe(200);
    const url = first.body.response_body?.profile_image_url ?? '';
    expect(url).toMatch(/^\/media\/customers\/[0-9a-f-]+\/profile-[0-9a-f]{24}\.png$/);
    const served = await h.app.request(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);

    const second = await upload(token, JPEG, 'image/jpeg');
    expect(second.body.response_body?.profile_image_url).toMatch(/\.jpg$/);
    // The old file is gone: one picture per customer.
    expect((await h.app.request(url)).status).toBe(404);
    expect((await profile(token)).body.response_body.profile_image_url).toBe(
      second.body.response_body?.profile_image_url,
    );

    const removed = await h.call<CustomerProfile>('DELETE', `${UMS}/profile-image`, {
      headers: bearer(token),
    });
    expect(removed.status).toBe(200);
    expect(removed.body.response_body.profile_image_url).toBeNull();
    expect((await h.app.request(second.body.response_body?.profile_image_url ?? '')).status).toBe(404);
    // Removing again is harmless.
    expect((await h.call('DELETE', `${UMS}/profile-image`, { headers: bearer(token) })).status).toBe(200);
  });

  it.each([
    [
      'a GIF',
      new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]),
      'image/gif',
      'The picture must be a PNG, JPEG or WebP image',
    ],
    [
      'text called a PNG',
      new TextEncoder().encode('hello, not a picture'),
      'image/png',
      'The file is not the PNG, JPEG or WebP image its type says',
    ],
    ['a JPEG called a PNG', JPEG, 'image/png', 'The file is not the PNG, JPEG or WebP image its type says'],
    ['an empty body', new Uint8Array(), 'image/png', 'The picture is empty'],
  ])('%s is a 400', async (_name, bytes, type, message) => {
    const token = await customer();
    const answer = await upload(token, bytes, type);
    expect(answer).toEqual({ status: 400, body: { response_body: null, response_message: message } });
    expect((await profile(token)).body.response_body.profile_image_url).toBeNull();
  });

  it.each([
    ['a PNG cut short', PNG.subarray(0, PNG.length - 1), 'image/png'],
    ['a PNG header and nothing else', PNG.subarray(0, 33), 'image/png'],
    [
      'a JPEG with garbage after its header',
      concat(JPEG.subarray(0, 20), new Uint8Array(64).fill(9)),
      'image/jpeg',
    ],
  ])('%s is a 422, and the picture stays as it was', async (_name, bytes, type) => {
    const token = await customer();
    const answer = await upload(token, bytes, type);
    expect(answer).toEqual({
      status: 422,
      body: {
        response_body: null,
        response_message:
          'The picture is cut short or damaged, or larger than 10000 pixels a side or 40 million pixels in all.',
      },
    });
    expect((await profile(token)).body.response_body.profile_image_url).toBeNull();
  });

  it('a picture over 1 MB is refused with a message (413)', async () => {
    const token = await customer();
    const big = pngOfSize(1024 * 1024 + 1);
    const answer = await upload(token, big, 'image/png');
    expect(answer).toEqual({
      status: 413,
      body: { response_body: null, response_message: 'The picture must be at most 1 MB.' },
    });
  });

  it('a guest cannot upload', async () => {
    const response = await h.app.request(`${UMS}/profile-image`, {
      method: 'PUT',
      headers: { ...GUEST, 'Content-Type': 'image/png' },
      body: new Blob([PNG]),
    });
    expect(response.status).toBe(401);
  });
});

describe('GET country-codes', () => {
  it('lists the codes, +91 first', async () => {
    const answer = await h.get<CountryCodes>(`${UMS}/country-codes`);
    expect(answer.status).toBe(200);
    const codes = answer.body.response_body.country_codes;
    expect(codes[0]).toEqual({ iso: 'IN', name: 'India', dial_code: '+91' });
    expect(codes.map((code) => code.dial_code)).toContain('+27');
  });
});

describe('verify send-otp, resend-otp and validate-otp', () => {
  it('changes the e-mail once the code sent to the new address is given', async () => {
    const token = await customer();
    const sent = await sendOtp(token, { channel: 'email', email: ' Asha.New@Example.com ' });
    expect(sent.status).toBe(200);
    expect(sent.body.response_body.destination).toBe('a***@example.com');
    const code = await h.latestCode('asha.new@example.com');
    // Nothing changes before the code is given.
    expect((await profile(token)).body.response_body.email).toBe('asha@example.com');
    const changed = await validate(token, { otp_id: sent.body.response_body.otp_id, otp: code });
    expect(changed.status).toBe(200);
    expect(changed.body.response_message).toBe('Your e-mail address has been changed');
    expect(changed.body.response_body.email).toBe('asha.new@example.com');
    // The new address signs in; the old one no longer does.
    await h.login('asha.new@example.com', 'Secret-pass-1');
    expect((await h.post('login', { username: 'asha@example.com', password: 'Secret-pass-1' })).status).toBe(
      401,
    );
    // A replay of the same code is refused.
    await h.expectError(
      validate(token, { otp_id: sent.body.response_body.otp_id, otp: code }),
      400,
      'This code has already been used. Ask for a new code.',
    );
  });

  it('changes the phone, with a country code of the list', async () => {
    const token = await customer();
    const sent = await sendOtp(token, {
      channel: 'phone',
      phone_extension: '+44',
      phone_number: '7700900123',
    });
    expect(sent.status).toBe(200);
    expect(sent.body.response_body.destination).toBe('+44 ******0123');
    const code = await h.latestCode('+44 7700900123');
    const changed = await validate(token, { otp_id: sent.body.response_body.otp_id, otp: code });
    expect(changed.status).toBe(200);
    expect(changed.body.response_body).toMatchObject({
      phone: '+44 7700900123',
      phone_extension: '+44',
      phone_number: '7700900123',
    });
  });

  it('sends the code in the request’s language (English without one), the code intact', async () => {
    const token = await customer();
    expect((await sendOtp(token, { channel: 'email', email: 'asha.en@example.com' })).status).toBe(200);
    const [english] = await h.outbox('asha.en@example.com');
    expect(english).toMatchObject({
      subject: 'Your Demo Store confirmation code',
      body: `${english?.code} is your code to confirm this address at Demo Store. It expires in 5 minutes. If you did not ask for it, you can ignore this message.`,
    });
    const fr = await h.post(
      'verify/send-otp?language-code=fr',
      { channel: 'email', email: 'asha.fr@example.com' },
      bearer(token),
    );
    expect(fr.status).toBe(200);
    const [french] = await h.outbox('asha.fr@example.com');
    expect(french).toMatchObject({
      subject: 'Votre code de confirmation Demo Store',
      body: `${french?.code} est votre code pour confirmer cette adresse sur Demo Store. Il expire dans 5 minutes. Si vous ne l’avez pas demandé, vous pouvez ignorer ce message.`,
    });
    const phone = { channel: 'phone', phone_extension: '+91', phone_number: '9876501234' };
    const ar = await h.post<OtpChallenge>('verify/send-otp?language-code=ar', phone, bearer(token));
    const [arabic] = await h.outbox('+91 9876501234');
    expect(arabic?.code).toMatch(/^\d{6}$/);
    expect(arabic).toMatchObject({
      channel: 'phone',
      subject: 'رمز التأكيد الخاص بك من Demo Store',
      body: `رمزك لتأكيد هذا العنوان في Demo Store هو ${arabic?.code}. تنتهي صلاحيته بعد 5 دقائق. إذا لم تطلبه، فيمكنك تجاهل هذه الرسالة.`,
    });
    const changed = await validate(token, { otp_id: ar.body.response_body.otp_id, otp: arabic?.code });
    expect(changed.body.response_body.phone).toBe('+91 9876501234');
  });

  it('a wrong code is a 400 and changes nothing; resend-otp sends a new one after the wait', async () => {
    const token = await customer();
    const sent = await sendOtp(token, { channel: 'email', email: 'asha2@example.com' });
    const otpId = sent.body.response_body.otp_id;
    const right = await h.latestCode('asha2@example.com');
    const wrong = right === '000000' ? '111111' : '000000';
    await h.expectError(validate(token, { otp_id: otpId, otp: wrong }), 400, 'The code is incorrect');
    expect((await profile(token)).body.response_body.email).toBe('asha@example.com');
    expect((await h.post('verify/resend-otp', { otp_id: otpId }, bearer(token))).status).toBe(429);
    h.clock.advance(sent.body.response_body.resend_in);
    const again = await h.post<OtpChallenge>('verify/resend-otp', { otp_id: otpId }, bearer(token));
    expect(again.status).toBe(200);
    const fresh = await h.latestCode('asha2@example.com');
    expect((await validate(token, { otp_id: otpId, otp: fresh })).status).toBe(200);
  });

  it('another customer’s code request is a 404, and so are sign-up and sign-in codes', async () => {
    const asha = await customer();
    const ravi = await customer('ravi@example.com');
    const sent = await sendOtp(asha, { channel: 'email', email: 'asha3@example.com' });
    const otpId = sent.body.response_body.otp_id;
    const code = await h.latestCode('asha3@example.com');
    const missing = 'This code request was not found. Ask for a new code.';
    await h.expectError(validate(ravi, { otp_id: otpId, otp: code }), 404, missing);
    await h.expectError(h.post('verify/resend-otp', { otp_id: otpId }, bearer(ravi)), 404, missing);
    const login = await h.generate({ purpose: 'login', channel: 'email', email: 'ravi@example.com' });
    await h.expectError(
      validate(ravi, { otp_id: login.otp_id, otp: await h.latestCode('ravi@example.com') }),
      404,
      missing,
    );
    // A contact code does not sign anyone in.
    await h.expectError(
      h.post('login-otp', { otp_id: otpId, otp: code }),
      400,
      'This code was sent for another step. Please ask for a new code here.',
    );
    expect((await profile(asha)).body.response_body.email).toBe('asha@example.com');
  });

  it('an address another account uses, or the customer’s own, is a 409', async () => {
    const token = await customer();
    await h.expectError(
      sendOtp(token, { channel: 'email', email: DEMO.email }),
      409,
      'Another account uses this e-mail address.',
    );
    await h.expectError(
      sendOtp(token, { channel: 'phone', phone_extension: '+91', phone_number: '9876543210' }),
      409,
      'Another account uses this phone number.',
    );
    await h.expectError(
      sendOtp(token, { channel: 'email', email: 'ASHA@example.com' }),
      409,
      'This is already your e-mail address',
    );
  });

  it('an address taken between the code and its use is a 409, and nothing changes', async () => {
    const token = await customer();
    const sent = await sendOtp(token, { channel: 'email', email: 'taken@example.com' });
    const code = await h.latestCode('taken@example.com');
    await customer('taken@example.com');
    await h.expectError(
      validate(token, { otp_id: sent.body.response_body.otp_id, otp: code }),
      409,
      'Another account uses this e-mail address.',
    );
    expect((await profile(token)).body.response_body.email).toBe('asha@example.com');
  });

  it.each([
    [{ channel: 'fax' }, '“channel” must be one of email, phone.'],
    [{ channel: 'email' }, '“E-mail address” is required.'],
    [{ channel: 'email', email: 'not-an-address' }, 'Please enter a valid e-mail address.'],
    [
      { channel: 'phone', phone_extension: '+999', phone_number: '123456789' },
      'Please choose a country code from the list.',
    ],
    [{ channel: 'phone', phone_extension: '+91', phone_number: '12345' }, 'A phone number has 10 digits.'],
    [
      { channel: 'phone', phone_extension: '+44', phone_number: '12ab5678' },
      'A phone number has 6 to 14 digits.',
    ],
  ])('send-otp %j is a 400: %s', async (body, message) => {
    const token = await customer();
    await h.expectError(sendOtp(token, body), 400, message);
  });

  it.each([
    [{ otp_id: 'nope', otp: '123456' }, 'otp_id is not a valid code request id'],
    [{ otp_id: '00000000-0000-4000-8000-000000000000', otp: '12' }, 'The code has 6 digits.'],
    [{ otp: '123456' }, '“otp_id” is required.'],
  ])('validate-otp %j is a 400: %s', async (body, message) => {
    const token = await customer();
    await h.expectError(validate(token, body), 400, message);
  });

  it('a guest is asked to sign in', async () => {
    await h.expectError(
      h.post('verify/send-otp', { channel: 'email', email: 'a@example.com' }),
      401,
      'Please sign in',
    );
  });
});
