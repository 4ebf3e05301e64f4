import { defineConfig } from 'vitest/config';

// The tests `npm run mutate` (StrykerJS, stryker.config.mjs) runs against each mutant of the machines:
// the model-based tests and the machines' own rule tests, which import nothing but machines/,
// contracts/ and scripts/paths/ (no React, no DOM, no server). MUTATE_TESTS (comma-separated files)
// narrows them for a run over one machine: `MUTATE_TESTS=tests/model/cart.test.ts npm run mutate --
// --mutate machines/cart/cart.machine.ts`.
export default defineConfig({
  test: {
    environment: 'node',
    include: process.env.MUTATE_TESTS?.split(',') ?? ['tests/model/**/*.test.ts'],
    setupFiles: [],
    isolate: true,
  },
});
