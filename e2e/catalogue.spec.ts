import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';

interface Category {
  category_id: number;
  category_name: string;
  level: number;
  product_count: number;
}

interface Product {
  product_id: number;
  product_name: string;
  final_price: number;
}

/** Reads the seeded catalogue through the real API, so the journeys follow the seed. */
async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/pbs/rest/v3/${path}`, { headers: { 'realm-name': 'demo' } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { response_body: T }).response_body;
}

test('search, filter, sort and page through the listing; Back from a product keeps it all', async ({
  page,
}) => {
  test.slow(); // a long journey (several pages and server round trips): a higher ceiling
  const { data: categories } = await api<{ data: Category[] }>(page.request, 'categories?page-number=-1');
  const category = categories.find((entry) => entry.level === 1 && entry.product_count > 25);
  if (!category) throw new Error('The seed has no top-level category with 25 products');

  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Search products' });
  await search.fill(category.category_name.slice(0, 5));
  await page.getByRole('option', { name: `In category: ${category.category_name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/productListing\\?category=${category.category_id}$`));

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/sort=price_asc/);
  await page.getByRole('checkbox', { name: 'In stock only' }).check();
  await expect(page).toHaveURL(/inStock=true/);

  await page.getByRole('link', { name: 'Go to page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('link', { name: 'Page 2, current page' })).toBeVisible();
  const listingUrl = page.url();

  // The page holds the second ten in-stock products of the category, cheapest first.
  const expected = await api<{ products: Product[] }>(
    page.request,
    `products?category-id=${category.category_id}&sort=price_asc&availability=in_stock&page-number=2&page-limit=10`,
  );
  const cards = page.getByRole('main').getByRole('link', { name: expected.products[0]?.product_name ?? '' });
  await expect(cards.first()).toBeVisible();

  await cards.first().click();
  await expect(
    page.getByRole('heading', { level: 1, name: expected.products[0]?.product_name }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/ProductDetails\?id=\d+/);

  await page.goBack();
  await expect(page).toHaveURL(listingUrl);
  await expect(page.getByRole('link', { name: 'Page 2, current page' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc');
  await expect(page.getByRole('checkbox', { name: 'In stock only' })).toBeChecked();

  // A reload shows the same results.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Page 2, current page' })).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: expected.products[0]?.product_name ?? '' })
      .first(),
  ).toBeVisible();
});

test('the pincode check says whether and when a product is delivered there', async ({ page }) => {
  const { products } = await api<{ products: Product[] }>(
    page.request,
    'products?availability=in_stock&page-limit=1',
  );
  const product = products[0];
  if (!product) throw new Error('The seed has no product in stock');
  await page.goto(`/ProductDetails?id=${product.product_id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.product_name })).toBeVisible();

  const pincode = page.getByRole('textbox', { name: 'Pincode' });
  await pincode.pressSequentially('11ab0001');
  await expect(pincode).toHaveValue('110001');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText(/Delivered to 110001/)).toBeVisible();

  await pincode.fill('999999');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText('Not delivered to 999999')).toBeVisible();
});

