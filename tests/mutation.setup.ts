// Setup of the mutation runs' tests (vitest.mutate.config.ts). The model files' second coverage
// test ("the coverage check fails for a transition no path takes", tests/model/expectFullCoverage.ts)
// tests the coverage check itself on a probed copy of the machine, regenerating and running every
// path (30 s for the cart). A mutant cannot make it fail where the first coverage test passes, so
// mutation runs skip it.
import { beforeEach } from 'vitest';

const CHECKS_THE_CHECK = 'the coverage check fails for a transition no path takes';

beforeEach((context) => {
  if (context.task.name === CHECKS_THE_CHECK) context.skip();
});
