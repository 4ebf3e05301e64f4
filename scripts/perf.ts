// `npm run perf`: Lighthouse on the built storefront, as `npm start` serves it.
// Builds, starts the server on a free port with a fresh in-memory database, then runs Lighthouse
// (the `lighthouse` package, Debian's Chromium through chrome-launcher) RUNS times per route on the
// mobile and desktop presets, one run at a time, and writes reports/perf/results.json (every run
// and the medians per route and preset), reports/perf/README.md (a Markdown table of the medians and
// the budgets of scripts/perf-budgets.ts, each marked pass or fail) and every run's Lighthouse report
// (reports/perf/lighthouse/<page>.<preset>.run<N>.json, for the why behind a figure).
// Not part of `npm test` or CI: the scores depend on the machine and on what else runs on it.
//
// `npm run perf -- --bare` (or PERF_BARE=1) also builds the bare client-rendered page of the same
// stack (perf/bare, into perf/bare/dist), serves it as the storefront's server serves its build
// (scripts/perf-bare-server.ts), and measures it in turns with the storefront's routes, same Chromium
// and presets: the README and results.json then compare each route's score and largest paint with it.
// Chromium resolves no host but this machine's: nothing is fetched from the network.
//
// PERF_RUNS (3), PERF_ROUTES (comma-separated paths) and CHROMIUM_PATH (/usr/bin/chromium) change it.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import {
  budgetTable,
  checkBudgets,
  compareWithBare,
  comparisonTable,
  type Preset,
  runOrder,
} from './perf-budgets.ts';

const RUNS = Number(process.env.PERF_RUNS ?? 3);
const BARE = process.argv.includes('--bare') || process.env.PERF_BARE === '1';
const OUT_DIR = join('reports', 'perf');
const REPORTS_DIR = join(OUT_DIR, 'lighthouse');
const BARE_DIR = join('perf', 'bare', 'dist');
/** The bare page's row in the tables. */
const BARE_ROUTE = 'bare page';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Only this machine: a page that asked for anything else would fail to load it rather than go out.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];
const PRESETS: readonly Preset[] = ['mobile', 'desktop'];

interface Figures {
  performance: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The accessibility, SEO and best-practice audits that did not pass: why a score is below 100. */
  failing: string[];
}

