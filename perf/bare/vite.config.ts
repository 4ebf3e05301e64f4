import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { muiWithoutCssVariables } from '../../scripts/vite/muiWithoutCssVariables.ts';
import { precompressAssets } from '../../scripts/vite/precompressAssets.ts';

// The bare client-rendered page (perf/bare/README.md): built on its own into perf/bare/dist, never
// into the storefront's bundle. It gets the build treatment the storefront gives the same libraries
// (MUI without its CSS-variables half, Brotli and gzip copies the server sends as they are), so that
// the comparison is between a client-rendered page and the storefront, not between two builds.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  publicDir: false,
  plugins: [react(), muiWithoutCssVariables(), precompressAssets()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    modulePreload: { polyfill: false },
  },
});
