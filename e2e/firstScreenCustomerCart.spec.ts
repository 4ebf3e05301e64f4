import type { APIRequestContext, Page } from '@playwright/test';
import { CFS_BASE_PATH } from '../contracts/cfs.ts';
import { expect, test, untilStarted } from './fixtures.ts';
import { createCustomer, newAccount, type TestAccount } from './support/accounts.ts';
import { holdEntryScript } from './support/heldEntry.ts';

// A signed-in customer's page drawn on the server shows their cart as the server read it: the
// header's count, and on /cart the lines with their prices and totals, before any script runs. The
// browser hydrates exactly that (the fixture fails a journey on a hydration error), its cart carries
// on from it without drawing "loading" over it, and a product added at once is added
// (docs/decisions/0151).

const CART = `${CFS_BASE_PATH}/customer-cart`;
const CART_REQUEST = new RegExp(`^[^?]*${CART.replace(/\//g, '\\/')}(\\?|$)`);
const HEADERS = { 'realm-name': 'demo' };

interface Product {
  product_id: number;
  product_name: string;
}

async function inStockProducts(request: APIRequestContext, count: number): Promise<Product[]> {
  const response = await request.get('/pbs/rest/v3/products', {
    params: { 'product-type': 'Physical', availability: 'in_stock', 'page-limit': count, 'page-number': 1 },
    headers: HEADERS,
  });
  const products = ((await response.json()) as { response_body: { products: Product[] } }).response_body
    .products;
  expect(products).toHaveLength(count);
  return products;
}

/** A new customer, signed in in this browser (the cookies a sign-in leaves), with `products` in their cart. */
async function customerWithCart(page: Page, baseURL: string, label: string, products: Product[]) {
  const account: TestAccount = newAccount(label, {
    password: 'Cart-drawn-2026',
    firstName: 'Meera',
    lastName: 'Iyer',
  });
  await createCustomer(page.request, baseURL, account);
  const login = await page.request.post(`${baseURL}/ums/rest/v3/login`, {
    data: { username: account.email, password: account.password },
    headers: HEADERS,
  });
  const tokens = ((await login.json()) as { response_body: Record<string, string> }).response_body;
  if (products.length > 0) {
    const filled = await page.request.post(`${baseURL}${CART}`, {
      data: { customer_cart: products.map((product) => ({ product: product.product_id, cart_quantity: 1 })) },
      headers: { ...HEADERS, Authorization: `Bearer ${tokens.access_token}` },
    });
    expect(filled.ok()).toBe(true);
  }
  await page.context().addCookies(
    (['access_token', 'refresh_token', 'id_token'] as const).map((name) => ({
      name,
      value: tokens[name] ?? '',
      url: baseURL,
      sameSite: 'Strict' as const,
    })),
  );
  /** How many products the server cart holds, as the customer's own call reads it. */
  const serverCount = async () => {
    const response = await page.request.get(`${baseURL}${CART}`, {
      params: { page_number: -1 },
      headers: { ...HEADERS, Authorization: `Bearer ${tokens.access_token}` },
    });
    return ((await response.json()) as { response_body: { Products: unknown[] } }).response_body.Products
      .length;
  };
  return { account, serverCount };
}

/** Records whether "Loading your cart" is ever on the page (from the first byte on, reloads aside). */
async function watchForLoadingCart(page: Page): Promise<() => Promise<boolean>> {
  await page.addInitScript(() => {
    const seen = { loading: false };
    (window as unknown as { __loadingCartSeen: typeof seen }).__loadingCartSeen = seen;
    new MutationObserver(() => {
      if (document.querySelector('[aria-label="Loading your cart"]')) seen.loading = true;
    }).observe(document, { childList: true, subtree: true });
  });
  return () =>
    page.evaluate(
      () =>
        (window as unknown as { __loadingCartSeen?: { loading: boolean } }).__loadingCartSeen?.loading ??
        false,
    );
}

