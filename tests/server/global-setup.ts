// Vitest global setup of the node project: the seeded PGlite snapshot every server test file copies
// (seeded-snapshot.ts). Made once per run, in a temporary directory removed at the end. On
// PostgreSQL (TEST_DATABASE_URL) there is no snapshot: each file migrates and seeds its own schema.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { makeSeededSnapshot } from './seeded-snapshot.ts';

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('seededPgliteSnapshot', '');
    return;
  }
  const dir = await mkdtemp(join(tmpdir(), 'storefront-seeded-'));
  const path = join(dir, 'seeded-pglite.tar');
  await writeFile(path, await makeSeededSnapshot());
  project.provide('seededPgliteSnapshot', path);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
