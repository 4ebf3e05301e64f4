// Picks the database engine from the configuration: PostgreSQL when a URL is given, PGlite otherwise.
import type { Db } from './db.ts';
import { openPgliteDb } from './pglite-db.ts';
import { openPostgresDb } from './postgres-db.ts';

export interface DbOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
}

export function openDb({ databaseUrl, dataDir }: DbOptions): Promise<Db> {
  return databaseUrl ? openPostgresDb(databaseUrl) : openPgliteDb(dataDir);
}
