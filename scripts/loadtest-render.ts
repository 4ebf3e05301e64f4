/**
 * `npx tsx scripts/loadtest-render.ts [build folder…]`: what one server render of a guest's page
 * costs, in CPU time, with nothing kept: the server's app in this process (no socket, no load
 * generator beside it), the home page, a product page and the Arabic home page requested in turn,
 * each request's `process.cpuUsage()` and wall time recorded, medians printed. CPU time is what the
 * target of a render is about, and what other work on the machine disturbs least (wall time on a
 * busy machine is two to three times a quiet one's).
 *
 * Several build folders (each a copy of `npm run build`'s dist/, default dist) are measured in the
 * same process, in alternating batches, so that two builds are compared under the same load.
 * `--cached` measures kept pages instead (the second guest on). Run it under
 * `node --cpu-prof --import tsx scripts/loadtest-render.ts` for where the time goes.
 *
 * PostgreSQL as `npm run loadtest` finds it (LOADTEST_DATABASE_URL, TEST_DATABASE_URL, else Debian's
 * local cluster when root), in a schema of its own dropped at the end; PGlite in memory without it
 * (or with `--pglite`). LOADTEST_ROUNDS (default 60) requests of each page per build, after
 * LOADTEST_WARM_UP (default 15); LOADTEST_PAGES (say `/,/ProductDetails?id=1`) some of the pages only.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const CACHED = args.includes('--cached');
const PGLITE = args.includes('--pglite');
/** Prints the database queries of one render of each page (after the measure). */
const QUERIES = args.includes('--queries');
const DIRS = args.filter((arg) => !arg.startsWith('--'));
const BUILDS = (DIRS.length > 0 ? DIRS : ['dist']).map((dir) => resolve(ROOT, dir));
const ROUNDS = Number(process.env.LOADTEST_ROUNDS ?? 60);
const WARM_UP = Number(process.env.LOADTEST_WARM_UP ?? 15);
const BATCH = 5;
/** LOADTEST_PAGES (paths, comma-separated) measures some of them only. */
const PAGES = [
  { name: 'home page', path: '/' },
  { name: 'product page', path: '/ProductDetails?id=1' },
  { name: 'home page in Arabic', path: '/ar/' },
].filter(({ path }) => !process.env.LOADTEST_PAGES || process.env.LOADTEST_PAGES.split(',').includes(path));

for (const build of BUILDS) {
  if (!existsSync(resolve(build, 'server', 'entry-server.js')))
    throw new Error(`${build} is not a build (no server/entry-server.js): npm run build`);
  // Outside the project, Node would take the build's files for CommonJS, and tsx would compile
  // them for it at load: not the code the server runs.
  if (!build.startsWith(ROOT) && !existsSync(resolve(build, 'package.json')))
    throw new Error(`${build} needs a package.json saying {"type":"module"}, as the project's`);
}

function postgresUrl(): string | undefined {
  if (PGLITE) return undefined;
  const url = process.env.LOADTEST_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (url) return url;
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/pg_lsclusters')) return undefined;
  return execFileSync('bash', [fileURLToPath(new URL('./debian-postgres.sh', import.meta.url))], {
    encoding: 'utf8',
  }).trim();
}

