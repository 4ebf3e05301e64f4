// The build's compressed copies: written beside text assets only, each decompressing to its file.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ResolvedConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressAssets } from '../../scripts/vite/precompressAssets.ts';

let root: string;
afterEach(() => rm(root, { recursive: true, force: true }));

async function build(files: Record<string, string | Buffer>): Promise<string> {
  root = await mkdtemp(join(tmpdir(), 'precompress-'));
  const assets = join(root, 'dist', 'assets');
  await mkdir(assets, { recursive: true });
  for (const [name, content] of Object.entries(files)) await writeFile(join(assets, name), content);
  const plugin = precompressAssets();
  const config = { root, build: { outDir: 'dist', assetsDir: 'assets' } } as unknown as ResolvedConfig;
  (plugin.configResolved as (config: ResolvedConfig) => void)(config);
  await (plugin.writeBundle as () => Promise<void>)();
  return assets;
}

describe('precompressAssets', () => {
  it('writes a Brotli and a gzip copy of each text asset, equal to it once decompressed', async () => {
    const script = 'export const label = "storefront";\n'.repeat(100);
    const catalog = JSON.stringify({ messages: Array.from({ length: 80 }, (_, i) => `message ${i}`) });
    const assets = await build({ 'index-abc.js': script, 'messages-en-abc.json': catalog });
    for (const [name, text] of [
      ['index-abc.js', script],
      ['messages-en-abc.json', catalog],
    ] as const) {
      const br = await readFile(join(assets, `${name}.br`));
      const gz = await readFile(join(assets, `${name}.gz`));
      expect(brotliDecompressSync(br).toString()).toBe(text);
      expect(gunzipSync(gz).toString()).toBe(text);
      expect(br.length).toBeLessThan(gz.length);
    }
  });

  it('leaves small files and binary images alone', async () => {
    const png = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256));
    const assets = await build({ 'tiny-abc.js': 'export {};\n', 'photo-abc.png': png });
    expect((await readdir(assets)).sort()).toEqual(['photo-abc.png', 'tiny-abc.js']);
  });
});
