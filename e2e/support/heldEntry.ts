import type { APIRequestContext, Page } from '@playwright/test';

/**
 * Holds the entry's scripts of the page the server draws at `path` until the returned function is
 * called: the page shows, and the app has not started (what a shopper on a slow phone meets first).
 */
export async function holdEntryScript(
  page: Page,
  request: APIRequestContext,
  path: string,
): Promise<() => void> {
  const html = await (await request.get(path)).text();
  // The after-paint loader's list of the entry's scripts (server/page/after-paint.ts).
  const listed = /for\(const src of (\[[^\]]*\])\)add\('script'/.exec(html)?.[1];
  const entries = listed ? (JSON.parse(listed) as string[]) : [];
  if (entries.length === 0) throw new Error(`the page drawn at ${path} names no entry script`);
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  for (const entry of entries) {
    await page.route(`**${entry}`, async (route) => {
      await released;
      await route.continue();
    });
  }
  return release;
}
