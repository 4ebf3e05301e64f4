// Several API processes on one PostgreSQL. Two real server processes, each on a
// port of its own, share one database (a throwaway schema): what one process acknowledges, the
// other knows at once, because everything they must agree on lives in the database. Then
// `npm run start:cluster` itself: WORKERS processes on one port, stopped together by SIGTERM.
// On PostgreSQL only (npm run test:postgres); the refusal on PGlite runs everywhere.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../contracts/envelope.ts';
import type { CustomerProfile, OtpChallenge, OutboxMessage, TokenSet } from '../../contracts/ums.ts';
import type { Db } from '../../server/db/db.ts';
import { loadMigrations } from '../../server/db/migrate.ts';
import { parseWorkers } from '../../server/workers.ts';
import { type ServerProcess, startServerProcess } from './server-processes.ts';
import { TEST_DATABASE_URL } from './test-db.ts';
import { openThrowawaySchemaUrl } from './throwaway-schema.ts';

const UMS = '/ums/rest/v3';
const DEMO = { email: 'demo@example.com', password: 'Demo-pass-2026' };
const GUEST = { 'realm-name': 'demo' };
const PER_IDENTIFIER = 3;
const PER_ADDRESS = 10;

interface Answer<T> {
  status: number;
  body: Envelope<T>;
}

