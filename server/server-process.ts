// One server process: the database (migrated and seeded), HTTP on PORT, and a graceful stop.
// `npm start` runs one (main.ts); `npm run start:cluster` runs several, each a worker of cluster.ts.
import { createApp } from './app.ts';
import type { ServerConfig } from './config.ts';
import type { Db } from './db/db.ts';
import { migrate } from './db/migrate.ts';
import { openDb } from './db/open-db.ts';
import { seedIfEmpty } from './db/seed.ts';
import { issueDevelopmentKeys } from './fulfilment/dev-keys.ts';
import { type HttpServer, startHttpServer } from './http-server.ts';
import { type PaymentExpiry, startPaymentExpiry } from './payments/expire-payments.ts';
import { ProductionRefused, productionDataRefusals } from './production-policy.ts';
import { startupNotes } from './startup-notes.ts';

/** What cluster.ts and its workers say to each other over the IPC channel. */
export const WORKER_READY = 'storefront:ready';
export const STOP_WORKER = 'storefront:stop';

export interface WorkerReady {
  type: typeof WORKER_READY;
  /** The database, for the primary's start-up line. */
  database: string;
}

/**
 * Opens the database and brings it up to date: migrations, then the demo seed where data is missing
 * (when SEED_DEMO asks for it), then production's checks of the data.
 */
export async function openPreparedDb(config: ServerConfig, say: (line: string) => void): Promise<Db> {
  return prepareDb(await openDb(config), config, say);
}

/** openPreparedDb's work on a database already open; it is closed when the work fails. */
export async function prepareDb(db: Db, config: ServerConfig, say: (line: string) => void): Promise<Db> {
  try {
    const applied = await migrate(db);
    if (applied.length > 0) say(`Applied migrations: ${applied.join(', ')}`);
    if (
      config.seedDemo &&
      (await seedIfEmpty(db, {
        catalogueSize: config.catalogueSize,
        passwordHashCost: config.passwordHashCost,
        onlinePayments: config.paymentsSandbox,
      }))
    ) {
      say('Seeded the demo stores, customers, catalogue, coupons and orders');
    }
    // Outside production: a random key for each store without one, printed once (never a constant).
    for (const line of await issueDevelopmentKeys(db, config, new Date())) say(line);
    const causes = await productionDataRefusals(db, config);
    if (causes.length > 0) throw new ProductionRefused(causes);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

/** How long a refused start waits for the database's causes before it answers without them. */
const DATA_REFUSALS_WAIT_MS = 5_000;

/**
 * A production start refused for its configuration: the database's own causes added, when the
 * database can be opened and read as it is (nothing is migrated or seeded for it), so the operator
 * sees every cause at once. Any other error is answered as it is.
 */
export async function withDataRefusals(
  error: unknown,
  open: (config: ServerConfig) => Promise<Db> = openDb,
): Promise<unknown> {
  if (!(error instanceof ProductionRefused) || error.config === undefined) return error;
  const { config } = error;
  let data: string[] = [];
  const read = async () => {
    const db = await open(config);
    try {
      data = await productionDataRefusals(db, config);
    } finally {
      await db.close();
    }
  };
  // A database not there yet, not migrated or not answering: its causes show on the next start.
  let giveUp: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((done) => {
    giveUp = setTimeout(done, DATA_REFUSALS_WAIT_MS);
  });
  await Promise.race([read().catch(() => {}), waited]);
  clearTimeout(giveUp);
  return data.length > 0 ? new ProductionRefused([...error.causes, ...data]) : error;
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Serves until told to stop. Alone (main.ts) it announces itself and stops on SIGTERM or SIGINT.
 * As a cluster worker it tells the primary when it is ready instead, and also stops when the
 * primary asks (a message, not a signal: Ctrl-C in a terminal signals every process of the group
 * already, and a second signal means "stop at once").
 */
export async function serveProcess(config: ServerConfig, { worker = false } = {}): Promise<void> {
  const say = worker ? (line: string) => console.log(`[worker ${process.pid}] ${line}`) : console.log;
  const stopper = new Stopper(say);
  if (worker) {
    // Listening from the start: a stop asked for while the database opens is kept for later.
    process.on('message', (message: unknown) => {
      if ((message as { type?: unknown } | null)?.type === STOP_WORKER)
        stopper.ask('Stop asked by the primary');
    });
  }
  process.on('SIGINT', () => stopper.signal('SIGINT'));
  process.on('SIGTERM', () => stopper.signal('SIGTERM'));

  const db = await openPreparedDb(config, say);
  let running: HttpServer;
  try {
    running = await startHttpServer(createApp({ db, config }).fetch, config.port, config);
  } catch (error) {
    await db.close();
    throw new Error(`could not listen on port ${config.port}: ${messageOf(error)}`);
  }
  if (worker) {
    say(`Listening (database ${db.description})`);
    const ready: WorkerReady = { type: WORKER_READY, database: db.description };
    process.send?.(ready);
  } else {
    say(
      `Storefront listening on http://localhost:${config.port} (realm ${config.realmName}, database ${db.description})`,
    );
    for (const note of startupNotes(config)) say(note);
  }
  // Unpaid online orders fail once their payment window has passed, whether or not anyone asks
  // (each worker sweeps; the sweep takes each order's lock, so two never fail one order twice).
  stopper.running(running, db, startPaymentExpiry(db));
}

/**
 * A graceful stop, then the database; a second signal stops at once. A worker may be asked twice,
 * by the primary and by a signal to the whole process group (Ctrl-C): that is still one stop.
 */
class Stopper {
  private server: { http: HttpServer; db: Db; expiry: PaymentExpiry } | undefined;
  private asked: string | undefined;
  private stopping = false;
  private signalled = false;

  constructor(private readonly say: (line: string) => void) {}

  /** The first signal asks for a graceful stop; the second stops at once. */
  signal(signal: string): void {
    if (this.signalled) {
      this.say(`${signal} received again: stopping now`);
      process.exit(1);
    }
    this.signalled = true;
    this.ask(`${signal} received`);
  }

  /** Stops once serving (at once if it is already); asking again changes nothing. */
  ask(why: string): void {
    if (this.asked !== undefined) return;
    this.asked = why;
    // Still starting: it stops as soon as it serves, so that the database is closed properly.
    if (!this.server) this.say(`${why} while starting: stopping once started`);
    void this.stop(why);
  }

  running(http: HttpServer, db: Db, expiry: PaymentExpiry): void {
    this.server = { http, db, expiry };
    if (this.asked !== undefined) void this.stop(this.asked);
  }

  private async stop(why: string): Promise<void> {
    const server = this.server;
    if (!server || this.stopping) return;
    this.stopping = true;
    this.say(`${why}: no new connections; finishing the requests under way`);
    try {
      await server.http.stop();
      await server.expiry.stop();
      // Only then the database, which the last requests still used; PGlite flushes and unlocks.
      await server.db.close();
    } catch (error) {
      console.error(`Could not stop cleanly: ${messageOf(error)}`);
      process.exit(1);
    }
    this.say('Stopped');
    process.exit(0);
  }
}
