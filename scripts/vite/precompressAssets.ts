// A Vite plugin that writes a Brotli (.br) and a gzip (.gz) copy beside each built text asset, at
// the highest levels, once per build. The server sends the copy the browser accepts
// (server/routes/spa.ts, `precompressed`), so no request pays for compression and every browser
// that accepts Brotli (all current ones, on http://localhost too) downloads about 15 % less script
// than the on-the-fly gzip gave (the entry's 199 KB gzipped are 169 KB in Brotli).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files worth compressing: text. Images other than SVG and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|json|svg|txt|xml|map)$/;
/** Below this a compressed copy saves less than its own headers (the server's middleware agrees). */
const MIN_BYTES = 1024;

export async function compressedCopies(content: Buffer): Promise<{ br: Buffer; gz: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gz };
}

export function precompressAssets(): Plugin {
  let assetsDir = '';
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(config) {
      assetsDir = resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    async writeBundle() {
      const names = (await readdir(assetsDir)).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        names.map(async (name) => {
          const path = join(assetsDir, name);
          const content = await readFile(path);
          if (content.length < MIN_BYTES) return;
          const { br, gz } = await compressedCopies(content);
          // A copy that is not smaller (already-dense data) would only cost the browser time.
          if (br.length < content.length) await writeFile(`${path}.br`, br);
          if (gz.length < content.length) await writeFile(`${path}.gz`, gz);
        }),
      );
    },
  };
}
