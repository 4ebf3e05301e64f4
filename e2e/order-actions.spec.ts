import { expect, test } from './fixtures.ts';
import { DEMO_CUSTOMER } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { accessToken, placeOrderAtCheckout, roomyProduct } from './support/orders.ts';

// Cancel, return and replace from an order's details, against the real reference server:
// an item is cancelled within its window (a reason asked, the charge and refund shown before
// confirming, the request and refund status after), and a delivered item whose return window has
// closed is not offered a return.

test.describe.configure({ timeout: 180_000 });

const CFS = '/cfs/rest/v3';

test('an item is cancelled from the order details within its window, and its refund status shows', async ({
  page,
  request,
  baseURL,
}) => {
  const product = await roomyProduct(request);
  const number = await placeOrderAtCheckout(page, request, baseURL ?? '', product);
  const orderId = Number(number.replace('ORD-', ''));
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/userprofile/order/${orderId}`);

  await page.getByRole('button', { name: `Cancel item – ${product.product_name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel ${product.product_name}` });
  await expect(dialog.getByText('Cancellation charge')).toBeVisible();
  await expect(dialog.getByText('Refund', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(dialog.getByText('Please give a reason.')).toBeVisible();
  await expectNoViolations(page, { include: '[role="dialog"]' });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Ordered by mistake');
  await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(dialog).toBeHidden();

  const outcome = page.getByRole('status').filter({ hasText: 'Request status' });
  await expect(outcome).toContainText('Request status: Request fulfilled');
  // Paid on delivery and not delivered: nothing was collected, so nothing is refunded.
  await expect(outcome).toContainText('No refund is due.');
  await expect(page.getByRole('button', { name: `Cancel item – ${product.product_name}` })).toHaveCount(0);
  await page.getByText('Tracking', { exact: true }).click();
  await expect(page.getByRole('list', { name: `Tracking of ${product.product_name}` })).toContainText(
    /Cancelled — \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (AM|PM)/,
  );
});

test('a delivered item of the demo history whose return window has closed is not offered a return', async ({
  page,
}) => {
  await page.goto('/signin');
  await page.getByRole('textbox', { name: 'E-mail or phone' }).fill(DEMO_CUSTOMER.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_CUSTOMER.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: DEMO_CUSTOMER.name })).toBeVisible({
    timeout: 60_000,
  });
  const response = await page.request.get(`${CFS}/orders-with-items`, {
    params: { status: 'Fulfilled', 'page-limit': 50 },
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(response.ok()).toBe(true);
  const { orders } = (
    (await response.json()) as {
      response_body: { orders: { order_id: number; items: { product_name: string }[] }[] };
    }
  ).response_body;
  // The oldest delivered order: delivered 55 days ago, past every Return Days of the seed (≤ 30).
  const oldest = orders.at(-1);
  const item = oldest?.items[0];
  if (!oldest || !item) throw new Error('The demo history has no delivered order');

  await page.goto(`/userprofile/order/${oldest.order_id}`);
  await expect(page.getByText(/The return window closed on \d{1,2} [A-Z][a-z]{2} \d{4}\./)).toBeVisible();
  await expect(page.getByRole('button', { name: `Return item – ${item.product_name}` })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Cancel item – ${item.product_name}` })).toHaveCount(0);
});

test('a cancellation refused by the server (the item was cancelled meanwhile) shows why and keeps the reason', async ({
  page,
  request,
  baseURL,
}) => {
  const product = await roomyProduct(request);
  const number = await placeOrderAtCheckout(page, request, baseURL ?? '', product);
  const orderId = Number(number.replace('ORD-', ''));
  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  const details = await page.request.get(`${CFS}/orders-with-items/${orderId}`, { headers });
  const itemId = ((await details.json()) as { response_body: { items: { order_item_id: number }[] } })
    .response_body.items[0]?.order_item_id;
  await page.goto(`/userprofile/order/${orderId}`);

  await page.getByRole('button', { name: `Cancel item – ${product.product_name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel ${product.product_name}` });
  const reason = dialog.getByRole('textbox', { name: 'Reason' });
  await reason.fill('Changed my mind');
  // Another tab cancels the item first.
  const elsewhere = await page.request.post(`${CFS}/order-item/cancel`, {
    headers,
    data: { order_item_id: itemId, reason: 'From another tab' },
  });
  expect(elsewhere.ok()).toBe(true);
  await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(dialog.getByRole('alert')).toContainText('already cancelled');
  await expect(reason).toHaveValue('Changed my mind');
});
