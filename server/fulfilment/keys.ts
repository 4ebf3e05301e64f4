// Each store's keys to the seller/courier endpoints (table fulfilment_keys, migration 060). A key is
// 256 random bits, shown once when it is made and kept only as its SHA-256 digest: a key this
// random needs no slow hash, and a digest found in a copy of the database opens nothing. A store
// has one current key; making a new one (rotation) ends the others, at once or after a short
// overlap so that couriers can switch without a gap.
import { createHash, randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../db/db.ts';

/** What every key starts with: secret scanners and people recognise it. */
export const FULFILMENT_KEY_PREFIX = 'sfk_';
/** The longest overlap a rotation allows: long enough to hand the new key round, short enough to matter. */
export const MAX_OVERLAP_SECONDS = 24 * 3600;
/** What a key presented in the header may look like; anything else is wrong without a lookup. */
const KEY_SHAPE = /^[A-Za-z0-9_-]{32,200}$/;

export type KeyOrigin = 'operator' | 'development';

export interface StoreRef {
  id: number;
  realmName: string;
}

/** A new key: the prefix and 32 random bytes, base64url (47 characters). */
export function newFulfilmentKey(): string {
  return `${FULFILMENT_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

export function keyHash(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** Whether `key` has the shape of a key (the operator's own, or a development key given in the env). */
export function isKeyShaped(key: string): boolean {
  return KEY_SHAPE.test(key);
}

/** The store whose live key `key` is, or null (unknown, revoked, or past its overlap). */
export async function storeOfKey(db: Queryable, key: string, now: Date): Promise<number | null> {
  if (!isKeyShaped(key)) return null;
  const [row] = await db.query<{ store_id: number }>(
    `SELECT store_id FROM fulfilment_keys
     WHERE key_hash = $1 AND (revoked_at IS NULL OR revoked_at > $2)`,
    [keyHash(key), now],
  );
  return row?.store_id ?? null;
}

/** The store named by id ("19") or realm name ("demo"), or null. */
export async function findStore(db: Queryable, idOrRealm: string): Promise<StoreRef | null> {
  const byId = /^[1-9][0-9]{0,8}$/.test(idOrRealm);
  const [row] = await db.query<{ id: number; realm_name: string }>(
    `SELECT id, realm_name FROM stores WHERE ${byId ? 'id = $1' : 'realm_name = $1'}`,
    [byId ? Number(idOrRealm) : idOrRealm],
  );
  return row ? { id: row.id, realmName: row.realm_name } : null;
}

export interface Rotation {
  key: string;
  /** When the store's earlier keys stop working (now, or after the overlap); null when there were none. */
  previousEndAt: Date | null;
}

/**
 * Makes the store's new current key and ends its others: at `now`, or `overlapSeconds` later (at
 * most MAX_OVERLAP_SECONDS). One transaction, the store's row locked: two rotations at once leave
 * exactly one current key. The key is returned once and never stored.
 */
export async function rotateFulfilmentKey(
  db: Db,
  storeId: number,
  now: Date,
  { overlapSeconds = 0, origin = 'operator', key = newFulfilmentKey() }: RotateOptions = {},
): Promise<Rotation> {
  if (!Number.isInteger(overlapSeconds) || overlapSeconds < 0 || overlapSeconds > MAX_OVERLAP_SECONDS) {
    throw new Error(`The overlap must be 0 to ${MAX_OVERLAP_SECONDS} seconds`);
  }
  if (!isKeyShaped(key)) throw new Error('A fulfilment key must be 32 to 200 letters, digits, - or _');
  const endAt = new Date(now.getTime() + overlapSeconds * 1000);
  return db.transaction(async (tx) => {
    const [store] = await tx.query('SELECT id FROM stores WHERE id = $1 FOR UPDATE', [storeId]);
    if (!store) throw new Error(`There is no store ${storeId}`);
    const ended = await tx.query<{ id: number }>(
      `UPDATE fulfilment_keys SET revoked_at = $2
       WHERE store_id = $1 AND (revoked_at IS NULL OR revoked_at > $2) RETURNING id`,
      [storeId, endAt],
    );
    await tx.query(
      'INSERT INTO fulfilment_keys (store_id, key_hash, origin, created_at) VALUES ($1, $2, $3, $4)',
      [storeId, keyHash(key), origin, now],
    );
    return { key, previousEndAt: ended.length > 0 ? endAt : null };
  });
}

export interface RotateOptions {
  overlapSeconds?: number;
  origin?: KeyOrigin;
  /** A key chosen elsewhere (a development key given in the environment); by default a new random one. */
  key?: string;
}

/** Ends every key of the store at once (a key was leaked and no new one is wanted yet); how many. */
export async function revokeFulfilmentKeys(db: Queryable, storeId: number, now: Date): Promise<number> {
  const ended = await db.query<{ id: number }>(
    `UPDATE fulfilment_keys SET revoked_at = $2
     WHERE store_id = $1 AND (revoked_at IS NULL OR revoked_at > $2) RETURNING id`,
    [storeId, now],
  );
  return ended.length;
}
