import { isPdf, pdfText } from '../tests/server/pdf-text.ts';
import { expect, test } from './fixtures.ts';
import { accessToken, addFirstAddress, type Product, signIn } from './support/orders.ts';

// The money of an order follows a cancelled item, against the real reference server: a
// pay-on-delivery order of two products, one cancelled from the order's details; the details' total
// and amount due on delivery drop by what it cost, a numbered credit note shows, and the invoice
// downloaded says the same.

test.describe.configure({ timeout: 180_000 });

const CFS = '/cfs/rest/v3';

/** Two in-stock physical products with the most stock (the first allows cancelling, as the seed has it). */
async function twoRoomyProducts(request: import('@playwright/test').APIRequestContext): Promise<Product[]> {
  const response = await request.get('/pbs/rest/v3/products', {
    params: { 'product-type': 'Physical', availability: 'in_stock', 'page-limit': 50, 'page-number': 1 },
    headers: { 'realm-name': 'demo' },
  });
  expect(response.ok()).toBe(true);
  const { products } = ((await response.json()) as { response_body: { products: Product[] } }).response_body;
  const sorted = [...products].sort((x, y) => (y.max_quantity ?? 0) - (x.max_quantity ?? 0));
  if (sorted.length < 2) throw new Error('The seed has fewer than two physical products in stock');
  return sorted.slice(0, 2);
}

interface OrderMoneyView {
  order_id: number;
  order_number: string;
  totals: { total_amount: number };
  items: { order_item_id: number; product_name: string; line_total: number }[];
  money: { amount_due: number; adjustments: { note_number: string }[] };
}

const amount = (value: number) =>
  new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);

test('cancelling one item of a pay-on-delivery order lowers its total, its amount due and its invoice', async ({
  page,
  request,
  baseURL,
}) => {
  const [first, second] = await twoRoomyProducts(request);
  if (!first || !second) throw new Error('unreachable');
  await signIn(page, request, baseURL ?? '', 'Kavya', 'Iyer');
  const headers = { Authorization: `Bearer ${await accessToken(page)}` };

  // Both products in the saved cart, then the checkout as a shopper goes through it.
  const filled = await page.request.post(`${CFS}/customer-cart`, {
    headers,
    data: {
      customer_cart: [first, second].map((product) => ({ product: product.product_id, cart_quantity: 1 })),
    },
  });
  expect(filled.ok()).toBe(true);
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await addFirstAddress(page);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('radio', { name: 'Cash on delivery' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText(/ORD-\d{6}/).first()).toBeVisible();

  const history = await page.request.get(`${CFS}/orders-with-items`, { headers });
  expect(history.ok()).toBe(true);
  const [placed] = ((await history.json()) as { response_body: { orders: OrderMoneyView[] } }).response_body
    .orders;
  if (!placed) throw new Error('The order is not in the history');
  const number = placed.order_number;
  const cancelled = placed.items.find((item) => item.product_name === first.product_name);
  if (!cancelled) throw new Error('The order lacks the first product');
  const totalBefore = placed.totals.total_amount;
  const totalAfter = Math.round((totalBefore - cancelled.line_total) * 100) / 100;

  await page.goto(`/userprofile/order/${placed.order_id}`);
  const totals = page.getByRole('region', { name: 'Totals' });
  const value = (label: string) =>
    totals
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd[1]');
  await expect(value('Total')).toContainText(amount(totalBefore));
  await expect(value('Amount due on delivery')).toContainText(amount(totalBefore));

  await page.getByRole('button', { name: `Cancel item – ${first.product_name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel ${first.product_name}` });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Ordered by mistake');
  await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(dialog).toBeHidden();

  // The details follow at once: the total and the amount due drop, the credit note is named.
  await expect(value('Total')).toContainText(amount(totalAfter));
  await expect(value('Amount due on delivery')).toContainText(amount(totalAfter));
  await expect(
    totals.getByText(`Credit note ${number}-CN1: ${first.product_name} (cancelled)`),
  ).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download the invoice of order ${number} (PDF)` }).click();
  const file = await download;
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  const bytes = new Uint8Array(Buffer.concat(chunks));
  expect(isPdf(bytes)).toBe(true);
  const text = pdfText(bytes);
  expect(text).toContain(`${number}-CN1`);
  expect(text).toContain(`Total as ordered\n`);
  expect(text).toMatch(new RegExp(`Total \\([A-Z]{3}\\)\\n\\S+ ${amount(totalAfter).replace('.', '\\.')}`));
  expect(text).toMatch(new RegExp(`Amount due on delivery\\n\\S+ ${amount(totalAfter).replace('.', '\\.')}`));
});
