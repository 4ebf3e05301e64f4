// The page's first screen, rendered by the storefront's own server build (src/entry-server.tsx,
// built into dist/server/entry-server.js by `npm run build`): the page a guest asked for, drawn with
// the same components, data and texts the browser will hydrate. When the build has no server part
// (an older build) or the render fails, the page is served as before and the browser draws it.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FirstScreen, FirstScreenRequest } from '../../contracts/first-screen.ts';
import type { TextDirection } from '../../contracts/store.ts';
import type { StorefrontBootstrap } from '../../contracts/storefront-bootstrap.ts';
import type { StorefrontConfig } from '../../contracts/storefront-config.ts';
import type { BuildInfo } from './build-manifest.ts';

/** src/entry-server.tsx's renderFirstScreen, as the server build exports it. */
type RenderFirstScreen = (
  request: FirstScreenRequest,
  fetch: typeof globalThis.fetch,
) => Promise<FirstScreen | null>;

interface LoadedRenderer {
  file: string;
  mtimeMs: number;
  render: RenderFirstScreen;
}

let loaded: LoadedRenderer | undefined;
const catalogs = new Map<string, Promise<Record<string, unknown>>>();

/** The server build's render, loaded again when a new build replaces it; null without one. */
async function rendererOf(staticRoot: string): Promise<RenderFirstScreen | null> {
  const file = join(staticRoot, 'server', 'entry-server.js');
  let mtimeMs: number;
  try {
    mtimeMs = (await stat(file)).mtimeMs;
  } catch {
    return null;
  }
  if (loaded?.file !== file || loaded.mtimeMs !== mtimeMs) {
    // The query names the build: Node caches a module by its URL, and a new build must load anew.
    const module = (await import(`${pathToFileURL(file).href}?build=${mtimeMs}`)) as {
      renderFirstScreen: RenderFirstScreen;
    };
    loaded = { file, mtimeMs, render: module.renderFirstScreen };
    catalogs.clear();
  }
  return loaded.render;
}

/** A language's compiled messages, read once from the build's catalog file. */
function messagesOf(staticRoot: string, catalogUrl: string): Promise<Record<string, unknown>> {
  let messages = catalogs.get(catalogUrl);
  if (!messages) {
    messages = readFile(join(staticRoot, catalogUrl), 'utf8').then(
      (text) => (JSON.parse(text) as { messages: Record<string, unknown> }).messages,
    );
    catalogs.set(catalogUrl, messages);
    messages.catch(() => catalogs.delete(catalogUrl));
  }
  return messages;
}

// The render activates the request's language in Lingui's one global i18n for the whole render:
// renders take turns, so that two requests in different languages never share it. Rendering is
// work on this process's one thread anyway; the turns only order it.
let turn: Promise<unknown> = Promise.resolve();
/** Renders under way or waiting for their turn. */
let inLine = 0;
/**
 * How many renders may be under way or waiting: beyond that, a page is served with its frame and
 * drawn by the browser, so that a burst of guests slows nobody's page more than a few renders' time
 * (the API, the cart and the checkout answer in between).
 */
export const MAX_RENDERS_IN_LINE = 4;

export async function renderFirstScreen(input: {
  staticRoot: string;
  build: BuildInfo;
  href: string;
  config: StorefrontConfig;
  served: StorefrontBootstrap;
  language: { code: string; direction: TextDirection };
  themeMode: 'light' | 'dark';
  apiFetch: typeof globalThis.fetch;
}): Promise<FirstScreen | null> {
  if (inLine >= MAX_RENDERS_IN_LINE) return null;
  inLine += 1;
  try {
    const render = await rendererOf(input.staticRoot);
    const catalogUrl = input.build.catalogs[input.language.code];
    if (!render || !catalogUrl) return null;
    const messages = await messagesOf(input.staticRoot, catalogUrl);
    const run = turn.then(() =>
      render(
        {
          href: input.href,
          config: input.config,
          served: input.served,
          language: { ...input.language, messages },
          themeMode: input.themeMode,
        },
        input.apiFetch,
      ),
    );
    turn = run.catch(() => undefined);
    return await run;
  } finally {
    inLine -= 1;
  }
}

/**
 * The code of the inline scripts React and the router write into a rendered screen (the Suspense
 * boundaries' reveal, the scroll restoration): the page's Content-Security-Policy allows them by hash.
 */
export function inlineScriptsOf(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
}
