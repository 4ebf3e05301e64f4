/**
 * `npm run loadtest`: requests per second and latency (p50, p99) of the product listing and of
 * password sign-in, with the real server (started here on free ports, fresh data each time) on
 * PGlite in one process, on PostgreSQL in one process, and on PostgreSQL in two processes
 * (server/cluster.ts, as `npm run start:cluster` with WORKERS=2). Prints a Markdown table.
 *
 * Load comes from autocannon, in this process, on the same machine: the figures compare the set-ups
 * with each other, they are not the capacity of a dedicated server.
 *
 * PostgreSQL is LOADTEST_DATABASE_URL, else TEST_DATABASE_URL, else Debian's local cluster when we
 * are root (scripts/debian-postgres.sh, as `npm run test:postgres`); the run works in a schema of
 * its own, dropped at the end. Without PostgreSQL only the PGlite rows are measured.
 * LOADTEST_SECONDS (default 8) is the length of each measurement.
 *
 * With a build (`npm run build`: dist/ and its server part) the home page and a product page are
 * measured too, rendered on the server for a guest (docs/decisions/0139, 0143): kept (the second
 * guest on gets the kept page) with 50 connections, and on a second server with nothing kept
 * (FIRST_SCREEN_CACHE_PAGES=0): one connection per process (what one render costs; the home page
 * in English and in Arabic, and a product page) and 50 (beyond
 * the renders in line a guest gets the frame: the "drawn" column says how many were rendered).
 * Without a build, only the API.
 *
 * Sign-in is limited on purpose (RATE_LIMIT_PER_*): for this run the limits are set to 1,000,000,
 * and the sign-ins come from 64 client addresses (X-Forwarded-For from this machine, a trusted
 * proxy) as customers would, instead of one address that the per-address hashing turn would queue.
 *
 * `npm run loadtest -- --pages` measures only the rendered pages (kept and not kept, in one and in
 * two processes); LOADTEST_STATIC_DIR (default dist) is the build they come from, so that a copy of
 * a build can be measured while dist/ is rebuilt (a copy outside the project needs a package.json
 * saying {"type":"module"}, or Node takes its files for CommonJS and tsx compiles them at load).
 * What one render costs in CPU, without a load generator beside it, and two builds compared in
 * one process: scripts/loadtest-render.ts.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { hashPassword } from '../server/auth/password-hash.ts';
import { openPostgresDb } from '../server/db/postgres-db.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SECONDS = Number(process.env.LOADTEST_SECONDS ?? 8);
const WARM_UP_SECONDS = 2;
const LISTING_CONNECTIONS = 50;
const PAGE_CONNECTIONS = 50;
/** The build the rendered pages come from, when there is one. */
const STATIC_DIR = process.env.LOADTEST_STATIC_DIR || 'dist';
const BUILT = existsSync(resolve(ROOT, STATIC_DIR, 'server', 'entry-server.js'));
// A copy of a build outside the project is read as CommonJS without a package.json of its own
// saying it is a module: tsx then compiles the render at load (keeping every function's name, about
// 1.5 ms of each render), and the figures are not the server's.
if (
  BUILT &&
  !resolve(ROOT, STATIC_DIR).startsWith(ROOT) &&
  !existsSync(resolve(ROOT, STATIC_DIR, 'package.json'))
) {
  throw new Error(`${STATIC_DIR} needs a package.json saying {"type":"module"}, as the project's`);
}
/** Only the rendered pages (`--pages`). */
const PAGES_ONLY = process.argv.slice(2).includes('--pages');
const SIGN_IN_CONNECTIONS = 10;
const ADDRESSES = 64;
const HIGH_LIMIT = '1000000';
const DEMO = { username: 'demo@example.com', password: 'Demo-pass-2026' };

interface Setup {
  database: 'PGlite' | 'PostgreSQL';
  processes: number;
  entry: string;
  env: Record<string, string>;
}

interface Row {
  setup: Setup;
  endpoint: string;
  connections: number;
  result: autocannon.Result;
  /** Pages only: how many answers had their first screen drawn on the server. */
  drawn?: number;
}

