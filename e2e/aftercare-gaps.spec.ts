import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { orderService } from './support/aftercare.ts';
import { accessToken, type Product, placeOrderAtCheckout, signIn } from './support/orders.ts';

// After the purchase, against the real reference server: the answers to a
// service's form are edited on the order's page (checked before sending, saved); the courier
// delivers an order through the seller/courier endpoint and the shopper is then offered a return;
// a cancelled service item's sessions show as cancelled.

test.describe.configure({ timeout: 180_000 });

const CFS = '/cfs/rest/v3';
// The demo store's key on the journeys' server: drawn for this run by playwright.config.ts and given
// to the server as FULFILMENT_DEV_KEY (docs/OPERATIONS.md, "Seller and courier endpoints").
const FULFILMENT = { 'X-Fulfilment-Key': process.env.E2E_FULFILMENT_KEY ?? '' };

/** An in-stock physical product whose rules allow a return. */
async function returnableProduct(request: APIRequestContext): Promise<Product> {
  const response = await request.get('/pbs/rest/v3/products', {
    params: { 'product-type': 'Physical', availability: 'in_stock', 'page-limit': 50, 'page-number': 1 },
    headers: { 'realm-name': 'demo' },
  });
  const { products } = ((await response.json()) as { response_body: { products: Product[] } }).response_body;
  for (const product of [...products].sort((x, y) => (y.max_quantity ?? 0) - (x.max_quantity ?? 0))) {
    const details = await request.get(`/pbs/rest/v3/product-description/${product.product_id}`, {
      headers: { 'realm-name': 'demo' },
    });
    const rules = (
      (await details.json()) as { response_body: { business_rules: { label: string; value: string }[] } }
    ).response_body.business_rules;
    if (rules.some((rule) => rule.label === 'Return Allowed' && rule.value === 'Yes')) return product;
  }
  throw new Error('The seed has no returnable product in stock');
}

async function itemIdsOf(page: Parameters<typeof accessToken>[0], orderId: number): Promise<number[]> {
  const response = await page.request.get(`${CFS}/orders-with-items/${orderId}`, {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(response.ok()).toBe(true);
  const order = ((await response.json()) as { response_body: { items: { order_item_id: number }[] } })
    .response_body;
  return order.items.map((item) => item.order_item_id);
}

test('the answers to a service’s form are edited on the order page, checked first, then saved', async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? '', 'Kavya', 'Menon');
  const { orderId, product } = await orderService(page);
  await page.goto(`/userprofile/order/${orderId}`);
  const part = page.getByRole('region', { name: `Your details for ${product.product_name}` });
  await expect(part.getByText('Some required details are not given yet.')).toBeVisible();

  // By keyboard: the Edit button, then the fields in order.
  const edit = part.getByRole('button', { name: `Edit your details for ${product.product_name}` });
  await edit.focus();
  await page.keyboard.press('Enter');
  const form = part.getByRole('form', { name: `Edit your details for ${product.product_name}` });
  await form.getByRole('textbox', { name: 'Age' }).fill('3');
  await form.getByRole('button', { name: 'Save details' }).click();
  const name = form.getByRole('textbox', { name: /Participant name/ });
  await expect(name).toBeFocused();
  await expect(name).toHaveAccessibleDescription('Enter Participant name: it is required.');
  await expect(form.getByRole('textbox', { name: 'Age' })).toHaveAccessibleDescription(
    'Age must be from 5 to 100.',
  );

  await page.keyboard.type('Kavya Menon');
  await form.getByRole('combobox', { name: /Experience level/ }).selectOption('Intermediate');
  await form.getByRole('textbox', { name: 'Age' }).fill('34');
  await form.getByRole('radio', { name: 'Yes' }).check();
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && /\/crf-attributes(\?|$)/.test(response.url()),
  );
  await form.getByRole('button', { name: 'Save details' }).click();
  expect((await saved).status()).toBe(200);
  await expect(part.getByRole('status')).toHaveText('Your details were saved.');
  await expect(part.getByText('Kavya Menon')).toBeVisible();
  await expect(part.getByText('Intermediate')).toBeVisible();
  await expect(part.getByText('Some required details are not given yet.')).toHaveCount(0);
  // The focus is back on the Edit button.
  await expect(edit).toBeFocused();
});

test('the courier delivers an order through the fulfilment endpoint, and the shopper is offered a return', async ({
  page,
  request,
  baseURL,
}) => {
  const product = await returnableProduct(request);
  const number = await placeOrderAtCheckout(page, request, baseURL ?? '', product);
  const orderId = Number(number.replace('ORD-', ''));
  await page.goto(`/userprofile/order/${orderId}`);
  await expect(page.getByRole('button', { name: `Cancel item – ${product.product_name}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Return item – ${product.product_name}` })).toHaveCount(0);

  const [itemId] = await itemIdsOf(page, orderId);
  const move = (event: string) =>
    request.post(`/fulfilment/order-items/${itemId}/events`, { headers: FULFILMENT, data: { event } });
  // Out of order: refused.
  expect((await move('DELIVER')).status()).toBe(409);
  for (const event of ['ACCEPT', 'DISPATCH', 'DELIVER']) expect((await move(event)).status()).toBe(200);
  // Without the store's key: refused.
  const anonymous = await request.post(`/fulfilment/order-items/${itemId}/events`, {
    data: { event: 'ACCEPT' },
  });
  expect(anonymous.status()).toBe(401);

  await page.reload();
  await expect(page.getByRole('button', { name: `Return item – ${product.product_name}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Cancel item – ${product.product_name}` })).toHaveCount(0);
  await expect(page.getByText('Status: Delivered')).toBeVisible();

  // The shopper asks for the return: it is under way, not "returned", until the seller has it back.
  await page.getByRole('button', { name: `Return item – ${product.product_name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Return ${product.product_name}` });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Too small');
  await dialog.getByRole('button', { name: 'Confirm return' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('A return is under way: the seller is reviewing your request.')).toBeVisible();
  for (const event of ['APPROVE', 'RECEIVE']) expect((await move(event)).status()).toBe(200);
  await page.reload();
  await expect(page.getByText('This item was returned.')).toBeVisible();
  await expect(page.getByText(/A return is under way/)).toHaveCount(0);
});

test('cancelling a service item cancels its sessions, and the sessions page shows them cancelled', async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? '', 'Arjun', 'Rao');
  const { orderId, product } = await orderService(page);
  await page.goto(`/userprofile/order/${orderId}`);
  await page.getByRole('link', { name: `Sessions and bookings of ${product.product_name}` }).click();
  const session = page.getByRole('article', { name: 'Session 1' });
  await expect(session.getByText('Booked', { exact: true })).toBeVisible();

  await page.goBack();
  await page.getByRole('button', { name: `Cancel item – ${product.product_name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel ${product.product_name}` });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Plans changed');
  await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('link', { name: `Sessions and bookings of ${product.product_name}` }).click();
  await expect(session.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(session.getByRole('button', { name: 'Cancel session 1' })).toHaveCount(0);
});
