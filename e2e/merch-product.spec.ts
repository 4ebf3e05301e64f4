import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signIn } from './support/orders.ts';

/**
 * The product page's merchandising parts: the mini-cart that an add to cart opens, and the phone's
 * purchase bar. Journeys by role and name, and screenshots at a phone, a tablet and a desktop width
 * in English and Arabic, compared with the committed baselines (e2e/merch-product.spec.ts-snapshots/,
 * made with Debian Chromium as in CI: `npx playwright test e2e/merch-product.spec.ts
 * --update-snapshots` after a deliberate change, then look at them).
 */

const WIDTHS = [360, 768, 1280] as const;
const HEIGHT = 800;
/** The seed's first physical product in stock, read through the real API so the journeys follow the seed. */
async function productPath(request: APIRequestContext): Promise<string> {
  const response = await request.get('/pbs/rest/v3/products', {
    params: { 'product-type': 'Physical', availability: 'in_stock', 'page-limit': 1, 'page-number': 1 },
    headers: { 'realm-name': 'demo' },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { response_body: { products: { product_id: number }[] } };
  const [product] = body.response_body.products;
  if (!product) throw new Error('The seed has no physical product in stock');
  return `/ProductDetails?id=${product.product_id}`;
}
const TEXT = {
  en: { add: 'Add to cart', added: 'Added to your cart', bar: 'Buy this product', checkout: 'Checkout' },
  ar: {
    add: 'أضف إلى سلة التسوق',
    added: 'تمت الإضافة إلى سلتك',
    bar: 'اشترِ هذا المنتج',
    checkout: 'إتمام الشراء',
  },
} as const;

const SHOT = { animations: 'disabled', caret: 'hide', scale: 'css', maxDiffPixelRatio: 0.002 } as const;

/** Fonts loaded and every image inside `scope` loaded. */
async function settled(page: Page, scope: ReturnType<Page['locator']>) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await expect
    .poll(() =>
      scope.evaluate((element) =>
        [...element.querySelectorAll('img')].every((image) => image.complete && image.naturalWidth > 0),
      ),
    )
    .toBe(true);
}

/** The product page's own Add to cart (not the purchase bar's). */
const pageAddToCart = (page: Page, name: string) =>
  page.getByRole('main').getByRole('button', { name, exact: true }).first();

test('the mini-cart opens on add to cart with the line and the subtotal; Escape closes it and focus returns', async ({
  page,
  request,
}) => {
  const PRODUCT = await productPath(request);
  await page.setViewportSize({ width: 1280, height: HEIGHT });
  await page.goto(PRODUCT);
  const heading = page.getByRole('heading', { level: 1 });
  const name = (await heading.textContent())?.trim() ?? '';
  const add = pageAddToCart(page, 'Add to cart');
  await add.click();
  const miniCart = page.getByRole('dialog', { name: 'Added to your cart' });
  await expect(miniCart).toBeVisible();
  await expect(miniCart.getByText(name, { exact: true })).toBeVisible();
  await expect(miniCart.getByText('Quantity: 1')).toBeVisible();
  await expect(miniCart.getByText('Subtotal (1 item)')).toBeVisible();
  await expect(miniCart.getByRole('link', { name: 'View cart' })).toBeVisible();
  // Focus moved into it; Escape closes it and focus is back on the button that opened it.
  await expect
    .poll(() => miniCart.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect(miniCart).toHaveCount(0);
  await expect(add).toBeFocused();
  // The header counts it.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 product' })).toBeVisible();

  // "View cart" opens the cart.
  await page.goto('/');
  await page.goto(PRODUCT);
  await expect(pageAddToCart(page, 'Add to cart')).toBeVisible();
  // Already in the cart: nothing opens, the cart says so.
  await pageAddToCart(page, 'Add to cart').click();
  await expect(page.getByRole('alert').filter({ hasText: 'is already in your cart.' })).toBeVisible();
  await expect(miniCart).toHaveCount(0);
});

test("the mini-cart's Checkout starts checkout as the cart page's Proceed to checkout does", async ({
  page,
  request,
  baseURL,
}) => {
  test.slow(); // a sign-up, then a checkout
  const PRODUCT = await productPath(request);
  await signIn(page, request, baseURL ?? '', 'Mina', 'Minicart');
  await page.goto(PRODUCT);
  await pageAddToCart(page, 'Add to cart').click();
  const miniCart = page.getByRole('dialog', { name: 'Added to your cart' });
  await miniCart.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\//);
  await expect(miniCart).toHaveCount(0);
  // The checkout of the cart (a new customer starts with the delivery address).
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible({ timeout: 30_000 });
});

test('on a phone the purchase bar shows the price and Add to cart once the page’s own buttons are scrolled past, and covers nothing at the end', async ({
  page,
  request,
}) => {
  const PRODUCT = await productPath(request);
  await page.setViewportSize({ width: 360, height: HEIGHT });
  await page.goto(PRODUCT);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const bar = page.getByRole('region', { name: 'Buy this product' });
  // The page's own Add to cart is on the first screen or just below it: no bar comes up over the page.
  await expect(bar).toHaveCount(0);
  // Scrolled to the page's own buttons, still none.
  await pageAddToCart(page, 'Add to cart').scrollIntoViewIfNeeded();
  await expect(bar).toHaveCount(0);
  // Scrolled past them (here to the end), the bar offers them; the footer's last line sits above it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(bar).toBeVisible();
  await expect(bar.getByText(/R\s/).first()).toBeVisible();
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const barBox = await bar.boundingBox();
      const footerEnd = await page
        .getByTestId('site-footer')
        .evaluate((footer) => footer.getBoundingClientRect().bottom);
      return barBox !== null && footerEnd <= barBox.y + 1;
    })
    .toBe(true);
  // The bar's Add to cart adds, and the mini-cart opens.
  await bar.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Added to your cart' })).toBeVisible();

  // A desktop never shows it.
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: HEIGHT });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByRole('region', { name: 'Buy this product' })).toBeHidden();
});

