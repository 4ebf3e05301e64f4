import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createCustomer, signOutFromHeader, uniqueEmail } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { continueShopping, expectAddedToCart } from './support/miniCart.ts';

// The cart and the wish list, as shoppers use them, against the real reference server.

interface Product {
  product_id: number;
  product_name: string;
  product_type_name: string;
  in_stock: boolean;
}

/** In-stock products of a type, read through the real API so the journeys follow the seed. */
async function productsOf(request: APIRequestContext, type: string, count: number): Promise<Product[]> {
  const response = await request.get('/pbs/rest/v3/products', {
    params: { 'product-type': type, availability: 'in_stock', 'page-limit': 20, 'page-number': 1 },
    headers: { 'realm-name': 'demo' },
  });
  expect(response.ok()).toBe(true);
  const { products } = ((await response.json()) as { response_body: { products: Product[] } }).response_body;
  if (products.length < count) throw new Error(`The seed has fewer than ${count} ${type} products in stock`);
  return products.slice(0, count);
}

/** A new customer, signed up through the API, with a password to sign in with. */
async function newCustomer(request: APIRequestContext, baseURL: string | undefined, label: string) {
  const account = {
    email: uniqueEmail(label),
    password: 'Cart-pass-2026',
    firstName: 'Lena',
    lastName: 'Shah',
  };
  await createCustomer(request, baseURL ?? '', account);
  return account;
}

async function signIn(
  page: Page,
  account: { email: string; password: string; firstName: string; lastName: string },
) {
  await page.getByRole('textbox', { name: 'E-mail or phone' }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(
    page.getByRole('banner').getByRole('button', { name: `${account.firstName} ${account.lastName}` }),
  ).toBeVisible();
}

// An empty cart's link is "Cart", one with products "Cart, 2 products" (docs/decisions/0144).
const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart(, |$)/ });

async function addFromProductPage(page: Page, product: Product) {
  await page.goto(`/ProductDetails?id=${product.product_id}`);
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expectAddedToCart(page, product.product_name);
  await continueShopping(page);
}

/** The server cart as the customer's own API call sees it: product id → quantity. */
async function serverCart(page: Page): Promise<Record<number, number>> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'access_token')?.value;
  const response = await page.request.get('/cfs/rest/v3/customer-cart', {
    params: { page_number: -1 },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as {
    response_body: { Products: Array<{ product: number; cart_quantity: number }> };
  };
  return Object.fromEntries(body.response_body.Products.map((item) => [item.product, item.cart_quantity]));
}

test('a guest adds three products, signs in, and finds them merged into the server cart once', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const [kettle, lamp, phone] = await productsOf(page.request, 'Physical', 3);
  if (!kettle || !lamp || !phone) throw new Error('three products');
  const account = await newCustomer(page.request, baseURL, 'merge');

  // The customer already has one kettle in the server cart (from another device).
  await page.goto('/signin');
  await signIn(page, account);
  await addFromProductPage(page, kettle);
  await signOutFromHeader(
    page,
    page.getByRole('button', { name: `${account.firstName} ${account.lastName}` }),
  );

  // As a guest: the kettle (from a card) and a lamp and a phone; adding the kettle twice adds it once.
  await page.goto(`/productListing?type=Physical&inStock=true`);
  await page.getByRole('button', { name: `Add to cart ${kettle.product_name}` }).click();
  // The mini-cart opens on the add; the shopper goes on shopping.
  await continueShopping(page);
  await page.getByRole('button', { name: `Add to cart ${kettle.product_name}` }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: `${kettle.product_name} is already in your cart.` }),
  ).toBeVisible();
  await addFromProductPage(page, lamp);
  await addFromProductPage(page, phone);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 products');

  await page.goto('/signin');
  await signIn(page, account);
  // Home, not /cart: the merge runs; the count is the server's (kettle 2, lamp 1, phone 1).
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 products');
  await expect
    .poll(() => serverCart(page))
    .toEqual({
      [kettle.product_id]: 2,
      [lamp.product_id]: 1,
      [phone.product_id]: 1,
    });
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');
  expect(await page.evaluate(() => localStorage.getItem('cart_merge'))).toBeNull();
});

test('a merge whose answer is lost is repeated after a reload and counted once', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const [kettle, lamp] = await productsOf(page.request, 'Physical', 2);
  if (!kettle || !lamp) throw new Error('two products');
  const account = await newCustomer(page.request, baseURL, 'lost-merge');
  await addFromProductPage(page, kettle);
  await addFromProductPage(page, lamp);

  // The server applies the merge, but its answer never reaches the page.
  let lost = 0;
  // The cart itself (with its language-code query), not one line of it.
  const cartCall = /\/cfs\/rest\/v3\/customer-cart(\?|$)/;
  await page.route(cartCall, async (route) => {
    if (route.request().method() === 'POST' && route.request().headers()['idempotency-key'] && lost === 0) {
      lost += 1;
      await route.fetch();
      await route.abort('connectionreset');
      return;
    }
    await route.continue();
  });
  await page.goto('/signin');
  await signIn(page, account);
  await expect.poll(() => lost).toBe(1);
  await expect(page.getByRole('alert').filter({ hasText: 'We could not reach the store' })).toBeVisible();

  await page.unroute(cartCall);
  await page.reload();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 products');
  await expect.poll(() => serverCart(page)).toEqual({ [kettle.product_id]: 1, [lamp.product_id]: 1 });
  // The repeated merge's answer clears the record (it may land just after the server holds the lines).
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cart_merge'))).toBeNull();
});

