import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { accessToken, addFirstAddress, type Product, roomyProduct, signIn } from './support/orders.ts';

// An order whose online payment is awaited offers no "Cancel item" (the provider holds a session for
// the whole amount): its page says so beside Pay now and Cancel order. Once paid through Pay now, the
// item is cancelled on its own again, with its refund (docs/decisions/0052-no-item-cancel-while-the-
// payment-is-awaited.md).

test.describe.configure({ timeout: 180_000 });

const WHY =
  'Its items cannot be cancelled one by one until it is paid: pay for it, or cancel the whole order.';

/** Buy now of `product` by Card, placed, and left at the provider's page with Back. */
async function leftAtTheProvider(page: Page, product: Product): Promise<void> {
  await page.goto(`/ProductDetails?id=${product.product_id}`);
  await page.getByRole('button', { name: 'Buy now', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
  await addFirstAddress(page);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('radiogroup', { name: 'Payment method' }).getByRole('radio', { name: 'Card' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('button', { name: 'Approve payment' })).toBeVisible({ timeout: 30_000 });
  await page.goBack();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
}

interface OrderEntry {
  order_id: number;
  order_number: string;
  payment_status: string | null;
  items: Array<{ order_item_id: number }>;
}

async function latestOrder(page: Page): Promise<OrderEntry> {
  const response = await page.request.get('/cfs/rest/v3/orders-with-items', {
    params: { 'page-number': 1 },
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(response.ok()).toBe(true);
  const [order] = ((await response.json()) as { response_body: { orders: OrderEntry[] } }).response_body
    .orders;
  if (!order) throw new Error('No order was made');
  return order;
}

/** Opens the order's page and waits until its item's actions have answered. */
async function openOrder(page: Page, order: OrderEntry): Promise<void> {
  const itemId = order.items[0]?.order_item_id;
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === `/cfs/rest/v3/order-item/${itemId}/actions`,
  );
  await page.goto(`/userprofile/order/${order.order_id}`);
  expect((await answered).ok()).toBe(true);
}

test('awaiting its online payment, an order offers Pay now and Cancel order but no Cancel item; once paid, the item cancels', async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? '', 'Kavya', 'Iyer');
  const product = await roomyProduct(request);
  await leftAtTheProvider(page, product);
  const order = await latestOrder(page);
  expect(order.payment_status).toBe('Created');

  await openOrder(page, order);
  await expect(page.getByRole('button', { name: `Pay now for order ${order.order_number}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Cancel order ${order.order_number}` })).toBeVisible();
  await expect(page.getByText(WHY)).toBeVisible();
  await expect(page.getByRole('button', { name: `Cancel item – ${product.product_name}` })).toHaveCount(0);

  // Paid with Pay now: an ordinary paid order, whose item is cancelled on its own with its refund.
  await page.getByRole('button', { name: `Pay now for order ${order.order_number}` }).click();
  await expect(page).toHaveURL(/\/payments-sandbox\/cashfree$/);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(new RegExp(`/order-confirmation/${order.order_id}$`));
  await expect.poll(async () => (await latestOrder(page)).payment_status).toBe('Completed');

  await openOrder(page, order);
  await expect(page.getByText(WHY)).toHaveCount(0);
  await page.getByRole('button', { name: `Cancel item – ${product.product_name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel ${product.product_name}` });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Ordered by mistake');
  await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(dialog).toBeHidden();
  const outcome = page.getByRole('status').filter({ hasText: 'Request status' });
  await expect(outcome).toContainText('Request status: Request fulfilled');
  await expect(page.getByRole('button', { name: `Cancel item – ${product.product_name}` })).toHaveCount(0);
});
