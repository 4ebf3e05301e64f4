// How many server processes `npm run start:cluster` runs (WORKERS), checked before any starts.
import { availableParallelism } from 'node:os';

export const MAX_WORKERS = 64;

/**
 * WORKERS, else one per CPU. More than one needs PostgreSQL: PGlite, the embedded database, lives
 * inside one process, and a second process may not open its data directory.
 */
export function parseWorkers(
  raw: string | undefined,
  onPostgres: boolean,
  cpus: number = availableParallelism(),
): number {
  const text = raw?.trim() ?? '';
  let workers = cpus;
  if (text !== '') {
    workers = /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN;
    if (!(workers >= 1 && workers <= MAX_WORKERS)) {
      throw new Error(`WORKERS must be a whole number from 1 to ${MAX_WORKERS}, got "${text}"`);
    }
  }
  if (workers > 1 && !onPostgres) {
    throw new Error(
      `${workers} server processes (WORKERS${text === '' ? ', one per CPU by default' : ''}) need ` +
        'PostgreSQL: the embedded database (PGlite) serves one process only. Set DATABASE_URL to a ' +
        'PostgreSQL database, or WORKERS=1, or use npm start',
    );
  }
  return workers;
}
