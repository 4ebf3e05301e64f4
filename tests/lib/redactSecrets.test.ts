import { describe, expect, it } from 'vitest';
import { REDACTED, redactSecrets } from '../../src/lib/redactSecrets.ts';

describe('redactSecrets', () => {
  it('redactSecrets replaces tokens, passwords and codes at any depth, and cuts cycles', () => {
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    expect(
      redactSecrets({
        context: { tokens: { access: 'a', refresh: 'r', id: 'i' }, page: '/cart' },
        event: { type: 'LOGIN_SUCCEEDED', tokens: { access_token: 'a' } },
        input: { refreshToken: 'r', idToken: 'i', realmName: 'demo' },
        output: [{ signup_token: 's' }],
        verify: { type: 'VERIFY', otp: '123456' },
        submit: { type: 'SUBMIT', password: 'p', passwordAgain: 'p' },
        route: { search: { token: 'reset-link' } },
        cyclic,
      }),
    ).toEqual({
      context: { tokens: REDACTED, page: '/cart' },
      event: { type: 'LOGIN_SUCCEEDED', tokens: REDACTED },
      input: { refreshToken: REDACTED, idToken: REDACTED, realmName: 'demo' },
      output: [{ signup_token: REDACTED }],
      verify: { type: 'VERIFY', otp: REDACTED },
      submit: { type: 'SUBMIT', password: REDACTED, passwordAgain: REDACTED },
      route: { search: { token: REDACTED } },
      cyclic: { name: 'loop', self: REDACTED },
    });
  });

  it('replaces one-time codes, wherever a flow keeps them', () => {
    expect(
      redactSecrets({
        verify: { type: 'VERIFY', otp: '123456' },
        unlock: { unlock_id: 'u-1', otp: '654321' },
        outbox: { channel: 'email', code: '112233', subject: 'Your code' },
        typed: { verificationCode: '445566', unlock_code: '778899', oneTimeCode: '101010' },
      }),
    ).toEqual({
      verify: { type: 'VERIFY', otp: REDACTED },
      unlock: { unlock_id: 'u-1', otp: REDACTED },
      outbox: { channel: 'email', code: REDACTED, subject: 'Your code' },
      typed: { verificationCode: REDACTED, unlock_code: REDACTED, oneTimeCode: REDACTED },
    });
  });

  it('keeps codes that are not secrets: a coupon, a language, a pincode, an answer code', () => {
    const plain = {
      coupon_code: 'WELCOME10',
      language_code: 'hi',
      pincode: '560001',
      response_code: '14000',
      dial_code: '+91',
    };
    expect(redactSecrets(plain)).toEqual(plain);
  });

  it('replaces the token of a reset or unlock link inside any text, keeping the rest of the link', () => {
    expect(
      redactSecrets({
        location: {
          href: 'http://localhost:3000/resetPassword?token=reset-secret&lang=hi',
          searchStr: '?token=reset-secret',
        },
        message: { link: 'https://shop.example/unlock?lang=fr&token=unlock-secret#top', to: 'a@b.c' },
        hash: '/verify#otp=123456',
        search: '?q=shoes&page=2',
      }),
    ).toEqual({
      location: {
        href: `http://localhost:3000/resetPassword?token=${REDACTED}&lang=hi`,
        searchStr: `?token=${REDACTED}`,
      },
      message: { link: `https://shop.example/unlock?lang=fr&token=${REDACTED}#top`, to: 'a@b.c' },
      hash: `/verify#otp=${REDACTED}`,
      search: '?q=shoes&page=2',
    });
  });

  it("replaces the payment hand-off form's signature and access code, keeping what a developer debugs", () => {
    const handOff = {
      provider: 'amazon_payment_services',
      payment_gateway_url: 'http://localhost:3000/amazonPayment',
      fields: {
        signature: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
        command: 'PURCHASE',
        merchant_reference: 'ORD-1',
        amount: '129900',
        access_code: 'aps-access-code',
        merchant_identifier: 'merchant-1',
        currency: 'INR',
        return_url: 'http://localhost:3000/order-status?signature=abc&merchant_reference=ORD-1',
      },
    };
    expect(redactSecrets({ context: { handOff } })).toEqual({
      context: {
        handOff: {
          ...handOff,
          fields: {
            ...handOff.fields,
            signature: REDACTED,
            access_code: REDACTED,
            return_url: `http://localhost:3000/order-status?signature=${REDACTED}&merchant_reference=ORD-1`,
          },
        },
      },
    });
  });

  it('keeps plain data postable: functions dropped, dates as text', () => {
    expect(redactSecrets({ at: new Date(0), run: () => 1, list: [1, 'a', null] })).toEqual({
      at: '1970-01-01T00:00:00.000Z',
      list: [1, 'a', null],
    });
  });

  it('replaces codes under the other names they go by, and keeps the pincode', () => {
    const codes = {
      pin: '1234',
      passcode: '9911',
      mfa_code: '123456',
      smsCode: '123456',
      twoFactorCode: '123456',
      confirmationCode: '123456',
      emailCode: '123456',
    };
    expect(redactSecrets(codes)).toEqual(
      Object.fromEntries(Object.keys(codes).map((key) => [key, REDACTED])),
    );
    expect(redactSecrets({ pincode: '560001', pinned: true })).toEqual({ pincode: '560001', pinned: true });
  });

  it('replaces a secret at the start of a text, and a link inside a parameter that carries one', () => {
    expect(redactSecrets('otp=123456&next=/cart')).toBe(`otp=${REDACTED}&next=/cart`);
    const nested = `/signin?redirect=${encodeURIComponent('/resetPassword?token=abc123')}&ln=fr`;
    expect(redactSecrets(nested)).toBe(`/signin?redirect=${REDACTED}&ln=fr`);
    expect(redactSecrets('/productListing?redirect=%2Fcart&page=2')).toBe(
      '/productListing?redirect=%2Fcart&page=2',
    );
  });

  it("replaces a form field's value when its name is a secret's", () => {
    expect(
      redactSecrets([
        { name: 'signature', value: 'c2lnbmVk' },
        { name: 'amount', value: '499.00' },
      ]),
    ).toEqual([
      { name: 'signature', value: REDACTED },
      { name: 'amount', value: '499.00' },
    ]);
    // Not a field: an actor named for one-time codes keeps its state for the developer.
    const actor = { name: 'otpVerification', value: 'sending', sessionId: 'x:1' };
    expect(redactSecrets(actor)).toEqual(actor);
  });
});
