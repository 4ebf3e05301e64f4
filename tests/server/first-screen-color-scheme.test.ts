// The "system" theme drawn on the server (decision 0150): a browser that tells the device's colour
// scheme (Sec-CH-Prefers-Color-Scheme, a client hint Chromium sends once asked with Accept-CH) gets
// its page drawn in that scheme; one that does not (Firefox, Safari) gets the frame, as before.
// Pages say which hint they depend on (Vary), and ask for it again at once only for a shopper in the
// "system" theme (Critical-CH). Kept guest pages are kept per scheme.
import { rm } from 'node:fs/promises';
import type { Hono } from 'hono';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_ATTRIBUTE, FIRST_SCREEN_QUERIES_ID } from '../../contracts/first-screen.ts';
import { createApp } from '../../server/app.ts';
import type { Db } from '../../server/db/db.ts';
import { STOREFRONT_ENTRY, writeServerBuild } from './first-screen-build.ts';
import { openSeededDb, testConfig } from './test-db.ts';

let db: Db;
let staticDir: string;
let app: Hono;

beforeAll(async () => {
  process.env.FIRST_SCREEN_DEADLINE_MS = '120000';
  db = await openSeededDb();
  staticDir = await writeServerBuild('storefront-first-screen-scheme-', STOREFRONT_ENTRY);
  app = createApp({ db, config: testConfig({ STATIC_DIR: staticDir }), log: () => {} });
});

afterAll(async () => {
  await db.close();
  await rm(staticDir, { recursive: true, force: true });
});

async function serve(path: string, cookie: string, hint?: string) {
  const headers: Record<string, string> = { Cookie: cookie };
  if (hint !== undefined) headers['Sec-CH-Prefers-Color-Scheme'] = hint;
  const response = await app.request(path, { headers });
  expect(response.status).toBe(200);
  const html = await response.text();
  const { document } = new JSDOM(html).window;
  const queries = document.getElementById(FIRST_SCREEN_QUERIES_ID)?.textContent ?? 'null';
  const state = JSON.parse(queries) as {
    queries: { queryKey: unknown[]; state: { data: unknown } }[];
  } | null;
  const styles = [...document.head.querySelectorAll('style[data-emotion]')]
    .map((style) => style.textContent)
    .join('');
  return {
    drawn: document.getElementById('root')?.hasAttribute(FIRST_SCREEN_ATTRIBUTE) === true,
    /** The scheme the page's own styles give the document (CssBaseline's color-scheme). */
    scheme: /html\{[^}]*color-scheme:(light|dark)/.exec(styles)?.[1] ?? null,
    drawnScheme: state?.queries.find((query) => query.queryKey.join('/') === 'firstScreen/colorScheme')?.state
      .data,
    /** The theme the header's select shows, as drawn. */
    select:
      [
        ...(document
          .querySelector('header option[value="system"]')
          ?.parentElement?.querySelectorAll('option') ?? []),
      ]
        .find((option) => option.hasAttribute('selected'))
        ?.getAttribute('value') ?? null,
    headers: response.headers,
  };
}

describe('the "system" theme, where the browser tells the device’s scheme', () => {
  it.each([
    ['"dark"', 'dark'],
    ['"light"', 'light'],
    ['dark', 'dark'],
  ])(
    'with the hint %s: drawn in %s, the scheme in the page for the browser’s hydration',
    async (hint, scheme) => {
      const page = await serve('/', 'theme=system', hint);
      expect(page.drawn).toBe(true);
      expect(page.scheme).toBe(scheme);
      expect(page.drawnScheme).toBe(scheme);
    },
  );

  it('drawn as the shopper chose it: the same colours as the dark theme, but "system" in its select', async () => {
    const system = await serve('/ProductDetails?id=3', 'theme=system', '"dark"');
    const dark = await serve('/ProductDetails?id=3', 'theme=dark');
    expect(dark.scheme).toBe('dark');
    expect(system.scheme).toBe('dark');
    expect(system.select).toBe('system');
    expect(dark.select).toBe('dark');
    // The dark theme's page carries no scheme of the device: it is the shopper's own choice.
    expect(dark.drawnScheme).toBeUndefined();
  });

  it('kept per scheme: a light device never gets the page kept for a dark one', async () => {
    expect((await serve('/listCategories', 'theme=system', '"dark"')).scheme).toBe('dark');
    expect((await serve('/listCategories', 'theme=system', '"light"')).scheme).toBe('light');
    expect((await serve('/listCategories', 'theme=system', '"dark"')).scheme).toBe('dark');
  });

  it.each([
    ['no hint (Firefox, Safari)', undefined],
    ['a hint that names no scheme', '"purple"'],
    ['an empty hint', ''],
  ])('%s: the frame, as before', async (_, hint) => {
    const page = await serve('/', 'theme=system', hint);
    expect(page.drawn).toBe(false);
  });
});

describe('what pages say about the hint', () => {
  it('every page asks for it and varies on it; only a "system" shopper’s asks again at once', async () => {
    const system = await serve('/', 'theme=system');
    expect(system.headers.get('Accept-CH')).toBe('Sec-CH-Prefers-Color-Scheme');
    expect(system.headers.get('Critical-CH')).toBe('Sec-CH-Prefers-Color-Scheme');
    expect(system.headers.get('Vary')).toMatch(/\bCookie\b/);
    expect(system.headers.get('Vary')).toMatch(/\bSec-CH-Prefers-Color-Scheme\b/);
    for (const cookie of ['theme=light', 'theme=dark', 'ln=en']) {
      const page = await serve('/', cookie, '"dark"');
      expect(page.headers.get('Accept-CH'), cookie).toBe('Sec-CH-Prefers-Color-Scheme');
      expect(page.headers.get('Critical-CH'), cookie).toBeNull();
      expect(page.headers.get('Vary'), cookie).toMatch(/\bSec-CH-Prefers-Color-Scheme\b/);
    }
  });

  it('the light and dark themes ignore the hint: the shopper’s choice is drawn', async () => {
    expect((await serve('/', 'theme=light', '"dark"')).scheme).toBe('light');
    expect((await serve('/', 'theme=dark', '"light"')).scheme).toBe('dark');
  });
});
