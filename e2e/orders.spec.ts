import type { Page } from '@playwright/test';
import { isPdf, pdfText } from '../tests/server/pdf-text.ts';
import { expect, test } from './fixtures.ts';
import { expectNoViolations } from './support/axe.ts';
import { accessToken, type Product, placeOrderAtCheckout, roomyProduct, signIn } from './support/orders.ts';

// The order history as a customer uses it, against the real reference server: an order
// placed at the checkout is found in the history with the right filter and page in the address,
// its details show, its number is copied, and its invoice downloads as a PDF with that number.

test.describe.configure({ timeout: 180_000 });

const CFS = '/cfs/rest/v3';

/** Places `count` more orders of the product, paid on delivery, through the API (as other tabs would). */
async function placeOrdersByApi(page: Page, product: Product, count: number): Promise<void> {
  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  const call = async <T>(method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown): Promise<T> => {
    const response = await page.request.fetch(`${CFS}${path}`, { method, headers, data });
    if (!response.ok()) throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
    return ((await response.json()) as { response_body: T }).response_body;
  };
  const types = await call<{ payment_types: { id: number; payment_type: string }[] }>(
    'GET',
    '/payment-types',
  );
  const cod = types.payment_types.find((type) => type.payment_type === 'COD');
  if (!cod) throw new Error('The store offers no cash on delivery');
  for (let index = 0; index < count; index += 1) {
    await call('POST', '/customer-cart', {
      customer_cart: [{ product: product.product_id, cart_quantity: 1 }],
    });
    const checkout = await call<{ checkout_id: string }>('POST', '/checkout-journey', { source: 'cart' });
    await call('PUT', `/checkout-journey/${checkout.checkout_id}/payment-type`, {
      payment_type_ids: [cod.id],
    });
    await call('POST', '/create-order', { checkout_id: checkout.checkout_id });
  }
}

