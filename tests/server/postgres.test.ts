// What only a real PostgreSQL server can show: work running truly at once on several connections
// (PGlite has one). The rest of tests/server runs on PostgreSQL too under `npm run test:postgres`.
// Without TEST_DATABASE_URL this file is skipped on a developer's machine, and fails under CI,
// which must test PostgreSQL.
import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import type { TokenSet } from '../../contracts/ums.ts';
import { createApp } from '../../server/app.ts';
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

  it('signs in, and keeps one live refresh token in the family under truly parallel refreshes', async () => {
    const db = await openSeededDb();
    try {
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
      const tokens = ((await login.json()) as { response_body: TokenSet }).response_body;
      // The pool runs these on separate connections at the same time.
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          post('refresh-token', { refresh_token: tokens.refresh_token, realm_name: 'demo' }),
        ),
      );
      // Each is the first rotation or the retry of a lost answer (which retires the successor
      // before it), so each may win; one that loses every race revokes the family.
      const statuses = answers.map((answer) => answer.status);
      expect(statuses).toContain(200);
      const issued = await Promise.all(
        answers.map(async (answer) =>
          answer.status === 200 ? ((await answer.json()) as { response_body: TokenSet }).response_body : null,
        ),
      );
      const [session] = await db.query<{ id: string; revoked_reason: string | null }>(
        `SELECT s.id, s.revoked_reason FROM login_sessions s
         JOIN refresh_tokens rt ON rt.session_id = s.id WHERE rt.token_hash = $1`,
        [createHash('sha256').update(tokens.refresh_token).digest('hex')],
      );
      const live = await db.query<{ token_hash: string }>(
        `SELECT rt.token_hash FROM refresh_tokens rt JOIN login_sessions s ON s.id = rt.session_id
         WHERE s.id = $1 AND s.revoked_at IS NULL AND rt.rotated_at IS NULL AND rt.revoked_at IS NULL`,
        [session?.id],
      );
      if (statuses.includes(401)) {
        expect(session?.revoked_reason).toBe('reuse');
        expect(live).toEqual([]);
      } else {
        expect(live).toHaveLength(1);
        const hashes = issued.map((set) =>
          createHash('sha256')
            .update(set?.refresh_token ?? '')
            .digest('hex'),
        );
        expect(hashes).toContain(live[0]?.token_hash);
      }
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
