// Everything the server reads from the environment, read once and checked at start-up.

export interface ServerConfig {
  port: number;
  /** The configured realm name the SPA serves; its first dash-separated word names the store. */
  realmName: string;
  /** PGlite data directory (relative to the cwd) or `memory://`. Ignored when databaseUrl is set. */
  dataDir: string;
  /** A PostgreSQL connection string; when set, PostgreSQL is used instead of PGlite. */
  databaseUrl: string | undefined;
  nodeEnv: string;
  /** The built SPA (`npm run build` writes `dist`). */
  staticDir: string;
  /** OAuth client id the SPA signs in with. */
  clientId: string;
  /** Where the SPA sends API calls and loads media from; '' means this same origin. */
  apiBaseUrl: string;
  mediaBaseUrl: string;
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): ServerConfig {
  return {
    port: parsePort(env.PORT),
    realmName: text(env.STORE_REALM) ?? 'demo',
    dataDir: text(env.DATA_DIR) ?? '.data/pglite',
    databaseUrl: text(env.DATABASE_URL),
    nodeEnv: text(env.NODE_ENV) ?? 'development',
    staticDir: text(env.STATIC_DIR) ?? 'dist',
    clientId: text(env.CLIENT_ID) ?? 'storefront',
    apiBaseUrl: text(env.API_BASE_URL) ?? '',
    mediaBaseUrl: text(env.MEDIA_BASE_URL) ?? '',
  };
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
