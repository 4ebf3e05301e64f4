import type { PluginOption, UserConfig } from 'vite';
import { serverStyles } from './scripts/vite/serverStyles.ts';
import base from './vite.config.ts';

// The server's build of the first screen (src/entry-server.tsx): the browser build's plugins (routes,
// Lingui's macros, MUI without CSS variables) for Node, into dist/server/, and Emotion's work done as
// the server's render needs it (scripts/vite/serverStyles.ts). What only the browser's files need
// (precompressed copies, the first render's chunk) is left out.
const browserOnly = new Set(['precompress-assets', 'first-render-chunk']);

export default {
  ...base,
  plugins: [
    ...(base.plugins ?? []).filter(
      (plugin: PluginOption) => !(plugin && 'name' in plugin && browserOnly.has(plugin.name)),
    ),
    // Emotion's work per styled element, as the server's render needs it (serializations kept).
    serverStyles(),
  ],
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
  // React, MUI and Emotion in their production builds whatever NODE_ENV the server runs with (the
  // browser's build is production too): without it they read process.env.NODE_ENV at run time,
  // hundreds of times a render, and a server started without NODE_ENV=production (npm start, the
  // journeys' NODE_ENV=test) rendered with React's development build at twice the cost.
  define: { ...base.define, 'process.env.NODE_ENV': JSON.stringify('production') },
} satisfies UserConfig;
