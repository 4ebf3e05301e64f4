// What the page's preload hints need from the build (dist/.vite/manifest.json): each route's code
// chunk with the chunks it imports, the scripts the entry loads anyway, and each language's catalog.
// The manifest is read again whenever it changes, so a build made while the server runs is used.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { LANGUAGE_CODES } from '../../contracts/request.ts';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export interface RouteChunk {
  /** The route file, as TanStack Router names it under src/routes ("_guest/signin", "policies.$"). */
  routeFile: string;
  /** Matches the URL paths the route serves. */
  pattern: RegExp;
  /** Under `_authenticated`: a page for signed-in customers. */
  signedIn: boolean;
  /** Root-relative URLs of the route's chunk and the chunks it imports that the entry does not. */
  scripts: string[];
}

export interface BuildInfo {
  routes: RouteChunk[];
  /** Root-relative URL of each language's compiled catalog. */
  catalogs: Partial<Record<string, string>>;
  /**
   * The chunks a right-to-left page loads for its styles (src/app/storage/directionCache.ts: stylis and
   * its rtl plugin, imported on demand), so that an Arabic page can ask for them with its scripts.
   */
  rtlScripts: string[];
}

const EMPTY: BuildInfo = { routes: [], catalogs: {}, rtlScripts: [] };
/** The modules src/app/storage/directionCache.ts imports for right-to-left styles. */
const RTL_STYLE_MODULE = /^node_modules\/(stylis|stylis-plugin-rtl)\//;
/**
 * The component chunk of a file route (autoCodeSplitting): alone, or with the route's error and
 * not-found components when they are split with it (`component---errorComponent…`).
 */
const ROUTE_KEY = /^src\/routes\/(.+)\.tsx\?tsr-split=component(?:---\w+)*$/;
/**
 * The routes that draw nothing, so have no chunk in the manifest to be known by: /order-status only
 * passes the shopper on (its `beforeLoad` redirects: the return from the payment). Known
 * by their file instead; a journey over the real build checks that every route file is known
 * (e2e/crawledPages.spec.ts).
 */
export const ROUTES_WITHOUT_CHUNK: readonly string[] = ['_authenticated/order-status'];

let cached: { file: string; mtimeMs: number; info: BuildInfo } | undefined;

/** The build's routes and catalogs; nothing when the build has no manifest. */
export async function readBuildInfo(staticRoot: string): Promise<BuildInfo> {
  const file = join(staticRoot, '.vite', 'manifest.json');
  let mtimeMs: number;
  try {
    mtimeMs = (await stat(file)).mtimeMs;
  } catch {
    return EMPTY;
  }
  if (cached?.file === file && cached.mtimeMs === mtimeMs) return cached.info;
  let info = EMPTY;
  try {
    const indexHtml = await readFile(join(staticRoot, 'index.html'), 'utf8').catch(() => '');
    info = buildInfoOf(JSON.parse(await readFile(file, 'utf8')) as Manifest, indexHtml);
  } catch {
    // A manifest being written, or not one: no hints rather than no page.
  }
  cached = { file, mtimeMs, info };
  return info;
}

/**
 * The manifest's keys of the chunks the page loads first: the entry's, or, when the build left the
 * entry out (Vite drops an entry chunk that only imports others and writes their scripts into
 * index.html, as it does once the entry's modules await at their top level: src/app/startup), the
 * chunks index.html's module scripts name.
 */
export function entryChunkKeys(manifest: Manifest, indexHtml = ''): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entries.length > 0) return entries;
  const files = [...indexHtml.matchAll(/<script type="module"[^>]*\ssrc="\/([^"]+)"/g)].map(
    (match) => match[1],
  );
  return Object.keys(manifest).filter((key) => files.includes(manifest[key]?.file));
}

export function buildInfoOf(manifest: Manifest, indexHtml = ''): BuildInfo {
  const withImports = (key: string, into: Set<string>): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) withImports(imported, into);
    return into;
  };
  const entry = new Set<string>();
  for (const key of entryChunkKeys(manifest, indexHtml)) withImports(key, entry);

  const routes: RouteChunk[] = [];
  for (const key of Object.keys(manifest)) {
    const routeFile = ROUTE_KEY.exec(key)?.[1];
    if (!routeFile) continue;
    const files = [...withImports(key, new Set())].filter((file) => !entry.has(file) && file.endsWith('.js'));
    routes.push({
      routeFile,
      pattern: routePattern(routeFile),
      signedIn: routeFile.startsWith('_authenticated/'),
      scripts: files.map((file) => `/${file}`),
    });
  }
  // (A manifest without routes knows none: every path is then taken for a page, see served-page.ts.)
  if (routes.length > 0) {
    for (const routeFile of ROUTES_WITHOUT_CHUNK) {
      if (routes.some((route) => route.routeFile === routeFile)) continue;
      routes.push({
        routeFile,
        pattern: routePattern(routeFile),
        signedIn: routeFile.startsWith('_authenticated/'),
        scripts: [],
      });
    }
  }
  // A path a literal route serves is not a splat's: splats last.
  routes.sort((a, b) => Number(a.routeFile.includes('$')) - Number(b.routeFile.includes('$')));

  const catalogs: Partial<Record<string, string>> = {};
  for (const chunk of Object.values(manifest)) {
    const name = chunk.file.split('/').pop() ?? '';
    // en_US's file starts "messages-en_US-", which "messages-en-" does not match.
    const code = LANGUAGE_CODES.find((candidate) => name.startsWith(`messages-${candidate}-`));
    if (code && name.endsWith('.json')) catalogs[code] = `/${chunk.file}`;
  }
  const rtl = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isDynamicEntry && RTL_STYLE_MODULE.test(key)) withImports(key, rtl);
  }
  const rtlScripts = [...rtl].filter((file) => !entry.has(file)).map((file) => `/${file}`);
  return { routes, catalogs, rtlScripts };
}

/**
 * The paths a file route serves: folders and dots are path segments, `_layout` segments are
 * pathless, a trailing `_` is dropped, `index` is its folder, `$name` is one segment and a lone `$`
 * the rest of the path.
 * TanStack Router matches case-insensitively and ignores a trailing slash; so does this.
 */
export function routePattern(routeFile: string): RegExp {
  const segments = routeFile
    .split('/')
    .flatMap((part) => part.split('.'))
    .filter((segment) => !segment.startsWith('_') && segment !== 'index')
    // `order_` is `order` outside its parent's layout (userprofile.order_.$orderId): the same path.
    .map((segment) => (segment.length > 1 && segment.endsWith('_') ? segment.slice(0, -1) : segment));
  const source = segments
    .map((segment) => {
      if (segment === '$') return '(?:/.*)?';
      if (segment.startsWith('$')) return '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${source}/?$`, 'i');
}

/** The route that serves a path, if any. */
export function routeOfPath(info: BuildInfo, path: string): RouteChunk | undefined {
  return info.routes.find((route) => route.pattern.test(path));
}
