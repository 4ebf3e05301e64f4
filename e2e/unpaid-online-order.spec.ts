import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { buyNowToPayment, ordersOf, roomyProduct, signIn } from './support/orders.ts';

// An online payment left at the provider's page (Back): the shopper is told the truth (the order
// waits for its payment: pay it or cancel it; a Buy now's products are not in the cart), and the
// orders page offers Pay now, a new hand-off of the same order that a paid answer settles.

test.describe.configure({ timeout: 180_000 });

/**
 * Place order at the payment step, and the provider's page (the sandbox) shows. Should it not, the
 * failure says what the shopper saw: the create-order answer, the page, and any alert.
 */
async function placeAndReachProvider(page: Page): Promise<void> {
  // The answer's status, or null when none came (the press sent nothing).
  const placed = page
    .waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname === '/cfs/rest/v3/create-order',
      { timeout: 30_000 },
    )
    .then(
      (response) => response.status(),
      () => null,
    );
  await page.getByRole('button', { name: 'Place order' }).click();
  const status = await placed;
  const approve = page.getByRole('button', { name: 'Approve payment' });
  try {
    await expect(approve).toBeVisible({ timeout: 30_000 });
  } catch (error) {
    const alerts = await page
      .getByRole('alert')
      .allTextContents()
      .catch(() => []);
    throw new Error(
      `The provider's page did not show: create-order answered ${status ?? 'nothing within 30 s'}; the page is ${page.url()}; alerts: ${JSON.stringify(alerts)}`,
      { cause: error },
    );
  }
}

test('Card, Back from the provider: the toast says the order waits; Pay now from the orders is paid and settles it', async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? '', 'Meera', 'Nair');
  await buyNowToPayment(page, await roomyProduct(request));
  // One way to pay: a radio group, where choosing Card leaves cash on delivery unchosen.
  const methods = page.getByRole('radiogroup', { name: 'Payment method' });
  await methods.getByRole('radio', { name: 'Cash on delivery' }).check();
  await methods.getByRole('radio', { name: 'Card' }).check();
  await expect(methods.getByRole('radio', { name: 'Cash on delivery' })).not.toBeChecked();
  await expect(methods.getByRole('radio', { name: 'Card' })).toBeChecked();
  await expect(page.getByText('Choose one way to pay: on delivery or online.')).toHaveCount(0);
  await placeAndReachProvider(page);

  // Back from the provider's page: not a failure, and nothing about a cart (it was a Buy now).
  await page.goBack();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  const [order] = await ordersOf(page);
  if (!order) throw new Error('No order was made');
  const waiting = page
    .getByRole('alert')
    .filter({ hasText: `Your order ${order.order_number} is not paid yet.` });
  await expect(waiting).toBeVisible();
  await expect(waiting).toContainText('Pay for it or cancel it from your orders');
  await expect(page.getByRole('alert').filter({ hasText: 'cart' })).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: 'did not go through' })).toHaveCount(0);

  // The orders page: the order waits for its payment, and Pay now hands it to the provider again.
  await page.goto('/userprofile/order');
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: `Order ${order.order_number}, details` }) });
  await expect(card.getByText('Payment: Payment awaited')).toBeVisible();
  await card.getByRole('button', { name: `Pay now for order ${order.order_number}` }).click();
  await expect(page).toHaveURL(/\/payments-sandbox\/cashfree$/);
  await expect(page.getByText(order.order_number)).toBeVisible();
  await page.getByRole('button', { name: 'Approve payment' }).click();

  // The paid answer settles the order: the confirmation page says so.
  await expect(page).toHaveURL(new RegExp(`/order-confirmation/${order.order_id}$`));
  await expect(page.getByRole('alert').filter({ hasText: 'Your order has been placed.' })).toBeVisible();
  await expect(page.getByText(`Your order ${order.order_number} has been placed and paid.`)).toBeVisible();
  await expect.poll(async () => (await ordersOf(page))[0]?.payment_status).toBe('Completed');
  await page.goto('/userprofile/order');
  await expect(page.getByRole('button', { name: `Pay now for order ${order.order_number}` })).toHaveCount(0);
});

