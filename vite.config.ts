import { availableParallelism } from 'node:os';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { firstRenderChunk } from './scripts/vite/firstRenderChunk.ts';
import { linguiJsonCatalogs } from './scripts/vite/linguiJsonCatalogs.ts';
import { muiWithoutCssVariables } from './scripts/vite/muiWithoutCssVariables.ts';

// The API server listens here during `npm run dev`; Vite proxies the API paths to it.
const apiTarget = process.env.API_URL ?? 'http://localhost:3001';
// /payments-sandbox: the payment hand-off form posts to the reference server's sandbox.
const apiPaths = ['/ums', '/pbs', '/cfs', '/media', '/storefront-config.json', '/dev', '/payments-sandbox'];

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes' }),
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    linguiJsonCatalogs(),
    muiWithoutCssVariables(),
  ],
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: Object.fromEntries(apiPaths.map((path) => [path, apiTarget])),
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // Every browser the storefront supports knows <link rel="modulepreload">: no polyfill.
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: { groups: [firstRenderChunk()] } } },
  },
  test: {
    setupFiles: ['./tests/setup.ts'],
    // The suite must hold on a busy two-core machine: starting PGlite or rendering a page can take
    // several times longer there. Tests wait for events, never for time; these are only ceilings.
    testTimeout: 30_000,
    hookTimeout: 90_000,
    // Vitest's default is one worker fewer than the cores: a single worker on the two-core CI
    // machine, which left a core idle (the main process mostly waits). At least two.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/{lib,model,scripts}/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          // One migrated, seeded database per run; each test file opens a copy of it.
          globalSetup: ['./tests/server/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['tests/{components,app,api}/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});
