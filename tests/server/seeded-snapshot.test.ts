// The seeded database the server tests open (test-db.ts): on PGlite a copy of the run's snapshot
// (seeded-snapshot.ts), which must be as good as migrating and seeding afresh, and each copy must
// be the caller's own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db.ts';
import { loadMigrations, migrate } from '../../server/db/migrate.ts';
import { seedIfEmpty } from '../../server/db/seed.ts';
import { openSeededDb, TEST_DATABASE_URL } from './test-db.ts';

let first: Db;
let second: Db;

beforeAll(async () => {
  [first, second] = await Promise.all([openSeededDb(), openSeededDb()]);
});

afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
});

describe('openSeededDb', () => {
  it('on PGlite is a copy of the snapshot made once per run; on PostgreSQL a schema of its own', () => {
    expect(first.description).toMatch(
      TEST_DATABASE_URL ? /\(schema storefront_test_/ : /copy of the seeded snapshot/,
    );
  });

  it('has every migration applied and the seed in place: migrating and seeding again change nothing', async () => {
    const versions = (await loadMigrations()).map((migration) => migration.version);
    const applied = await first.query<{ version: string }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(applied.map((row) => row.version)).toEqual(versions);
    expect(await migrate(first)).toEqual([]);
    expect(await seedIfEmpty(first)).toBe(false);
  });

  it('gives each caller a database of its own: what one changes, the other does not see', async () => {
    await first.exec("UPDATE customers SET first_name = 'Changed' WHERE email = 'demo@example.com'");
    await first.exec('DROP TABLE schema_migrations');
    const [demo] = await second.query<{ first_name: string }>(
      "SELECT first_name FROM customers WHERE email = 'demo@example.com'",
    );
    expect(demo?.first_name).toBe('Asha');
    expect(await migrate(second)).toEqual([]);
  });
});
