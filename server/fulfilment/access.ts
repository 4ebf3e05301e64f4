// Who may use the seller/courier endpoints: the holder of a live key of a store (keys.ts), and
// only for that store's items (routes/fulfilment.ts answers another store's item as a missing one).
// Wrong keys are counted per client address in the shared database counters (http/rate-limit.ts):
// each try is claimed before the key is looked up and given back when the key was right, so what
// stays counted is the wrong tries, and beyond the limit every try from that address is 429 until
// the window ends, however many processes serve. Every refusal is logged, one line, never the key.
import type { Context, MiddlewareHandler } from 'hono';
import { FULFILMENT_KEY_HEADER } from '../../contracts/fulfilment.ts';
import type { Queryable } from '../db/db.ts';
import { clientAddress } from '../http/client-address.ts';
import { HttpError, unauthorized } from '../http/http-error.ts';
import type { RateLimiter } from '../http/rate-limit.ts';
import type { TrustedProxies } from '../http/trusted-proxies.ts';
import { msg } from '../i18n/server-message.ts';
import { storeOfKey } from './keys.ts';

export const FULFILMENT_UNAUTHORIZED = msg('The fulfilment endpoints need a key of the store in {header}.', {
  header: FULFILMENT_KEY_HEADER,
});

export interface FulfilmentAccess {
  db: Queryable;
  limiter: RateLimiter;
  proxies: TrustedProxies;
  now: () => number;
  log: (line: string) => void;
  /** Wrong keys one client address may try per window of the rate limits. */
  wrongKeysPerAddress: number;
}

export type FulfilmentEnv = { Variables: { fulfilmentStoreId: number } };

/** The counter of wrong keys from one address (rate_limit_counters.key). */
export const wrongKeyCounter = (address: string) => `fulfilment-key:${address}`;

/** Lets a request through with its key's store in `fulfilmentStoreId`; 401 or 429 otherwise. */
export function requireFulfilmentKey(access: FulfilmentAccess): MiddlewareHandler<FulfilmentEnv> {
  return async (c, next) => {
    const address = clientAddress(c, access.proxies);
    const given = c.req.header(FULFILMENT_KEY_HEADER);
    if (given === undefined || given === '') {
      refused(access, c, address, 'no key');
      throw unauthorized(FULFILMENT_UNAUTHORIZED);
    }
    let claims: Awaited<ReturnType<RateLimiter['claim']>>;
    try {
      claims = await access.limiter.claim([
        { key: wrongKeyCounter(address), limit: access.wrongKeysPerAddress },
      ]);
    } catch (error) {
      if (error instanceof HttpError && error.status === 429) {
        refused(access, c, address, 'too many wrong keys from this address');
      }
      throw error;
    }
    let storeId: number | null;
    try {
      storeId = await storeOfKey(access.db, given, new Date(access.now()));
    } catch (error) {
      await access.limiter.giveBack(claims).catch(() => undefined);
      throw error;
    }
    if (storeId === null) {
      refused(access, c, address, 'a wrong key');
      throw unauthorized(FULFILMENT_UNAUTHORIZED);
    }
    await access.limiter.giveBack(claims);
    c.set('fulfilmentStoreId', storeId);
    await next();
  };
}

function refused(access: FulfilmentAccess, c: Context, address: string, why: string): void {
  const path = c.req.path.slice(0, 120);
  access.log(`Fulfilment: refused ${c.req.method} ${path} from ${address}: ${why}`);
}