const CHECKED_CATEGORIES = ['accessibility', 'seo', 'best-practices'];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function waitForServer(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer ${url} within 2 minutes`);
}

/** A product of the seeded store, read through the API, so the route follows the seed. */
async function seededProductId(baseUrl: string): Promise<number> {
  const response = await fetch(`${baseUrl}/pbs/rest/v3/products?page-limit=1&page-number=1`, {
    headers: { 'realm-name': 'demo' },
  });
  const body = (await response.json()) as { response_body: { products: { product_id: number }[] } };
  const id = body.response_body.products[0]?.product_id;
  if (id === undefined) throw new Error('The seeded store has no products');
  return id;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function runLighthouse(
  url: string,
  preset: Preset,
  port: number,
): Promise<{ figures: Figures; report: string }> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error' },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.message}`);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const report = Array.isArray(result.report) ? (result.report[0] ?? '') : result.report;
  const figures: Figures = {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    bestPractices: score('best-practices'),
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    cls: Number(value('cumulative-layout-shift').toFixed(3)),
    failing: CHECKED_CATEGORIES.flatMap((id) =>
      (categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${id}: ${ref.id}`),
    ),
  };
  return { figures, report };
}

/** '/' → 'home', '/ProductDetails?id=1' → 'ProductDetails-id-1': a file name for a route's reports. */
function reportName(route: string): string {
  if (route === BARE_ROUTE) return 'bare';
  return route === '/' ? 'home' : route.replace(/^\//, '').replace(/[^A-Za-z0-9]+/g, '-');
}

function waitForExit(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

function medians(runs: Figures[]): Figures {
  const of = (key: Exclude<keyof Figures, 'failing'>) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    seo: of('seo'),
    bestPractices: of('bestPractices'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: Number(of('cls').toFixed(3)),
    failing: [...new Set(runs.flatMap((run) => run.failing))],
  };
}

function table(rows: { route: string; preset: Preset; median: Figures }[]): string {
  const lines = [
    '| route | preset | performance | LCP | TBT | CLS | accessibility | SEO | best practices |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const { route, preset, median: m } of rows) {
    lines.push(
      `| ${route} | ${preset} | ${m.performance} | ${(m.lcpMs / 1000).toFixed(1)} s | ${m.tbtMs} ms | ${m.cls} | ${m.accessibility} | ${m.seo} | ${m.bestPractices} |`,
    );
  }
  const failing = rows.filter((row) => row.median.failing.length > 0);
  if (failing.length > 0) {
    lines.push('', 'Audits that did not pass (in any run):', '');
    for (const { route, preset, median: m } of failing)
      lines.push(`- ${route} ${preset}: ${m.failing.join(', ')}`);
  }
  return lines.join('\n');
}

async function main() {
  console.log('Building…');
  execFileSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (BARE) {
    console.log('Building the bare page…');
    execFileSync('npx', ['vite', 'build', '-c', 'perf/bare/vite.config.ts'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: 'memory://', STORE_REALM: 'demo' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const barePort = BARE ? await freePort() : undefined;
  const bareUrl = `http://127.0.0.1:${barePort}/`;
  const bareServer =
    barePort === undefined
      ? undefined
      : spawn(process.execPath, ['--import', 'tsx', 'scripts/perf-bare-server.ts'], {
          env: { ...process.env, PORT: String(barePort), BARE_DIR, API_ORIGIN: baseUrl },
          stdio: ['ignore', 'ignore', 'inherit'],
        });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    await waitForServer(`${baseUrl}/storefront-config.json`, server);
    if (bareServer) await waitForServer(bareUrl, bareServer);
    const productId = await seededProductId(baseUrl);
    const routes = process.env.PERF_ROUTES?.split(',') ?? [
      '/',
      '/productListing',
      `/ProductDetails?id=${productId}`,
      '/cart',
      '/signin',
    ];
    const started = Date.now();
    const loadBefore = loadavg()[0] ?? 0;
    const pages = BARE ? [BARE_ROUTE, ...routes] : routes;
    const urlOf = (route: string) => (route === BARE_ROUTE ? bareUrl : `${baseUrl}${route}`);
    rmSync(REPORTS_DIR, { recursive: true, force: true });
    mkdirSync(REPORTS_DIR, { recursive: true });
    const runsOf = new Map<string, Figures[]>();
    for (const { route, preset, run } of runOrder(pages, PRESETS, RUNS, BARE)) {
      const { figures, report } = await runLighthouse(urlOf(route), preset, chrome.port);
      writeFileSync(join(REPORTS_DIR, `${reportName(route)}.${preset}.run${run}.json`), report);
      console.log(
        `${route} ${preset} run ${run}: performance ${figures.performance}, LCP ${figures.lcpMs} ms, TBT ${figures.tbtMs} ms`,
      );
      const key = `${preset} ${route}`;
      runsOf.set(key, [...(runsOf.get(key) ?? []), figures]);
    }
    const results = pages.flatMap((route) =>
      PRESETS.map((preset) => {
        const runs = runsOf.get(`${preset} ${route}`) ?? [];
        return { route, preset, runs, median: medians(runs) };
      }),
    );
    const storefront = results.filter((row) => row.route !== BARE_ROUTE);
    const bare = results.filter((row) => row.route === BARE_ROUTE);
    const budgets = checkBudgets(storefront);
    const comparison = BARE ? compareWithBare(storefront, bare) : undefined;
    const machine = {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? 'unknown',
      loadAverageBefore: Number(loadBefore.toFixed(2)),
      loadAverageAfter: Number((loadavg()[0] ?? 0).toFixed(2)),
      node: process.version,
    };
    const when = new Date().toISOString();
    mkdirSync(OUT_DIR, { recursive: true });
    writeFileSync(
      join(OUT_DIR, 'results.json'),
      `${JSON.stringify(
        {
          date: when,
          runsPerRoute: RUNS,
          machine,
          ...(BARE ? { bare: { url: bareUrl, source: 'perf/bare', inTurns: true } } : {}),
          results,
          ...(comparison ? { comparison } : {}),
          budgets,
        },
        null,
        2,
      )}\n`,
    );
    const sections = [table(results)];
    if (comparison) {
      sections.push(
        `## Against the bare client-rendered page\n\nThe bare page (perf/bare: React, MUI with Emotion, TanStack Router and Query, ` +
          `XState, Lingui, ten product cards, drawn by the browser) measured in turns with the routes above. ` +
          `Targets: a score at least the bare page's, a largest paint at most 0.8× the bare page's.\n\n` +
          comparisonTable(comparison),
      );
    }
    sections.push(`## Budgets\n\n${budgetTable(budgets)}`);
    const markdown = sections.join('\n\n');
    writeFileSync(
      join(OUT_DIR, 'README.md'),
      `# Lighthouse medians\n\n${when}, ${RUNS} runs per route and preset (Lighthouse 12, Debian Chromium), ` +
        `on ${machine.cpus} × ${machine.cpuModel}, load average ${machine.loadAverageBefore} before and ` +
        `${machine.loadAverageAfter} after; ${Math.round((Date.now() - started) / 1000)} s in all. ` +
        `Every run's report: lighthouse/.\n\n${markdown}\n`,
    );
    console.log(`\n${markdown}\n\nWritten to ${OUT_DIR}/`);
  } finally {
    chrome.kill();
    server.kill('SIGTERM');
    bareServer?.kill('SIGTERM');
    await Promise.all([waitForExit(server), ...(bareServer ? [waitForExit(bareServer)] : [])]);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
