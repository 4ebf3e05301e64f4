/**
 * `npm run fulfilment-key -- --store ID|REALM [--overlap-minutes N] [--revoke]`: makes a store's new
 * key to the seller/courier endpoints (X-Fulfilment-Key) and prints it once; the database keeps
 * only its SHA-256. The store's earlier keys stop working at once, or N minutes later (at most
 * 1440) so that couriers can switch without a gap. --revoke ends every key of the store and makes
 * none. The database is the server's (DATABASE_URL, else the PGlite directory DATA_DIR), read from
 * the same environment the server starts with; a PGlite directory can be used only while the
 * server is stopped.
 */
import { parseArgs } from 'node:util';
import { FULFILMENT_KEY_HEADER } from '../contracts/fulfilment.ts';
import { loadConfig } from '../server/config.ts';
import type { Db } from '../server/db/db.ts';
import { migrate } from '../server/db/migrate.ts';
import { openDb } from '../server/db/open-db.ts';
import {
  findStore,
  MAX_OVERLAP_SECONDS,
  revokeFulfilmentKeys,
  rotateFulfilmentKey,
} from '../server/fulfilment/keys.ts';

const USAGE = 'Usage: npm run fulfilment-key -- --store ID|REALM [--overlap-minutes N] [--revoke]';

function fail(message: string): never {
  console.error(`fulfilment-key: ${message}`);
  process.exit(1);
}

function options() {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse();
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`);
  }
  const { store, 'overlap-minutes': overlap = '0', revoke = false } = parsed.values;
  if (store === undefined) fail(`--store is required\n${USAGE}`);
  const minutes = /^\d{1,4}$/.test(overlap) ? Number(overlap) : Number.NaN;
  if (!(minutes * 60 <= MAX_OVERLAP_SECONDS)) {
    fail(`--overlap-minutes must be a whole number from 0 to ${MAX_OVERLAP_SECONDS / 60}`);
  }
  if (revoke && minutes > 0) fail('--revoke ends the keys at once: it takes no --overlap-minutes');
  return { store, overlapSeconds: minutes * 60, revoke };
}

function parse() {
  return parseArgs({
    options: {
      store: { type: 'string' },
      'overlap-minutes': { type: 'string' },
      revoke: { type: 'boolean' },
    },
    strict: true,
    allowPositionals: false,
  });
}

async function run(db: Db, wanted: ReturnType<typeof options>): Promise<void> {
  await migrate(db);
  const store = await findStore(db, wanted.store);
  if (!store) fail(`there is no store "${wanted.store}" (give its id or realm name)`);
  const label = `${store.realmName} (${store.id})`;
  const now = new Date();
  if (wanted.revoke) {
    const ended = await revokeFulfilmentKeys(db, store.id, now);
    console.log(`Store ${label}: ${ended} fulfilment key${ended === 1 ? '' : 's'} revoked; it has none now.`);
    return;
  }
  const { key, previousEndAt } = await rotateFulfilmentKey(db, store.id, now, {
    overlapSeconds: wanted.overlapSeconds,
  });
  console.log(
    `Store ${label}: new fulfilment key (send it in ${FULFILMENT_KEY_HEADER}; it is shown only now):`,
  );
  console.log(key);
  if (previousEndAt !== null) {
    console.log(
      wanted.overlapSeconds === 0
        ? 'The store’s earlier keys no longer work.'
        : `The store’s earlier keys work until ${previousEndAt.toISOString()}.`,
    );
  }
}

async function main(): Promise<void> {
  const wanted = options();
  let db: Db;
  try {
    const config = loadConfig();
    db = await openDb(config);
  } catch (error) {
    fail(`could not open the database: ${(error as Error).message}`);
  }
  try {
    await run(db, wanted);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
