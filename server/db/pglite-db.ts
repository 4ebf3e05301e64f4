// Db on PGlite: embedded PostgreSQL in WebAssembly, so a fresh checkout runs with no database server.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock.ts';
import type { Db, Queryable } from './db.ts';

/** `memory://` keeps everything in RAM (tests); any other value is a directory relative to the cwd. */
export async function openPgliteDb(dataDir: string): Promise<Db> {
  const inMemory = dataDir.startsWith('memory://');
  const location = inMemory ? dataDir : resolve(dataDir);
  let unlock = () => {};
  if (!inMemory) {
    mkdirSync(location, { recursive: true });
    unlock = lockDataDir(location);
  }
  let pg: PGlite;
  try {
    pg = await PGlite.create(location);
  } catch (error) {
    unlock();
    throw error;
  }

  return pgliteAsDb(pg, inMemory ? 'PGlite in memory' : `PGlite at ${location}`, unlock);
}

/** An open PGlite as a Db (`afterClose` runs once it is closed): the server's, and the tests' snapshot copies. */
export function pgliteAsDb(pg: PGlite, description: string, afterClose: () => void = () => {}): Db {
  const wrap = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await target.query<T>(sql, params);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  });

  return {
    ...wrap(pg),
    transaction: (work) => pg.transaction((tx) => work(wrap(tx))),
    async close() {
      try {
        await pg.close();
      } finally {
        afterClose();
      }
    },
    description,
  };
}
