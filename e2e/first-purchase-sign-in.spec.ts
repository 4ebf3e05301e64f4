import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createCustomer, signOutFromHeader, uniqueEmail } from './support/accounts.ts';
import { expectAddedToCart } from './support/miniCart.ts';

// The commonest first purchase: a guest fills a cart, presses "Proceed to checkout" and signs in
// there. The checkout must hold the guest's products merged with what the account saved, never a
// cart read before the merge (the customer could otherwise pay for the wrong items).

interface Product {
  product_id: number;
  product_name: string;
}

/** In-stock physical products, read through the real API so the journey follows the seed. */
async function physicalProducts(request: APIRequestContext, count: number): Promise<Product[]> {
  const response = await request.get('/pbs/rest/v3/products', {
    params: { 'product-type': 'Physical', availability: 'in_stock', 'page-limit': 20, 'page-number': 1 },
    headers: { 'realm-name': 'demo' },
  });
  expect(response.ok()).toBe(true);
  const { products } = ((await response.json()) as { response_body: { products: Product[] } }).response_body;
  if (products.length < count) throw new Error(`The seed has fewer than ${count} physical products in stock`);
  return products.slice(0, count);
}

async function newAccount(request: APIRequestContext, baseURL: string | undefined) {
  const account = {
    email: uniqueEmail('first-purchase'),
    password: 'First-pass-2026',
    firstName: 'Kavya',
    lastName: 'Menon',
  };
  await createCustomer(request, baseURL ?? '', account);
  return account;
}

type Account = Awaited<ReturnType<typeof newAccount>>;

const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart, / });
const accountButton = (page: Page, account: Account) =>
  page.getByRole('banner').getByRole('button', { name: `${account.firstName} ${account.lastName}` });

async function addFromProductPage(page: Page, product: Product) {
  await page.goto(`/ProductDetails?id=${product.product_id}`);
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expectAddedToCart(page, product.product_name);
}

async function fillSignIn(page: Page, account: Account) {
  await page.getByRole('textbox', { name: 'E-mail or phone' }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** As a guest: `products` in the cart, then the cart's "Proceed to checkout", which asks to sign in. */
async function guestProceedsToCheckout(page: Page, products: Product[]) {
  for (const product of products) await addFromProductPage(page, product);
  await page.goto('/cart');
  await expect(cartLink(page)).toHaveAccessibleName(`Cart, ${products.length} products`);
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/signin');
}

/**
 * The opened checkout's lines (product → quantity), as the customer's own API call reads them: the
 * checkout the shopper is about to pay for.
 */
async function checkoutLines(page: Page): Promise<Record<string, number>> {
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: /^Step 1 of 3/ })).toBeVisible();
  const checkoutId = new URL(page.url()).pathname.split('/').pop();
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'access_token')?.value;
  const response = await page.request.get(`/cfs/rest/v3/checkout-journey/${checkoutId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as {
    response_body: { checkout_items: Array<{ product_name: string; quantity: number }> };
  };
  return Object.fromEntries(
    body.response_body.checkout_items.map((item) => [item.product_name, item.quantity]),
  );
}

test('a guest signs in at checkout with an empty saved cart: the checkout holds the guest products', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const [kettle, lamp] = await physicalProducts(page.request, 2);
  if (!kettle || !lamp) throw new Error('two products');
  const account = await newAccount(page.request, baseURL);

  await guestProceedsToCheckout(page, [kettle, lamp]);
  await fillSignIn(page, account);

  expect(await checkoutLines(page)).toEqual({ [kettle.product_name]: 1, [lamp.product_name]: 1 });
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 products');
});

test('a guest signs in at checkout with a saved cart: the checkout holds the saved and the guest products', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const [kettle, lamp, mouse] = await physicalProducts(page.request, 3);
  if (!kettle || !lamp || !mouse) throw new Error('three products');
  const account = await newAccount(page.request, baseURL);

  // The account's saved cart holds another product (put there on another visit, through the API).
  await page.goto('/signin');
  await fillSignIn(page, account);
  await expect(accountButton(page, account)).toBeVisible();
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'access_token')?.value;
  const saved = await page.request.post('/cfs/rest/v3/customer-cart', {
    headers: { Authorization: `Bearer ${token}` },
    data: { customer_cart: [{ product: mouse.product_id, cart_quantity: 1 }] },
  });
  expect(saved.ok()).toBe(true);
  await signOutFromHeader(page, accountButton(page, account));

  await guestProceedsToCheckout(page, [kettle, lamp]);
  await fillSignIn(page, account);

  expect(await checkoutLines(page)).toEqual({
    [kettle.product_name]: 1,
    [lamp.product_name]: 1,
    [mouse.product_name]: 1,
  });
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 products');
});

test('arriving at sign-in from "Proceed to checkout", what the shopper types at once stays', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const [kettle] = await physicalProducts(page.request, 1);
  if (!kettle) throw new Error('a product');
  const account = await newAccount(page.request, baseURL);
  // Every e-mail field the page ever draws: a form drawn again would lose what was typed in it.
  await page.addInitScript(() => {
    const drawn = new Set<Element>();
    (window as unknown as { __usernameFields: Set<Element> }).__usernameFields = drawn;
    new MutationObserver(() => {
      for (const field of document.querySelectorAll('input[autocomplete="username"]')) drawn.add(field);
    }).observe(document, { childList: true, subtree: true });
  });
  await addFromProductPage(page, kettle);
  await page.goto('/cart');
  // A shopper's pointer rests on the button before pressing it: the router loads the pages it leads
  // to (here, through the guard, the sign-in page) on that intent.
  const proceed = page.getByRole('link', { name: 'Proceed to checkout' });
  const signInCode = page.waitForResponse((response) => /\/pageFlows-[^/]*\.js$/.test(response.url()));
  await proceed.hover();
  await signInCode;
  await proceed.click();

  // Typed the moment the field shows, before anything else on the page has settled.
  const email = page.getByRole('textbox', { name: 'E-mail or phone' });
  await email.pressSequentially(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).pressSequentially(account.password);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  await expect(email).toHaveValue(account.email);
  expect(
    await page.evaluate(
      () => (window as unknown as { __usernameFields: Set<Element> }).__usernameFields.size,
    ),
  ).toBe(1);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  expect(await checkoutLines(page)).toEqual({ [kettle.product_name]: 1 });
});
