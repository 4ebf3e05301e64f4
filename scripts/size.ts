/**
 * `npm run size`: the gzipped JavaScript the home page needs before its first render, measured on
 * a fresh production build: the entry script with its static imports, the English catalog and the
 * home route's component chunk with theirs (both are loaded before the home page can paint).
 * Fails above the budget so that a heavy import cannot land unnoticed. Also prints each route's
 * own chunk, to show that routes stay split.
 */
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 200;
const DIST = 'dist';
const FIRST_RENDER_DYNAMIC = ['src/locales/en/messages.po', 'src/routes/index.tsx?tsr-split=component'];

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

/** A chunk and everything it imports statically, once each. */
function withStaticImports(key: string, into: Set<string>): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) withStaticImports(imported, into);
  return into;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('The build has no entry chunk');
const files = withStaticImports(entryKey, new Set());
for (const key of FIRST_RENDER_DYNAMIC) {
  if (!manifest[key]) throw new Error(`The build has no chunk for ${key}`);
  withStaticImports(key, files);
}

let total = 0;
for (const file of files) {
  const size = kb(file);
  total += size;
  console.log(`${size.toFixed(1).padStart(8)} KB  ${file}`);
}
console.log(
  `${total.toFixed(1).padStart(8)} KB  home page JavaScript before first render (gzip), budget ${BUDGET_KB} KB`,
);

const routes = Object.entries(manifest).filter(
  ([key]) => key.startsWith('src/routes/') && key.includes('tsr-split'),
);
console.log(`\nRoute chunks (${routes.length}), own code only:`);
for (const [key, chunk] of routes)
  console.log(`${kb(chunk.file).toFixed(1).padStart(8)} KB  ${key.replace('?tsr-split=component', '')}`);

if (total > BUDGET_KB) {
  console.error(`Over budget by ${(total - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}
