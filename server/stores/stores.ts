// Looking a store up by the two names the API uses for it: its realm and its id.
import type { Queryable } from '../db/db.ts';
import { readOncePerRequest } from '../db/reads-of-one-request.ts';

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

/** `realmName` must already be normalised (see parseRealmName): lower case, no dash suffix. */
export function findStoreByRealm(db: Queryable, realmName: string): Promise<Store | null> {
  return readOncePerRequest(db, `store of realm ${realmName}`, async () => {
    const [row] = await db.query<StoreRow>(`${SELECT_STORE} WHERE realm_name = $1`, [realmName]);
    return row ? toStore(row) : null;
  });
}

export function findStoreById(db: Queryable, id: number): Promise<Store | null> {
  return readOncePerRequest(db, `store ${id}`, async () => {
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