/** A JSON call; `from` is the client address a trusted proxy (this machine) reports. */
async function call<T>(
  server: ServerProcess,
  method: string,
  path: string,
  { body, headers = {}, from }: { body?: unknown; headers?: Record<string, string>; from?: string } = {},
): Promise<Answer<T>> {
  const response = await fetch(`${server.base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(from === undefined ? {} : { 'X-Forwarded-For': from }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

const login = (server: ServerProcess, from: string, username: string, password: string) =>
  call<TokenSet>(server, 'POST', `${UMS}/login`, { body: { username, password }, headers: GUEST, from });

const refresh = (server: ServerProcess, refreshToken: string) =>
  call<TokenSet>(server, 'POST', `${UMS}/refresh-token`, {
    body: { refresh_token: refreshToken, realm_name: 'demo' },
  });

const profile = (server: ServerProcess, accessToken: string) =>
  call<CustomerProfile>(server, 'GET', `${UMS}/profile`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });

async function latestCode(server: ServerProcess, to: string): Promise<string> {
  const answer = await call<{ messages: OutboxMessage[] }>(
    server,
    'GET',
    `/dev/outbox?to=${encodeURIComponent(to)}`,
  );
  const code = answer.body.response_body.messages[0]?.code;
  if (!code) throw new Error(`No code was sent to ${to}`);
  return code;
}

describe('WORKERS', () => {
  it('defaults to one per CPU, takes 1 to 64, and needs PostgreSQL for more than one', () => {
    expect(parseWorkers(undefined, true, 4)).toBe(4);
    expect(parseWorkers(' 3 ', true, 4)).toBe(3);
    expect(parseWorkers('1', false, 4)).toBe(1);
    expect(parseWorkers(undefined, false, 1)).toBe(1);
    for (const bad of ['0', '65', 'two', '1.5', '-1']) {
      expect(() => parseWorkers(bad, true)).toThrow(
        `WORKERS must be a whole number from 1 to 64, got "${bad}"`,
      );
    }
    expect(() => parseWorkers(undefined, false, 2)).toThrow(
      '2 server processes (WORKERS, one per CPU by default) need PostgreSQL',
    );
  });
});

describe('npm run start:cluster on PGlite', () => {
  it('refuses more than one worker process, saying why', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/cluster.ts'], {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: 'memory://', WORKERS: '2' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(output.trim()).toBe(
      'Storefront could not start: 2 server processes (WORKERS) need PostgreSQL: the embedded database ' +
        '(PGlite) serves one process only. Set DATABASE_URL to a PostgreSQL database, or WORKERS=1, or use npm start',
    );
  });
});

describe.skipIf(!TEST_DATABASE_URL)('two server processes on one PostgreSQL', () => {
  let schema: { db: Db; url: string };
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    schema = await openThrowawaySchemaUrl(TEST_DATABASE_URL ?? '');
    const env = {
      DATABASE_URL: schema.url,
      // The tests' requests come through this machine, as from a proxy naming each test's client.
      TRUST_PROXY: '127.0.0.1, ::1',
      RATE_LIMIT_PER_IDENTIFIER: String(PER_IDENTIFIER),
      RATE_LIMIT_PER_ADDRESS: String(PER_ADDRESS),
      RATE_LIMIT_PER_ACCOUNT: '1000',
      // The account lock has its own tests; here only the rate limits count.
      LOCK_AFTER_FAILED_SIGN_INS: '1000',
    };
    // Both at once on an empty schema: they take turns to migrate and seed.
    [a, b] = await Promise.all([
      startServerProcess('server/main.ts', env),
      startServerProcess('server/main.ts', env),
    ]);
  });

  afterAll(async () => {
    const codes = await Promise.all([a?.stop(), b?.stop()]);
    await schema?.db.close();
    expect(codes).toEqual([0, 0]);
  });

  it('started both on one database, each migration and the seed applied by one of them', async () => {
    const applied = [a, b].flatMap((server) =>
      server.output
        .filter((line) => line.startsWith('Applied migrations: '))
        .flatMap((line) => line.slice('Applied migrations: '.length).split(', ')),
    );
    // They take turns per migration, so either may have applied any of them; none twice.
    expect(applied.sort()).toEqual((await loadMigrations()).map((migration) => migration.version));
    const seeded = [a, b].filter((server) =>
      server.output.includes('Seeded the demo stores, customers, catalogue, coupons and orders'),
    );
    expect(seeded).toHaveLength(1);
    const [customers] = await schema.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM customers',
    );
    expect(customers?.count).toBe(1);
  });

  it('revokes the whole family when a refresh token used at one process is replayed at the other', async () => {
    const signedIn = await login(a, '198.51.100.10', DEMO.email, DEMO.password);
    expect(signedIn.status).toBe(200);
    const first = signedIn.body.response_body;

    const renewed = await refresh(a, first.refresh_token);
    expect(renewed.status).toBe(200);
    const renewedAgain = await refresh(b, renewed.body.response_body.refresh_token);
    expect(renewedAgain.status).toBe(200);
    const second = renewedAgain.body.response_body;
    expect((await profile(b, second.access_token)).status).toBe(200);

    // The first token again, at the other process, after its successor was used: reuse (not a lost
    // answer's retry). The family ends there and then.
    expect(await refresh(b, first.refresh_token)).toEqual({
      status: 401,
      body: { response_body: null, response_message: 'Your session has expired. Please sign in again.' },
    });
    expect((await refresh(a, second.refresh_token)).status).toBe(401);
    expect((await refresh(b, second.refresh_token)).status).toBe(401);
    expect((await profile(a, second.access_token)).status).toBe(401);
    expect((await profile(b, second.access_token)).status).toBe(401);
  });

  it('counts wrong passwords across both processes: alternating, the limit falls at the configured number', async () => {
    const from = '198.51.100.20';
    for (let i = 0; i < PER_IDENTIFIER; i++) {
      expect((await login(i % 2 === 0 ? a : b, from, DEMO.email, 'Wrong-pass-1')).status).toBe(401);
    }
    for (const server of [a, b]) {
      // Even the right password waits: it could be the next guess.
      const refused = await login(server, from, DEMO.email, DEMO.password);
      expect(refused.status).toBe(429);
      expect(refused.body.response_message).toBe('Too many attempts. Please try again in 15 minutes.');
    }
    // The customer from another address is not affected, at either process.
    expect((await login(b, '198.51.100.21', DEMO.email, DEMO.password)).status).toBe(200);
  });

  it('counts a burst of wrong passwords spread over both processes exactly', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        login(i % 2 === 0 ? a : b, '198.51.100.30', DEMO.email, 'Wrong-pass-1'),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(PER_IDENTIFIER).fill(401), ...Array(8 - PER_IDENTIFIER).fill(429)]);
  });

  it('counts requests per client address across both processes', async () => {
    const from = '198.51.100.40';
    for (let i = 0; i < PER_ADDRESS; i++) {
      // A new unknown user each time: only the address's count grows.
      expect((await login(i % 2 === 0 ? a : b, from, `nobody${i}@example.com`, 'Wrong-pass-1')).status).toBe(
        401,
      );
    }
    for (const server of [a, b]) {
      expect((await login(server, from, 'nobody@example.com', 'Wrong-pass-1')).status).toBe(429);
    }
  });

  it('reads at one process what the other acknowledged: a code, a new account, a sign-out', async () => {
    const from = '198.51.100.50';
    const email = `cluster-${randomBytes(4).toString('hex')}@example.com`;
    // A sign-up code asked for at A is in the outbox B reads, and B accepts it.
    const asked = await call<OtpChallenge>(a, 'POST', `${UMS}/otp/generate`, {
      body: { purpose: 'signup', channel: 'email', email },
      headers: GUEST,
      from,
    });
    expect(asked.status).toBe(200);
    const verified = await call<{ signup_token: string }>(b, 'POST', `${UMS}/otp/validate`, {
      body: { otp_id: asked.body.response_body.otp_id, otp: await latestCode(b, email) },
      headers: GUEST,
      from,
    });
    expect(verified.status).toBe(200);

    // The account A creates signs in at B at once.
    const created = await call<TokenSet>(a, 'POST', `${UMS}/customer-signup`, {
      body: {
        signup_token: verified.body.response_body.signup_token,
        first_name: 'Asha',
        last_name: 'Rao',
        password: 'Cluster-pass-1',
      },
      headers: GUEST,
      from,
    });
    expect(created.status).toBe(201);
    const atB = await profile(b, created.body.response_body.access_token);
    expect(atB.status).toBe(200);
    expect(atB.body.response_body).toMatchObject({ first_name: 'Asha', last_name: 'Rao', email });
    const signedIn = await login(b, from, email, 'Cluster-pass-1');
    expect(signedIn.status).toBe(200);

    // Signed out at A: B refuses the session's access token straight away.
    const { access_token, id_token } = signedIn.body.response_body;
    expect((await profile(b, access_token)).status).toBe(200);
    const out = await call(a, 'POST', `${UMS}/session-logout`, { body: { id_token_hint: id_token } });
    expect(out.status).toBe(200);
    expect((await profile(b, access_token)).status).toBe(401);
  });
});

describe.skipIf(!TEST_DATABASE_URL)('a coupon burst across two server processes', () => {
  let schema: { db: Db; url: string };
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    schema = await openThrowawaySchemaUrl(TEST_DATABASE_URL ?? '');
    const env = { DATABASE_URL: schema.url, TRUST_PROXY: '127.0.0.1, ::1' };
    [a, b] = await Promise.all([
      startServerProcess('server/main.ts', env),
      startServerProcess('server/main.ts', env),
    ]);
  });

  afterAll(async () => {
    const codes = await Promise.all([a?.stop(), b?.stop()]);
    await schema?.db.close();
    expect(codes).toEqual([0, 0]);
  });

  const CFS = '/cfs/rest/v3';

  /** A new customer signed up at `server` (from its own address), with a delivery address. */
  async function newCustomer(server: ServerProcess, from: string): Promise<Record<string, string>> {
    const email = `burst-${randomBytes(4).toString('hex')}@example.com`;
    const asked = await call<OtpChallenge>(server, 'POST', `${UMS}/otp/generate`, {
      body: { purpose: 'signup', channel: 'email', email },
      headers: GUEST,
      from,
    });
    const verified = await call<{ signup_token: string }>(server, 'POST', `${UMS}/otp/validate`, {
      body: { otp_id: asked.body.response_body.otp_id, otp: await latestCode(server, email) },
      headers: GUEST,
      from,
    });
    const created = await call<TokenSet>(server, 'POST', `${UMS}/customer-signup`, {
      body: {
        signup_token: verified.body.response_body.signup_token,
        first_name: 'Burst',
        last_name: 'Shopper',
        password: 'Cluster-pass-1',
      },
      headers: GUEST,
      from,
    });
    expect(created.status).toBe(201);
    const headers = { Authorization: `Bearer ${created.body.response_body.access_token}` };
    const address = await call(server, 'POST', `${CFS}/customer-address`, {
      headers,
      body: {
        full_name: 'Burst Shopper',
        phone_number: '9123456780',
        address_line_1: '12 MG Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560001',
      },
    });
    expect(address.status).toBe(201);
    return headers;
  }

  /** A buy-now checkout of `product` with `code` applied and online payment chosen. */
  async function checkoutWith(
    server: ServerProcess,
    headers: Record<string, string>,
    product: number,
    code: string,
  ) {
    const created = await call<{ checkout_id: string }>(server, 'POST', `${CFS}/checkout-journey`, {
      headers,
      body: { source: 'buy_now', product, quantity: 1 },
    });
    expect(created.status).toBe(201);
    const id = created.body.response_body.checkout_id;
    expect(
      (
        await call(server, 'PUT', `${CFS}/checkout-journey/${id}/coupon`, {
          headers,
          body: { coupon_code: code },
        })
      ).status,
    ).toBe(200);
    const [method] = await schema.db.query<{ id: number }>(
      "SELECT t.id FROM store_payment_types t JOIN stores s ON s.id = t.store_id WHERE s.realm_name = 'demo' AND t.payment_type = 'CASHFREE'",
    );
    const paid = await call(server, 'PUT', `${CFS}/checkout-journey/${id}/payment-type`, {
      headers,
      body: { payment_type_ids: [method?.id] },
    });
    expect(paid.status).toBe(200);
    return id;
  }

  it('uses a coupon at most its limit in all and per customer, however the burst is spread', async () => {
    const [product] = await schema.db.query<{ id: number }>(
      `SELECT p.id FROM products p JOIN stores s ON s.id = p.store_id
       WHERE s.realm_name = 'demo' AND p.product_type = 'Digital' AND p.price_visibility AND p.selling_price > 0
         AND (p.stock IS NULL OR p.stock > 50) ORDER BY p.id LIMIT 1`,
    );
    const productId = product?.id ?? 0;
    await schema.db.query(
      `INSERT INTO coupons (store_id, code, description, discount_type, discount_value, usage_limit, per_customer_limit)
       SELECT id, 'BURSTALL', 'Two uses in all', 'percent', 10, 2, 10 FROM stores WHERE realm_name = 'demo'`,
    );
    await schema.db.query(
      `INSERT INTO coupons (store_id, code, description, discount_type, discount_value, per_customer_limit)
       SELECT id, 'BURSTONE', 'Once per customer', 'percent', 10, 1 FROM stores WHERE realm_name = 'demo'`,
    );
    const signedIn = await login(a, '198.51.100.60', DEMO.email, DEMO.password);
    const demo = { Authorization: `Bearer ${signedIn.body.response_body.access_token}` };
    const others = [await newCustomer(a, '198.51.100.61'), await newCustomer(b, '198.51.100.62')];

    // Six customers' worth of placements (three customers, two each) at both processes at once.
    const all: { server: ServerProcess; headers: Record<string, string>; id: string }[] = [];
    for (const [i, headers] of [demo, ...others, demo, ...others].entries()) {
      const server = i % 2 === 0 ? a : b;
      all.push({ server, headers, id: await checkoutWith(server, headers, productId, 'BURSTALL') });
    }
    const placed = await Promise.all(
      all.map(({ headers, id }, i) =>
        call(i % 2 === 0 ? b : a, 'POST', `${CFS}/create-order`, { headers, body: { checkout_id: id } }),
      ),
    );
    expect(placed.map((answer) => answer.status).sort()).toEqual([200, 200, 400, 400, 400, 400]);
    const [uses] = await schema.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM coupon_uses u JOIN coupons c ON c.id = u.coupon_id WHERE c.code = 'BURSTALL'",
    );
    expect(uses?.count).toBe(2);

    // One customer, four checkouts, both processes at once: one use.
    const mine: { id: string }[] = [];
    for (let i = 0; i < 4; i++)
      mine.push({ id: await checkoutWith(i % 2 === 0 ? a : b, demo, productId, 'BURSTONE') });
    const once = await Promise.all(
      mine.map(({ id }, i) =>
        call(i % 2 === 0 ? a : b, 'POST', `${CFS}/create-order`, {
          headers: demo,
          body: { checkout_id: id },
        }),
      ),
    );
    expect(once.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400]);
    expect(once.find((answer) => answer.status === 400)?.body.response_message).toBe(
      'You have already used the coupon BURSTONE as often as it allows.',
    );
  });
});

describe.skipIf(!TEST_DATABASE_URL)('npm run start:cluster on PostgreSQL', () => {
  let schema: { db: Db; url: string };

  beforeAll(async () => {
    schema = await openThrowawaySchemaUrl(TEST_DATABASE_URL ?? '');
  });

  afterAll(async () => {
    await schema?.db.close();
  });

  it('runs WORKERS processes on one port, migrating once, and stops them all on SIGTERM with exit 0', async () => {
    const cluster = await startServerProcess('server/cluster.ts', { DATABASE_URL: schema.url, WORKERS: '2' });
    try {
      const workers = cluster.output.filter((line) => /^\[worker \d+\] Listening/.test(line));
      expect(workers).toHaveLength(2);
      expect(cluster.output.filter((line) => line.startsWith('Applied migrations'))).toHaveLength(1);
      expect(cluster.output).toContainEqual(
        expect.stringMatching(/^Storefront listening on .*, 2 worker processes\)$/),
      );
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          fetch(`${cluster.base}/pbs/rest/v3/products?page-number=1`, { headers: GUEST }).then(
            (r) => r.status,
          ),
        ),
      );
      expect(answers).toEqual(Array(6).fill(200));
    } finally {
      expect(await cluster.stop()).toBe(0);
    }
    expect(cluster.output).toContain('SIGTERM received: stopping 2 worker processes gracefully');
    expect(cluster.output.filter((line) => /^\[worker \d+\] Stopped$/.test(line))).toHaveLength(2);
    expect(cluster.output.at(-1)).toBe('Stopped');
  });
});
