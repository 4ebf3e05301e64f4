import { expect, test } from './fixtures.ts';
import { createCustomer, signInWithPassword, uniqueEmail } from './support/accounts.ts';

// The header names the signed-in customer from the session's tokens: a name saved on the profile
// page must show there at once, and still after a reload (the tokens then carry the new name).

test('a new name saved on the profile shows in the header at once and after a reload', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const customer = {
    email: uniqueEmail('header-name'),
    password: 'Header-pass-2026',
    firstName: 'Tara',
    lastName: 'Pillai',
  };
  await createCustomer(page.request, baseURL ?? '', customer);
  await signInWithPassword(page, customer);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: 'Tara Pillai' })).toBeVisible();

  await page.goto('/myProfile');
  await page.getByRole('textbox', { name: 'First name' }).fill('Tarini');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Pillai-Rao');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your name has been saved.' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Tarini Pillai-Rao' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Tarini');
  await expect(banner.getByRole('button', { name: 'Tarini Pillai-Rao' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Tara Pillai' })).toHaveCount(0);
});
