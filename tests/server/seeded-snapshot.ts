// One migrated, seeded PGlite database per test run instead of one per test file: starting PGlite,
// running every migration and seeding take 5–20 s on a busy two-core machine, while loading a
// snapshot of the finished data directory takes a fraction of that. The Vitest global setup
// (tests/server/global-setup.ts) makes the snapshot once; openSeededDb() (test-db.ts) gives each
// caller its own in-memory copy of it, so test files stay as isolated as before: nothing one copy
// changes reaches another. The migration and seed tests (db.test.ts, catalogue-seed.test.ts) still
// run the real migrations and seeds on databases of their own.
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Db } from '../../server/db/db.ts';
import { migrate } from '../../server/db/migrate.ts';
import { pgliteAsDb } from '../../server/db/pglite-db.ts';
import { seedIfEmpty } from '../../server/db/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The tar file of a migrated, seeded PGlite data directory; '' when there is none. */
    seededPgliteSnapshot: string;
  }
}

/** Migrates and seeds a fresh in-memory PGlite and returns its data directory as a tar file. */
export async function makeSeededSnapshot(): Promise<Uint8Array> {
  const pg = await PGlite.create('memory://');
  try {
    const db = pgliteAsDb(pg, 'PGlite in memory (snapshot)');
    await migrate(db);
    await seedIfEmpty(db);
    const tar = await pg.dumpDataDir('none');
    return new Uint8Array(await tar.arrayBuffer());
  } finally {
    await pg.close();
  }
}

/** A fresh in-memory PGlite holding a copy of the snapshot at `path`. close() discards it. */
export async function openSnapshotCopy(path: string): Promise<Db> {
  const tar = new Blob([await readFile(path)]);
  const pg = await PGlite.create('memory://', { loadDataDir: tar });
  return pgliteAsDb(pg, 'PGlite in memory (a copy of the seeded snapshot)');
}
