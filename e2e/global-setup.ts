import { rmSync } from 'node:fs';
import { TRANSITIONS_DIR } from './fixtures.ts';

/** Each run reports only its own transitions. */
export default function globalSetup() {
  rmSync(TRANSITIONS_DIR, { recursive: true, force: true });
}
