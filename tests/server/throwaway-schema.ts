// A PostgreSQL schema that lives as long as one test file. Every connection of its pool has it as
// the search path, so the server's unqualified SQL lands there; close() drops it. Test files thus
// run side by side on one database, and leave nothing behind.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../server/db/db.ts';
import { openPostgresDb } from '../../server/db/postgres-db.ts';

/** The prefix of every schema the tests make, so a leftover one is easy to recognise. */
export const TEST_SCHEMA_PREFIX = 'storefront_test_';

export async function openThrowawaySchema(url: string): Promise<Db> {
  const schema = `${TEST_SCHEMA_PREFIX}${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = await openPostgresDb(url);
  const drop = async () => {
    try {
      await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    } finally {
      await admin.close();
    }
  };

  let db: Db;
  try {
    await admin.exec(`CREATE SCHEMA ${schema}`);
    db = await openPostgresDb(withSearchPath(url, schema));
  } catch (error) {
    await drop();
    throw error;
  }

  return {
    ...db,
    async close() {
      try {
        await db.close();
      } finally {
        await drop();
      }
    },
    description: `${db.description} (schema ${schema})`,
  };
}

/** The same connection string, with `search_path` set for every connection made from it. */
export function withSearchPath(url: string, schema: string): string {
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  return scoped.toString();
}