test.describe("a signed-in customer's cart, drawn on the server", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('/cart shows the lines, prices and totals before the scripts, and hydrates them as drawn', async ({
    page,
    baseURL,
  }) => {
    const products = await inStockProducts(page.request, 2);
    await customerWithCart(page, baseURL ?? '', 'drawn-cart', products);
    const sawLoading = await watchForLoadingCart(page);
    const release = await holdEntryScript(page, page.request, '/cart');
    await page.goto('/cart', { waitUntil: 'commit' });

    const cartLink = page.getByRole('banner').getByRole('link', { name: 'Cart, 2 products', exact: true });
    const lines = page.getByRole('region', { name: 'Products in your cart' }).getByRole('listitem');
    const summary = page.getByRole('region', { name: 'Summary' });
    const drawn = async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
      await expect(cartLink).toBeVisible();
      await expect(lines).toHaveCount(2);
      for (const product of products)
        await expect(page.getByRole('main').getByRole('link', { name: product.product_name })).toBeVisible();
      await expect(summary.getByText('Products (2)')).toBeVisible();
      await expect(summary.getByRole('link', { name: 'Proceed to checkout' })).toBeVisible();
    };
    // Before any script: the page as the server drew it.
    await drawn();
    const subtotal = await summary.textContent();
    const readAgain = page.waitForResponse((response) => CART_REQUEST.test(response.url()));
    release();
    await untilStarted(page);
    // Hydrated, and the cart read again behind it: the same page, never "loading".
    await readAgain;
    await drawn();
    expect(await summary.textContent()).toBe(subtotal);
    expect(await sawLoading()).toBe(false);
  });

  test('an empty cart is drawn empty, and stays so', async ({ page, baseURL }) => {
    await customerWithCart(page, baseURL ?? '', 'drawn-empty-cart', []);
    const sawLoading = await watchForLoadingCart(page);
    const release = await holdEntryScript(page, page.request, '/cart');
    await page.goto('/cart', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
    const readAgain = page.waitForResponse((response) => CART_REQUEST.test(response.url()));
    release();
    await untilStarted(page);
    await readAgain;
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    expect(await sawLoading()).toBe(false);
  });

  test('the header counts the cart before the scripts, and a product added at once is added', async ({
    page,
    baseURL,
  }) => {
    const [first, second, third] = await inStockProducts(page.request, 3);
    if (!first || !second || !third) throw new Error('three products');
    const { serverCount } = await customerWithCart(page, baseURL ?? '', 'drawn-count', [first, second]);
    const header = page.getByRole('banner');
    const release = await holdEntryScript(page, page.request, '/');
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Demo Store' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Cart, 2 products', exact: true })).toBeVisible();
    release();
    await untilStarted(page);
    await expect(header.getByRole('link', { name: 'Cart, 2 products', exact: true })).toBeVisible();

    // A product page, its cart read (on starting) held: the shopper adds the product at once.
    let releaseRead: () => void = () => {};
    const readHeld = new Promise<void>((resolve) => {
      releaseRead = resolve;
    });
    let reads = 0;
    await page.route(CART_REQUEST, async (route) => {
      if (route.request().method() === 'GET') {
        reads += 1;
        await readHeld;
      }
      await route.continue();
    });
    const productPage = `/ProductDetails?id=${third.product_id}`;
    const releaseProduct = await holdEntryScript(page, page.request, productPage);
    await page.goto(productPage, { waitUntil: 'commit' });
    await expect(header.getByRole('link', { name: 'Cart, 2 products', exact: true })).toBeVisible();
    releaseProduct();
    await untilStarted(page);
    await expect.poll(() => reads).toBe(1);
    await page.getByRole('main').getByRole('button', { name: 'Add to cart', exact: true }).first().click();
    // Shown at once, sent once the cart has been read.
    await expect(header.getByRole('link', { name: 'Cart, 3 products', exact: true })).toBeVisible();
    releaseRead();
    await expect.poll(serverCount).toBe(3);
    await expect(header.getByRole('link', { name: 'Cart, 3 products', exact: true })).toBeVisible();
  });

  test('the Ask AI button is drawn for them before the scripts, and hydrates as drawn', async ({
    page,
    baseURL,
  }) => {
    await customerWithCart(page, baseURL ?? '', 'drawn-ask-ai', []);
    const release = await holdEntryScript(page, page.request, '/');
    await page.goto('/', { waitUntil: 'commit' });
    const askAi = page.getByRole('complementary', { name: 'Ask AI' }).getByRole('button', { name: 'Ask AI' });
    await expect(page.getByRole('banner').getByRole('button', { name: 'Meera Iyer' })).toBeVisible();
    await expect(askAi).toBeVisible();
    release();
    await untilStarted(page);
    // The button's code comes beside the first render; hydrated, it keeps room for itself below the page.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--ask-ai-room')))
      .not.toBe('');
    await askAi.click();
    await expect(page.getByRole('dialog', { name: 'Ask AI' })).toBeVisible();
  });
});