test('on a phone a product page draws its lower rows when scrolled near; Back returns to where the shopper left', async ({
  page,
}) => {
  const { products } = await api<{ products: Product[] }>(page.request, 'products?page-limit=1');
  const product = products[0];
  if (!product) throw new Error('The seed has no product');
  const { products: recommended } = await api<{ products: Product[] }>(
    page.request,
    'recommendation?page-limit=10&page-number=1',
  );
  const shown = recommended.filter((entry) => entry.product_id !== product.product_id);
  const other = shown.at(-1);
  if (!other) throw new Error('The seed recommends nothing but the first product');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/ProductDetails?id=${product.product_id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.product_name })).toBeVisible();
  const similar = page.getByRole('region', { name: 'Similar products' });
  const row = page.getByRole('region', { name: 'Recommended for you' });
  // Far below the first screen, the cards are not drawn yet; their headings are.
  await expect(similar.getByRole('link')).toHaveCount(0);
  await expect(row.getByRole('link')).toHaveCount(0);
  // The last card of the last row, near the page's end.
  const card = row.getByRole('link', { name: other.product_name }).first();
  await row.getByRole('heading', { name: 'Recommended for you' }).scrollIntoViewIfNeeded();
  await card.scrollIntoViewIfNeeded();
  const left = await page.evaluate(() => window.scrollY);
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: other.product_name })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/ProductDetails\\?id=${other.product_id}$`));
  // Back puts the shopper where they left: the rows are drawn at once, not as their placeholders'
  // room, which made the page too short to scroll back to the last row.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: product.product_name })).toBeVisible();
  await expect(card).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(left - 5);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(left + 5);
});

test('a product page opened at its reviews (#reviews, as an order’s “Rate and review” links) opens there', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ProductDetails?id=8#reviews');
  const reviews = page.getByRole('heading', { name: 'Ratings and reviews' });
  await expect(reviews).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('a product page reads right to left in Arabic', async ({ page }) => {
  const { products } = await api<{ products: Product[] }>(page.request, 'products?page-limit=1');
  const product = products[0];
  if (!product) throw new Error('The seed has no products');
  await page.goto(`/ar/ProductDetails?id=${product.product_id}`);
  await expect(page).toHaveURL(new RegExp(`/ProductDetails\\?id=${product.product_id}$`));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const heading = page.getByRole('heading', { level: 1, name: product.product_name });
  await expect(heading).toBeVisible();
  // The columns flip: the gallery, first in reading order, stands to the right of the details.
  const image = page.getByRole('img', { name: product.product_name }).first();
  await expect(image).toBeVisible();
  const [headingBox, imageBox] = await Promise.all([heading.boundingBox(), image.boundingBox()]);
  expect(headingBox && imageBox && imageBox.x > headingBox.x).toBe(true);
});

test('on a phone the home page draws its lower sections when scrolled near, and they work', async ({
  page,
  request,
}) => {
  const { vendors } = await api<{ vendors: { vendor_id: number; vendor_name: string }[] }>(
    request,
    'vendors',
  );
  const first = vendors[0];
  if (!first) throw new Error('The seeded store has no vendors');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Deals of the day' })).toBeVisible();
  const vendorSection = page.getByRole('region', { name: 'Shop by vendor' });
  const vendorLink = vendorSection.getByRole('link', { name: new RegExp(first.vendor_name) });
  // Far below the first screen, the vendors are not drawn yet.
  await expect(vendorLink).toHaveCount(0);
  await page.getByRole('heading', { name: 'Shop by vendor' }).scrollIntoViewIfNeeded();
  await vendorLink.click();
  await expect(page).toHaveURL(new RegExp(`/vendor\\?id=${first.vendor_id}$`));
});

test('on a phone the filters open from their button, filter the listing, and keep their choice when closed', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/productListing');
  const toggle = page.getByRole('button', { name: 'Filters', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // Closed, the filters are not on the page at all (they are made when opened).
  await expect(page.getByRole('checkbox', { name: 'In stock only' })).toHaveCount(0);
  await toggle.click();
  await page.getByRole('checkbox', { name: 'In stock only' }).check();
  await expect(page).toHaveURL(/inStock=true/);
  const withOne = page.getByRole('button', { name: 'Filters (1)' });
  await expect(withOne).toHaveAttribute('aria-expanded', 'true');
  await withOne.click();
  await expect(page.getByRole('checkbox', { name: 'In stock only' })).toHaveCount(0);
  await withOne.click();
  await expect(page.getByRole('checkbox', { name: 'In stock only' })).toBeChecked();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('a click on a card’s stars, beside its heart or under its cart button opens the product, as anywhere on the card', async ({
  page,
}) => {
  await page.goto('/productListing');
  const card = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('img', { name: /^Rated / }) })
    .first();
  const name = await card.getByRole('heading', { level: 3 }).innerText();
  const clickAt = async (box: { x: number; y: number; width: number; height: number } | null, dx = 0.5) => {
    if (!box) throw new Error('nothing to click');
    await page.mouse.click(box.x + box.width * dx, box.y + box.height / 2);
  };
  await clickAt(await card.getByRole('img', { name: /^Rated / }).boundingBox());
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // On the picture, a heart's width before the heart: the heart is a button, not its row.
  await page.goBack();
  const heartBox = await card.getByRole('button', { name: /to the wish list$/ }).boundingBox();
  if (!heartBox) throw new Error('the card has no heart');
  await clickAt({ ...heartBox, x: heartBox.x - heartBox.width });
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // Just under the cart button, in the card's padding.
  await page.goBack();
  const addBox = await card.getByRole('button', { name: /^Add to cart / }).boundingBox();
  if (!addBox) throw new Error('the card has no cart button');
  await page.mouse.click(addBox.x + addBox.width / 2, addBox.y + addBox.height + 6);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});
