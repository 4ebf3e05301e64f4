// Records one request reads several times, read once. A page's render on the server makes its API
// calls in this process, inside the page's request, and several of them read the same store or the
// same product (5 to 7 store lookups and 4 product checks a product page otherwise). A request nested
// in another (an in-process call) shares the outer one's reads. Nothing outlives the request, so a
// record changed since is read anew by the next request.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Queryable } from './db.ts';

/** One request's reads, per database (or transaction) read through, by what was asked. */
type Reads = Map<Queryable, Map<string, Promise<unknown>>>;
const requestReads = new AsyncLocalStorage<Reads>();

/** Runs one request's `work` with each record read at most once (see readOncePerRequest). */
export function withReadsOfOneRequest<T>(work: () => T): T {
  return requestReads.getStore() ? work() : requestReads.run(new Map(), work);
}

/**
 * `read`'s answer, read once per request, database or transaction, and `key`: the key must say all
 * the read depends on (what it asks for and whose it is), so that a request never gets what it did
 * not ask for. Outside a request's scope, read every time.
 */
export function readOncePerRequest<T>(db: Queryable, key: string, read: () => Promise<T>): Promise<T> {
  const reads = requestReads.getStore();
  if (!reads) return read();
  let ofDb = reads.get(db);
  if (!ofDb) {
    ofDb = new Map();
    reads.set(db, ofDb);
  }
  let found = ofDb.get(key) as Promise<T> | undefined;
  if (!found) {
    found = read();
    ofDb.set(key, found);
  }
  return found;
}
