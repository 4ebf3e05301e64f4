// The development outbox: opt-in with DEV_OUTBOX=true, never in production, and
// only for requests from this machine; filtering and emptying it.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OutboxMessage } from '../../contracts/ums.ts';
import { loadConfig } from '../../server/config.ts';
import { startupNotes } from '../../server/startup-notes.ts';
import { DEMO, fromPeer, GUEST, Harness, LOOPBACK } from './auth-harness.ts';

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

describe('who gets the outbox', () => {
  const NOT_FOUND = 'Endpoint not found';
  const THIS_MACHINE_ONLY = 'The development outbox answers only requests from this machine';

  it('is absent unless DEV_OUTBOX=true, whatever NODE_ENV says', async () => {
    const envs: Record<string, string>[] = [{}, { NODE_ENV: 'development' }, { NODE_ENV: 'test' }];
    for (const env of envs) {
      const app = h.makeApp({ DEV_OUTBOX: 'false', ...env });
      for (const method of ['GET', 'DELETE']) {
        await h.expectError(h.call(method, '/dev/outbox?to=demo@example.com', { app }), 404, NOT_FOUND);
      }
    }
  });

  it('answers only this machine: another address, or anyone through a proxy, gets 403', async () => {
    await h.generate({ purpose: 'login', channel: 'email', email: DEMO.email });
    for (const peer of ['203.0.113.5', '10.0.0.2', '::ffff:192.0.2.1', '2001:db8::1']) {
      for (const method of ['GET', 'DELETE']) {
        await h.expectError(h.call(method, '/dev/outbox', { peer }), 403, THIS_MACHINE_ONLY);
      }
    }
    // A proxy on this machine (nginx beside the server) forwards other people's requests.
    for (const header of ['X-Forwarded-For', 'Forwarded', 'X-Real-IP']) {
      await h.expectError(
        h.call('GET', '/dev/outbox', { headers: { [header]: '127.0.0.1' } }),
        403,
        THIS_MACHINE_ONLY,
      );
    }
    expect(await h.count('outbox_messages')).toBe(1);
    for (const peer of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect((await h.call('GET', '/dev/outbox', { peer })).status).toBe(200);
    }
  });

  // Security review: a page on another site whose name is made to resolve to 127.0.0.1 (DNS
  // rebinding) reads this machine's outbox as its own origin, sending its own name as Host.
  it('answers only requests addressed to this machine by name: localhost, 127.0.0.1 or [::1]', async () => {
    const WRONG_HOST =
      'The development outbox answers only requests addressed to localhost, 127.0.0.1 or [::1]';
    await h.generate({ purpose: 'login', channel: 'email', email: DEMO.email });
    for (const host of [
      'evil.example',
      'evil.example:3000',
      'localhost.evil.example',
      '127.0.0.1.nip.io:3000',
      '192.168.1.5:3000',
      '127.0.0.2:3000',
      '[::2]',
      'a b',
      '',
    ]) {
      for (const method of ['GET', 'DELETE']) {
        await h.expectError(h.call(method, '/dev/outbox', { headers: { Host: host } }), 403, WRONG_HOST);
      }
    }
    expect(await h.count('outbox_messages')).toBe(1);
    for (const host of [
      'localhost',
      'localhost:3000',
      'LOCALHOST:5173',
      '127.0.0.1:3000',
      '[::1]:3000',
      '[::1]',
    ]) {
      expect((await h.call('GET', '/dev/outbox', { headers: { Host: host } })).status).toBe(200);
    }
  });

  it('is emptied only from a page on this machine, or by a client that sends no Origin', async () => {
    const FOREIGN_ORIGIN = 'The development outbox can be emptied only from a page on this machine';
    await h.generate({ purpose: 'login', channel: 'email', email: DEMO.email });
    for (const origin of ['https://evil.example', 'http://localhost.evil.example:3000', 'null', 'file://']) {
      await h.expectError(
        h.call('DELETE', '/dev/outbox', { headers: { Origin: origin } }),
        403,
        FOREIGN_ORIGIN,
      );
    }
    expect(await h.count('outbox_messages')).toBe(1);
    // Reading is left to the Host check and the browser's same-origin rule.
    expect((await h.call('GET', '/dev/outbox', { headers: { Origin: 'https://evil.example' } })).status).toBe(
      200,
    );
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:5173', 'https://[::1]:8443']) {
      expect((await h.call('DELETE', '/dev/outbox', { headers: { Origin: origin } })).status).toBe(200);
    }
    expect((await h.call('DELETE', '/dev/outbox')).status).toBe(200);
  });

  it('is refused in production, and any value but true or false', () => {
    expect(() =>
      loadConfig({ DEV_OUTBOX: 'true', NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.com' }),
    ).toThrow('DEV_OUTBOX=true shows every one-time code and reset link to anyone who asks');
    expect(() => loadConfig({ DEV_OUTBOX: 'yes' })).toThrow('DEV_OUTBOX must be true or false, got "yes"');
    expect(loadConfig({}).devOutbox).toBe(false);
    expect(loadConfig({ DEV_OUTBOX: 'true' }).devOutbox).toBe(true);
  });

  it('says at start-up where codes and links go', () => {
    expect(startupNotes(loadConfig({}))).toContain(
      'One-time codes and reset links are written to this log (set DEV_OUTBOX=true to see them at /dev/outbox too)',
    );
    expect(startupNotes(loadConfig({}))).toContain(
      "PUBLIC_URL is not set: e-mailed links point to http://localhost:3000; set it to the storefront's address",
    );
    const notes = startupNotes(
      loadConfig({ DEV_OUTBOX: 'true', PORT: '8080', PUBLIC_URL: 'https://shop.example.com' }),
    );
    expect(notes).toContain(
      'Development outbox: one-time codes and reset links are in this log and at http://localhost:8080/dev/outbox (for this machine only)',
    );
    expect(notes.join('\n')).not.toContain('PUBLIC_URL');
  });
});

describe('/dev/outbox', () => {
  async function sendSome(): Promise<void> {
    await h.generate({ purpose: 'login', channel: 'email', email: DEMO.email });
    await h.generate({
      purpose: 'login',
      channel: 'phone',
      phone_extension: '+91',
      phone_number: '9876543210',
    });
    await h.post('forgot-password/send-link', { email: DEMO.email });
  }

  it('lists every message, newest first', async () => {
    await sendSome();
    const messages = await h.outbox();
    expect(messages.map((message) => [message.to, message.subject])).toEqual([
      ['demo@example.com', 'Reset your Demo Store password'],
      ['+91 9876543210', 'Your Demo Store sign-in code'],
      ['demo@example.com', 'Your Demo Store sign-in code'],
    ]);
    const ids = messages.map((message) => message.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it.each([
    ['demo@example.com', ['Reset your Demo Store password', 'Your Demo Store sign-in code'], 'email'],
    ['DEMO@example.com', ['Reset your Demo Store password', 'Your Demo Store sign-in code'], 'email'],
    ['%2B91%209876543210', ['Your Demo Store sign-in code'], 'phone'],
    ['+91 9876543210', ['Your Demo Store sign-in code'], 'phone'],
    ['%2B919876543210', ['Your Demo Store sign-in code'], 'phone'],
    ['9876543210', ['Your Demo Store sign-in code'], 'phone'],
    ['someone@example.com', [], 'email'],
  ])('filters by ?to=%s', async (to, subjects, channel) => {
    await sendSome();
    const answer = await h.call<{ messages: OutboxMessage[] }>('GET', `/dev/outbox?to=${to}`);
    expect(answer.status).toBe(200);
    const { messages } = answer.body.response_body;
    expect(messages.map((message) => message.subject)).toEqual(subjects);
    for (const message of messages) expect(message.channel).toBe(channel);
  });

  it('answers 400 for a malformed or repeated ?to=', async () => {
    const rule = 'to must be an e-mail address or a phone number such as +91 9876543210';
    await h.expectError(h.call('GET', '/dev/outbox?to=12345'), 400, rule);
    // Not a country code of the list (a profile's phone may be +44, tests/server/profile.test.ts).
    await h.expectError(h.call('GET', '/dev/outbox?to=%2B999%207700900123'), 400, rule);
    await h.expectError(h.call('GET', '/dev/outbox?to=a@b'), 400, 'Please enter a valid e-mail address.');
    await h.expectError(
      h.call('GET', '/dev/outbox?to=a@example.com&to=b@example.com'),
      400,
      '“to” must be given only once.',
    );
  });

  it('DELETE empties it', async () => {
    await sendSome();
    const answer = await h.call('DELETE', '/dev/outbox');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ response_body: null, response_message: 'Deleted 3 messages' });
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    expect(await h.outbox()).toEqual([]);
  });

  it('does not exist in production, where messages still reach the table and the log', async () => {
    const production = h.makeApp({ NODE_ENV: 'production' });
    const generated = await h.post(
      'otp/generate',
      { purpose: 'login', channel: 'email', email: DEMO.email },
      GUEST,
      production,
    );
    expect(generated.status).toBe(200);
    for (const method of ['GET', 'DELETE']) {
      await h.expectError(h.call(method, '/dev/outbox', { app: production }), 404, 'Endpoint not found');
    }
    await h.expectError(
      h.call('GET', '/dev/outbox?to=demo@example.com', { app: production }),
      404,
      'Endpoint not found',
    );
    expect(await h.count('outbox_messages')).toBe(1);
    expect(h.logLines).toHaveLength(1);
    // The code stays in the table for the mail relay; the log never holds it in production.
    expect(h.logLines[0]).toMatch(
      /^Outbox: email to demo@example\.com: Your Demo Store sign-in code \(message \d+; its text is not logged\)$/,
    );
  });
});

describe('the analytics stand-ins', () => {
  it('serve a script that reads the dataLayer, and a collect endpoint that takes hits', async () => {
    const script = await h.app.request('/dev/analytics/gtag.js', {}, fromPeer(LOOPBACK));
    expect(script.status).toBe(200);
    expect(script.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect(await script.text()).toContain('dataLayer');
    const hit = await h.app.request(
      '/dev/analytics/collect?tid=G-LAB2026',
      { method: 'POST' },
      fromPeer(LOOPBACK),
    );
    expect(hit.status).toBe(204);
    // Like the outbox, only for this machine.
    const remote = await h.app.request('/dev/analytics/gtag.js', {}, fromPeer('203.0.113.5'));
    expect(remote.status).toBe(403);
  });
});
