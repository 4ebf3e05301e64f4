// Control characters in text input: the database refuses byte 0, so a NUL that
// reached SQL answered 500. Every query-string value and JSON string is checked first, and gets a
// 400 naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldLabel } from '../../server/i18n/field-labels.ts';
import { renderMessage } from '../../server/i18n/render-message.ts';
import { msg } from '../../server/i18n/server-message.ts';
import { DEMO, Harness, UMS } from './auth-harness.ts';
import { expectError, PBS } from './catalogue-kit.ts';

let h: Harness;

beforeAll(async () => {
  h = await Harness.open();
});

afterAll(async () => {
  await h.db.close();
});

describe('control characters in query strings', () => {
  it.each([
    [`${PBS}/search-category?search=%00`, '“Search” must not contain control characters.'],
    [`${PBS}/search-product?search=a%00b`, '“Search” must not contain control characters.'],
    [`${PBS}/products?q=shirt%00`, '“q” must not contain control characters.'],
    [`${PBS}/products?search=%1B%5B31m`, '“Search” must not contain control characters.'],
    [`${PBS}/languages?realm-name=demo%00`, '“realm-name” must not contain control characters.'],
    [
      `${UMS}/validate-store?store-realmname=%7Fdemo`,
      '“store-realmname” must not contain control characters.',
    ],
    [`${PBS}/banners?language-code=en%0A`, '“language-code” must not contain control characters.'],
  ])('answers 400 for %s', async (path, message) => {
    await expectError(h.app, path, 400, message);
  });

  it('answers 400 in the development outbox too', async () => {
    await h.expectError(
      h.call('GET', '/dev/outbox?to=a%00@example.com'),
      400,
      '“to” must not contain control characters.',
    );
  });
});

describe('control characters in JSON bodies', () => {
  it.each([
    ['login', { username: `${DEMO.email}\u0000`, password: DEMO.password }, 'username'],
    ['otp/generate', { purpose: 'login', channel: 'email', email: 'a\u0000@example.com' }, 'email'],
    ['otp/generate', { purpose: 'login\u0000', channel: 'email', email: DEMO.email }, 'purpose'],
    ['forgot-password/send-link', { email: `${DEMO.email}\u0007` }, 'email'],
    ['forgot-password/verify-token', { token: `${'x'.repeat(42)}\u0000` }, 'token'],
    ['refresh-token', { refresh_token: 'abc\u0000', realm_name: 'demo' }, 'refresh_token'],
    [
      'customer-signup',
      { signup_token: 't', first_name: 'Ra\u0000vi', last_name: 'Kumar', password: 'Secret-pass-1' },
      'first_name',
    ],
    [
      'customer-signup',
      { signup_token: 't', first_name: 'Ravi', last_name: 'Kumar', password: 'Secret\tpass-1' },
      'password',
    ],
  ])('answers 400 for POST %s with a control character in %s', async (path, body, field) => {
    const said = msg('“{field}” must not contain control characters.', { field: fieldLabel(field) });
    await h.expectError(h.post(path, body), 400, renderMessage(said, null));
  });

  it('refuses them in passwords too (scrypt in OpenSSL ignores a trailing NUL)', async () => {
    await h.expectError(
      h.post('login', { username: DEMO.email, password: `${DEMO.password}\u0000` }),
      400,
      '“Password” must not contain control characters.',
    );
  });
});

describe('what is still accepted', () => {
  it('keeps ordinary text, including accents and symbols', async () => {
    const answer = await h.app.request(`${PBS}/search-category?search=${encodeURIComponent('Café & co')}`, {
      headers: { 'realm-name': 'demo' },
    });
    expect(answer.status).toBe(200);
  });
});