test('an order is found in the history by its filter and page, its number copied and its invoice downloaded', async ({
  page,
  request,
  baseURL,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const product = await roomyProduct(request);
  const number = await placeOrderAtCheckout(page, request, baseURL ?? '', product);
  // Ten newer open orders push this one to the second page of open orders.
  await placeOrdersByApi(page, product, 10);

  // From the header's account menu to the history; the filter and the page go into the address.
  await page.getByRole('banner').getByRole('button', { name: 'Meera Nair' }).click();
  await page.getByRole('menuitem', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Orders', exact: true }),
  ).toHaveAttribute('aria-current', 'page');
  const orders = page
    .getByRole('list', { name: 'Orders' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading') });
  await expect(orders).toHaveCount(10);
  // The filter follows the choice at once, while its orders still load (held here): no old list
  // and no old page links stay clickable under the new filter.
  let releaseOpenOrders = () => {};
  const openOrdersHeld = new Promise<void>((resolve) => {
    releaseOpenOrders = resolve;
  });
  const isOpenOrders = (url: URL) =>
    url.pathname.endsWith('/orders-with-items') && url.searchParams.get('status') === 'open';
  await page.route(
    isOpenOrders,
    async (route) => {
      await openOrdersHeld;
      await route.continue();
    },
    { times: 1 },
  );
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Open orders' });
  await expect(page).toHaveURL(/\/userprofile\/order\?status=open$/);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('open');
  await expect(page.getByRole('status', { name: 'Loading your orders' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go to page 2' })).toHaveCount(0);
  releaseOpenOrders();
  await expect(page.getByText('Orders 1–10 of 11')).toBeVisible();
  await expect(page.getByRole('link', { name: `Order ${number}, details` })).toHaveCount(0);
  // By keyboard: the page link keeps the focus while the next page loads, and after.
  await page.getByRole('button', { name: 'Go to page 2' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/userprofile\/order\?status=open&page=2$/);
  await expect(page.getByRole('button', { name: 'Page 2, current page' })).toBeFocused();
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: `Order ${number}, details` }) });
  await expect(card).toContainText(product.product_name);
  await expect(card).toContainText('Received');
  await expect(card).toContainText('Payment: Pay on delivery');

  // The address alone reproduces the view; a finished-status filter does not hold the order.
  await page.goto('/userprofile/order?status=open&page=2');
  await expect(page.getByRole('link', { name: `Order ${number}, details` })).toBeVisible();
  await page.goto('/userprofile/order?status=Fulfilled');
  await expect(page.getByText('No orders with this status.')).toBeVisible();

  // The same history item by item.
  await page.goto('/userprofile/myOrder?status=open&page=2');
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  const items = page.getByRole('list', { name: 'Ordered items' }).getByRole('listitem');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText(product.product_name);
  await expect(items.first().getByRole('link', { name: `Order ${number}, details` })).toBeVisible();

  // The details: the number copied, the invoice downloaded.
  await items
    .first()
    .getByRole('link', { name: `Order ${number}, details` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Delivery address' })).toContainText('4 Residency Road');
  await expect(page.getByRole('region', { name: 'Items' })).toContainText(product.product_name);
  await page.getByRole('button', { name: `Copy the order number ${number}` }).click();
  const copied = page.getByRole('status').filter({ hasText: 'Copied' });
  await expect(copied).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(number);
  // The confirmation goes away by itself (after 3 seconds).
  await expect(copied).toBeHidden();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download the invoice of order ${number} (PDF)` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`invoice-${number}.pdf`);
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const bytes = new Uint8Array(Buffer.concat(chunks));
  expect(isPdf(bytes)).toBe(true);
  const text = pdfText(bytes);
  expect(text).toContain(`Invoice ${number}`);
  expect(text).toContain(product.product_name);
  expect(text).toContain('Meera Nair');
});

test('another customer’s order is not found', async ({ page, request, baseURL }) => {
  await signIn(page, request, baseURL ?? '', 'Kiran', 'Das');
  await page.goto('/userprofile/order');
  await expect(page.getByText('You have no orders yet.')).toBeVisible();
  // The demo customer's orders (seeded or placed by other journeys) are not this customer's.
  await page.goto('/userprofile/order/1');
  await expect(
    page.getByRole('alert').filter({ hasText: 'This order is not in your account.' }),
  ).toBeVisible();
  // An id beyond any the store gives is no order either (not the API's 400 text).
  await page.goto('/userprofile/order/99999999999');
  await expect(
    page.getByRole('alert').filter({ hasText: 'This order is not in your account.' }),
  ).toBeVisible();
});

test('on a phone the header menu reaches the orders and the account', async ({ page, request, baseURL }) => {
  await signIn(page, request, baseURL ?? '', 'Nisha', 'Pillai');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const account = page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('navigation', { name: 'Your account' });
  await expect(account.getByRole('link', { name: 'My account' })).toBeVisible();
  await account.getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/userprofile\/order$/);
  await expect(page.getByText('You have no orders yet.')).toBeVisible();
});

test('in Arabic on a 360 px phone the history and the details read right to left, fit and pass axe', async ({
  page,
  request,
  baseURL,
}) => {
  const product = await roomyProduct(request);
  await signIn(page, request, baseURL ?? '', 'Noor', 'Haddad');
  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  const address = await page.request.post(`${CFS}/customer-address`, {
    headers,
    data: {
      full_name: 'Noor Haddad',
      phone_number: '9876543210',
      address_line_1: '9 Brigade Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560001',
    },
  });
  expect(address.ok()).toBe(true);
  await placeOrdersByApi(page, product, 1);

  await page.setViewportSize({ width: 360, height: 740 });
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  await page.goto('/ar/userprofile/order');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const link = page.getByRole('link', { name: /ORD-\d+/ }).first();
  await expect(link).toBeVisible();
  expect(await fits()).toBe(true);
  await expectNoViolations(page);
  await link.click();
  await expect(page.getByRole('button', { name: /ORD-\d+/ }).first()).toBeVisible();
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  expect(await fits()).toBe(true);
  await expectNoViolations(page);
  await page.screenshot({ path: test.info().outputPath('order-details-ar-360.png'), fullPage: true });
  await page.goto('/ar/userprofile/myOrder');
  await expect(page.getByRole('link', { name: /ORD-\d+/ }).first()).toBeVisible();
  expect(await fits()).toBe(true);
  await expectNoViolations(page);
});