test('Card, Back from the provider: the toast links to the order, is told once, and Cancel order from the orders cancels it', async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? '', 'Meera', 'Nair');
  await buyNowToPayment(page, await roomyProduct(request));
  await page.getByRole('radio', { name: 'Card' }).check();
  await placeAndReachProvider(page);
  await page.goBack();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  const [order] = await ordersOf(page);
  if (!order) throw new Error('No order was made');
  const waiting = page
    .getByRole('alert')
    .filter({ hasText: `Your order ${order.order_number} is not paid yet.` });
  await expect(waiting).toBeVisible();
  await waiting.getByRole('link', { name: 'See the order' }).click();
  await expect(page).toHaveURL(new RegExp(`/userprofile/order/${order.order_id}$`));
  await expect(page.getByRole('button', { name: `Cancel order ${order.order_number}` })).toBeVisible();

  // Told once: a page loaded again checks the order again (still awaited) and says nothing.
  const checked = page.waitForResponse((response) =>
    response.url().includes(`/check-order-status/${order.order_id}`),
  );
  await page.goto('/');
  await checked;
  await expect(page.getByRole('button', { name: `Cancel order ${order.order_number}` })).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: 'is not paid yet' })).toHaveCount(0);

  // Cancel order from the orders list: asked to confirm, then the whole order is cancelled.
  await page.goto('/userprofile/order');
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: `Order ${order.order_number}, details` }) });
  await card.getByRole('button', { name: `Cancel order ${order.order_number}` }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order ${order.order_number}?` });
  await dialog.getByRole('button', { name: 'Yes, cancel the order' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByRole('button', { name: `Pay now for order ${order.order_number}` })).toHaveCount(0);
  await expect(card.getByRole('button', { name: `Cancel order ${order.order_number}` })).toHaveCount(0);
  await expect(card.getByText('Payment: Not charged')).toBeVisible();
  await expect.poll(async () => (await ordersOf(page))[0]?.order_status).toBe('Cancelled');

  // The next page checks the order the payment flags name: cancelled before it was paid, so the
  // flags go and nothing is said (no "payment did not go through" for an order cancelled on purpose).
  await page.goto('/customerAddress');
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('orderID'))).toBeNull();
  await expect(page.getByRole('alert').filter({ hasText: 'did not go through' })).toHaveCount(0);
});

test('Buy now declined at the provider: the failure toast does not promise a cart', async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? '', 'Meera', 'Nair');
  await buyNowToPayment(page, await roomyProduct(request));
  await page.getByRole('radio', { name: 'Wallet' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.getByRole('button', { name: 'Decline payment' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  const failed = page.getByRole('alert').filter({ hasText: 'Your payment did not go through' });
  await expect(failed).toBeVisible();
  await expect(failed).toContainText('Nothing is in your cart');
  await expect(failed).not.toContainText('Your cart is kept');
});

test('Pay now declined at the provider: the toast says the order is cancelled and nothing was charged', async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? '', 'Meera', 'Nair');
  await buyNowToPayment(page, await roomyProduct(request));
  await page.getByRole('radio', { name: 'Card' }).check();
  await placeAndReachProvider(page);
  await page.goBack();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  const [order] = await ordersOf(page);
  if (!order) throw new Error('No order was made');

  // Pay now from the order's page, declined: the order was placed, and a declined payment cancels it.
  await page.goto(`/userprofile/order/${order.order_id}`);
  await page.getByRole('button', { name: `Pay now for order ${order.order_number}` }).click();
  await page.getByRole('button', { name: 'Decline payment' }).click();
  const failed = page.getByRole('alert').filter({ hasText: 'Your payment did not go through' });
  await expect(failed).toBeVisible();
  await expect(failed).toContainText('so the order is cancelled. Nothing was charged.');
  await expect(failed).not.toContainText('was not placed');
  await expect.poll(async () => (await ordersOf(page))[0]?.order_status).toBe('Cancelled');
});
