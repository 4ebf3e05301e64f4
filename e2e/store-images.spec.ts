// Product pictures in the browser: every card of the Home Services listing draws its picture (its
// SVGs were invalid XML once, and a browser then draws nothing), and a store's own uploaded picture,
// set with the store's fulfilment key, replaces the generated one on the product's page.
import type { APIRequestContext, Locator } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const FULFILMENT = { 'X-Fulfilment-Key': process.env.E2E_FULFILMENT_KEY ?? '' };
/** A 1×1 PNG: a size no generated picture has (they are 800×800). */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/pbs/rest/v3/${path}`, { headers: { 'realm-name': 'demo' } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { response_body: T }).response_body;
}

/** The picture's drawn width once the browser has loaded (or failed to load) it; 0 when nothing was drawn. */
async function drawnWidth(image: Locator): Promise<number> {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete)).toBe(true);
  return image.evaluate((element: HTMLImageElement) => element.naturalWidth);
}

test('every card of the Home Services listing shows its picture', async ({ page }) => {
  const { data } = await api<{ data: { category_id: number; category_name: string }[] }>(
    page.request,
    'categories?page-number=-1',
  );
  const category = data.find((entry) => entry.category_name === 'Home Services');
  if (!category) throw new Error('The seed has no Home Services category');
  await page.goto(`/productListing?category=${category.category_id}`);
  // The cards' pictures (a card names its product in its link, so its picture may have no name).
  const cards = page.getByRole('main').locator('img[src*="/media/products/"]');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThanOrEqual(10);
  const blank: string[] = [];
  for (let index = 0; index < count; index++) {
    const image = cards.nth(index);
    if ((await drawnWidth(image)) === 0) blank.push((await image.getAttribute('alt')) ?? String(index));
  }
  expect(blank).toEqual([]);
});

test('a store’s uploaded picture replaces the generated one on the product page', async ({ page }) => {
  // The newest product of a small category, far from the pages other journeys compare in pictures.
  const { products } = await api<{ products: { product_id: number; product_name: string }[] }>(
    page.request,
    'products?sort=newest&page-limit=1&page-number=3',
  );
  const [product] = products;
  if (!product) throw new Error('no product');
  const picture = `/fulfilment/products/${product.product_id}/images/1`;
  const set = await page.request.put(`${picture}/file`, {
    headers: { ...FULFILMENT, 'Content-Type': 'image/png' },
    data: ONE_PIXEL_PNG,
  });
  expect(set.status()).toBe(200);
  try {
    await page.goto(`/ProductDetails?id=${product.product_id}`);
    const image = page.getByRole('main').getByRole('img', { name: product.product_name }).first();
    await expect(image).toBeVisible();
    expect(await drawnWidth(image)).toBe(1);
    // A stranger without the key cannot change it.
    const stranger = await page.request.delete(picture);
    expect(stranger.status()).toBe(401);
  } finally {
    const removed = await page.request.delete(picture, { headers: FULFILMENT });
    expect(removed.status()).toBe(200);
  }
});