test('at 360 px in Arabic the Ask AI button covers neither the price nor the purchase bar, and sits under a dialog’s backdrop', async ({
  page,
  request,
  baseURL,
}) => {
  test.slow(); // a sign-up
  const PRODUCT = await productPath(request);
  await signIn(page, request, baseURL ?? '', 'Rania', 'Room');
  await page.setViewportSize({ width: 360, height: HEIGHT });
  await page.goto(`/ar${PRODUCT}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const fab = page.getByRole('complementary', { name: 'اسأل الذكاء الاصطناعي' }).getByRole('button');
  await expect(fab).toBeVisible();
  const bar = page.getByRole('region', { name: TEXT.ar.bar });
  // The page's own buttons are on the first screen or just below it: no bar yet.
  await expect(bar).toHaveCount(0);
  const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  // Through the first screens of the page: never over the page's price, nor over the bar.
  const price = page
    .getByRole('main')
    .getByText(/R\s?[\d٠-٩]/)
    .first();
  for (const scroll of [0, 100, 200, 300, 400]) {
    await page.evaluate((y) => window.scrollTo(0, y), scroll);
    const fabBox = await fab.boundingBox();
    const priceBox = await price.boundingBox();
    const barBox = (await bar.count()) > 0 ? await bar.boundingBox() : null;
    if (!fabBox || !priceBox) throw new Error('The button or the price has no box');
    expect(overlaps(fabBox, priceBox), `at scroll ${scroll}`).toBe(false);
    if (barBox) expect(overlaps(fabBox, barBox), `at scroll ${scroll}`).toBe(false);
  }
  // Scrolled past the page's own buttons, the bar shows, the button above it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(bar).toBeVisible();
  const [fabOverBar, barBox] = [await fab.boundingBox(), await bar.boundingBox()];
  if (!fabOverBar || !barBox) throw new Error('The button or the bar has no box');
  expect(overlaps(fabOverBar, barBox)).toBe(false);
  // A modal dialog (the mini-cart) covers the button with its backdrop.
  await bar.getByRole('button', { name: TEXT.ar.add }).click();
  await expect(page.getByRole('dialog', { name: TEXT.ar.added })).toBeVisible();
  const fabBox = await fab.boundingBox();
  if (!fabBox) throw new Error('The button has no box');
  const onTop = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('aside') !== null,
    { x: fabBox.x + fabBox.width / 2, y: fabBox.y + fabBox.height / 2 },
  );
  expect(onTop).toBe(false);
});

for (const language of ['en', 'ar'] as const) {
  test(`the mini-cart looks as before at ${WIDTHS.join(', ')} px in ${language}`, async ({
    page,
    request,
  }) => {
    const PRODUCT = await productPath(request);
    await page.setViewportSize({ width: 1280, height: HEIGHT });
    await page.goto(`/${language}${PRODUCT}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await pageAddToCart(page, TEXT[language].add).click();
    const miniCart = page.getByRole('dialog', { name: TEXT[language].added });
    await expect(miniCart).toBeVisible();
    // The cart's own "added" message has gone (it closes after 5 s): the pictures show the panel.
    await expect(page.getByRole('alert')).toHaveCount(0, { timeout: 20_000 });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT });
      await settled(page, miniCart);
      await expect(miniCart).toHaveScreenshot(`mini-cart-${language}-${width}.png`, SHOT);
    }
  });

  test(`the purchase bar looks as before at 360 and 768 px, and is absent at 1280 px, in ${language}`, async ({
    page,
    request,
  }) => {
    const PRODUCT = await productPath(request);
    await page.setViewportSize({ width: 360, height: HEIGHT });
    await page.goto(`/${language}${PRODUCT}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const bar = page.getByRole('region', { name: TEXT[language].bar });
    for (const width of [360, 768] as const) {
      await page.setViewportSize({ width, height: HEIGHT });
      // Past the page's own buttons (the bar shows once they are scrolled past).
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(bar).toBeVisible();
      await settled(page, bar);
      await expect(bar).toHaveScreenshot(`purchase-bar-${language}-${width}.png`, SHOT);
    }
    await page.setViewportSize({ width: 1280, height: HEIGHT });
    await expect(bar).toBeHidden();
  });
}
