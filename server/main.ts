// Starts the storefront server: database, migrations, seed, then HTTP on PORT.
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import type { Db } from './db/db.ts';
import { migrate } from './db/migrate.ts';
import { openDb } from './db/open-db.ts';
import { seedIfEmpty } from './db/seed.ts';
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
  listen(config.port, config.realmName, db, createApp({ db, config }).fetch, startupNotes(config));
}

function listen(
  port: number,
  realmName: string,
  db: Db,
  fetch: (request: Request) => Response | Promise<Response>,
  notes: string[],
) {
  const server = serve({ fetch, port }, () => {
    console.log(
      `Storefront listening on http://localhost:${port} (realm ${realmName}, database ${db.description})`,
    );
    for (const note of notes) console.log(note);
  });

  server.on('error', async (error) => {
    console.error(`Could not listen on port ${port}: ${error.message}`);
    await db.close();
    process.exit(1);
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, shutting down`);
    // Stop accepting connections, then close the database so PGlite flushes and releases its lock.
    server.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

start().catch((error: unknown) => {
  // Configuration and database problems are the operator's to fix: say what, not where in the code.
  console.error(`Storefront could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
