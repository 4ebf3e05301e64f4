import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signIn } from './support/orders.ts';

// Ask AI opened on a product's page answers about that product: "Is this laptop in stock?" names
// the laptop on screen, not a list of other laptops.

interface Product {
  product_id: number;
  product_name: string;
  in_stock: boolean;
}

/** The seed's laptops, read through the real API so the journey follows the seed. */
async function laptops(request: APIRequestContext): Promise<Product[]> {
  const response = await request.get('/pbs/rest/v3/products', {
    params: { search: 'laptop', 'page-limit': 20, 'page-number': 1 },
    headers: { 'realm-name': 'demo' },
  });
  expect(response.ok()).toBe(true);
  const { products } = ((await response.json()) as { response_body: { products: Product[] } }).response_body;
  if (products.length < 2) throw new Error('The seed has fewer than two laptops');
  return products;
}

test("on a product's page, Ask AI answers about the product on screen", async ({
  page,
  request,
  baseURL,
}) => {
  test.slow(); // a sign-up, a product page and a streamed answer
  const found = await laptops(request);
  // The last of them: a list of laptops would not start with it.
  const laptop = found[found.length - 1];
  if (!laptop) throw new Error('no laptop');
  await signIn(page, request, baseURL ?? '', 'Lena', 'Laptop');
  await page.goto(`/ProductDetails?id=${laptop.product_id}`);
  await expect(page.getByRole('heading', { level: 1, name: laptop.product_name })).toBeVisible();

  await page.getByRole('complementary', { name: 'Ask AI' }).getByRole('button', { name: 'Ask AI' }).click();
  const panel = page.getByRole('dialog', { name: 'Ask AI' });
  await panel.getByRole('textbox', { name: 'Your question' }).fill('Is this laptop in stock?');
  await panel.getByRole('textbox', { name: 'Your question' }).press('Enter');
  const sources = panel.getByRole('region', { name: 'Sources' });
  await expect(sources.getByRole('link', { name: laptop.product_name })).toBeVisible({ timeout: 30_000 });
  // One product cited: the one on screen, and the answer says whether it is in stock.
  await expect(sources.getByRole('link')).toHaveCount(1);
  await expect(panel.getByTestId('ask-ai-answer')).toContainText(
    laptop.in_stock
      ? `Yes, ${laptop.product_name} is in stock.`
      : `No, ${laptop.product_name} is out of stock right now.`,
  );
});
