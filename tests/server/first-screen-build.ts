// A server build for the tests of the first screen (first-screen.test.ts, first-screen-cache.test.ts):
// index.html and the build manifest as `npm run build` writes them, empty catalogs (the texts are the
// macros' own English), and the server's render module, whose source each test gives.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const INDEX_HTML =
  '<!doctype html>\n<html lang="en" dir="ltr">\n<head>\n<meta charset="UTF-8" />\n<title>Online store</title>\n' +
  '<script type="module" crossorigin src="/assets/index-abc123.js"></script>\n</head>\n' +
  '<body><div id="root"></div></body>\n</html>\n';

export const MANIFEST = {
  'index.html': { file: 'assets/index-abc123.js', isEntry: true },
  'src/routes/index.tsx?tsr-split=component': { file: 'assets/routes-h1.js' },
  'src/routes/ProductDetails.tsx?tsr-split=component': { file: 'assets/ProductDetails-p1.js' },
  'src/routes/productListing.tsx?tsr-split=component': { file: 'assets/productListing-l1.js' },
  'src/routes/cart.tsx?tsr-split=component': { file: 'assets/cart-c2.js' },
  '_messages-en-E1.json': { file: 'assets/messages-en-E1.json' },
  '_messages-ar-A1.json': { file: 'assets/messages-ar-A1.json' },
};

/** The storefront's own render, as the build's server entry (dist/server/entry-server.js). */
export const STOREFRONT_ENTRY = `export { renderFirstScreen } from ${JSON.stringify(join(process.cwd(), 'src', 'entry-server.tsx'))};\n`;

/** Writes the build into a new temporary folder and gives its path. */
export async function writeServerBuild(prefix: string, entry: string): Promise<string> {
  const staticDir = await mkdtemp(join(tmpdir(), prefix));
  await mkdir(join(staticDir, 'assets'));
  await mkdir(join(staticDir, '.vite'));
  await mkdir(join(staticDir, 'server'));
  await writeFile(join(staticDir, 'index.html'), INDEX_HTML);
  await writeFile(join(staticDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  for (const file of ['messages-en-E1.json', 'messages-ar-A1.json'])
    await writeFile(join(staticDir, 'assets', file), JSON.stringify({ messages: {} }));
  await writeFile(join(staticDir, 'server', 'entry-server.js'), entry);
  return staticDir;
}
