// The database a server test file works on. By default one migrated, seeded in-memory PGlite per
// file: starting PGlite costs ~2 s and ~760 MB, so files share it (beforeAll/afterAll) and tests
// only read or undo what they change. That database is a copy of one snapshot migrated and seeded
// once per run (seeded-snapshot.ts), not migrated and seeded again in every file. With
// TEST_DATABASE_URL set (npm run test:postgres), a throwaway schema on that PostgreSQL server
// instead, so the same tests check both engines.
import { inject } from 'vitest';
import { MIN_PASSWORD_HASH_COST } from '../../server/auth/password-hash.ts';
import { loadConfig, type ServerConfig } from '../../server/config.ts';
import type { Db } from '../../server/db/db.ts';
import { migrate } from '../../server/db/migrate.ts';
import { openPgliteDb } from '../../server/db/pglite-db.ts';
import { seedIfEmpty } from '../../server/db/seed.ts';
import { openSnapshotCopy } from './seeded-snapshot.ts';
import { openThrowawaySchema } from './throwaway-schema.ts';

/** The PostgreSQL server the tests run on, or undefined for PGlite. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

/** An empty database: no tables, no rows. close() discards it. */
export function openEmptyDb(): Promise<Db> {
  return TEST_DATABASE_URL ? openThrowawaySchema(TEST_DATABASE_URL) : openPgliteDb('memory://');
}

export async function openSeededDb(): Promise<Db> {
  const snapshot = TEST_DATABASE_URL ? '' : seededSnapshotPath();
  if (snapshot) return openSnapshotCopy(snapshot);
  const db = await openEmptyDb();
  try {
    await migrate(db);
    await seedIfEmpty(db, { passwordHashCost: TEST_PASSWORD_HASH_COST });
  } catch (error) {
    await db.close(); // a throwaway schema must not outlive a failed start
    throw error;
  }
  return db;
}

/** The global setup's snapshot (tests/server/global-setup.ts), or '' outside the server project. */
function seededSnapshotPath(): string {
  try {
    return inject('seededPgliteSnapshot') ?? '';
  } catch {
    return ''; // not in a Vitest worker
  }
}

/**
 * The cheapest password hash the server takes outside production (2^10, not 2^15): the suites
 * sign up and sign in thousands of times, and at the full cost that hashing alone took minutes.
 * A test of production gets production's cost, as production refuses less.
 */
export const TEST_PASSWORD_HASH_COST = MIN_PASSWORD_HASH_COST;

/** The server's configuration as the tests need it: nothing from the real environment leaks in. */
export function testConfig(env: Record<string, string> = {}): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const cost = production ? {} : { PASSWORD_HASH_COST: String(TEST_PASSWORD_HASH_COST) };
  // Production requires the storefront's address; a test of production names this machine's.
  const address =
    production && env.PUBLIC_ORIGIN === undefined
      ? { PUBLIC_URL: `http://localhost:${env.PORT ?? 3000}` }
      : {};
  return loadConfig({
    STORE_REALM: 'demo',
    DATA_DIR: 'memory://',
    STATIC_DIR: '/nonexistent-dist',
    ...cost,
    ...address,
    ...env,
  });
}
