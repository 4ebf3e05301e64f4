import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import type { TransitionRecord } from '../src/app/transitionRecorder.ts';

/** Where each test leaves the machine transitions its page took; global teardown merges them. */
export const TRANSITIONS_DIR = join('reports', 'coverage', 'e2e');

/**
 * The journeys' browser context: every page of it (a second tab too) reports every machine
 * transition to the test (across reloads), so that `npm run paths` can show what the browser suite
 * covered.
 */
export const test = base.extend({
  context: async ({ context }, use, testInfo) => {
    const records: TransitionRecord[] = [];
    await context.exposeFunction('__recordTransition', (record: TransitionRecord) => {
      records.push(record);
    });
    await context.addInitScript(() => {
      const record = (window as unknown as { __recordTransition: (r: unknown) => void }).__recordTransition;
      (window as unknown as { __XSTATE_TRANSITIONS__: unknown }).__XSTATE_TRANSITIONS__ = { push: record };
    });
    await use(context);
    mkdirSync(TRANSITIONS_DIR, { recursive: true });
    writeFileSync(join(TRANSITIONS_DIR, `${testInfo.testId}.json`), JSON.stringify(records));
  },
});

export { expect } from '@playwright/test';
