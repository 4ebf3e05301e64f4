// Shared by the sign-in tests: an app on a test clock with its log captured, JSON calls in the
// storefront's shape, the outbox, sign-up and sign-in in one call, and token verification against
// the server's own JWKS.
import type { Hono } from 'hono';
import { createLocalJWKSet, type JSONWebKeySet, type JWTPayload, jwtVerify } from 'jose';
import { expect } from 'vitest';
import type { Envelope } from '../../contracts/envelope.ts';
import type { OtpChallenge, OutboxMessage, TokenSet } from '../../contracts/ums.ts';
import { createApp } from '../../server/app.ts';
import type { Db } from '../../server/db/db.ts';
import { openSeededDb, testConfig } from './test-db.ts';

export const UMS = '/ums/rest/v3';
export const DEMO = {
  email: 'demo@example.com',
  phone: '+91 9876543210',
  password: 'Demo-pass-2026',
} as const;
/** A Monday morning; tests move it forward with clock.advance(). */
export const START = Date.parse('2026-03-02T09:00:00.000Z');

export interface Answer<T> {
  status: number;
  headers: Headers;
  body: Envelope<T>;
}

export class TestClock {
  private time = START;
  readonly now = () => this.time;
  advance(seconds: number): void {
    this.time += seconds * 1000;
  }
  reset(): void {
    this.time = START;
  }
  /** Whole seconds, as in iat/exp. */
  get seconds(): number {
    return Math.floor(this.time / 1000);
  }
}

type HeaderMap = Record<string, string>;

/**
 * What @hono/node-server hands the app for a request, reduced to the socket's peer address, so
 * that app.request() calls come from an address as they do over a socket.
 */
export function fromPeer(address: string) {
  const remoteFamily = address.includes(':') ? 'IPv6' : 'IPv4';
  return { incoming: { socket: { remoteAddress: address, remotePort: 50_000, remoteFamily } } };
}

/** Where the harness's calls come from unless told otherwise: this machine, like the journeys. */
export const LOOPBACK = '127.0.0.1';
export const GUEST: HeaderMap = { 'realm-name': 'demo' };
export const bearer = (token: string): HeaderMap => ({ Authorization: `Bearer ${token}` });

export class Harness {
  readonly clock = new TestClock();
  readonly logLines: string[] = [];
  app: Hono;

  private constructor(
    readonly db: Db,
    private readonly demoPasswordHash: string,
    env: Record<string, string>,
  ) {
    this.app = this.makeApp(env);
  }

  /** Generous limits by default, so only the rate-limit tests meet them; the outbox is on. */
  static async open(env: Record<string, string> = {}): Promise<Harness> {
    const db = await openSeededDb();
    const [demo] = await db.query<{ password_hash: string }>(
      "SELECT password_hash FROM customers WHERE email = 'demo@example.com'",
    );
    return new Harness(db, demo?.password_hash ?? '', env);
  }

  makeApp(env: Record<string, string> = {}): Hono {
    return createApp({
      db: this.db,
      config: testConfig({
        RATE_LIMIT_PER_IDENTIFIER: '1000',
        RATE_LIMIT_PER_ADDRESS: '100000',
        LOCK_AFTER_FAILED_SIGN_INS: '1000',
        // The tests read codes and links from the outbox, as `npm run dev` and the journeys do
        // (production refuses it).
        DEV_OUTBOX: env.NODE_ENV === 'production' ? 'false' : 'true',
        ...env,
      }),
      now: this.clock.now,
      log: (line) => this.logLines.push(line),
    });
  }

  /** Empties everything the sign-in tests write (limits too), keeping the stores, keys and demo customer. */
  async reset(): Promise<void> {
    this.clock.reset();
    this.logLines.length = 0;
    await this.db.exec(`
      DELETE FROM outbox_messages;
      DELETE FROM signup_tokens;
      DELETE FROM otp_challenges;
      DELETE FROM password_reset_tokens;
      DELETE FROM sign_in_events;
      DELETE FROM login_sessions;
      DELETE FROM trusted_devices;
      DELETE FROM account_unlocks;
      DELETE FROM customers WHERE email IS DISTINCT FROM 'demo@example.com';
      DELETE FROM rate_limit_counters;
    `);
    await this.db.query(
      "UPDATE customers SET password_hash = $1, locked_at = NULL, unlocked_at = NULL WHERE email = 'demo@example.com'",
      [this.demoPasswordHash],
    );
  }

