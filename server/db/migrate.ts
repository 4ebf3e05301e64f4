// Applies server/db/migrations/NNN_name.sql in order, each once, each in its own transaction, and
// records it in schema_migrations. Safe to run on every start and from several processes at once.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db.ts';

export interface Migration {
  /** The file name without `.sql`, e.g. `001_media_files`. */
  version: string;
  sql: string;
}

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const FILE_NAME = /^(\d{3})_[a-z0-9_]+\.sql$/;
// Any constant works: it only has to be the same in every process that migrates this database.
const MIGRATION_LOCK_KEY = 7_310_019;

export async function loadMigrations(dir: string = MIGRATIONS_DIR): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  const seen = new Set<string>();
  const migrations: Migration[] = [];
  for (const name of names) {
    const number = FILE_NAME.exec(name)?.[1];
    if (number === undefined) throw new Error(`Migration file ${name} must be named NNN_lower_snake.sql`);
    if (seen.has(number)) throw new Error(`Two migrations share the number ${number}`);
    seen.add(number);
    migrations.push({ version: name.slice(0, -'.sql'.length), sql: await readFile(join(dir, name), 'utf8') });
  }
  return migrations;
}

/** Returns the versions it applied now (empty when the database was already up to date). */
export async function migrate(db: Db, migrations?: Migration[]): Promise<string[]> {
  const pending = migrations ?? (await loadMigrations());
  // Under the lock too: two CREATE TABLE IF NOT EXISTS at once on PostgreSQL can both find no
  // table, and the second then fails on a duplicate key in pg_type.
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });

  const applied: string[] = [];
  for (const migration of pending) {
    const ran = await db.transaction(async (tx) => {
      // Serialises concurrent starts; the check below then sees what the other process committed.
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const done = await tx.query<{ version: string }>(
        'SELECT version FROM schema_migrations WHERE version = $1',
        [migration.version],
      );
      if (done.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
      return true;
    });
    if (ran) applied.push(migration.version);
  }
  return applied;
}
