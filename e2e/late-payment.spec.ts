import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { buyNowToPayment, ordersOf, roomyProduct, signIn } from './support/orders.ts';

// A payment that reaches the store after its order was cancelled (decision 0057): the shopper left
// the provider's page (Back), cancelled the order from the orders (in another tab), went forward to
// the provider's page and approved. The provider took the money; the store records it to be
// refunded. Back on the storefront the shopper is told exactly that, never that the payment did not
// go through, and the order's page lists the payment to be refunded.

test.describe.configure({ timeout: 180_000 });

/**
 * Place order at the payment step, and the provider's page (the sandbox) shows. Answers the hand-off
 * form the browser posted to the provider. Should the page not show, the failure says what the
 * shopper saw: the create-order answer, the page, and any alert.
 */
async function placeAndReachProvider(page: Page): Promise<Request> {
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
  const handOff = page.waitForRequest(
    (request) =>
      request.method() === 'POST' && /^\/payments-sandbox\/[a-z_]+$/.test(new URL(request.url()).pathname),
    { timeout: 60_000 },
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
  return handOff;
}

/**
 * Forward to the provider's page. Its page answered a form post and may not be kept (no-store): the
 * browser then offers to send the form again, which this does, as the shopper confirming it would.
 */
async function forwardToProvider(page: Page, handOff: Request): Promise<'forward' | 'form sent again'> {
  const approve = page.getByRole('button', { name: 'Approve payment' });
  await page.goForward().catch(() => null);
  if (await approve.isVisible().catch(() => false)) return 'forward';
  const fields = Object.fromEntries(new URLSearchParams(handOff.postData() ?? ''));
  await page.evaluate(
    ({ url, fields }) => {
      const form = document.createElement('form');
      form.method = 'POST';
      form.action = url;
      for (const [name, value] of Object.entries(fields)) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = name;
        input.value = value;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    },
    { url: handOff.url(), fields },
  );
  await expect(approve).toBeVisible();
  return 'form sent again';
}

test('Card: Back from the provider, Cancel order, forward and Approve: told the payment will be refunded, and the order lists it', async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? '', 'Meera', 'Nair');
  await buyNowToPayment(page, await roomyProduct(request));
  await page.getByRole('radio', { name: 'Card' }).check();
  const handOff = await placeAndReachProvider(page);

  // Back from the provider's page: the order waits for its payment.
  await page.goBack();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  const [order] = await ordersOf(page);
  if (!order) throw new Error('No order was made');
  await expect(
    page.getByRole('alert').filter({ hasText: `Your order ${order.order_number} is not paid yet.` }),
  ).toBeVisible();

  // Cancel order from the orders page, in a second tab (this tab keeps the provider's page ahead).
  const orderTab = await page.context().newPage();
  await orderTab.goto('/userprofile/order');
  const card = orderTab
    .getByRole('listitem')
    .filter({ has: orderTab.getByRole('link', { name: `Order ${order.order_number}, details` }) });
  await card.getByRole('button', { name: `Cancel order ${order.order_number}` }).click();
  const dialog = orderTab.getByRole('dialog', { name: `Cancel order ${order.order_number}?` });
  await dialog.getByRole('button', { name: 'Yes, cancel the order' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByRole('button', { name: `Cancel order ${order.order_number}` })).toHaveCount(0);
  await orderTab.close();
  await expect.poll(async () => (await ordersOf(page))[0]?.order_status).toBe('Cancelled');

  // Forward to the provider's page, and Approve: the provider takes the money.
  const how = await forwardToProvider(page, handOff);
  test.info().annotations.push({ type: 'provider page reached by', description: how });
  const returned = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      new URL(response.url()).pathname === `/cfs/rest/v3/check-order-status/${order.order_id}`,
  );
  await page.getByRole('button', { name: 'Approve payment' }).click();
  expect((await returned).status()).toBe(200);

  // Told the truth: the payment will be refunded; never the failure toast (the payment did not go through).
  const owedBack = page.getByRole('alert').filter({
    hasText: `Your payment for order ${order.order_number} reached us after the order was cancelled`,
  });
  await expect(owedBack).toBeVisible();
  await expect(owedBack).toContainText('it will be refunded to you');
  await expect(page.getByRole('alert').filter({ hasText: 'Your payment did not go through' })).toHaveCount(0);
  // The confirmation page the return lands on says the same.
  await expect(
    page.getByRole('alert').filter({
      hasText: `Order ${order.order_number} was cancelled before your payment reached us: the payment will be refunded to you.`,
    }),
  ).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'did not go through' })).toHaveCount(0);

  // The toast's link: the order's page lists the payment to be refunded.
  await owedBack.getByRole('link', { name: 'See the order' }).click();
  await expect(page).toHaveURL(new RegExp(`/userprofile/order/${order.order_id}$`));
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'reached us after this order was cancelled: it will be refunded to you' }),
  ).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Your payment did not go through' })).toHaveCount(0);
  await expect.poll(async () => (await ordersOf(page))[0]?.order_status).toBe('Cancelled');
});
