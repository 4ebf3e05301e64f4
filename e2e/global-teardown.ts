import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TRANSITIONS_DIR } from './fixtures.ts';

/** Merges the transitions every test recorded into the file `npm run paths` reads. */
export default function globalTeardown() {
  if (!existsSync(TRANSITIONS_DIR)) return;
  const unique = new Map<string, unknown>();
  for (const file of readdirSync(TRANSITIONS_DIR)) {
    const records = JSON.parse(readFileSync(join(TRANSITIONS_DIR, file), 'utf8')) as Record<string, string>[];
    for (const record of records) {
      unique.set(`${record.machine}|${record.source}|${record.event}|${record.target}`, record);
    }
  }
  writeFileSync(
    join(TRANSITIONS_DIR, '..', 'e2e-transitions.json'),
    JSON.stringify([...unique.values()], null, 2),
  );
}
