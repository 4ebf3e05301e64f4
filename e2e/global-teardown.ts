import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TransitionRecord } from '../src/app/inspector/transitionRecorder.ts';
import { TRANSITIONS_DIR } from './fixtures.ts';

/** Merges the transitions every test recorded into the file `npm run paths` reads. */
export default function globalTeardown() {
  if (!existsSync(TRANSITIONS_DIR)) return;
  const unique = new Map<string, unknown>();
  for (const file of readdirSync(TRANSITIONS_DIR)) {
    const records = JSON.parse(readFileSync(join(TRANSITIONS_DIR, file), 'utf8')) as TransitionRecord[];
    for (const record of records) {
      const { machine, source, event, target, index } = record;
      unique.set(`${machine}|${source}|${event}|${target}|${index}`, record);
    }
  }
  writeFileSync(
    join(TRANSITIONS_DIR, '..', 'e2e-transitions.json'),
    JSON.stringify([...unique.values()], null, 2),
  );
}