// Read when the server's modules load: set before they are imported.
Object.assign(process.env, {
  NODE_ENV: 'production',
  SEED_DEMO: 'true',
  PUBLIC_URL: 'http://127.0.0.1:1',
  RECAPTCHA_SECRET: 'loadtest-unused-secret',
  DEV_OUTBOX: 'false',
  FIRST_SCREEN_CACHE_PAGES: CACHED ? '500' : '0',
});

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function main(): Promise<void> {
  const { loadConfig } = await import('../server/config.ts');
  const { openPreparedDb } = await import('../server/server-process.ts');
  const { createApp } = await import('../server/app.ts');
  const { openPostgresDb } = await import('../server/db/postgres-db.ts');

  const url = postgresUrl();
  const schema = `storefront_render_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = url ? await openPostgresDb(url) : undefined;
  let databaseUrl = '';
  if (url && admin) {
    await admin.exec(`CREATE SCHEMA ${schema}`);
    const scoped = new URL(url);
    scoped.searchParams.set('options', `-c search_path=${schema}`);
    databaseUrl = scoped.toString();
  }
  const loadAtStart = loadavg().map((value) => value.toFixed(1));
  try {
    const say = () => {};
    const apps: { build: string; app: { fetch: (request: Request) => Response | Promise<Response> } }[] = [];
    let db: Awaited<ReturnType<typeof openPreparedDb>> | undefined;
    for (const build of BUILDS) {
      // One configuration object per build: an app keeps its pages per configuration.
      const config = loadConfig({
        ...process.env,
        DATABASE_URL: databaseUrl,
        DATA_DIR: 'memory://',
        STATIC_DIR: build,
      });
      db ??= await openPreparedDb(config, say);
      const app = createApp({ db, config, log: say });
      apps.push({ build, app });
    }
    const cpu: Record<string, number[]> = {};
    let notDrawn = 0;
    const wall: Record<string, number[]> = {};
    const request = async (app: (typeof apps)[number]['app'], path: string) => {
      const before = process.cpuUsage();
      const start = performance.now();
      const response = await app.fetch(
        new Request(`http://127.0.0.1${path}`, { headers: { Accept: 'text/html' } }),
      );
      const body = await response.text();
      const used = process.cpuUsage(before);
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      return {
        cpu: (used.user + used.system) / 1000,
        wall: performance.now() - start,
        // The first renders of a process load the build: past the deadline, the frame is served.
        drawn: body.includes('data-first-screen'),
      };
    };
    for (let round = 0; round < WARM_UP + ROUNDS; round += BATCH) {
      for (const { build, app } of apps) {
        for (let i = 0; i < BATCH; i++) {
          for (const page of PAGES) {
            const time = await request(app, page.path);
            if (round < WARM_UP) continue;
            if (!time.drawn) notDrawn += 1;
            const key = `${build}\t${page.name}`;
            cpu[key] = [...(cpu[key] ?? []), time.cpu];
            wall[key] = [...(wall[key] ?? []), time.wall];
          }
        }
      }
    }
    // The first build's.
    const shown = apps[0];
    if (QUERIES && db && shown) {
      const seen: string[] = [];
      const query = db.query.bind(db);
      db.query = (sql, params) => {
        seen.push(sql.replace(/\s+/g, ' ').slice(0, 110));
        return query(sql, params);
      };
      for (const page of PAGES) {
        seen.length = 0;
        await request(shown.app, page.path);
        console.log(`${page.name}: ${seen.length} queries`);
        for (const sql of seen) console.log(`  ${sql}`);
      }
    }
    console.log(
      `Server render (${CACHED ? 'kept pages' : 'nothing kept'}), ${url ? 'PostgreSQL' : 'PGlite'}, ` +
        `${ROUNDS} requests of each page per build after ${WARM_UP}; load average ${loadAtStart.join(', ')} ` +
        `at the start, ${loadavg()
          .map((value) => value.toFixed(1))
          .join(
            ', ',
          )} at the end${notDrawn > 0 ? `; ${notDrawn} measured requests not drawn (frame served)` : ''}`,
    );
    console.log('| build | page | CPU ms (median) | wall ms (median) |');
    console.log('|---|---|---:|---:|');
    for (const key of Object.keys(cpu)) {
      const [build, page] = key.split('\t');
      console.log(
        `| ${build} | ${page} | ${median(cpu[key] ?? []).toFixed(1)} | ${median(wall[key] ?? []).toFixed(1)} |`,
      );
    }
    await db?.close();
  } finally {
    if (admin) {
      await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => undefined);
      await admin.close().catch(() => undefined);
    }
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`loadtest-render failed: ${error instanceof Error ? error.stack : String(error)}`);
    process.exit(1);
  },
);
