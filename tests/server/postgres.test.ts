// What only a real PostgreSQL server can show: work running truly at once on several connections
// (PGlite has one). The rest of tests/server runs on PostgreSQL too under `npm run test:postgres`.
// Without TEST_DATABASE_URL this file is skipped on a developer's machine, and fails under CI,
// which must test PostgreSQL.
import { describe, expect, it, vi } from 'vitest';
import type { TokenSet } from '../../contracts/ums.ts';
import { createApp } from '../../server/app.ts';
import type { Db } from '../../server/db/db.ts';
import { loadMigrations, migrate } from '../../server/db/migrate.ts';
import { openPostgresDb } from '../../server/db/postgres-db.ts';
import { RateLimiter } from '../../server/http/rate-limit.ts';
import { openEmptyDb, openSeededDb, TEST_DATABASE_URL, testConfig } from './test-db.ts';
import { TEST_SCHEMA_PREFIX, withSearchPath } from './throwaway-schema.ts';

if (!TEST_DATABASE_URL && process.env.CI) {
  throw new Error('TEST_DATABASE_URL is not set, and CI must run the PostgreSQL tests (see .ci/run).');
}
const url = TEST_DATABASE_URL ?? '';

describe.skipIf(!TEST_DATABASE_URL)('on PostgreSQL (TEST_DATABASE_URL)', () => {
  it('gives each test file a schema of its own and drops it on close', async () => {
    const db = await openEmptyDb();
    const [row] = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
    expect(row?.schema.startsWith(TEST_SCHEMA_PREFIX)).toBe(true);
    await db.close();
    const admin = await openPostgresDb(url);
    try {
      expect(await admin.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [row?.schema])).toEqual([]);
    } finally {
      await admin.close();
    }
  });

  it('migrates a new database from two processes at once, each migration once', async () => {
    const first = await openEmptyDb();
    const [row] = await first.query<{ schema: string }>('SELECT current_schema() AS schema');
    const second = await openPostgresDb(withSearchPath(url, row?.schema ?? ''));
    try {
      const applied = await Promise.all([migrate(first), migrate(second)]);
      const versions = (await loadMigrations()).map((migration) => migration.version);
      expect(applied.flat().sort()).toEqual(versions);
    } finally {
      await second.close();
      await first.close();
    }
  });

  it('counts every hit of a rate limit exactly when two processes count at once', async () => {
    const first = await openEmptyDb();
    const [row] = await first.query<{ schema: string }>('SELECT current_schema() AS schema');
    const second = await openPostgresDb(withSearchPath(url, row?.schema ?? ''));
    try {
      await migrate(first);
      const now = () => Date.parse('2026-03-02T09:00:00Z');
      const limiters = [new RateLimiter(first, now, 60), new RateLimiter(second, now, 60)];
      const hits = await Promise.allSettled(
        Array.from({ length: 40 }, (_, i) =>
          limiters[i % 2]?.hit([{ key: 'address:203.0.113.1', limit: 10 }]),
        ),
      );
      expect(hits.filter((hit) => hit.status === 'fulfilled')).toHaveLength(10);
      const [counter] = await first.query<{ count: number }>('SELECT count FROM rate_limit_counters');
      expect(counter?.count).toBe(40);
    } finally {
      await second.close();
      await first.close();
    }
  });

  it('signs in, and rotates a refresh token only once under truly parallel refreshes', async () => {
    const db = await openSeededDb();
    try {
      const { post, tokens } = await signInOnApp(db);
      // The pool runs these on separate connections at the same time.
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          post('refresh-token', { refresh_token: tokens.refresh_token, realm_name: 'demo' }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401, 401, 401, 401, 401]);
      const [issued] = await db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM refresh_tokens rt JOIN login_sessions s ON s.id = rt.session_id
         WHERE s.revoked_reason = 'reuse'`,
      );
      expect(issued?.count).toBe(2);
    } finally {
      await db.close();
    }
  });

  it('answers truly parallel retries of a lost answer from its device, keeping one live token', async () => {
    const db = await openSeededDb();
    try {
      const { post, tokens, device } = await signInOnApp(db);
      // The family's refreshes take their turns on the session's row: the first rotates, each
      // later one retires the successor before it (none was used).
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          post(
            'refresh-token',
            { refresh_token: tokens.refresh_token, realm_name: 'demo' },
            { Cookie: `sf_device=${device}` },
          ),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
      const live = await db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM refresh_tokens rt JOIN login_sessions s ON s.id = rt.session_id
         WHERE s.revoked_at IS NULL AND rt.rotated_at IS NULL AND rt.revoked_at IS NULL`,
      );
      expect(live).toEqual([{ count: 1 }]);
    } finally {
      await db.close();
    }
  });

  it('outlives an idle connection that PostgreSQL ends (a restart, an administrator), and goes on', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const db = await openPostgresDb(url);
    const admin = await openPostgresDb(url);
    try {
      // The pool keeps this connection, idle, once the query is done.
      const [own] = await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      await admin.query('SELECT pg_terminate_backend($1)', [own?.pid]);
      await vi.waitFor(() =>
        expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^PostgreSQL ended an idle connection: /)),
      );
      expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      logged.mockRestore();
      await admin.close();
      await db.close();
    }
  });
});

/** The demo customer signed in on an app over `db`: its POST helper, tokens and device cookie. */
async function signInOnApp(db: Db) {
  const app = createApp({ db, config: testConfig(), log: () => {} });
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(`/ums/rest/v3/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const login = await post(
    'login',
    { username: 'demo@example.com', password: 'Demo-pass-2026' },
    { 'realm-name': 'demo' },
  );
  expect(login.status).toBe(200);
  const device = /sf_device=([^;]+)/.exec(login.headers.get('Set-Cookie') ?? '')?.[1] ?? '';
  const tokens = ((await login.json()) as { response_body: TokenSet }).response_body;
  return { post, tokens, device };
}
