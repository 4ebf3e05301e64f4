import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectAddedToCart } from './support/miniCart.ts';
import { addFirstAddress, ordersOf, type Product, roomyProduct, signIn } from './support/orders.ts';

/**
 * What a shopper notices on the way: why the sign-in page asks when it was reached to check out;
 * no filter value that would show nothing; a cart whose order waits at the provider said at once,
 * with that order's Pay now and Cancel order; and, on a phone, a product's title never under the
 * Ask AI button. Journeys by role and name against the real reference server.
 */

test.describe.configure({ timeout: 180_000 });

async function addFromProductPage(page: Page, product: Product) {
  await page.goto(`/ProductDetails?id=${product.product_id}`);
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expectAddedToCart(page, product.product_name);
}

test('a guest sent to sign in by Proceed to checkout is told why, and that the cart is kept', async ({
  page,
  request,
}) => {
  await addFromProductPage(page, await roomyProduct(request));
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/signin');
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Sign in to check out. Your cart is kept and joins your saved one.' }),
  ).toBeVisible();
});

test('the listing’s vendor filter offers no vendor that would show nothing', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // A type narrows the listing: most vendors have none of its products.
  await page.goto('/productListing?type=Digital');
  const filters = page.getByRole('complementary', { name: 'Filters' });
  const vendor = filters.getByRole('combobox', { name: 'Vendor' });
  await expect(vendor.getByRole('option', { name: /\(\d+\)$/ }).first()).toBeAttached();
  const names = await vendor.getByRole('option').allTextContents();
  expect(names.filter((name) => /\(0\)$/.test(name))).toEqual([]);
  expect(names.length).toBeGreaterThan(1);
});

test('a cart whose order waits at the provider: Proceed to checkout shows that order at once, to pay or cancel, then checks out', async ({
  page,
  request,
  baseURL,
}) => {
  const product = await roomyProduct(request);
  await signIn(page, request, baseURL ?? '', 'Meera', 'Nair');
  await addFromProductPage(page, product);

  // A card payment of the cart, left at the provider's page (Back).
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
  await addFirstAddress(page);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('radio', { name: 'Card' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('button', { name: 'Approve payment' })).toBeVisible({ timeout: 30_000 });
  await page.goBack();
  await expect.poll(() => new URL(page.url()).pathname).not.toContain('payments-sandbox');
  const [order] = await ordersOf(page);
  if (!order) throw new Error('No order was made');
  const number = order.order_number;

  // The cart still holds the product until it is paid: checking it out again says so at once.
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  const main = page.getByRole('main');
  await expect(
    main
      .getByRole('alert')
      .filter({ hasText: `Your order ${number} of these products is waiting for its online payment` }),
  ).toBeVisible();
  await expect(main.getByRole('heading', { name: /^Step 1 of 3/ })).toHaveCount(0);
  await expect(main.getByRole('button', { name: `Pay now for order ${number}` })).toBeVisible();

  // Cancel order: asked to confirm; then the cart can be checked out again.
  await main.getByRole('button', { name: `Cancel order ${number}` }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order ${number}?` });
  await dialog.getByRole('button', { name: 'Yes, cancel the order' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    main.getByRole('alert').filter({ hasText: `Your order ${number} no longer waits for its payment.` }),
  ).toBeVisible();
  await main.getByRole('button', { name: 'Check out again' }).click();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: /^Step 1 of 3/ })).toBeVisible();
});

/** Of the seed's physical products in stock, the one with the longest name (its title is tallest). */
async function longNamedProduct(request: APIRequestContext): Promise<Product> {
  const response = await request.get('/pbs/rest/v3/products', {
    params: { 'product-type': 'Physical', availability: 'in_stock', 'page-limit': 50, 'page-number': 1 },
    headers: { 'realm-name': 'demo' },
  });
  expect(response.ok()).toBe(true);
  const { products } = ((await response.json()) as { response_body: { products: Product[] } }).response_body;
  const [product] = [...products].sort((x, y) => y.product_name.length - x.product_name.length);
  if (!product) throw new Error('The seed has no physical product in stock');
  return product;
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('at 360 × 740 the Ask AI button never covers the product’s title, in English and Arabic', async ({
  page,
  request,
  baseURL,
}) => {
  const product = await longNamedProduct(request);
  await signIn(page, request, baseURL ?? '', 'Rania', 'Room');
  await page.setViewportSize({ width: 360, height: 740 });
  for (const [language, askAi] of [
    ['en', 'Ask AI'],
    ['ar', 'اسأل الذكاء الاصطناعي'],
  ] as const) {
    await page.goto(`/${language}/ProductDetails?id=${product.product_id}`);
    const fab = page.getByRole('complementary', { name: askAi }).getByRole('button');
    await expect(fab).toBeVisible();
    const title = page.getByRole('heading', { level: 1, name: product.product_name });
    await expect(title).toBeVisible();
    // From the page's top until the title has passed the button's height.
    const top = await title.evaluate((heading) => heading.getBoundingClientRect().top + window.scrollY);
    for (let scroll = Math.max(0, top - 740); scroll <= top; scroll += 24) {
      await page.evaluate((y) => window.scrollTo(0, y), scroll);
      const fabBox = await fab.boundingBox();
      if (!fabBox) throw new Error('The button has no box');
      const titleBox = await title.boundingBox();
      if (!titleBox) throw new Error('The title has no box');
      expect(overlaps(fabBox, titleBox), `${language}, scrolled ${scroll}: the button over the title`).toBe(
        false,
      );
    }
  }
});

test('at 360 × 740 the Ask AI button never covers a checkout step’s main button, in English and Arabic', async ({
  page,
  request,
  baseURL,
}) => {
  const product = await roomyProduct(request);
  await signIn(page, request, baseURL ?? '', 'Rania', 'Room');
  await page.setViewportSize({ width: 360, height: 740 });
  const clear = async (language: string, askAi: string, name: string) => {
    const fab = page.getByRole('complementary', { name: askAi }).getByRole('button');
    const button = page.getByRole('button', { name, exact: true });
    await expect(button).toBeVisible();
    await button.scrollIntoViewIfNeeded();
    const [fabBox, buttonBox] = [await fab.boundingBox(), await button.boundingBox()];
    if (!fabBox || !buttonBox) throw new Error(`No box for the button or ${name}`);
    expect(overlaps(fabBox, buttonBox), `${language}: the Ask AI button over ${name}`).toBe(false);
  };
  await page.goto(`/ProductDetails?id=${product.product_id}`);
  await page.getByRole('button', { name: 'Buy now', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
  const checkout = new URL(page.url()).pathname;
  await addFirstAddress(page);
  await clear('en', 'Ask AI', 'Continue');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await clear('en', 'Ask AI', 'Continue to payment');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('radio', { name: 'Cash on delivery' }).check();
  await clear('en', 'Ask AI', 'Place order');
  // The same step in Arabic: the button floats at the left, the row keeps clear of it there.
  await page.goto(`/ar${checkout}`);
  await page.getByRole('button', { name: 'متابعة', exact: true }).click();
  await page.getByRole('button', { name: 'المتابعة إلى الدفع' }).click();
  await page.getByRole('radio', { name: 'الدفع نقدًا عند الاستلام' }).check();
  await clear('ar', 'اسأل الذكاء الاصطناعي', 'تقديم الطلب');
});
