// Everything the server reads from the environment, read once and checked at start-up.
import {
  DEFAULT_PASSWORD_HASH_COST,
  MAX_PASSWORD_HASH_COST,
  MIN_PASSWORD_HASH_COST,
} from './auth/password-hash.ts';
import { DEFAULT_CATALOGUE_SIZE, MAX_CATALOGUE_SIZE } from './db/seed-catalogue.ts';
import { parseTrustProxy } from './http/trusted-proxies.ts';
import { refuseProductionStandIns } from './production-policy.ts';

export interface ServerConfig {
  port: number;
  /** The configured realm name the SPA serves; its first dash-separated word names the store. */
  realmName: string;
  /** PGlite data directory (relative to the cwd) or `memory://`. Ignored when databaseUrl is set. */
  dataDir: string;
  /** A PostgreSQL connection string; when set, PostgreSQL is used instead of PGlite. */
  databaseUrl: string | undefined;
  nodeEnv: string;
  /** GET/DELETE /dev/outbox for this machine (DEV_OUTBOX=true); never in production. */
  devOutbox: boolean;
  /** log2 of scrypt's N for new password hashes (PASSWORD_HASH_COST); production takes no less than 15. */
  passwordHashCost: number;
  /** The built SPA (`npm run build` writes `dist`). */
  staticDir: string;
  /** OAuth client id the SPA signs in with; the `aud` of every token. */
  clientId: string;
  /** Where the SPA sends API calls and loads media from; '' means this same origin. */
  apiBaseUrl: string;
  mediaBaseUrl: string;
  /** The `iss` of every token. */
  tokenIssuer: string;
  /** Lifetime of access and id tokens. */
  accessTokenTtlSeconds: number;
  /** Lifetime of each refresh token; every refresh issues a new one with the full lifetime. */
  refreshTokenTtlSeconds: number;
  /** How long a one-time code stays valid, and how long before a new one may be sent. */
  otpTtlSeconds: number;
  otpResendSeconds: number;
  /** Lifetime of a forgot-password link. */
  resetTokenTtlSeconds: number;
  /**
   * The storefront's origin (PUBLIC_URL; PUBLIC_ORIGIN is its older name): e-mailed links, canonical
   * addresses and the sitemap. Required in production. Unset elsewhere: e-mailed links point to
   * http://localhost:PORT (see http/link-origin.ts); never to the request's Host.
   */
  publicOrigin: string | undefined;
  /**
   * Whether the demo stores, customers, coupons and orders are seeded into an empty database
   * (SEED_DEMO): yes outside production, no in production unless SEED_DEMO=true (then a warning).
   */
  seedDemo: boolean;
  /**
   * Whether the payments sandbox (a provider's test environment, routes/payments-sandbox.ts) is
   * mounted (PAYMENTS_SANDBOX): yes outside production unless PAYMENTS_SANDBOX=false; never in
   * production, which refuses PAYMENTS_SANDBOX=true.
   */
  paymentsSandbox: boolean;
  /** Proxies (addresses or CIDR ranges) whose X-Forwarded-For and X-Forwarded-Proto are believed. */
  trustProxy: string[];
  /**
   * Per window (see auth/sign-in-limits.ts): failures and messages per e-mail/phone and address,
   * failures and messages per e-mail/phone from all addresses, and requests per address.
   */
  rateLimitPerIdentifier: number;
  rateLimitPerAccount: number;
  rateLimitPerAddress: number;
  rateLimitWindowSeconds: number;
  /** Wrong passwords within lockWindowSeconds that lock the account. */
  lockAfterFailedSignIns: number;
  lockWindowSeconds: number;
  /** How long an e-mailed unlock link or unlock code lives. */
  unlockTtlSeconds: number;
  /** How many products the demo store's catalogue is seeded with (only into an empty catalogue). */
  catalogueSize: number;
  /**
   * How long a request may take to arrive (all of it, and its headers), and how long an idle
   * keep-alive connection stays open: a client that trickles its bytes is cut off (see http-server.ts).
   */
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  keepAliveTimeoutMs: number;
  /** The Ask AI assistant (server/askai): its optional language model and its limits. */
  askAi: AskAiConfig;
  /**
   * The seller/courier endpoints (/fulfilment) take each store's own keys (server/fulfilment/keys.ts,
   * `npm run fulfilment-key`); outside production a store without one gets a random key at start-up.
   * FULFILMENT_DEV_KEY (outside production only): the key the served store (STORE_REALM) gets then
   * instead, so that a test run can hold it without reading the log. The old single secret
   * FULFILMENT_SECRET is refused.
   */
  fulfilmentDevKey: string | undefined;
  /**
   * Where a store's analytics tag script is loaded from, without its `?id=` (ANALYTICS_SCRIPT_URL):
   * Google's gtag.js by default; outside production a path on this server (the stand-in script of
   * the development routes, for the journeys).
   */
  analyticsScriptUrl: string;
  /**
   * reCAPTCHA's secret (RECAPTCHA_SECRET): set, a store's challenge is Google's and its tokens are
   * checked with Google's siteverify; unset, the local stand-in challenge (never in production,
   * where a store that turns reCAPTCHA on then has its sign-ins refused: see auth/recaptcha.ts).
   */
  recaptchaSecret: string | undefined;
}

