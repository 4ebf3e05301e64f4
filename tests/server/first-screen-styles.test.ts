// The styles a page drawn on the server carries do not depend on what the process drew before it.
// Emotion keeps the rules it compiled on the server across renders (per plugins array and cache key),
// and the render reuses one array of right-to-left plugins for every Arabic page
// (src/entry-server.tsx): each page, in each theme and direction, must come out byte for byte as it
// does when it is the first page of its direction the process draws, whatever was drawn in between.
import { rm } from 'node:fs/promises';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../server/db/db.ts';
import { STOREFRONT_ENTRY, writeServerBuild } from './first-screen-build.ts';

interface Page {
  path: string;
  cookie: string;
}

const ARABIC: Page[] = [
  { path: '/', cookie: 'ln=ar' },
  { path: '/', cookie: 'ln=ar; theme=dark' },
  { path: '/ProductDetails?id=1', cookie: 'ln=ar' },
  { path: '/ProductDetails?id=1', cookie: 'ln=ar; theme=dark' },
];
const ENGLISH: Page[] = [
  { path: '/', cookie: 'ln=en' },
  { path: '/', cookie: 'ln=en; theme=dark' },
  { path: '/ProductDetails?id=1', cookie: 'ln=en' },
  { path: '/ProductDetails?id=1', cookie: 'ln=en; theme=dark' },
];

let db: Db;
let staticDir: string;

/**
 * A server as a new process has it: the server's and the render's modules loaded anew (Emotion's
 * own module, outside the source, stays: it keeps rules per plugins array, and the array is new).
 * Nothing is kept between guests, so that every page is rendered.
 */
async function freshServer(): Promise<Hono> {
  vi.resetModules();
  const { createApp } = await import('../../server/app.ts');
  const { testConfig } = await import('./test-db.ts');
  return createApp({ db, config: testConfig({ STATIC_DIR: staticDir }), log: () => {} });
}

/** The page as served; the query cache's clock readings are the only part that is of its moment. */
async function render(app: Hono, page: Page): Promise<string> {
  const response = await app.request(page.path, { headers: { Cookie: page.cookie } });
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toContain('data-first-screen');
  return html.replace(/"(dehydratedAt|dataUpdatedAt|errorUpdatedAt)":\d+/g, '"$1":0');
}

/** The page's style elements, for a readable failure (the whole page is compared too). */
function stylesOf(html: string): string[] {
  return [...html.matchAll(/<style data-emotion="[^"]*"[^>]*>[\s\S]*?<\/style>/g)].map((m) => m[0]);
}

/** The page without its style elements. */
function withoutStyles(html: string): string {
  return html.replace(/<style data-emotion="[^"]*"[^>]*>[\s\S]*?<\/style>/g, '');
}

/** Draws the English pages once, so that every lazy part of the screens is loaded before. */
async function warmUp(app: Hono): Promise<void> {
  for (const page of [ENGLISH[0], ENGLISH[2]] as Page[]) await render(app, page);
}

beforeAll(async () => {
  process.env.FIRST_SCREEN_CACHE_PAGES = '0';
  // What is checked here is the page drawn, not how fast: the first renders compile from source.
  process.env.FIRST_SCREEN_DEADLINE_MS = '120000';
  const { openSeededDb } = await import('./test-db.ts');
  db = await openSeededDb();
  staticDir = await writeServerBuild('storefront-first-screen-styles-', STOREFRONT_ENTRY);
});

afterAll(async () => {
  delete process.env.FIRST_SCREEN_CACHE_PAGES;
  await db?.close();
  await rm(staticDir, { recursive: true, force: true });
});

describe('a page drawn at once (its parts’ code loaded) and one prerendered (waiting for it)', () => {
  it('are the same page, the prerendered one with its waiting parts’ keyframes besides', async () => {
    // A new process's first pages wait for their lazy parts' code (the footer's…): prerendered, and
    // React draws what shows while a part waits (a spinner) too, whose keyframes Emotion keeps.
    const app = await freshServer();
    const pages = [...ENGLISH, ...ARABIC];
    const waited = [];
    for (const page of pages) waited.push(await render(app, page));
    // Drawn again, nothing waits: drawn at once (src/app/ssr/drawnWhole.ts).
    for (const [index, page] of pages.entries()) {
      const html = await render(app, page);
      const before = waited[index] ?? '';
      const name = `${page.path} (${page.cookie})`;
      expect(withoutStyles(html), name).toBe(withoutStyles(before));
      const styles = stylesOf(html);
      expect(
        styles.filter((style) => !stylesOf(before).includes(style)),
        name,
      ).toEqual([]);
      const besides = stylesOf(before).filter((style) => !styles.includes(style));
      for (const style of besides)
        expect(style, name).toMatch(/^<style data-emotion="mui(rtl)?-global animation-/);
    }
  }, 240_000);
});

describe('a page’s styles are the same whatever the process drew before', () => {
  it('each Arabic page, in each theme, as when it is the first right-to-left page drawn', async () => {
    // The reference: each Arabic page drawn first in a process of its own (after the English pages,
    // which load the screens' code and compile nothing right to left).
    const first = new Map<Page, string>();
    for (const page of ARABIC) {
      const app = await freshServer();
      await warmUp(app);
      first.set(page, await render(app, page));
    }
    // One process drawing every page, in both directions and themes, in two orders.
    const app = await freshServer();
    await warmUp(app);
    const mixed = [
      ARABIC[3],
      ENGLISH[1],
      ARABIC[0],
      ENGLISH[2],
      ARABIC[1],
      ENGLISH[3],
      ARABIC[2],
      ENGLISH[0],
    ] as Page[];
    for (const order of [mixed, [...mixed].reverse()]) {
      for (const page of order) {
        const html = await render(app, page);
        const reference = first.get(page);
        if (reference === undefined) continue;
        expect(stylesOf(html), `${page.path} (${page.cookie})`).toEqual(stylesOf(reference));
        expect(html, `${page.path} (${page.cookie})`).toBe(reference);
      }
    }
  }, 240_000);

  it('the pages of the two themes and directions differ, so that the comparison means something', async () => {
    const app = await freshServer();
    await warmUp(app);
    const styles = new Set<string>();
    for (const page of [...ARABIC, ...ENGLISH]) styles.add(stylesOf(await render(app, page)).join(''));
    expect(styles.size).toBe(8);
  }, 240_000);
});
