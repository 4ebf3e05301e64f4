import { pathFromEvents } from '../../scripts/paths/graphCoverage.ts';
import { checkoutModel, EVENTS, SCENARIOS } from '../../tests/model/models/checkout.model.ts';
import { expect, test } from '../fixtures.ts';
import { playPath } from '../support/paths/browserPaths.ts';
import { checkoutPaths } from '../support/paths/checkoutPaths.ts';

// A refused address, its form cancelled, then the addresses chosen cannot be sent: the address
// step says so. The step shows its failure while no address draft is kept, and choosing an address
// drops a refused draft (the form was left); before that, every later failure at the step was
// hidden. Without the refused address the same failure is said (a path of checkout.spec.ts).
test('a failure to send the addresses after a refused address was cancelled is said', async ({
  page,
  request,
  baseURL,
}) => {
  const path = pathFromEvents(checkoutModel, SCENARIOS.fresh, [
    EVENTS.loadedAgain,
    EVENTS.addAddress,
    EVENTS.saveRefused,
    EVENTS.selectFar,
    EVENTS.chooseFailed,
  ]);
  await playPath(checkoutPaths, checkoutPaths.player({ page, request, baseURL: baseURL ?? '' }), path);
  await expect(
    page.getByRole('main').getByRole('alert').filter({ hasText: 'We could not reach the store.' }),
  ).toBeVisible();
});
