import type { PluginOption, UserConfig } from 'vite';
import base from './vite.config.ts';

// The server's build of the first screen (src/entry-server.tsx): the browser build's plugins (routes,
// Lingui's macros, MUI without CSS variables) for Node, into dist/server/. What only the browser's
// files need (precompressed copies, the first render's chunk) is left out.
const browserOnly = new Set(['precompress-assets', 'first-render-chunk']);

export default {
  ...base,
  plugins: (base.plugins ?? []).filter(
    (plugin: PluginOption) => !(plugin && 'name' in plugin && browserOnly.has(plugin.name)),
  ),
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: false,
    copyPublicDir: false,
  },
  // Every package is bundled, so that the server needs nothing but this file and Node.
  ssr: { noExternal: true },
} satisfies UserConfig;
