/**
 * `npm run test:postgres`: the server tests (tests/server, or the test files given) on PostgreSQL,
 * each test file in a throwaway schema (tests/server/test-db.ts). The database is
 * TEST_DATABASE_URL, else Debian's local cluster when we are root and it is installed
 * (debian-postgres.sh starts and prepares it). With neither, CI fails, while a developer's machine
 * skips with a one-line notice, so that `npm test` passes on a machine without PostgreSQL.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const HOW = "set TEST_DATABASE_URL=postgres://…, or install Debian's postgresql and run as root";
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

function debianPostgres(): string | undefined {
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/pg_lsclusters')) return undefined;
  const output = execFileSync('bash', [here('./debian-postgres.sh')], { encoding: 'utf8' });
  return output.trim();
}

const url = process.env.TEST_DATABASE_URL || debianPostgres();
if (!url) {
  if (process.env.CI) {
    console.error(`test:postgres: no PostgreSQL to test on, and CI must test it: ${HOW}.`);
    process.exit(1);
  }
  console.log(`test:postgres: skipped the server tests on PostgreSQL (no database): ${HOW}.`);
  process.exit(0);
}

const where = new URL(url);
console.log(`test:postgres: the server tests on PostgreSQL at ${where.host}${where.pathname}`);
const files = process.argv.slice(2);
const vitest = spawnSync(
  process.execPath,
  [here('../node_modules/vitest/vitest.mjs'), 'run', ...(files.length > 0 ? files : ['tests/server'])],
  { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: url } },
);
process.exit(vitest.status ?? 1);
