// Passwords against a real database: the forgot-password link (send, verify, update: single use,
// expiry, every session signed out) and change-password for a signed-in customer.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OutboxMessage } from '../../contracts/ums.ts';
import { bearer, DEMO, Harness, UMS } from './auth-harness.ts';

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

const SENT = 'If an account uses this e-mail, we sent a link';
const BAD_LINK = 'This link is invalid or has expired.';
const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
const WRONG_CREDENTIALS = 'The e-mail, phone or password is incorrect';
const PASSWORD_RULE = 'must be 8 to 128 characters long and contain at least one letter and one digit.';
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

async function sendLink(email = DEMO.email): Promise<string> {
  const answer = await h.post('forgot-password/send-link', { email });
  expect(answer.body).toEqual({ response_body: null, response_message: SENT });
  const [message] = await h.outbox(email);
  return new URL(message?.link ?? '').searchParams.get('token') ?? '';
}

describe('POST forgot-password/send-link', () => {
  it('e-mails a single-use link to the storefront reset page', async () => {
    const answer = await h.post('forgot-password/send-link', { email: ' Demo@Example.com ' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ response_body: null, response_message: SENT });
    const messages = await h.outbox(DEMO.email);
    expect(messages).toHaveLength(1);
    const message = messages[0] as OutboxMessage;
    expect(message.link).toMatch(/^http:\/\/localhost:3000\/resetPassword\?token=[A-Za-z0-9_-]{43}$/);
    expect(message).toEqual({
      id: expect.any(Number),
      channel: 'email',
      to: DEMO.email,
      subject: 'Reset your Demo Store password',
      body:
        `Open this link to choose a new password for your Demo Store account: ${message.link} ` +
        'It works once and expires in 60 minutes. If you did not ask for it, you can ignore this message.',
      code: null,
      link: message.link,
      created_at: '2026-03-02T09:00:00.000Z',
    });
    const token = new URL(message.link ?? '').searchParams.get('token') ?? '';
    const rows = await h.db.query<{ token_hash: string; expires_at: Date }>(
      'SELECT token_hash, expires_at FROM password_reset_tokens',
    );
    expect(rows).toEqual([{ token_hash: sha256(token), expires_at: new Date('2026-03-02T10:00:00.000Z') }]);
    expect(h.logLines).toEqual([
      `Outbox: email to demo@example.com: Reset your Demo Store password: ${message.body}`,
    ]);
  });

  it('sends the link in the request’s language, the link intact', async () => {
    const answer = await h.post('forgot-password/send-link?language-code=fr', { email: DEMO.email });
    expect(answer.status).toBe(200);
    const [message] = await h.outbox(DEMO.email);
    expect(message?.link).toMatch(/^http:\/\/localhost:3000\/resetPassword\?token=[A-Za-z0-9_-]{43}$/);
    expect(message).toMatchObject({
      subject: 'Réinitialisez votre mot de passe Demo Store',
      body:
        `Ouvrez ce lien pour choisir un nouveau mot de passe pour votre compte Demo Store : ${message?.link} ` +
        'Il ne fonctionne qu’une fois et expire dans 60 minutes. Si vous ne l’avez pas demandé, vous pouvez ignorer ce message.',
    });
    expect(h.logLines).toEqual([
      `Outbox: email to demo@example.com (fr): Réinitialisez votre mot de passe Demo Store: ${message?.body}`,
    ]);
  });

  it('answers the same for an address without an account, and sends nothing', async () => {
    const answer = await h.post('forgot-password/send-link', { email: 'nobody@example.com' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ response_body: null, response_message: SENT });
    expect(await h.outbox()).toEqual([]);
    expect(await h.count('password_reset_tokens')).toBe(0);
  });

  // The link was built from the Host header, so a stranger could have a
  // customer's reset token mailed to them inside a link to the stranger's own site.
  it('never builds the link from a Host header naming another site', async () => {
    const answer = await h.call('POST', `http://evil.example${UMS}/forgot-password/send-link`, {
      body: { email: DEMO.email },
      headers: { 'realm-name': 'demo', Origin: 'http://evil.example' },
    });
    expect(answer.status).toBe(200);
    const [message] = await h.outbox(DEMO.email);
    expect(message?.link).toMatch(/^http:\/\/localhost:3000\/resetPassword\?token=/);
    expect(message?.body).not.toContain('evil.example');
  });

  it('links to PUBLIC_ORIGIN when set, whatever the request says', async () => {
    const pinned = h.makeApp({ PUBLIC_ORIGIN: 'https://store.example.org' });
    const asked: Record<string, string>[] = [
      { Host: 'evil.example' },
      { Origin: 'http://localhost:5173' },
      { Host: '127.0.0.1:3000' },
    ];
    for (const headers of asked) {
      await h.post(
        'forgot-password/send-link',
        { email: DEMO.email },
        { 'realm-name': 'demo', ...headers },
        pinned,
      );
      expect((await h.outbox(DEMO.email))[0]?.link).toMatch(
        /^https:\/\/store\.example\.org\/resetPassword\?token=/,
      );
    }
  });

  it('outside production, links to this server on this machine, whatever Origin or port asked', async () => {
    // A loopback Origin or Host on another port is not believed either: anything on this machine
    // (another user's process, a page's script) could name its own port and receive the token.
    for (const [url, headers] of [
      [`${UMS}/forgot-password/send-link`, { Origin: 'http://localhost:5173' }],
      [`http://127.0.0.1:4173${UMS}/forgot-password/send-link`, {}],
      [`http://[::1]:4173${UMS}/forgot-password/send-link`, { Origin: 'https://evil.example' }],
    ] as const) {
      await h.call('POST', url, {
        body: { email: DEMO.email },
        headers: { 'realm-name': 'demo', ...headers },
      });
      expect((await h.outbox(DEMO.email))[0]?.link).toMatch(/^http:\/\/localhost:3000\/resetPassword\?/);
    }
  });

  it('in production, logs the message without its link (the outbox keeps it for the mail relay)', async () => {
    const production = h.makeApp({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.com' });
    await h.call('POST', `${UMS}/forgot-password/send-link`, {
      body: { email: DEMO.email },
      headers: { 'realm-name': 'demo' },
      app: production,
    });
    const [message] = await h.outbox(DEMO.email);
    expect(message?.link).toMatch(/^https:\/\/shop\.example\.com\/resetPassword\?token=/);
    expect(h.logLines.at(-1)).toBe(
      `Outbox: email to demo@example.com: Reset your Demo Store password (message ${message?.id}; its text is not logged)`,
    );
    expect(h.logLines.join('\n')).not.toContain(message?.link?.split('token=')[1] ?? 'no token');
  });

  it('in production, links to PUBLIC_URL only', async () => {
    const production = h.makeApp({
      NODE_ENV: 'production',
      PORT: '8080',
      PUBLIC_URL: 'https://shop.example.com',
    });
    await h.call('POST', `http://127.0.0.1:4173${UMS}/forgot-password/send-link`, {
      body: { email: DEMO.email },
      headers: { 'realm-name': 'demo', Origin: 'http://localhost:5173' },
      app: production,
    });
    expect((await h.outbox(DEMO.email))[0]?.link).toMatch(/^https:\/\/shop\.example\.com\/resetPassword\?/);
  });

  it.each([
    [{}, '“E-mail address” is required.'],
    [{ email: 'demo' }, 'Please enter a valid e-mail address.'],
    [{ email: ['demo@example.com'] }, '“E-mail address” must be text.'],
  ])('answers 400 for %j', async (body, message) => {
    await h.expectError(h.post('forgot-password/send-link', body), 400, message);
  });
});

describe('POST forgot-password/verify-token', () => {
  it('names the account, masked, while the link is live', async () => {
    const token = await sendLink();
    h.clock.advance(3599);
    const answer = await h.post('forgot-password/verify-token', { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      response_body: { email: 'd***@example.com' },
      response_message: 'Choose a new password',
    });
    h.clock.advance(1);
    await h.expectError(h.post('forgot-password/verify-token', { token }), 400, BAD_LINK);
  });

  it('refuses made-up tokens and another store’s link', async () => {
    const token = await sendLink();
    await h.expectError(h.post('forgot-password/verify-token', { token: 'x'.repeat(43) }), 400, BAD_LINK);
    await h.expectError(h.post('forgot-password/verify-token', { token: 'short' }), 400, BAD_LINK);
    await h.expectError(
      h.post('forgot-password/verify-token', { token }, { 'realm-name': 'plain' }),
      400,
      BAD_LINK,
    );
    await h.expectError(h.post('forgot-password/verify-token', {}), 400, '“token” is required.');
  });
});

describe('POST forgot-password/update', () => {
  it('sets the password, uses the link up and signs the customer out everywhere', async () => {
    const phone = await h.login();
    const laptop = await h.login('+91 9876543210');
    const token = await sendLink();
    const answer = await h.post('forgot-password/update', { token, password: 'Brand-new-pass-7' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      response_body: null,
      response_message: 'Your password has been changed. Please sign in with your new password.',
    });

    await h.expectError(
      h.post('login', { username: DEMO.email, password: DEMO.password }),
      401,
      WRONG_CREDENTIALS,
    );
    expect((await h.login(DEMO.email, 'Brand-new-pass-7')).token_type).toBe('Bearer');
    for (const tokens of [phone, laptop]) {
      await h.expectError(h.refresh(tokens.refresh_token), 401, SESSION_EXPIRED);
      await h.expectError(h.get(`${UMS}/profile`, bearer(tokens.access_token)), 401, SESSION_EXPIRED);
    }
    expect(await h.count('login_sessions', "revoked_reason = 'password_reset'")).toBe(2);

    await h.expectError(
      h.post('forgot-password/update', { token, password: 'Another-pass-8' }),
      400,
      BAD_LINK,
    );
    await h.expectError(h.post('forgot-password/verify-token', { token }), 400, BAD_LINK);
  });

  it('voids the other links of the customer once one is used', async () => {
    const older = await sendLink();
    const newer = await sendLink();
    expect(older).not.toBe(newer);
    expect(
      (await h.post('forgot-password/update', { token: newer, password: 'Brand-new-pass-7' })).status,
    ).toBe(200);
    await h.expectError(
      h.post('forgot-password/update', { token: older, password: 'Another-pass-8' }),
      400,
      BAD_LINK,
    );
  });

  it('refuses an expired link and keeps the old password', async () => {
    const token = await sendLink();
    h.clock.advance(3600);
    await h.expectError(
      h.post('forgot-password/update', { token, password: 'Brand-new-pass-7' }),
      400,
      BAD_LINK,
    );
    expect((await h.login()).token_type).toBe('Bearer');
  });

  it('checks the new password against the policy first', async () => {
    const token = await sendLink();
    await h.expectError(
      h.post('forgot-password/update', { token, password: 'short7' }),
      400,
      `“Password” ${PASSWORD_RULE}`,
    );
    await h.expectError(
      h.post('forgot-password/update', { token: 'made-up', password: 'nodigitshere' }),
      400,
      `“Password” ${PASSWORD_RULE}`,
    );
    await h.expectError(h.post('forgot-password/update', { token }), 400, '“Password” is required.');
    await h.expectError(
      h.post('forgot-password/update', { password: 'Brand-new-pass-7' }),
      400,
      '“token” is required.',
    );
    // The link survived the refused attempts.
    expect((await h.post('forgot-password/update', { token, password: 'Brand-new-pass-7' })).status).toBe(
      200,
    );
  });
});

describe('POST change-password', () => {
  const change = (body: unknown, token?: string) =>
    h.post('change-password', body, token === undefined ? { 'realm-name': 'demo' } : bearer(token));

  it('changes the password; this session stays, every other session ends', async () => {
    const here = await h.login();
    const elsewhere = await h.login();
    const answer = await change(
      { current_password: DEMO.password, new_password: 'Changed-pass-3' },
      here.access_token,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ response_body: null, response_message: 'Your password has been changed' });

    expect((await h.get(`${UMS}/profile`, bearer(here.access_token))).status).toBe(200);
    expect((await h.refresh(here.refresh_token)).status).toBe(200);
    await h.expectError(h.refresh(elsewhere.refresh_token), 401, SESSION_EXPIRED);
    await h.expectError(h.get(`${UMS}/profile`, bearer(elsewhere.access_token)), 401, SESSION_EXPIRED);
    expect(await h.count('login_sessions', "revoked_reason = 'password_change'")).toBe(1);

    await h.expectError(
      h.post('login', { username: DEMO.email, password: DEMO.password }),
      401,
      WRONG_CREDENTIALS,
    );
    expect((await h.login(DEMO.email, 'Changed-pass-3')).token_type).toBe('Bearer');
  });

  it('answers 400 for a wrong current password and changes nothing', async () => {
    const tokens = await h.login();
    await h.expectError(
      change({ current_password: 'Not-my-pass-1', new_password: 'Changed-pass-3' }, tokens.access_token),
      400,
      'The current password is incorrect',
    );
    expect((await h.login()).token_type).toBe('Bearer');
  });

  it('answers 401 without a token, with a bad one and with an expired one', async () => {
    const body = { current_password: DEMO.password, new_password: 'Changed-pass-3' };
    await h.expectError(change(body), 401, 'Please sign in');
    await h.expectError(change(body, 'not.a.token'), 401, SESSION_EXPIRED);
    const tokens = await h.login();
    h.clock.advance(900);
    await h.expectError(change(body, tokens.access_token), 401, SESSION_EXPIRED);
    h.clock.reset();
    expect((await h.login()).token_type).toBe('Bearer');
  });

  it.each([
    [{ new_password: 'Changed-pass-3' }, '“Current password” is required.'],
    [{ current_password: DEMO.password }, '“New password” is required.'],
    [{ current_password: DEMO.password, new_password: 'short1' }, `“New password” ${PASSWORD_RULE}`],
    [
      { current_password: DEMO.password, new_password: DEMO.password },
      'The new password must be different from the current one.',
    ],
  ])('answers 400 for %j', async (body, message) => {
    const tokens = await h.login();
    await h.expectError(change(body, tokens.access_token), 400, message);
  });
});
