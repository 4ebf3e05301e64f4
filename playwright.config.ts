import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';

/**
 * The journeys run against `npm start` (the built storefront and the reference API on one port)
 * with a fresh in-memory database, on free ports picked once and shared with the workers.
 */
function freePort(): string {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
}
process.env.E2E_PORT ??= freePort();
process.env.E2E_CLOSED_PORT ??= freePort();
process.env.E2E_SHORT_TOKENS_PORT ??= freePort();
process.env.E2E_LAB_PORT ??= freePort();
const port = process.env.E2E_PORT;
const closedPort = process.env.E2E_CLOSED_PORT;
const shortTokensPort = process.env.E2E_SHORT_TOKENS_PORT;
const labPort = process.env.E2E_LAB_PORT;
// The demo store's fulfilment key on the first server, drawn for this run and shared with the
// workers like the ports (e2e/aftercare-gaps.spec.ts): no published constant opens the endpoints.
process.env.E2E_FULFILMENT_KEY ??= `sfk_e2e_${randomBytes(32).toString('base64url')}`;
const fulfilmentKey = process.env.E2E_FULFILMENT_KEY;

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// A short wait before a new one-time code may be asked for, so the journeys can ask for one; the
// journeys read codes and links from the development outbox. Every journey comes from one address
// (127.0.0.1) and most sign a new customer up: the per-address limit (100 a window by default, kept
// for the per-identifier limits the journeys do meet) would refuse the later ones. The limits
// themselves are tested by the server tests (tests/server/auth-limits.test.ts). Each server's
// PUBLIC_URL is the address the journeys open, so the links it e-mails lead back to it.
const serverEnv = {
  DATA_DIR: 'memory://',
  NODE_ENV: 'test',
  OTP_RESEND_SECONDS: '2',
  DEV_OUTBOX: 'true',
  RATE_LIMIT_PER_ADDRESS: '5000',
  // The cheapest password hash (production refuses it): every journey signs up and signs in.
  PASSWORD_HASH_COST: '10',
  // Idle connections outlive any pause within a journey. With the 5 s default, a journey's own API
  // calls (page.request) could reuse a connection just as the server closed it and fail with
  // ECONNRESET (browsers retry that; Playwright's request client does not).
  KEEP_ALIVE_TIMEOUT_MS: '65000',
  // Every styled element a journey's page draws on the server has its kept styles checked against
  // the same styles made anew (src/app/ssr/serializeStylesOnce.ts): a difference fails the render.
  FIRST_SCREEN_CHECK_STYLES: '1',
};

export default defineConfig({
  testDir: 'e2e',
  // Skeletons written by `npm run paths -- --export <machine>` run only when asked for.
  testIgnore: process.env.PATHS_EXPORTED ? [] : ['exported/**'],
  globalSetup: './e2e/global-setup.ts',
  globalTeardown: './e2e/global-teardown.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Four servers and three browsers share two cores in CI, sometimes with another busy process:
  // a page can take many seconds to render. Every wait is for an event or a state; these are only
  // ceilings, and the long journeys raise theirs (test.slow, or per path in machinePaths.spec.ts).
  timeout: 60_000,
  expect: { timeout: 20_000 },
  // Three journeys at a time on the two cores: many of them wait on the server, on a one-time code's
  // resend delay or on a token's expiry, leaving a core idle. Measured on the same machine and hour:
  // the whole suite 9.4 min with two workers, 8.3 min with three (each journey about a third slower).
  workers: 3,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A failed journey keeps its trace (actions, DOM snapshots, network); the screencast film strip
    // is left out: recording it costs every journey CPU time the two cores do not have.
    trace: { mode: 'retain-on-failure', screenshots: false },
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  webServer: [
    {
      command: 'npm start',
      url: `http://127.0.0.1:${port}/storefront-config.json`,
      env: {
        ...serverEnv,
        PORT: port,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        STORE_REALM: 'demo',
        FULFILMENT_DEV_KEY: fulfilmentKey,
        // A guest's page is drawn on the server unless its render outlasts the deadline (1 s; the
        // frame is served then, tests/server/first-screen-cache.test.ts). Here the journeys that read
        // the drawn page (a crawler's view) must get it from a cold server on two busy cores.
        FIRST_SCREEN_DEADLINE_MS: '15000',
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // A second storefront whose store is switched off, for the store-unavailable page.
      command: 'npm run serve',
      url: `http://127.0.0.1:${closedPort}/storefront-config.json`,
      env: {
        ...serverEnv,
        PORT: closedPort,
        PUBLIC_URL: `http://127.0.0.1:${closedPort}`,
        STORE_REALM: 'closed',
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // Access tokens that expire within seconds, for the token-refresh journeys.
      command: 'npm run serve',
      url: `http://127.0.0.1:${shortTokensPort}/storefront-config.json`,
      env: {
        ...serverEnv,
        PORT: shortTokensPort,
        PUBLIC_URL: `http://127.0.0.1:${shortTokensPort}`,
        STORE_REALM: 'demo',
        ACCESS_TOKEN_TTL_SECONDS: '3',
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The lab store (an analytics tag, reCAPTCHA on), its tag's script the local stand-in: the
      // consent and reCAPTCHA journeys (e2e/consent-recaptcha.spec.ts).
      command: 'npm run serve',
      url: `http://127.0.0.1:${labPort}/storefront-config.json`,
      env: {
        ...serverEnv,
        PORT: labPort,
        PUBLIC_URL: `http://127.0.0.1:${labPort}`,
        STORE_REALM: 'lab',
        ANALYTICS_SCRIPT_URL: '/dev/analytics/gtag.js',
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
