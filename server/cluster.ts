// `npm run start:cluster`: the server as WORKERS processes (Node's cluster, one per CPU by
// default) sharing PORT, for a store that outgrows one process. They share nothing but the
// database, so it must be PostgreSQL (DATABASE_URL); everything processes must agree on (sessions
// and refresh-token families, one-time codes, rate limits, the outbox) lives there.
//
// The primary serves no requests: it migrates and seeds the database once, forks the workers
// (each runs server-process.ts), says when all listen, replaces a worker that dies (one that stops
// gracefully is not replaced), and on SIGTERM or SIGINT asks every worker to stop gracefully,
// exiting 0 once all have stopped cleanly; a second signal stops everything at once.
import cluster, { type Worker } from 'node:cluster';
import { loadConfig, type ServerConfig } from './config.ts';
import {
  messageOf,
  openPreparedDb,
  STOP_WORKER,
  serveProcess,
  WORKER_READY,
  type WorkerReady,
  withDataRefusals,
} from './server-process.ts';
import { startupNotes } from './startup-notes.ts';
import { parseWorkers } from './workers.ts';

async function primary(): Promise<void> {
  const config = loadConfig();
  const count = parseWorkers(process.env.WORKERS, config.databaseUrl !== undefined);
  if (config.databaseUrl !== undefined) {
    // Once, before any worker starts (the workers then find nothing to do; the advisory locks in
    // migrate.ts and seed.ts would also make them take turns). PGlite's single worker does it itself.
    const db = await openPreparedDb(config, console.log);
    await db.close();
  }
  new Primary(config, count).start();
}

class Primary {
  private readonly workers = new Set<Worker>();
  private ready = 0;
  private announced = false;
  private stopping = false;
  private failed = false;

  constructor(
    private readonly config: ServerConfig,
    private readonly count: number,
  ) {}

  start(): void {
    process.on('SIGINT', () => this.signal('SIGINT'));
    process.on('SIGTERM', () => this.signal('SIGTERM'));
    for (let i = 0; i < this.count; i++) this.fork();
  }

  private fork(): void {
    const worker = cluster.fork();
    let up = false;
    this.workers.add(worker);
    worker.on('message', (message: WorkerReady) => {
      if (message?.type !== WORKER_READY || up) return;
      up = true;
      this.ready += 1;
      if (this.ready === this.count && !this.announced) this.announce(message.database);
    });
    worker.on('exit', (code, signal) => {
      this.workers.delete(worker);
      const how = signal ?? `exit code ${code}`;
      if (this.stopping || code === 0) {
        // Exit code 0 is a graceful stop, which only a stop request or a signal causes (Ctrl-C
        // signals the workers too, maybe before the primary): not replaced.
        if (code !== 0) this.failed = true;
        else if (!this.stopping) console.log(`Worker ${worker.process.pid} stopped`);
        if (this.workers.size === 0) this.finish();
      } else if (!up) {
        // Its own output says why (a port in use, an unreachable database): starting another
        // would fail alike.
        console.error(`Worker ${worker.process.pid} could not start (${how}): stopping`);
        this.failed = true;
        this.stopAll('A worker could not start');
      } else {
        console.error(`Worker ${worker.process.pid} ended unexpectedly (${how}): starting another`);
        this.ready -= 1;
        this.fork();
      }
    });
  }

  private announce(database: string): void {
    this.announced = true;
    console.log(
      `Storefront listening on http://localhost:${this.config.port} (realm ${this.config.realmName}, ` +
        `database ${database}, ${this.count} worker ${this.count === 1 ? 'process' : 'processes'})`,
    );
    for (const note of startupNotes(this.config)) console.log(note);
  }

  private signal(signal: string): void {
    if (this.stopping) {
      console.log(`${signal} received again: stopping now`);
      for (const worker of this.workers) worker.process.kill('SIGKILL');
      process.exit(1);
    }
    this.stopAll(`${signal} received`);
  }

  private stopAll(why: string): void {
    if (this.stopping) return;
    this.stopping = true;
    console.log(`${why}: stopping ${this.workers.size} worker processes gracefully`);
    if (this.workers.size === 0) this.finish();
    for (const worker of this.workers) {
      // A worker still starting keeps the request and stops as soon as it serves.
      if (worker.isConnected()) worker.send({ type: STOP_WORKER });
    }
  }

  private finish(): void {
    console.log(this.failed ? 'Stopped (not every worker stopped cleanly)' : 'Stopped');
    process.exit(this.failed ? 1 : 0);
  }
}

async function worker(): Promise<void> {
  await serveProcess(loadConfig(), { worker: true });
}

(cluster.isPrimary ? primary() : worker()).catch(async (error: unknown) => {
  console.error(`Storefront could not start: ${messageOf(await withDataRefusals(error))}`);
  process.exit(1);
});
