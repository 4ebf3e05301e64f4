import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Vendor } from '../../contracts/pbs.ts';
import { catalogueQueries } from '../../src/api/queries/catalogue.ts';
import { STORE_SETUP_STALE_TIME } from '../../src/api/queries/freshness.ts';
import { HomePage } from '../../src/features/catalogue/HomePage.tsx';
import { renderWithStore } from './renderWithStore.tsx';

const VENDORS = '/pbs/rest/v3/vendors';
const vendors: Vendor[] = [
  { vendor_id: 2, vendor_name: 'Clay Co', vendor_logo: null, description: '', rating: 4, product_count: 3 },
];

/** A button that shows the page: the test fills the cache first, as a route loader does. */
function ShownLater(props: { page: ReactElement }) {
  const [shown, setShown] = useState(false);
  if (shown) return props.page;
  return (
    <button type="button" onClick={() => setShown(true)}>
      Show
    </button>
  );
}

/**
 * The vendors list as the /vendor loader leaves it, then the home page, which reads the same list:
 * the test query client's own staleTime is 0, so only the options' freshness can spare a request.
 */
async function homeAfterVendorsLoader(loadedAgo: number) {
  const rendered = await renderWithStore(<ShownLater page={<HomePage />} />, {
    answers: { [VENDORS]: [200, { vendors }] },
    withRouter: true,
  });
  const options = catalogueQueries.vendors(rendered.system.api);
  await rendered.queryClient.ensureQueryData(options);
  rendered.queryClient.setQueryData(options.queryKey, vendors, { updatedAt: Date.now() - loadedAgo });
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Show' }));
  expect(await screen.findByText('Clay Co')).toBeInTheDocument();
  // The home page's other sections are asked for in the same pass as any refetch of the vendors.
  await waitFor(() =>
    expect(rendered.calls.some((call) => call.startsWith('/pbs/rest/v3/deals'))).toBe(true),
  );
  return rendered;
}

const vendorCalls = (calls: string[]) => calls.filter((call) => call === VENDORS);

describe('one key, one freshness', () => {
  it('the home page reuses the vendors list the vendor page loaded, within its freshness', async () => {
    const { calls } = await homeAfterVendorsLoader(STORE_SETUP_STALE_TIME - 60_000);
    expect(vendorCalls(calls)).toHaveLength(1);
  });

  it('asks for the vendors list again once it is older than its freshness', async () => {
    const { calls } = await homeAfterVendorsLoader(STORE_SETUP_STALE_TIME + 60_000);
    await waitFor(() => expect(vendorCalls(calls)).toHaveLength(2));
  });
});
