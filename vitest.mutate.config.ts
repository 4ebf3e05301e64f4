import { defineConfig } from 'vitest/config';

// The tests `npm run mutate` (StrykerJS, stryker.config.mjs) runs against each mutant of the machines:
// the model-based tests and the machines' own rule tests, which import nothing but machines/,
// contracts/ and scripts/paths/ (no React, no DOM, no server).
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/model/**/*.test.ts'],
    setupFiles: [],
    isolate: true,
  },
});
