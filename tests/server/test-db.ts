// One migrated, seeded in-memory PGlite per test file: starting PGlite costs ~2 s and ~760 MB, so
// files share it (beforeAll/afterAll) and tests only read or undo what they change.
import { loadConfig, type ServerConfig } from '../../server/config.ts';
import type { Db } from '../../server/db/db.ts';
import { migrate } from '../../server/db/migrate.ts';
import { openPgliteDb } from '../../server/db/pglite-db.ts';
import { seedIfEmpty } from '../../server/db/seed.ts';

export async function openSeededDb(): Promise<Db> {
  const db = await openPgliteDb('memory://');
  await migrate(db);
  await seedIfEmpty(db);
  return db;
}

/** The server's configuration as the tests need it: nothing from the real environment leaks in. */
export function testConfig(env: Record<string, string> = {}): ServerConfig {
  return loadConfig({ STORE_REALM: 'demo', DATA_DIR: 'memory://', STATIC_DIR: '/nonexistent-dist', ...env });
}
