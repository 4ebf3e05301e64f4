import type { Page } from '@playwright/test';
import { PBS_BASE_PATH } from '../../../contracts/pbs.ts';
import { HeldRequests } from './heldRequests.ts';

/**
 * The shopper types `term` into the header's search box: the product search it sends is held, so
 * a step can answer it (a refusal the API client reports) or leave it in flight. Search is the
 * user action that sends a fresh API request on any page, signed in or not, without navigating.
 * The term is letters, digits and dashes: it is matched as it appears in the URL.
 */
export async function searchHeld(page: Page, term: string): Promise<HeldRequests> {
  const search = await HeldRequests.on(
    page,
    `the product search for "${term}"`,
    new RegExp(`${PBS_BASE_PATH}/search-product\\?(.*&)?search=${term}(&|$)`),
  );
  await page.getByRole('combobox', { name: 'Search products' }).fill(term);
  await search.arrived();
  return search;
}