/** What a measured endpoint is: its autocannon options, and for a page the count of drawn answers. */
interface Endpoint {
  name: string;
  options: (base: string, duration: number) => autocannon.Options;
  drawn?: { count: number };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

function postgresUrl(): string | undefined {
  const url = process.env.LOADTEST_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (url) return url;
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/pg_lsclusters')) return undefined;
  return execFileSync('bash', [fileURLToPath(new URL('./debian-postgres.sh', import.meta.url))], {
    encoding: 'utf8',
  }).trim();
}

interface Running {
  child: ChildProcess;
  base: string;
  exited: Promise<number | null>;
}

/** Starts the server and resolves once it says it listens (never after a guessed wait). */
async function startServer(setup: Setup): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', setup.entry], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // Production as an operator runs it, with the demo store asked for by name (and the lab
      // store's reCAPTCHA given a secret: no load goes through it).
      SEED_DEMO: 'true',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      RECAPTCHA_SECRET: 'loadtest-unused-secret',
      PORT: String(port),
      STATIC_DIR: BUILT ? resolve(ROOT, STATIC_DIR) : '/nonexistent-dist',
      DEV_OUTBOX: 'false',
      TRUST_PROXY: '127.0.0.1',
      RATE_LIMIT_PER_IDENTIFIER: HIGH_LIMIT,
      RATE_LIMIT_PER_ACCOUNT: HIGH_LIMIT,
      RATE_LIMIT_PER_ADDRESS: HIGH_LIMIT,
      ...setup.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const output: string[] = [];
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (output.join('').includes('Storefront listening')) resolve();
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exited.then((code) => reject(new Error(`${setup.entry} exited (${code}):\n${output.join('')}`)));
  });
  return { child, base: `http://127.0.0.1:${port}`, exited };
}

async function stopServer(running: Running): Promise<void> {
  running.child.kill('SIGTERM');
  const code = await running.exited;
  if (code !== 0) throw new Error(`The server exited with ${code} on SIGTERM`);
}

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

function listing(base: string, duration: number): autocannon.Options {
  let page = 0;
  return {
    url: base,
    connections: LISTING_CONNECTIONS,
    duration,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          page = (page % 5) + 1;
          return { ...request, path: `/pbs/rest/v3/products?page-number=${page}` };
        },
      },
    ],
    headers: { 'realm-name': 'demo' },
  };
}

/** A page a guest opens, rendered on the server (its HTML, not its assets), and how many were drawn. */
function renderedPage(name: string, path: string, connections = PAGE_CONNECTIONS): Endpoint {
  const drawn = { count: 0 };
  return {
    name,
    drawn,
    options: (base, duration) => {
      drawn.count = 0;
      return {
        url: base,
        connections,
        duration,
        requests: [
          {
            method: 'GET',
            path,
            onResponse: (status, body) => {
              if (status === 200 && body.includes('data-first-screen')) drawn.count += 1;
            },
          },
        ],
        headers: { Accept: 'text/html' },
      };
    },
  };
}

function signIn(base: string, duration: number): autocannon.Options {
  let turn = 0;
  return {
    url: base,
    connections: SIGN_IN_CONNECTIONS,
    duration,
    requests: [
      {
        method: 'POST',
        path: '/ums/rest/v3/login',
        setupRequest: (request) => {
          turn = (turn + 1) % ADDRESSES;
          return {
            ...request,
            headers: { ...request.headers, 'X-Forwarded-For': `198.18.0.${turn + 1}` },
          };
        },
      },
    ],
    headers: { 'realm-name': 'demo', 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO),
  };
}

async function measure(setup: Setup): Promise<Row[]> {
  const pages = BUILT
    ? [
        renderedPage('home page, rendered, kept', '/'),
        renderedPage('product page, rendered, kept', '/ProductDetails?id=1'),
      ]
    : [];
  const rows = await measureOn(
    setup,
    '',
    PAGES_ONLY
      ? pages
      : [{ name: 'listing', options: listing }, ...pages, { name: 'sign-in', options: signIn }],
  );
  if (!BUILT) return rows;
  // Nothing kept: every guest's page is rendered (or, beyond the renders in line, framed).
  const one = setup.processes;
  const uncached = { ...setup, env: { ...setup.env, FIRST_SCREEN_CACHE_PAGES: '0' } };
  rows.push(
    ...(await measureOn(uncached, ', nothing kept', [
      renderedPage('home page, rendered, not kept', '/', one),
      renderedPage('product page, rendered, not kept', '/ProductDetails?id=1', one),
      // Right to left: its styles are compiled with the flipping plugins.
      renderedPage('home page in Arabic, rendered, not kept', '/ar/', one),
      renderedPage('product page, rendered, not kept', '/ProductDetails?id=1'),
    ])),
  );
  return rows;
}

async function measureOn(setup: Setup, note: string, endpoints: Endpoint[]): Promise<Row[]> {
  const label = `${setup.database}, ${setup.processes} ${setup.processes === 1 ? 'process' : 'processes'}${note}`;
  console.error(`loadtest: ${label}: starting the server`);
  const running = await startServer(setup);
  try {
    const rows: Row[] = [];
    for (const { name, options, drawn } of endpoints) {
      // The reads warm up (compiled code, the database's caches). Sign-in does not: its cost is
      // the password hash, and a warm-up would leave its queue of hashes running into the measure.
      if (name !== 'sign-in') await run(options(running.base, WARM_UP_SECONDS));
      console.error(`loadtest: ${label}: ${name} for ${SECONDS} s`);
      const result = await run(options(running.base, SECONDS));
      rows.push({ setup, endpoint: name, connections: result.connections, result, drawn: drawn?.count });
    }
    return rows;
  } finally {
    await stopServer(running);
  }
}

