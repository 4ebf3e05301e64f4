// @ts-check
// `npm run mutate`: StrykerJS over the machines shoppers' money and sessions depend on. Each mutant
// (a changed operator, condition, string or removed statement) is run against the tests that cover
// it (vitest.mutate.config.ts); a mutant no test notices survives and is listed in the report.
// Incremental: only mutants of changed code or tests run again.
//
// One machine at a time (docs/testing/mutation.md): `MUTATE_MACHINE=cart npm run mutate` mutates
// that machine and its rule files, runs only its tests, and keeps its own incremental file and
// report in reports/mutation/<machine>/. Without MUTATE_MACHINE every file below is mutated
// against every model and rule test (hours on a 2-core machine). One file:
// `MUTATE_MACHINE=cart npm run mutate -- --mutate machines/cart/cartLines.ts`.

/** Each machine: the files mutated and the tests run against them. */
const MACHINES = {
  cart: {
    mutate: [
      'machines/cart/cart.machine.ts',
      'machines/cart/cartLines.ts',
      'machines/cart/cartMatch.ts',
      'machines/cart/cartCheckoutStart.ts',
    ],
    tests: [
      'tests/model/cart.test.ts',
      'tests/model/cartLines.test.ts',
      'tests/model/cartMatch.test.ts',
      'tests/rules/cart*.test.ts',
    ],
  },
  checkout: {
    mutate: [
      'machines/checkout/checkout.machine.ts',
      'machines/checkout/checkoutRules.ts',
      'machines/checkout/checkoutSteps.ts',
    ],
    tests: [
      'tests/model/checkout.test.ts',
      'tests/model/checkoutSelectors.test.ts',
      'tests/model/checkoutRules.test.ts',
      'tests/model/checkoutSteps.test.ts',
      'tests/rules/checkout*.test.ts',
    ],
  },
  paymentSelection: {
    mutate: ['machines/checkout/paymentSelection.machine.ts', 'machines/checkout/paymentRules.ts'],
    tests: [
      'tests/model/paymentSelection.test.ts',
      'tests/model/paymentRules.test.ts',
      'tests/rules/payment*.test.ts',
    ],
  },
  postPaymentReturn: {
    mutate: ['machines/checkout/postPaymentReturn.machine.ts'],
    tests: ['tests/model/postPaymentReturn.test.ts', 'tests/rules/postPaymentReturn*.test.ts'],
  },
  orderItem: {
    mutate: ['machines/orders/orderItem.machine.ts', 'machines/orders/orderItemRules.ts'],
    tests: ['tests/model/orderItem.test.ts', 'tests/rules/orderItem*.test.ts'],
  },
  session: {
    mutate: ['machines/auth/session.machine.ts', 'machines/auth/sessionUser.ts'],
    tests: [
      'tests/model/session.test.ts',
      'tests/model/sessionUser.test.ts',
      'tests/model/sessionRules.test.ts',
      'tests/rules/session*.test.ts',
    ],
  },
  storeBootstrap: {
    mutate: ['machines/store/storeBootstrap.machine.ts'],
    tests: ['tests/model/storeBootstrap.test.ts', 'tests/rules/storeBootstrap*.test.ts'],
  },
};

// One machine (its name), or every one (`all`: hours); anything else, empty included, is refused
// before StrykerJS starts, rather than read as "all".
const machineName = process.env.MUTATE_MACHINE;
const known = Object.keys(MACHINES);
if (machineName !== 'all' && !(machineName && Object.hasOwn(MACHINES, machineName))) {
  throw new Error(
    `MUTATE_MACHINE=${JSON.stringify(machineName ?? '')}: set it to one of ${known.join(', ')}, or to all (every machine: hours)`,
  );
}
const machine =
  machineName === 'all' ? undefined : MACHINES[/** @type {keyof typeof MACHINES} */ (machineName)];
// Read by vitest.mutate.config.ts in StrykerJS's test runner processes, which inherit it.
if (machine && !process.env.MUTATE_TESTS) process.env.MUTATE_TESTS = machine.tests.join(',');
const reportDir = machine ? `reports/mutation/${machineName}` : 'reports/mutation';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  packageManager: 'npm',
  plugins: ['@stryker-mutator/vitest-runner'],
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutate.config.ts', related: true },
  // Each mutant runs only the tests that reached its code in the dry run (a mutant of a machine's
  // definition, evaluated when the file loads, runs all of them).
  coverageAnalysis: 'perTest',
  mutate: machine ? machine.mutate : Object.values(MACHINES).flatMap((entry) => entry.mutate),
  incremental: true,
  incrementalFile: `${reportDir}/incremental.json`,
  reporters: ['html', 'clear-text', 'progress', 'json'],
  clearTextReporter: { logTests: false, reportMutants: false },
  htmlReporter: { fileName: `${reportDir}/index.html` },
  jsonReporter: { fileName: `${reportDir}/mutation.json` },
  thresholds: { high: 95, low: 90, break: null },
  // Two cores shared with the rest of the work: one test runner.
  concurrency: 1,
  // Added to each mutant's expected time (its tests' time in the dry run, times 1.5): a mutant that
  // makes a machine loop forever costs this much, and a run of the tests takes a few seconds.
  timeoutMS: 10_000,
  // The project builds with TypeScript 7, which has no JavaScript API for Stryker's tsconfig rewrite;
  // vitest needs no tsconfig to run the tests, so none is given to rewrite.
  tsconfigFile: 'no-tsconfig-for-stryker.json',
  // Not copied into the sandbox: builds and reports (a build being written meanwhile failed a copy).
  ignorePatterns: ['dist', 'reports', 'test-results', 'playwright-report', 'coverage'],
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
