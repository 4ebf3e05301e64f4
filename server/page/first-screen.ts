// The page's first screen, rendered by the storefront's own server build (src/entry-server.tsx,
// built into dist/server/entry-server.js by `npm run build`): the page a guest asked for, drawn with
// the same components, data and texts the browser will hydrate. When the build has no server part
// (an older build) or the render fails, the page is served as before and the browser draws it.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getScrollRestorationScriptForRouter } from '@tanstack/router-core/scroll-restoration-script';
import type {
  FirstScreen,
  FirstScreenRedirect,
  FirstScreenRequest,
  FirstScreenSession,
} from '../../contracts/first-screen.ts';
import type { ThemeMode } from '../../contracts/site.ts';
import type { TextDirection } from '../../contracts/store.ts';
import type { StorefrontBootstrap } from '../../contracts/storefront-bootstrap.ts';
import type { StorefrontConfig } from '../../contracts/storefront-config.ts';
import type { BuildInfo } from './build-manifest.ts';

/** src/entry-server.tsx's renderFirstScreen, as the server build exports it. */
type RenderFirstScreen = (
  request: FirstScreenRequest,
  fetch: typeof globalThis.fetch,
) => Promise<FirstScreen | FirstScreenRedirect | null>;

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
/** Renders given up at their deadline that have not ended yet (they run on, their page unused). */
let abandoned = 0;
/**
 * How many renders may be under way or waiting: beyond that, a page is served with its frame and
 * drawn by the browser, so that a burst of guests slows nobody's page more than a few renders' time
 * (the API, the cart and the checkout answer in between).
 */
export const MAX_RENDERS_IN_LINE = 4;

/**
 * How long a guest waits for the render, from joining the line (FIRST_SCREEN_DEADLINE_MS, 1 s by
 * default; loading a new build's render and catalogs, once, comes before): past it, the page is
 * served with its frame and the browser draws it. A render takes 10–300 ms; one that takes seconds
 * (a slow database, a stuck call) must not hold its guest, nor the renders behind it.
 */
export function renderDeadlineMs(): number {
  const text = process.env.FIRST_SCREEN_DEADLINE_MS;
  const value = text ? Number(text) : Number.NaN;
  return Number.isInteger(value) && value > 0 ? value : 1_000;
}

export async function renderFirstScreen(input: {
  staticRoot: string;
  build: BuildInfo;
  href: string;
  config: StorefrontConfig;
  served: StorefrontBootstrap;
  language: { code: string; direction: TextDirection };
  themeMode: ThemeMode;
  /** For the "system" theme: the device's scheme, as its browser told it. */
  colorScheme?: 'light' | 'dark';
  /** A signed-in customer's session cookies (page-session.ts); none for a guest. */
  session?: FirstScreenSession;
  /** The guest cart's number of lines (its cookie); none for a customer. */
  guestCartLines?: number;
  /** Only where a guard sends the visitor: the page itself is not drawn for them. */
  onlyRedirect?: boolean;
  apiFetch: typeof globalThis.fetch;
}): Promise<FirstScreen | FirstScreenRedirect | null> {
  // Renders given up on still use the thread: while as many as may wait in line run on, none starts.
  if (inLine >= MAX_RENDERS_IN_LINE || abandoned >= MAX_RENDERS_IN_LINE) return null;
  inLine += 1;
  try {
    const render = await rendererOf(input.staticRoot);
    const catalogUrl = input.build.catalogs[input.language.code];
    if (!render || !catalogUrl) return null;
    const messages = await messagesOf(input.staticRoot, catalogUrl);
    // The deadline runs from here: loading the build and its catalogs happens once per build.
    const giveUp = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<null>((resolve) => {
      timer = setTimeout(() => {
        giveUp.abort();
        resolve(null);
      }, renderDeadlineMs());
    });
    try {
      const run = turn.then(() =>
        // Its guest was served the frame while it waited: it does not start.
        giveUp.signal.aborted
          ? null
          : render(
              {
                href: input.href,
                config: input.config,
                served: input.served,
                language: { ...input.language, messages },
                themeMode: input.themeMode,
                colorScheme: input.colorScheme,
                session: input.session,
                guestCartLines: input.guestCartLines,
                onlyRedirect: input.onlyRedirect,
              },
              untilGivenUp(input.apiFetch, giveUp.signal),
            ),
      );
      // The next render's turn comes when this one ends or is given up, whichever is first. One given
      // up cannot disturb the next: each render activates its own language before it draws, and
      // nothing on the server activates one later (the catalog is loaded before the render).
      let ended = false;
      const end = run.then(
        () => {
          ended = true;
        },
        () => {
          ended = true;
        },
      );
      turn = Promise.race([end, deadline]);
      void deadline.then(() => {
        if (ended) return;
        abandoned += 1;
        void end.then(() => {
          abandoned -= 1;
        });
      });
      const screen = await Promise.race([run, deadline]);
      if (giveUp.signal.aborted) {
        console.error(
          `The first screen of ${input.href} took longer than ${renderDeadlineMs()} ms: served with its frame`,
        );
        return null;
      }
      return screen;
    } finally {
      clearTimeout(timer);
    }
  } finally {
    inLine -= 1;
  }
}

/** The API, as a render given up on sees it: every call fails from then on, so that it ends soon. */
function untilGivenUp(apiFetch: typeof globalThis.fetch, signal: AbortSignal): typeof globalThis.fetch {
  const givenUp = new Promise<never>((_, reject) => {
    signal.addEventListener('abort', () => reject(new Error('The render was given up')), { once: true });
  });
  givenUp.catch(() => undefined);
  return (request, init) => {
    if (signal.aborted) return Promise.reject(new Error('The render was given up'));
    return Promise.race([apiFetch(request, init), givenUp]);
  };
}

/**
 * The inline scripts the router or React write into a rendered screen that the page's
 * Content-Security-Policy allows, by hash: those known by what they are, never merely found in
 * the HTML (markup that got in some other way must not run). The router's scroll restoration, as
 * `ScrollRestoration` writes it (`ScriptOnce`, with the router's default key). React writes none:
 * the screen is prerendered whole (no Suspense boundary is revealed by a script).
 */
export function knownInlineScriptsOf(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .filter((code) => KNOWN_INLINE_SCRIPTS.has(code));
}

const KNOWN_INLINE_SCRIPTS: ReadonlySet<string> = new Set(
  [
    getScrollRestorationScriptForRouter({
      options: { scrollRestoration: true },
      latestLocation: {},
    } as unknown as Parameters<typeof getScrollRestorationScriptForRouter>[0]),
  ]
    .filter((code): code is string => code !== null)
    .map((code) => `${code};document.currentScript.remove()`),
);
