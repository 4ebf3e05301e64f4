// Starts the storefront server: database, migrations, seed, then HTTP on PORT; stops gracefully.
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import type { Db } from './db/db.ts';
import { migrate } from './db/migrate.ts';
import { openDb } from './db/open-db.ts';
import { seedIfEmpty } from './db/seed.ts';
import { type HttpServer, startHttpServer } from './http-server.ts';
import { startupNotes } from './startup-notes.ts';

async function start(): Promise<void> {
  const config = loadConfig();
  const db = await openDb(config);
  try {
    const applied = await migrate(db);
    if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`);
    if (await seedIfEmpty(db, { catalogueSize: config.catalogueSize })) {
      console.log('Seeded the demo stores, customer and catalogue');
    }
  } catch (error) {
    await db.close();
    throw error;
  }

  let running: HttpServer;
  try {
    running = await startHttpServer(createApp({ db, config }).fetch, config.port);
  } catch (error) {
    await db.close();
    throw new Error(`could not listen on port ${config.port}: ${messageOf(error)}`);
  }
  console.log(
    `Storefront listening on http://localhost:${config.port} (realm ${config.realmName}, database ${db.description})`,
  );
  for (const note of startupNotes(config)) console.log(note);
  stopOnSignals(running, db);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** SIGTERM (or Ctrl-C): a graceful stop, then the database; a second signal stops at once. */
function stopOnSignals(running: HttpServer, db: Db): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      console.log(`${signal} received again: stopping now`);
      process.exit(1);
    }
    stopping = true;
    console.log(`${signal} received: no new connections; finishing the requests under way`);
    try {
      await running.stop();
      // Only then the database, which the last requests still used; PGlite flushes and unlocks.
      await db.close();
    } catch (error) {
      console.error(`Could not stop cleanly: ${messageOf(error)}`);
      process.exit(1);
    }
    console.log('Stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

start().catch((error: unknown) => {
  // Configuration and database problems are the operator's to fix: say what, not where in the code.
  console.error(`Storefront could not start: ${messageOf(error)}`);
  process.exit(1);
});