/** Google's tag script; the tag's id is added as `?id=`. */
export const GOOGLE_TAG_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';

export interface AskAiConfig {
  /**
   * An OpenAI-compatible chat-completions endpoint (ASK_AI_BASE_URL, ASK_AI_MODEL, ASK_AI_API_KEY,
   * all three or none); undefined: the built-in assistant answers alone. The key stays on the server.
   */
  model: { baseUrl: string; model: string; apiKey: string } | undefined;
  /** How long the model may take to start answering, and to finish (ASK_AI_TIMEOUT_MS). */
  modelTimeoutMs: number;
  /** Questions a customer may ask per window (ASK_AI_RATE_LIMIT per ASK_AI_RATE_WINDOW_SECONDS). */
  questionsPerWindow: number;
  windowSeconds: number;
  /** The pause between the streamed pieces of a built-in answer (ASK_AI_CHUNK_DELAY_MS). */
  chunkDelayMs: number;
}

type Env = Record<string, string | undefined>;

const DAY = 86_400;

const MAX_TIMEOUT_MS = 600_000;

export function loadConfig(env: Env = process.env): ServerConfig {
  const nodeEnv = text(env.NODE_ENV) ?? 'development';
  const requestTimeoutMs = whole(env, 'REQUEST_TIMEOUT_MS', 15_000, MAX_TIMEOUT_MS, 100);
  const headersTimeoutMs = whole(env, 'HEADERS_TIMEOUT_MS', 10_000, MAX_TIMEOUT_MS, 100);
  if (headersTimeoutMs > requestTimeoutMs) {
    throw new Error(
      `HEADERS_TIMEOUT_MS (${headersTimeoutMs}) must not be longer than REQUEST_TIMEOUT_MS (${requestTimeoutMs})`,
    );
  }
  const config: ServerConfig = {
    port: parsePort(env.PORT),
    realmName: text(env.STORE_REALM) ?? 'demo',
    dataDir: text(env.DATA_DIR) ?? '.data/pglite',
    databaseUrl: text(env.DATABASE_URL),
    nodeEnv,
    devOutbox: parseBoolean(env, 'DEV_OUTBOX', false),
    passwordHashCost: parsePasswordHashCost(env),
    staticDir: text(env.STATIC_DIR) ?? 'dist',
    clientId: text(env.CLIENT_ID) ?? 'storefront',
    apiBaseUrl: text(env.API_BASE_URL) ?? '',
    mediaBaseUrl: text(env.MEDIA_BASE_URL) ?? '',
    tokenIssuer: text(env.TOKEN_ISSUER) ?? 'storefront-ums',
    accessTokenTtlSeconds: whole(env, 'ACCESS_TOKEN_TTL_SECONDS', 900, DAY),
    refreshTokenTtlSeconds: whole(env, 'REFRESH_TOKEN_TTL_SECONDS', 7 * DAY, 365 * DAY),
    otpTtlSeconds: whole(env, 'OTP_TTL_SECONDS', 300, DAY),
    otpResendSeconds: whole(env, 'OTP_RESEND_SECONDS', 30, DAY),
    resetTokenTtlSeconds: whole(env, 'RESET_TOKEN_TTL_SECONDS', 3600, 7 * DAY),
    publicOrigin: parsePublicUrl(env),
    seedDemo: parseBoolean(env, 'SEED_DEMO', nodeEnv !== 'production'),
    paymentsSandbox: parseBoolean(env, 'PAYMENTS_SANDBOX', nodeEnv !== 'production'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimitPerIdentifier: whole(env, 'RATE_LIMIT_PER_IDENTIFIER', 10, 1_000_000),
    rateLimitPerAccount: whole(env, 'RATE_LIMIT_PER_ACCOUNT', 100, 1_000_000),
    rateLimitPerAddress: whole(env, 'RATE_LIMIT_PER_ADDRESS', 100, 1_000_000),
    rateLimitWindowSeconds: whole(env, 'RATE_LIMIT_WINDOW_SECONDS', 900, DAY),
    lockAfterFailedSignIns: whole(env, 'LOCK_AFTER_FAILED_SIGN_INS', 5, 1_000_000),
    lockWindowSeconds: whole(env, 'LOCK_WINDOW_SECONDS', 900, DAY),
    unlockTtlSeconds: whole(env, 'UNLOCK_TTL_SECONDS', 3600, DAY),
    catalogueSize: whole(env, 'CATALOGUE_SIZE', DEFAULT_CATALOGUE_SIZE, MAX_CATALOGUE_SIZE),
    requestTimeoutMs,
    headersTimeoutMs,
    keepAliveTimeoutMs: whole(env, 'KEEP_ALIVE_TIMEOUT_MS', 5_000, MAX_TIMEOUT_MS, 100),
    fulfilmentDevKey: parseFulfilmentKeys(env),
    askAi: {
      model: parseAskAiModel(env),
      modelTimeoutMs: whole(env, 'ASK_AI_TIMEOUT_MS', 20_000, MAX_TIMEOUT_MS, 100),
      questionsPerWindow: whole(env, 'ASK_AI_RATE_LIMIT', 30, 1_000_000),
      windowSeconds: whole(env, 'ASK_AI_RATE_WINDOW_SECONDS', 300, DAY),
      chunkDelayMs: whole(env, 'ASK_AI_CHUNK_DELAY_MS', 40, 5_000, 0),
    },
    analyticsScriptUrl: parseAnalyticsScriptUrl(env.ANALYTICS_SCRIPT_URL),
    recaptchaSecret: parseRecaptchaSecret(env.RECAPTCHA_SECRET),
  };
  refuseProductionStandIns(config, env);
  return config;
}

function parseAnalyticsScriptUrl(value: string | undefined): string {
  const raw = text(value);
  if (raw === undefined) return GOOGLE_TAG_SCRIPT_URL;
  // A path on this server: the development stand-in (production refuses it: production-policy.ts).
  if (/^\/[A-Za-z0-9/._-]{1,200}$/.test(raw) && !raw.startsWith('//')) return raw;
  const url = URL.canParse(raw) ? new URL(raw) : undefined;
  if (url?.protocol !== 'https:' || url.search !== '' || url.hash !== '') {
    throw new Error(`ANALYTICS_SCRIPT_URL must be an https URL without a query, or a /path, got "${raw}"`);
  }
  return url.href;
}

function parseRecaptchaSecret(value: string | undefined): string | undefined {
  const raw = text(value);
  if (raw !== undefined && !/^[A-Za-z0-9_-]{8,200}$/.test(raw)) {
    throw new Error('RECAPTCHA_SECRET must be 8 to 200 letters, digits, - or _');
  }
  return raw;
}

function parseAskAiModel(env: Env): AskAiConfig['model'] {
  const baseUrl = text(env.ASK_AI_BASE_URL);
  const model = text(env.ASK_AI_MODEL);
  const apiKey = text(env.ASK_AI_API_KEY);
  if (baseUrl === undefined && model === undefined && apiKey === undefined) return undefined;
  if (baseUrl === undefined || model === undefined || apiKey === undefined) {
    throw new Error('ASK_AI_BASE_URL, ASK_AI_MODEL and ASK_AI_API_KEY must be set together');
  }
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new Error(`ASK_AI_BASE_URL must be an http(s) URL, got "${baseUrl}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`ASK_AI_BASE_URL must be an http(s) URL, got "${baseUrl}"`);
  }
  return { baseUrl: baseUrl.replace(/\/+$/, ''), model, apiKey };
}

function text(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}

function parsePort(value: string | undefined): number {
  const raw = text(value);
  if (raw === undefined) return 3000;
  const port = /^\d{1,5}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(port >= 1 && port <= 65535)) throw new Error(`PORT must be a number from 1 to 65535, got "${raw}"`);
  return port;
}

function whole(env: Env, name: string, fallback: number, max: number, min = 1): number {
  const raw = text(env[name]);
  if (raw === undefined) return fallback;
  const value = /^\d{1,9}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(value >= min && value <= max))
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  return value;
}

function parsePasswordHashCost(env: Env): number {
  return whole(
    env,
    'PASSWORD_HASH_COST',
    DEFAULT_PASSWORD_HASH_COST,
    MAX_PASSWORD_HASH_COST,
    MIN_PASSWORD_HASH_COST,
  );
}

/**
 * FULFILMENT_SECRET was one secret for every store: refused, so that nobody believes it still
 * guards anything. FULFILMENT_DEV_KEY: a development key of the served store, never in production.
 */
function parseFulfilmentKeys(env: Env): string | undefined {
  if (text(env.FULFILMENT_SECRET) !== undefined) {
    throw new Error(
      'FULFILMENT_SECRET is no longer read: each store has its own fulfilment keys (npm run fulfilment-key -- --store ID); unset it',
    );
  }
  const key = text(env.FULFILMENT_DEV_KEY);
  if (key === undefined) return undefined;
  if (!/^[A-Za-z0-9_-]{32,200}$/.test(key)) {
    throw new Error('FULFILMENT_DEV_KEY must be 32 to 200 letters, digits, - or _');
  }
  return key;
}

function parseBoolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = text(env[name]);
  if (raw === undefined) return fallback;
  if (raw !== 'true' && raw !== 'false') throw new Error(`${name} must be true or false, got "${raw}"`);
  return raw === 'true';
}

/** PUBLIC_URL, or PUBLIC_ORIGIN (its older name); both set, they must agree. */
function parsePublicUrl(env: Env): string | undefined {
  const url = parseOrigin('PUBLIC_URL', env.PUBLIC_URL);
  const origin = parseOrigin('PUBLIC_ORIGIN', env.PUBLIC_ORIGIN);
  if (url !== undefined && origin !== undefined && url !== origin) {
    throw new Error(`PUBLIC_URL (${url}) and PUBLIC_ORIGIN (${origin}) name different storefronts: set one`);
  }
  return url ?? origin;
}

function parseOrigin(name: string, value: string | undefined): string | undefined {
  const raw = text(value);
  if (raw === undefined) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (
    !url ||
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.origin !== raw.replace(/\/$/, '')
  ) {
    throw new Error(`${name} must be an origin such as https://shop.example.com, got "${raw}"`);
  }
  return url.origin;
}
