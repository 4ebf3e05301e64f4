import type { APIRequestContext, Page } from '@playwright/test';

/**
 * Holds the entry script of the page the server draws at `path` until the returned function is
 * called: the page shows, and the app has not started (what a shopper on a slow phone meets first).
 */
export async function holdEntryScript(
  page: Page,
  request: APIRequestContext,
  path: string,
): Promise<() => void> {
  const html = await (await request.get(path)).text();
  const entry = /type:'module',src:"([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error(`the page drawn at ${path} names no entry script`);
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${entry}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
