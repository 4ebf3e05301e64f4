// Guest pages drawn on the server, kept for the next guest who asks for the same page: a render costs
// tens of milliseconds of the process's one thread, a kept page a lookup.
//
// What may be kept: a page is the same for every guest of a store who asks for it in the same
// language and theme at the same address (served-page.ts keys it so, and never keeps or reads a
// signed-in visitor's page). What makes a kept page stale: the data it shows changed. Every write
// that changes what a public page shows (stock, a product's pictures, a rating) says so with
// `catalogChanged` in its transaction: the process drops what it kept at once, and PostgreSQL's
// NOTIFY, delivered on commit, tells the other processes (and this one again, once the change is
// visible to every reader). A page whose render began before a change is never served after it.
// A kept page also expires after PAGE_LIFETIME_MS, for what no write of this server changes (an
// operator's SQL, a date on the page).
import pg from 'pg';
import type { Queryable } from '../db/db.ts';

/** The channel every process listens on; the payload is not read. */
export const CATALOG_CHANNEL = 'storefront_catalog';

/** How long a kept page is served at most, even when nothing says it changed. */
export const PAGE_LIFETIME_MS = 5 * 60_000;

/** How many pages, and how many bytes of them, a process keeps (FIRST_SCREEN_CACHE_PAGES / _MB). */
export const CACHE_LIMITS = {
  pages: limitFromEnv('FIRST_SCREEN_CACHE_PAGES', 500),
  bytes: limitFromEnv('FIRST_SCREEN_CACHE_MB', 64) * 1024 * 1024,
};

function limitFromEnv(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (Number.isInteger(value) && value >= 0) return value;
  console.error(`${name} must be a whole number of 0 or more (0 keeps nothing); using ${fallback}`);
  return fallback;
}

let generation = 0;

/** Which version of the catalogue this process knows: a kept page carries the one it began with. */
export function catalogGeneration(): number {
  return generation;
}

function bump(): void {
  generation += 1;
}

/**
 * Says that what public pages show has changed. Call it inside the write's transaction (or after a
 * write outside one): the other processes hear it when the change commits, this one at once and
 * again on commit.
 */
export async function catalogChanged(q: Queryable): Promise<void> {
  bump();
  await q.query('SELECT pg_notify($1, $2)', [CATALOG_CHANNEL, String(process.pid)]);
}

interface Listener {
  listening: boolean;
}

const listeners = new Map<string, Listener>();
const RECONNECT_MS = 1_000;

/**
 * Whether this process hears every change now. On PostgreSQL (`databaseUrl`), other processes
 * write too: pages are kept only while this process listens for their changes (a connection of its
 * own, opened on first use and again after it drops; whatever was kept meanwhile is dropped). On
 * PGlite, this process is the only writer.
 */
export function hearsEveryChange(databaseUrl: string | undefined): boolean {
  if (databaseUrl === undefined) return true;
  let listener = listeners.get(databaseUrl);
  if (!listener) {
    listener = { listening: false };
    listeners.set(databaseUrl, listener);
    listen(databaseUrl, listener);
  }
  return listener.listening;
}

function listen(databaseUrl: string, listener: Listener): void {
  const client = new pg.Client({ connectionString: databaseUrl });
  let ended = false;
  const retry = (why: string) => {
    if (ended) return;
    ended = true;
    if (listener.listening) console.error(`Kept pages are not served until changes are heard again: ${why}`);
    listener.listening = false;
    bump();
    client.end().catch(() => undefined);
    setTimeout(() => listen(databaseUrl, listener), RECONNECT_MS).unref();
  };
  client.on('notification', bump);
  client.on('error', (error) => retry(error.message));
  client.on('end', () => retry('the connection ended'));
  client
    .connect()
    .then(() => client.query(`LISTEN ${CATALOG_CHANNEL}`))
    .then(() => {
      // The connection must not keep a stopping process alive (the server's stop closes its pool).
      (
        client as unknown as { connection?: { stream?: { unref?: () => void } } }
      ).connection?.stream?.unref?.();
      bump();
      listener.listening = !ended;
    })
    .catch((error: unknown) => retry(error instanceof Error ? error.message : String(error)));
}

interface Entry<T> {
  value: T;
  bytes: number;
  generation: number;
  keptAt: number;
}

/** Kept pages, least recently used first out, within CACHE_LIMITS. */
export class PageCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private bytes = 0;

  constructor(
    private readonly limits: { pages: number; bytes: number } = CACHE_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The page kept for `key`, when nothing has changed since its render began and it is not too old. */
  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.generation !== generation || this.now() - entry.keptAt > PAGE_LIFETIME_MS) {
      this.remove(key, entry);
      return undefined;
    }
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps a page whose render began at `since` (a catalogGeneration()); not when it changed since. */
  set(key: string, value: T, bytes: number, since: number): void {
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    if (since !== generation || bytes > this.limits.bytes || this.limits.pages === 0) return;
    this.entries.set(key, { value, bytes, generation: since, keptAt: this.now() });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.limits.pages && this.bytes <= this.limits.bytes) break;
      this.remove(oldest, entry);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private remove(key: string, entry: Entry<T>): void {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
