// @ts-check
// `npm run mutate`: StrykerJS over the machines shoppers' money and sessions depend on. Each mutant
// (a changed operator, condition, string or removed statement) is run against the tests that cover
// it (vitest.mutate.config.ts); a mutant no test notices survives and is listed in the report.
// Incremental: only mutants of changed code or tests run again (reports/mutation/incremental.json).

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  packageManager: 'npm',
  plugins: ['@stryker-mutator/vitest-runner'],
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutate.config.ts', related: true },
  coverageAnalysis: 'perTest',
  mutate: [
    'machines/cart/cart.machine.ts',
    'machines/cart/cartLines.ts',
    'machines/cart/cartMatch.ts',
    'machines/cart/cartCheckoutStart.ts',
    'machines/checkout/checkout.machine.ts',
    'machines/checkout/checkoutRules.ts',
    'machines/checkout/checkoutSteps.ts',
    'machines/checkout/paymentSelection.machine.ts',
    'machines/checkout/paymentRules.ts',
    'machines/checkout/postPaymentReturn.machine.ts',
    'machines/orders/orderItem.machine.ts',
    'machines/orders/orderItemRules.ts',
    'machines/auth/session.machine.ts',
    'machines/auth/sessionUser.ts',
    'machines/store/storeBootstrap.machine.ts',
  ],
  incremental: true,
  incrementalFile: 'reports/mutation/incremental.json',
  reporters: ['html', 'clear-text', 'progress', 'json'],
  clearTextReporter: { logTests: false, reportMutants: false },
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 95, low: 90, break: null },
  concurrency: 2,
  timeoutMS: 60_000,
  // The project builds with TypeScript 7, which has no JavaScript API for Stryker's tsconfig rewrite;
  // vitest needs no tsconfig to run the tests, so none is given to rewrite.
  tsconfigFile: 'no-tsconfig-for-stryker.json',
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
