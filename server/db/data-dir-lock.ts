// PGlite has no postmaster to stop a second process opening the same data directory, and two
// writers corrupt it. A pid file beside the directory turns that into a clear start-up error.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

/** Takes the lock for `dataDir` and returns the function that releases it. */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number(readFileSync(lockFile, 'utf8').trim());
    if (isRunning(holder)) {
      throw new Error(
        `The database in ${dataDir} is in use by process ${holder}. Stop it, or set DATA_DIR to another ` +
          `directory (or memory://). If no such process is running, delete ${lockFile}.`,
      );
    }
    // Left behind by a process that died without closing the database: take it over.
    writeFileSync(lockFile, String(process.pid));
  }
  return () => rmSync(lockFile, { force: true });
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0); // signal 0 only checks that the process exists
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
