// Outside production, at start-up, every store without a live fulfilment key gets one drawn at
// random and printed, so that a developer on `npm start` can try the seller/courier endpoints and
// nobody else knows the key (there is no published constant). The served store (STORE_REALM) takes
// FULFILMENT_DEV_KEY instead when it is set: a test run (the journeys) makes its own random key and
// hands it to the server it starts. Production draws nothing: the operator makes each store's key
// with `npm run fulfilment-key`.

import { FULFILMENT_KEY_HEADER } from '../../contracts/fulfilment.ts';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/db.ts';
import { rotateFulfilmentKey, storeOfKey } from './keys.ts';

/** Issues the development keys and returns the lines to print (the keys among them); none in production. */
export async function issueDevelopmentKeys(db: Db, config: ServerConfig, now: Date): Promise<string[]> {
  if (config.nodeEnv === 'production') return [];
  const stores = await db.query<{ id: number; realm_name: string; has_key: boolean }>(
    `SELECT s.id, s.realm_name, EXISTS (
       SELECT 1 FROM fulfilment_keys k
       WHERE k.store_id = s.id AND (k.revoked_at IS NULL OR k.revoked_at > $1)
     ) AS has_key
     FROM stores s ORDER BY s.id`,
    [now],
  );
  const lines: string[] = [];
  const kept: string[] = [];
  for (const store of stores) {
    const label = `${store.realm_name} (${store.id})`;
    const given = store.realm_name === config.realmName ? config.fulfilmentDevKey : undefined;
    if (given !== undefined) {
      if ((await storeOfKey(db, given, now)) !== store.id) {
        await rotateFulfilmentKey(db, store.id, now, { origin: 'development', key: given });
      }
      lines.push(`Development fulfilment key of store ${label}: the one in FULFILMENT_DEV_KEY`);
    } else if (store.has_key) {
      kept.push(label);
    } else {
      const { key } = await rotateFulfilmentKey(db, store.id, now, { origin: 'development' });
      lines.push(`Development fulfilment key of store ${label} (${FULFILMENT_KEY_HEADER}): ${key}`);
    }
  }
  if (kept.length > 0) {
    lines.push(
      `Fulfilment keys kept from before for ${kept.join(', ')} (shown only when made; npm run fulfilment-key -- --store ID makes a new one)`,
    );
  }
  return lines;
}
