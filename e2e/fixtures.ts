import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BrowserContext, test as base, type TestInfo } from '@playwright/test';
import type { TransitionRecord } from '../src/app/inspector/transitionRecorder.ts';

/** Where each test leaves the machine transitions its page took; global teardown merges them. */
export const TRANSITIONS_DIR = join('reports', 'coverage', 'e2e');

/**
 * Makes every page of `context` (a second tab too) report every machine transition (across
 * reloads), so that `npm run paths` can show what the browser suite covered. `save` writes what was
 * recorded since the last save as the test's.
 */
export async function recordTransitions(
  context: BrowserContext,
): Promise<{ save: (testInfo: TestInfo) => void }> {
  let records: TransitionRecord[] = [];
  await context.exposeFunction('__recordTransition', (record: TransitionRecord) => {
    records.push(record);
  });
  await context.addInitScript(() => {
    const record = (window as unknown as { __recordTransition: (r: unknown) => void }).__recordTransition;
    (window as unknown as { __XSTATE_TRANSITIONS__: unknown }).__XSTATE_TRANSITIONS__ = { push: record };
  });
  return {
    save(testInfo) {
      mkdirSync(TRANSITIONS_DIR, { recursive: true });
      writeFileSync(join(TRANSITIONS_DIR, `${testInfo.testId}.json`), JSON.stringify(records));
      records = [];
    },
  };
}

/** The journeys' browser context, its transitions recorded (above). */
export const test = base.extend({
  context: async ({ context }, use, testInfo) => {
    const recorder = await recordTransitions(context);
    await use(context);
    recorder.save(testInfo);
  },
});

export { expect } from '@playwright/test';