  async call<T>(
    method: string,
    path: string,
    options: { body?: unknown; raw?: string; headers?: HeaderMap; app?: Hono; peer?: string } = {},
  ): Promise<Answer<T>> {
    const hasBody = options.body !== undefined || options.raw !== undefined;
    const response = await (options.app ?? this.app).request(
      path,
      {
        method,
        headers: { ...(hasBody ? { 'Content-Type': 'application/json' } : {}), ...options.headers },
        body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      },
      fromPeer(options.peer ?? LOOPBACK),
    );
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as Envelope<T>,
    };
  }

  /** POST to /ums/rest/v3/<path> as a guest of the demo store unless headers say otherwise. */
  post<T>(path: string, body: unknown, headers: HeaderMap = GUEST, app?: Hono): Promise<Answer<T>> {
    return this.call<T>('POST', `${UMS}/${path}`, { body, headers, ...(app ? { app } : {}) });
  }

  /** Like post(), from the socket peer `peer`. */
  postFrom<T>(peer: string, path: string, body: unknown, headers: HeaderMap = GUEST, app?: Hono) {
    return this.call<T>('POST', `${UMS}/${path}`, { body, headers, peer, ...(app ? { app } : {}) });
  }

  get<T>(path: string, headers: HeaderMap = GUEST): Promise<Answer<T>> {
    return this.call<T>('GET', path, { headers });
  }

  /** Asserts the exact error envelope. */
  async expectError(
    answer: Promise<Answer<unknown>>,
    status: number,
    message: string,
  ): Promise<Answer<unknown>> {
    const settled = await answer;
    expect({ status: settled.status, body: settled.body }).toEqual({
      status,
      body: { response_body: null, response_message: message },
    });
    return settled;
  }

  async outbox(to?: string): Promise<OutboxMessage[]> {
    const query = to === undefined ? '' : `?to=${encodeURIComponent(to)}`;
    const answer = await this.call<{ messages: OutboxMessage[] }>('GET', `/dev/outbox${query}`);
    expect(answer.status).toBe(200);
    return answer.body.response_body.messages;
  }

  async latestCode(to: string): Promise<string> {
    const [latest] = await this.outbox(to);
    if (!latest?.code) throw new Error(`No code was sent to ${to}`);
    return latest.code;
  }

  async generate(request: Record<string, string>): Promise<OtpChallenge> {
    const answer = await this.post<OtpChallenge>('otp/generate', request);
    expect(answer.status).toBe(200);
    return answer.body.response_body;
  }

  /** Verifies an address with a sign-up code and returns the sign-up token. */
  async signupToken(email: string): Promise<string> {
    const challenge = await this.generate({ purpose: 'signup', channel: 'email', email });
    const answer = await this.post<{ signup_token: string }>('otp/validate', {
      otp_id: challenge.otp_id,
      otp: await this.latestCode(email),
    });
    expect(answer.status).toBe(200);
    return answer.body.response_body.signup_token;
  }

  async signUp(
    email: string,
    password = 'Secret-pass-1',
    names = { first: 'Ravi', last: 'Kumar' },
  ): Promise<TokenSet> {
    const answer = await this.post<TokenSet>('customer-signup', {
      signup_token: await this.signupToken(email),
      first_name: names.first,
      last_name: names.last,
      password,
    });
    expect(answer.status).toBe(201);
    return answer.body.response_body;
  }

  async login(username: string = DEMO.email, password: string = DEMO.password): Promise<TokenSet> {
    const answer = await this.post<TokenSet>('login', { username, password });
    expect(answer.status).toBe(200);
    return answer.body.response_body;
  }

  /** Signs in as a browser does, keeping the device cookie the answer sets (for refreshes from it). */
  async loginOnDevice(): Promise<{ tokens: TokenSet; device: string }> {
    const answer = await this.post<TokenSet>('login', { username: DEMO.email, password: DEMO.password });
    expect(answer.status).toBe(200);
    const device = /sf_device=([^;]+)/.exec(answer.headers.get('Set-Cookie') ?? '')?.[1];
    if (!device) throw new Error('The sign-in set no device cookie');
    return { tokens: answer.body.response_body, device };
  }

  /** A refresh, from the browser holding `device` (its device cookie) when given. */
  async refresh(refreshToken: string, realm = 'demo', device?: string): Promise<Answer<TokenSet>> {
    const headers: HeaderMap = device === undefined ? {} : { Cookie: `sf_device=${device}` };
    return this.post<TokenSet>('refresh-token', { refresh_token: refreshToken, realm_name: realm }, headers);
  }

  /** Verifies a JWT against the server's JWKS at the test clock's time and returns its claims. */
  async claims(token: string): Promise<JWTPayload> {
    const response = await this.app.request(`${UMS}/.well-known/jwks.json`);
    const jwks = createLocalJWKSet((await response.json()) as JSONWebKeySet);
    const { payload, protectedHeader } = await jwtVerify(token, jwks, {
      issuer: 'storefront-ums',
      audience: 'storefront',
      algorithms: ['RS256'],
      currentDate: new Date(this.clock.now()),
    });
    expect(protectedHeader).toMatchObject({ alg: 'RS256', typ: 'JWT' });
    return payload;
  }

  async count(table: string, where = 'true'): Promise<number> {
    const [row] = await this.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM ${table} WHERE ${where}`,
    );
    return row?.count ?? 0;
  }
}
