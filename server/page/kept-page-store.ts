// The store's records every served page starts from (page-store.ts: the store, its languages, its
// settings, currencies, bars, contacts and reCAPTCHA record; ten queries), kept for the pages after
// it. They are the same for every page and every visitor of the store, and nothing this server does
// changes them: an operator does, outside it. A page read them anew each time, a tenth of a page's
// render.
//
// Kept as kept pages are (first-screen-cache.ts), and for less long: read anew after
// STORE_RECORDS_LIFETIME_MS (an operator's change shows within it), whenever a write says what public
// pages show has changed, and never kept by a process that would not hear other processes' writes.
import type { Queryable } from '../db/db.ts';
import { catalogGeneration, hearsEveryChange } from './first-screen-cache.ts';
import { loadPageStore, type PageStore } from './page-store.ts';

/** How long the store's records are served before they are read again. */
export const STORE_RECORDS_LIFETIME_MS = 60_000;

interface Kept {
  read: Promise<PageStore>;
  generation: number;
  readAt: number;
}

/** Per database (each app of a test, each server): a realm's records, or the read under way. */
const keptByDb = new WeakMap<Queryable, Map<string, Kept>>();

/** The store's records for a served page: kept ones when still current, else read (and kept). */
export function keptPageStore(
  db: Queryable,
  realmName: string,
  databaseUrl: string | undefined,
  now: () => number = Date.now,
): Promise<PageStore> {
  let kept = keptByDb.get(db);
  if (!kept) {
    kept = new Map();
    keptByDb.set(db, kept);
  }
  const found = kept.get(realmName);
  if (found && found.generation === catalogGeneration() && now() - found.readAt <= STORE_RECORDS_LIFETIME_MS)
    return found.read;
  // Frozen: one page changing what every later page reads would be a bug that shows far from its cause.
  const read = loadPageStore(db, realmName).then(deepFreeze);
  const entry: Kept = { read, generation: catalogGeneration(), readAt: now() };
  if (!hearsEveryChange(databaseUrl)) {
    kept.delete(realmName);
    return entry.read;
  }
  kept.set(realmName, entry);
  // A read that failed is not kept: the next page reads again.
  const records = kept;
  entry.read.catch(() => {
    if (records.get(realmName) === entry) records.delete(realmName);
  });
  return entry.read;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