/** The median of five password hashes, in milliseconds: what one sign-in costs this machine now. */
async function timeOneHash(): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    await hashPassword('Load-test-password-1');
    times.push(performance.now() - start);
  }
  return Math.round(times.sort((x, y) => x - y)[2] ?? 0);
}

function table(rows: Row[]): string {
  const lines = [
    '| database | processes | endpoint | connections | answered | requests/s | p50 ms | p99 ms | not 2xx | waiting at the end | drawn |',
    '|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const { setup, endpoint, connections, result, drawn } of rows) {
    // Answers over the measured time (requests still waiting at the end are not answers).
    const answered = result['2xx'] + result.non2xx;
    const perSecond = answered / result.duration;
    const failed = result.non2xx + result.errors;
    // Sent but neither answered nor failed when the time was up: at most one per connection when
    // the server keeps up; as many as the connections, with nothing answered, when it stalled.
    const waiting = Math.max(0, result.requests.sent - answered - result.errors);
    lines.push(
      `| ${setup.database} | ${setup.processes} | ${endpoint} | ${connections} | ${answered} | ` +
        `${perSecond < 20 ? perSecond.toFixed(1) : Math.round(perSecond)} | ` +
        `${answered === 0 ? '–' : result.latency.p50} | ${answered === 0 ? '–' : result.latency.p99} | ${failed} | ${waiting} | ` +
        `${drawn === undefined ? '' : `${Math.round((100 * drawn) / Math.max(1, answered))} %`} |`,
    );
  }
  return lines.join('\n');
}

/** The load average as the run prints it. */
function loadNow(): string {
  return loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');
}

async function main(): Promise<void> {
  const started = Date.now();
  const loadAtStart = loadNow();
  const setups: Setup[] = [
    {
      database: 'PGlite',
      processes: 1,
      entry: 'server/main.ts',
      env: { DATABASE_URL: '', DATA_DIR: 'memory://' },
    },
  ];
  const url = postgresUrl();
  const schema = `storefront_loadtest_${process.pid}_${randomBytes(3).toString('hex')}`;
  let admin: Awaited<ReturnType<typeof openPostgresDb>> | undefined;
  if (url) {
    admin = await openPostgresDb(url);
    await admin.exec(`CREATE SCHEMA ${schema}`);
    const scoped = new URL(url);
    scoped.searchParams.set('options', `-c search_path=${schema}`);
    const env = { DATABASE_URL: scoped.toString() };
    setups.push({ database: 'PostgreSQL', processes: 1, entry: 'server/main.ts', env });
    setups.push({
      database: 'PostgreSQL',
      processes: 2,
      entry: 'server/cluster.ts',
      env: { ...env, WORKERS: '2' },
    });
  } else {
    console.error(
      'loadtest: no PostgreSQL (set LOADTEST_DATABASE_URL, or run as root with Debian postgresql)',
    );
  }

  const hashMs = await timeOneHash();
  const rows: Row[] = [];
  try {
    for (const setup of setups) rows.push(...(await measure(setup)));
  } finally {
    if (admin) {
      // PostgreSQL stopped under the run (by someone else) must not hide why the run failed.
      await admin
        .exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
        .catch((error: unknown) =>
          console.error(`loadtest: could not drop schema ${schema}: ${String(error)}`),
        );
      await admin.close().catch(() => undefined);
    }
  }

  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  console.log(
    `Load test: ${availableParallelism()} cores (${cpu}, load average ${loadAtStart} at the start, ${loadNow()} at the end), Node ${process.versions.node}; ` +
      `${SECONDS} s per row (the listing after a ${WARM_UP_SECONDS} s warm-up); load generated on the same machine.`,
  );
  console.log(
    `One password hash took ${hashMs} ms here before the run; each process hashes on half the cores ` +
      `(${Math.max(1, Math.floor(availableParallelism() / 2))} at once here), so sign-ins per second stay ` +
      `below processes × that ÷ the hash time.`,
  );
  console.log(
    `Listing: GET /pbs/rest/v3/products pages 1-5 of the seeded catalogue. Sign-in: POST /ums/rest/v3/login ` +
      `with the demo customer's right password from ${ADDRESSES} client addresses. ` +
      `For this run only, RATE_LIMIT_PER_IDENTIFIER, RATE_LIMIT_PER_ACCOUNT and RATE_LIMIT_PER_ADDRESS are ${HIGH_LIMIT}.`,
  );
  console.log('');
  console.log(table(rows));
  console.log('');
  console.log(`(${Math.round((Date.now() - started) / 1000)} s in all)`);
}

main().catch((error: unknown) => {
  console.error(`loadtest failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
