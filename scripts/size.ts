/**
 * `npm run size`, on a fresh production build, three budgets:
 * - before first render: the entry script with its static imports (the page also awaits its
 *   language's catalog, a JSON file reported on its own line): at most 200 KB gzipped. The aim
 *   is 170; 190 is what this stack allows today without replacing a library: React DOM 19 alone
 *   is about 66 KB, TanStack Router 21, MUI with Emotion 36, XState 13, TanStack Query 11, and the
 *   app's own first-render code (root machines, cart, route definitions, header) about 30
 *   (docs/decisions/0103-the-served-page-and-the-first-render.md, "Leaner first render"). The
 *   budget holds what was won, so that a heavy import cannot land unnoticed. (192 after the diet;
 *   the phone header, the post-payment return and the tabs' session watcher brought it to 195.2;
 *   the order, policy and checkout routes' definitions and loaders to 196.2; the after-purchase,
 *   account and Ask AI routes' definitions to 197.2, with the order, training and address loaders'
 *   queries moved into their pages' chunks; the unlock route, the analytics consent's footer link
 *   and the fulfilment-aware order labels to 198.1; a rate-limited answer's wait (Retry-After) on
 *   every screen's error text to 198.4; loading the
 *   open page before the first render, its hand-over of the history and the theme cookie the
 *   served frame reads to 199.4; MUI's forced-colours theme helper left out of the styles barrel (scripts/vite/muiWithoutCssVariables.ts), back to 196.6; the mini-cart's host, the checkout that waits for the merged cart, the session's renewal after a name change, the Vendors link and the order confirmation route to 198.4);
 * - the same scripts as the browser downloads them, the Brotli copies the build writes
 *   (scripts/vite/precompressAssets.ts): at most 170 KB, the issue's figure for what a phone loads;
 * - home page content: that plus the home route's chunk with its imports: at most 250 KB gzipped;
 * - at most 10 scripts before first render.
 * Fails above any. Also prints each route's own chunk, to show that routes stay split.
 */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { entryChunkKeys } from '../server/page/build-manifest.ts';

const FIRST_RENDER_BUDGET_KB = 200;
const FIRST_RENDER_BROTLI_BUDGET_KB = 170;
const HOME_CONTENT_BUDGET_KB = 250;
/** Scripts the page loads before its first render (at most 10). */
const FIRST_RENDER_SCRIPTS_BUDGET = 10;
const DIST = 'dist';
/** The English catalog, compiled to JSON by scripts/vite/linguiJsonCatalogs.ts. */
const CATALOG = /^messages-en-[\w-]+\.json$/;
const HOME_ROUTE = 'src/routes/index.tsx?tsr-split=component';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

if (!process.argv.includes('--no-build')) execSync('npx vite build', { stdio: 'ignore' });

const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;
const kb = (file: string) => gzipSync(readFileSync(join(DIST, file))).length / 1024;
/** What a browser that accepts Brotli downloads: the build's copy, or the file when it has none. */
const brotliKb = (file: string) => {
  const copy = join(DIST, `${file}.br`);
  return readFileSync(existsSync(copy) ? copy : join(DIST, file)).length / 1024;
};

/** A chunk and everything it imports statically, once each. */
function withStaticImports(key: string, into: Set<string>): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) withStaticImports(imported, into);
  return into;
}

const entries = entryChunkKeys(manifest, readFileSync(join(DIST, 'index.html'), 'utf8'));
if (entries.length === 0) throw new Error('The build has no entry chunk');
const firstRender = new Set<string>();
for (const key of entries) withStaticImports(key, firstRender);
const homeContent = withStaticImports(HOME_ROUTE, new Set(firstRender));
const catalog = readdirSync(join(DIST, 'assets')).find((file) => CATALOG.test(file));
if (!catalog || !manifest[HOME_ROUTE]) throw new Error('The build lacks the catalog or the home route chunk');

function report(label: string, files: Set<string>, budget: number, size = kb, encoding = 'gzip'): number {
  let total = 0;
  for (const file of files) total += size(file);
  console.log(`${total.toFixed(1).padStart(8)} KB  ${label} (${encoding}), budget ${budget} KB`);
  return total;
}

for (const file of homeContent)
  console.log(
    `${kb(file).toFixed(1).padStart(8)} KB  ${file}${firstRender.has(file) ? '' : '  (home route)'}`,
  );
console.log(
  `${kb(join('assets', catalog)).toFixed(1).padStart(8)} KB  assets/${catalog} (the English catalog, JSON)`,
);
const overBudget = [
  report('home page JavaScript before first render', firstRender, FIRST_RENDER_BUDGET_KB) -
    FIRST_RENDER_BUDGET_KB,
  report(
    'home page JavaScript before first render',
    firstRender,
    FIRST_RENDER_BROTLI_BUDGET_KB,
    brotliKb,
    'Brotli, as downloaded',
  ) - FIRST_RENDER_BROTLI_BUDGET_KB,
  report('home page JavaScript for its content', homeContent, HOME_CONTENT_BUDGET_KB) -
    HOME_CONTENT_BUDGET_KB,
];

console.log(
  `${String(firstRender.size).padStart(8)}     scripts before first render, budget ${FIRST_RENDER_SCRIPTS_BUDGET}`,
);
const tooManyScripts = firstRender.size > FIRST_RENDER_SCRIPTS_BUDGET;

const routes = Object.entries(manifest).filter(
  ([key]) => key.startsWith('src/routes/') && key.includes('tsr-split'),
);
console.log(`\nRoute chunks (${routes.length}), own code only:`);
for (const [key, chunk] of routes)
  console.log(`${kb(chunk.file).toFixed(1).padStart(8)} KB  ${key.replace('?tsr-split=component', '')}`);

if (overBudget.some((over) => over > 0) || tooManyScripts) {
  console.error('Over budget');
  process.exit(1);
}
