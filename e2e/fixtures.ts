import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BrowserContext, test as base, type Page, type Response, type TestInfo } from '@playwright/test';
import { FIRST_SCREEN_ATTRIBUTE, STARTED_ATTRIBUTE } from '../contracts/first-screen.ts';
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

/**
 * What React reported of a page the server drew and the browser could not hydrate as drawn
 * (src/app/firstScreen.ts reports each as an error starting so): every journey fails on one.
 */
export const HYDRATION_ERROR = 'Hydration error';

/**
 * After a page load, waits until a page the server drew has been hydrated (src/app/App.tsx marks
 * it): before that its links are plain links and its buttons do nothing, as for a shopper whose
 * scripts are still loading.
 */
export async function untilHydrated(page: Page, response: Response | null): Promise<void> {
  // Only a document the server drew (a page the browser draws may even reload itself at once).
  const body = await response?.text().catch(() => '');
  if (!body?.includes(`<div id="root" ${FIRST_SCREEN_ATTRIBUTE}>`)) return;
  await page.waitForFunction(
    ({ drawn, started }) =>
      !document.getElementById('root')?.hasAttribute(drawn) || document.documentElement.hasAttribute(started),
    { drawn: FIRST_SCREEN_ATTRIBUTE, started: STARTED_ATTRIBUTE },
  );
}

/** Waits until the storefront has committed its first render (or hydration) on the open page. */
export async function untilStarted(page: Page): Promise<void> {
  await page.locator(`html[${STARTED_ATTRIBUTE}]`).waitFor({ state: 'attached' });
}

/** The journeys' browser context, its transitions recorded (above) and its hydrations checked. */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    // Without scripts the page stays as drawn: nothing to wait for.
    if (javaScriptEnabled === false) return use(page);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      if (args[1]?.waitUntil !== 'commit') await untilHydrated(page, response);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      if (args[0]?.waitUntil !== 'commit') await untilHydrated(page, response);
      return response;
    };
    await use(page);
  },
  context: async ({ context }, use, testInfo) => {
    const recorder = await recordTransitions(context);
    const hydrationErrors: string[] = [];
    context.on('console', (message) => {
      if (message.type() === 'error' && message.text().startsWith(HYDRATION_ERROR))
        hydrationErrors.push(`${message.location().url}: ${message.text().slice(0, 2000)}`);
    });
    await use(context);
    recorder.save(testInfo);
    if (hydrationErrors.length > 0)
      throw new Error(`A page the server drew did not hydrate as drawn:\n${hydrationErrors.join('\n')}`);
  },
});

export { expect } from '@playwright/test';
