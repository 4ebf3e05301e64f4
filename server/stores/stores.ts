// Looking a store up by the two names the API uses for it: its realm and its id.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Queryable } from '../db/db.ts';

export interface Store {
  id: number;
  realmName: string;
  name: string;
  displayName: string;
  active: boolean;
  /** media_files paths (no /media prefix), or null when the store has no logo. */
  logoPath: string | null;
  logoPathDark: string | null;
}

interface StoreRow {
  id: number;
  realm_name: string;
  name: string;
  display_name: string;
  status: string;
  logo_path: string | null;
  logo_path_dark: string | null;
}

const SELECT_STORE = `SELECT id, realm_name, name, display_name, status, logo_path, logo_path_dark FROM stores`;

/** The stores one request has looked up, per database (or transaction), by realm or id. */
type Lookups = Map<Queryable, Map<string, Promise<Store | null>>>;
const requestLookups = new AsyncLocalStorage<Lookups>();

/**
 * Runs one request's `work` with each store looked up at most once (per database or transaction
 * it is read through): the API calls a server render makes in this process run inside the page's
 * request, and each of them names the store (5 to 7 lookups a page otherwise). A request nested in
 * another (an in-process call) shares the outer one's lookups. Nothing outlives the request, so a
 * store changed since is read anew by the next request; the lookups are keyed by the realm or id
 * asked for, so a request never gets a store it did not name.
 */
export function withStoreLookupsOfOneRequest<T>(work: () => T): T {
  return requestLookups.getStore() ? work() : requestLookups.run(new Map(), work);
}

function lookedUp(db: Queryable, key: string, read: () => Promise<Store | null>): Promise<Store | null> {
  const lookups = requestLookups.getStore();
  if (!lookups) return read();
  let ofDb = lookups.get(db);
  if (!ofDb) {
    ofDb = new Map();
    lookups.set(db, ofDb);
  }
  let found = ofDb.get(key);
  if (!found) {
    found = read();
    ofDb.set(key, found);
  }
  return found;
}

/** `realmName` must already be normalised (see parseRealmName): lower case, no dash suffix. */
export function findStoreByRealm(db: Queryable, realmName: string): Promise<Store | null> {
  return lookedUp(db, `realm ${realmName}`, async () => {
    const [row] = await db.query<StoreRow>(`${SELECT_STORE} WHERE realm_name = $1`, [realmName]);
    return row ? toStore(row) : null;
  });
}

export function findStoreById(db: Queryable, id: number): Promise<Store | null> {
  return lookedUp(db, `id ${id}`, async () => {
    const [row] = await db.query<StoreRow>(`${SELECT_STORE} WHERE id = $1`, [id]);
    return row ? toStore(row) : null;
  });
}

/** Frozen: one request's callers share it. */
function toStore(row: StoreRow): Store {
  return Object.freeze({
    id: row.id,
    realmName: row.realm_name,
    name: row.name,
    displayName: row.display_name,
    active: row.status === 'active',
    logoPath: row.logo_path,
    logoPathDark: row.logo_path_dark,
  });
}
