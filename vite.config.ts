import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { firstRenderChunk } from './scripts/vite/firstRenderChunk.ts';
import { linguiJsonCatalogs } from './scripts/vite/linguiJsonCatalogs.ts';
import { muiWithoutCssVariables } from './scripts/vite/muiWithoutCssVariables.ts';
import { precompressAssets } from './scripts/vite/precompressAssets.ts';
import { splitByModuleNeeds } from './scripts/vite/testIsolation.ts';

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
    precompressAssets(),
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
    rolldownOptions: {
      output: { codeSplitting: { groups: [firstRenderChunk()] } },
      // Emotion imports hoist-non-react-statics (and its own copy of react-is) for its withTheme,
      // which the storefront does not use; the package, CommonJS, cannot say it has no side
      // effects, and was kept whole in the first script (1 KB). It has none.
      treeshake: {
        moduleSideEffects: (id) => (/[\\/]hoist-non-react-statics[\\/]/.test(id) ? false : undefined),
      },
    },
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
      ...testProjects('node', 'node', ['tests/lib', 'tests/model', 'tests/rules', 'tests/scripts']),
      // One migrated, seeded database per run; each test file opens a copy of it.
      ...testProjects('server', 'node', ['tests/server'], {
        globalSetup: ['./tests/server/global-setup.ts'],
      }),
      ...testProjects('dom', 'jsdom', ['tests/components', 'tests/app', 'tests/api']),
    ],
  },
});

/**
 * A test project in two parts: the files that share one module graph per worker, and those that
 * need modules of their own (scripts/vite/testIsolation.ts says which and why).
 */
function testProjects(name: string, environment: 'node' | 'jsdom', dirs: string[], options = {}) {
  const { shared, fresh } = splitByModuleNeeds(fileURLToPath(new URL('.', import.meta.url)), dirs);
  return [
    { name, environment, include: shared, isolate: false, ...options },
    { name: `${name}, fresh modules`, environment, include: fresh, ...options },
  ]
    .filter((test) => test.include.length > 0)
    .map((test) => ({ extends: true as const, test }));
}
