// A PostgreSQL schema that lives as long as one test file. Every connection of its pool has it as
// the search path, so the server's unqualified SQL lands there; close() drops it. Test files thus
// run side by side on one database, and leave nothing behind.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../server/db/db.ts';
import { openPostgresDb } from '../../server/db/postgres-db.ts';

/** The prefix of every schema the tests make, so a leftover one is easy to recognise. */
export const TEST_SCHEMA_PREFIX = 'storefront_test_';

export async function openThrowawaySchema(url: string): Promise<Db> {
  return (await openThrowawaySchemaUrl(url)).db;
}

/**
 * A throwaway schema, with the connection string that works in it (for a server process of its
 * own) and a connection to it; closing that connection drops the schema.
 */
export async function openThrowawaySchemaUrl(url: string): Promise<{ db: Db; url: string }> {
  const schema = `${TEST_SCHEMA_PREFIX}${process.pid}_${randomBytes(4).toString('hex')}`;
  const scopedUrl = withSearchPath(url, schema);
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
    db = await openPostgresDb(scopedUrl);
  } catch (error) {
    await drop();
    throw error;
  }

  return {
    db: {
      ...db,
      async close() {
        try {
          await db.close();
        } finally {
          await drop();
        }
      },
      description: `${db.description} (schema ${schema})`,
    },
    url: scopedUrl,
  };
}

/** The same connection string, with `search_path` set for every connection made from it. */
export function withSearchPath(url: string, schema: string): string {
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  return scoped.toString();
}
