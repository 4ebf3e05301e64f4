// `npm start` / `npm run serve`: one server process (see server-process.ts): database, migrations,
// seed, then HTTP on PORT; stops gracefully. `npm run start:cluster` runs several (cluster.ts).
import { loadConfig } from './config.ts';
import { messageOf, serveProcess, withDataRefusals } from './server-process.ts';

async function start(): Promise<void> {
  await serveProcess(loadConfig());
}

start().catch(async (error: unknown) => {
  // Configuration and database problems are the operator's to fix: say what, not where in the code.
  console.error(`Storefront could not start: ${messageOf(await withDataRefusals(error))}`);
  process.exit(1);
});