test('a customer changes a quantity and removes a line; a refused change keeps the line and says why', async ({
  page,
  baseURL,
}) => {
  const [kettle, lamp] = await productsOf(page.request, 'Physical', 2);
  if (!kettle || !lamp) throw new Error('two products');
  const account = await newCustomer(page.request, baseURL, 'change');
  await page.goto('/signin');
  await signIn(page, account);
  await addFromProductPage(page, kettle);
  await addFromProductPage(page, lamp);

  await page.goto('/cart');
  await page.getByRole('button', { name: `More of ${kettle.product_name}` }).click();
  await expect(page.getByRole('textbox', { name: `Quantity of ${kettle.product_name}` })).toHaveValue('2');
  await expect.poll(() => serverCart(page)).toMatchObject({ [kettle.product_id]: 2 });

  await page.route('**/cfs/rest/v3/customer-cart/*', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            response_body: null,
            response_message: `Only 2 of ${kettle.product_name} can be ordered.`,
          }),
        })
      : route.continue(),
  );
  await page.getByRole('button', { name: `More of ${kettle.product_name}` }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: `Only 2 of ${kettle.product_name} can be ordered.` }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: `Quantity of ${kettle.product_name}` })).toHaveValue('2');
  await page.unroute('**/cfs/rest/v3/customer-cart/*');

  await page.getByRole('button', { name: `Remove ${lamp.product_name} from the cart` }).click();
  await expect(page.getByRole('link', { name: lamp.product_name })).toHaveCount(0);
  await expect.poll(() => serverCart(page)).toEqual({ [kettle.product_id]: 2 });
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 product');
});

test('a guest adding a subscription signs in first and finds it in the cart', async ({ page, baseURL }) => {
  const [plan] = await productsOf(page.request, 'Subscription', 1);
  if (!plan) throw new Error('a subscription');
  const account = await newCustomer(page.request, baseURL, 'pending');
  await page.goto(`/ProductDetails?id=${plan.product_id}`);
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await signIn(page, account);
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('link', { name: plan.product_name })).toBeVisible();
  await expect.poll(() => serverCart(page)).toEqual({ [plan.product_id]: 1 });
});

test('a customer keeps a wish list: add, filter, move to cart, remove', async ({ page, baseURL }) => {
  const [kettle] = await productsOf(page.request, 'Physical', 1);
  const [course] = await productsOf(page.request, 'Service', 1);
  if (!kettle || !course) throw new Error('two products');
  const account = await newCustomer(page.request, baseURL, 'wishlist');
  await page.goto('/signin');
  await signIn(page, account);

  for (const product of [kettle, course]) {
    await page.goto(`/ProductDetails?id=${product.product_id}`);
    const save = page.getByRole('button', { name: 'Add to wish list' });
    await save.click();
    await expect(page.getByRole('button', { name: 'Remove from wish list' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }

  await page.goto('/WishList');
  await expect(page.getByRole('link', { name: kettle.product_name })).toBeVisible();
  await expect(page.getByRole('link', { name: course.product_name })).toBeVisible();
  // The wish list holding products (the accessibility spec sees the demo customer's, empty).
  await expectNoViolations(page);
  await page.getByRole('combobox', { name: 'Product type' }).selectOption({ label: 'Service' });
  await expect(page).toHaveURL(/type=Service/);
  await expect(page.getByRole('link', { name: kettle.product_name })).toHaveCount(0);
  await expect(page.getByRole('link', { name: course.product_name })).toBeVisible();

  await page.getByRole('button', { name: `Move to cart ${course.product_name}` }).click();
  // The mini-cart says it was added; the shopper goes back to the wish list.
  await expectAddedToCart(page, course.product_name);
  await continueShopping(page);
  await expect(page.getByRole('link', { name: course.product_name })).toHaveCount(0);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 product');

  await page.getByRole('combobox', { name: 'Product type' }).selectOption({ label: 'All types' });
  await page.getByRole('button', { name: `Remove ${kettle.product_name} from the wish list` }).click();
  await expect(page.getByRole('heading', { name: 'Your wish list is empty' })).toBeVisible();
});

test('two tabs of a guest show the same cart count while it changes in either', async ({ page, context }) => {
  const [kettle, lamp] = await productsOf(page.request, 'Physical', 2);
  if (!kettle || !lamp) throw new Error('two products');
  const other = await context.newPage();
  await other.goto('/');
  await addFromProductPage(page, kettle);
  await expect(cartLink(other)).toHaveAccessibleName('Cart, 1 product');
  await addFromProductPage(page, lamp);
  await expect(cartLink(other)).toHaveAccessibleName('Cart, 2 products');

  // The guest changes the cart in the other tab: more of one, the other removed, then emptied.
  await other
    .getByRole('banner')
    .getByRole('link', { name: /^Cart, / })
    .click();
  await other.getByRole('button', { name: `More of ${kettle.product_name}` }).click();
  await expect(other.getByRole('textbox', { name: `Quantity of ${kettle.product_name}` })).toHaveValue('2');
  await other.getByRole('button', { name: `Remove ${lamp.product_name} from the cart` }).click();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 product');
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cart'))) ?? '[]')).toEqual([
    expect.objectContaining({ cartQuantity: 2 }),
  ]);
  await other.getByRole('button', { name: 'Empty the cart' }).click();
  await expect(other.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart');
});
