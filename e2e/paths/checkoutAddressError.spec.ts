import { pathFromEvents } from '../../scripts/paths/graphCoverage.ts';
import { checkoutModel, EVENTS, SCENARIOS } from '../../tests/model/models/checkout.model.ts';
import { expect, test } from '../fixtures.ts';
import { playPath } from '../support/paths/browserPaths.ts';
import { checkoutPaths } from '../support/paths/checkoutPaths.ts';

// A refused address, its form cancelled, then the addresses chosen cannot be sent: the address
// step says nothing. The step shows its failure only while no address draft is kept
// (AddressStep.tsx: `error={draft === null ? error : null}`), and cancelling the form does not
// drop the machine's draft, so every later failure at the step is hidden. Without the refused
// address the same failure is said (path 885 of e2e/paths/checkout.spec.ts checks it).
test.fixme(
  true,
  'The address step hides its failures once a refused address was cancelled: reported to the lead',
);

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
