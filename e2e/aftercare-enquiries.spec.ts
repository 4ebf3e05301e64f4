import type { Page } from '@playwright/test';
import type { OrderItemActions } from '../contracts/orderItems.ts';
import type { OrderHistoryPage } from '../contracts/orders.ts';
import type { MyReview } from '../contracts/reviews.ts';
import { formatDate } from '../src/lib/dateFormat.ts';
import { expect, test } from './fixtures.ts';
import { DEMO_CUSTOMER } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { accessToken } from './support/orders.ts';
import { controlBoxes, overlapsOf } from './support/overlaps.ts';

// After the purchase, against the real reference server, as the seeded demo customer:
// an enquiry on an order item (opened, answered by the store through the development reply route,
// shown unread then read, closed); a review of a delivered product that then shows on its product
// page; the Replace and Return dialogs (a reason asked, the window counted from delivery shown,
// the request's status after); and the enquiry dialog in Arabic on a 360 px phone.
// Each test works on its own item of the demo history, so they can run side by side.

test.describe.configure({ timeout: 180_000 });
test.use({ timezoneId: 'UTC' });

const CFS = '/cfs/rest/v3';

async function signInAsDemo(page: Page) {
  await page.goto('/signin');
  await page.getByRole('textbox', { name: 'E-mail or phone' }).fill(DEMO_CUSTOMER.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_CUSTOMER.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: DEMO_CUSTOMER.name })).toBeVisible({
    timeout: 60_000,
  });
}

async function apiGet<T>(page: Page, path: string, params?: Record<string, string | number>): Promise<T> {
  const response = await page.request.get(`${CFS}${path}`, {
    params,
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(response.ok(), `GET ${path}`).toBe(true);
  return ((await response.json()) as { response_body: T }).response_body;
}

/** axe-core on the open dialog: no serious or critical violation (the accessibility suite's gate). */
async function expectAccessibleDialog(page: Page) {
  // A button that stops loading fades from its disabled colours to its own: checked mid-fade, its text
  // reads as low contrast (seen on a busy machine). Checked once no button of the dialog is loading.
  await expect(page.locator('[role="dialog"] .MuiButton-loading')).toHaveCount(0);
  await expectNoViolations(page, { include: '[role="dialog"]' });
}

type Found = { orderId: number; orderItemId: number; productId: number; name: string };

/** The demo customer's order items, newest order first. */
async function demoItems(page: Page, status?: string): Promise<Found[]> {
  const history = await apiGet<OrderHistoryPage>(page, '/orders-with-items', {
    'page-limit': 50,
    ...(status ? { status } : {}),
  });
  // Orders only: a request (an item whose price is on request) has its own flow (its form and quote).
  return history.orders
    .filter((order) => order.order_kind === 'order')
    .flatMap((order) =>
      order.items.map((item) => ({
        orderId: order.order_id,
        orderItemId: item.order_item_id,
        productId: item.product_id,
        name: item.product_name,
      })),
    );
}

const itemActions = (page: Page, item: Found) =>
  apiGet<OrderItemActions>(page, `/order-item/${item.orderItemId}/actions`);

test('an enquiry on an order item: opened, answered by the store, unread then read, closed', async ({
  page,
}) => {
  await signInAsDemo(page);
  // The newest order's first item (the Arabic check below takes the second order's).
  const [item] = await demoItems(page);
  if (!item) throw new Error('The demo customer has no orders');
  const name = item.name;
  await page.goto(`/userprofile/order/${item.orderId}`);

  await page.getByRole('button', { name: `Ask a question – ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Enquiry about ${name}` });
  // Nothing typed: each field says what it needs, and nothing is sent.
  await dialog.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(dialog.getByText('Write a subject.')).toBeVisible();
  await expect(dialog.getByText('Write a message.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Subject' })).toBeFocused();

  const subject = dialog.getByRole('textbox', { name: 'Subject' });
  const message = dialog.getByRole('textbox', { name: 'Message' });
  await subject.fill('When will it ship?');
  await message.fill('Hello,\nplease tell me the dispatch date.');

  // The first attempt gets no answer: the form keeps what was typed and says why.
  let dropped = false;
  const opening = (url: URL) => /\/order-items\/\d+\/enquiries$/.test(url.pathname);
  await page.route(opening, async (route) => {
    if (!dropped && route.request().method() === 'POST') {
      dropped = true;
      await route.abort('internetdisconnected');
    } else {
      await route.fallback();
    }
  });
  await dialog.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expect(subject).toHaveValue('When will it ship?');
  await expect(message).toHaveValue('Hello,\nplease tell me the dispatch date.');
  await dialog.getByRole('button', { name: 'Send enquiry' }).click();

  const thread = dialog.getByRole('list', { name: 'Messages about When will it ship?' });
  await expect(thread.getByRole('listitem', { name: 'Your message' })).toContainText('dispatch date');
  await expect(dialog.getByText('Open', { exact: true })).toBeVisible();

  // The store answers (the development reply route stands for the back office).
  const { enquiries } = await apiGet<{ enquiries: Array<{ enquiry_id: number }> }>(
    page,
    `/order-items/${item.orderItemId}/enquiries`,
  );
  const enquiryId = enquiries[0]?.enquiry_id;
  const reply = await page.request.post(`/dev/enquiries/${enquiryId}/reply`, {
    data: { message: 'It ships tomorrow morning.' },
  });
  expect(reply.ok()).toBe(true);

  // Back on the order, the item counts the unread reply; opening the thread marks it new, and seen.
  await dialog.getByRole('button', { name: 'Back to the order' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: `Enquiry about ${name}, 1 unread reply` }).click();
  await expect(thread.getByRole('listitem', { name: 'New reply from the store' })).toContainText(
    'It ships tomorrow morning.',
  );
  await expectAccessibleDialog(page);
  await dialog.getByRole('button', { name: 'Back to the order' }).click();
  // Read now: the button no longer counts it, and the thread no longer marks it.
  await page.getByRole('button', { name: `Enquiry about ${name}`, exact: true }).click();
  await expect(thread.getByRole('listitem', { name: 'Reply from the store' })).toContainText(
    'It ships tomorrow morning.',
  );
  await expect(thread.getByRole('listitem', { name: 'New reply from the store' })).toHaveCount(0);

  // A follow-up; then the store answers while the thread is open, and "Check for replies" finds it.
  const box = dialog.getByRole('textbox', { name: 'Your message' });
  await box.fill('Thank you! Will it need a signature?');
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(thread.getByRole('listitem', { name: 'Your message' })).toHaveCount(2);
  await expect(box).toHaveValue('');
  const second = await page.request.post(`/dev/enquiries/${enquiryId}/reply`, {
    data: { message: 'Yes, please be home.' },
  });
  expect(second.ok()).toBe(true);
  await dialog.getByRole('button', { name: 'Check for replies' }).click();
  await expect(thread.getByRole('listitem', { name: 'New reply from the store' })).toContainText(
    'Yes, please be home.',
  );

  // Closed: no more messages; a new enquiry may be opened.
  await dialog.getByRole('button', { name: 'Close enquiry' }).click();
  await expect(dialog.getByText(/^You closed this enquiry on \d{1,2} [A-Z][a-z]{2} \d{4}\.$/)).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Your message' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Open a new enquiry' })).toBeVisible();
  const closed = await page.request.post(`${CFS}/enquiries/${enquiryId}/messages`, {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
    data: { message: 'One more thing' },
  });
  expect(closed.status()).toBe(409);
});

test('a delivered product is rated and reviewed from its order item, and the review shows on its product page', async ({
  page,
}) => {
  await signInAsDemo(page);
  // A delivered item the customer has not reviewed yet (not the returnable one the return test takes).
  let target: Found | undefined;
  for (const item of await demoItems(page, 'Fulfilled')) {
    const actions = await itemActions(page, item);
    if (actions.delivered_at === null || actions.can_return) continue;
    const mine = await apiGet<MyReview>(page, `/customer-ratings/${item.productId}`);
    if (mine.can_review && mine.review === null) {
      target = item;
      break;
    }
  }
  if (!target) throw new Error('The demo history has no delivered, unreviewed product');
  const name = target.name;
  await page.goto(`/userprofile/order/${target.orderId}`);

  await page
    .getByRole('button', { name: `Rate and review ${name}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: `Review ${name}` });
  await dialog.getByRole('button', { name: 'Save review' }).click();
  await expect(dialog.getByText('Choose from 1 to 5 stars.')).toBeVisible();
  // The stars are radio buttons: the keyboard chooses them.
  await dialog.getByRole('radio', { name: '4 stars' }).focus();
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await expectAccessibleDialog(page);
  await dialog.getByRole('textbox', { name: 'Title (optional)' }).fill('Sturdy and bright');
  await dialog.getByRole('textbox', { name: 'Your review (optional)' }).fill('Arrived well packed.');
  await dialog.getByRole('button', { name: 'Save review' }).click();
  await expect(dialog).toBeHidden();
  const thanks = page.getByRole('status').filter({ hasText: `your review of ${name}` });
  await expect(thanks).toBeVisible();
  await expect(page.getByRole('button', { name: `Edit your review of ${name}` }).first()).toBeVisible();

  await thanks.getByRole('link', { name: 'product page' }).click();
  await expect(page).toHaveURL(new RegExp(`/ProductDetails\\?id=${target.productId}`));
  const reviews = page.getByRole('region', { name: 'Ratings and reviews' });
  const latest = reviews.getByRole('listitem').filter({ hasText: 'Sturdy and bright' });
  await expect(latest).toContainText('Arrived well packed.');
  await expect(latest).toContainText('Asha R.');
});

test('Replace and Return ask a reason and show the window from delivery; a return is requested and its status shown', async ({
  page,
}) => {
  await signInAsDemo(page);
  const delivered = await demoItems(page, 'Fulfilled');
  let returnable: { item: Found; actions: OrderItemActions } | undefined;
  let replaceable: { item: Found; actions: OrderItemActions } | undefined;
  for (const item of delivered) {
    const actions = await itemActions(page, item);
    if (!returnable && actions.can_return) returnable = { item, actions };
    if (!replaceable && actions.can_replace) replaceable = { item, actions };
  }
  if (!returnable) throw new Error('The demo history has no item within its return window');
  if (!replaceable) throw new Error('The demo history has no item within its replacement window');

  {
    // Replace: a reason is required and the window's end is shown; keeping the item sends nothing.
    const { item, actions } = replaceable;
    await page.goto(`/userprofile/order/${item.orderId}`);
    await page.getByRole('button', { name: `Replace item – ${item.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Replace ${item.name}` });
    await expect(
      dialog.getByText(`Replacements are accepted until ${formatDate(actions.replacement_deadline, 'UTC')}.`),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirm replacement' }).click();
    await expect(dialog.getByText('Please give a reason.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Keep the item' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: `Replace item – ${item.name}` })).toBeVisible();
  }

  const { item, actions } = returnable;
  // The window is counted from delivery: its end is the delivery plus the item's Return Days.
  const days = Number(actions.business_rules.find((rule) => rule.label === 'Return Days')?.value);
  expect(
    Date.parse(actions.return_deadline ?? '') - Date.parse(actions.delivered_at ?? ''),
  ).toBeLessThanOrEqual(days * 86_400_000);
  expect(Date.parse(actions.return_deadline ?? '')).toBeGreaterThan(Date.parse(actions.server_time));
  await page.goto(`/userprofile/order/${item.orderId}`);
  await page.getByRole('button', { name: `Return item – ${item.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Return ${item.name}` });
  await expect(
    dialog.getByText(`Returns are accepted until ${formatDate(actions.return_deadline, 'UTC')}.`),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm return' }).click();
  await expect(dialog.getByText('Please give a reason.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Too small for the room');
  await dialog.getByRole('button', { name: 'Confirm return' }).click();
  await expect(dialog).toBeHidden();
  const outcome = page.getByRole('status').filter({ hasText: 'Request status' });
  await expect(outcome).toContainText('Request status: Request open');
  await expect(page.getByRole('button', { name: `Return item – ${item.name}` })).toHaveCount(0);
  const after = await itemActions(page, item);
  expect(after.request_status).toBe('open');
});

test('in Arabic on a 360 px phone the enquiry dialog reads right to left, fits, and says what is missing', async ({
  page,
}) => {
  await signInAsDemo(page);
  const items = await demoItems(page);
  const first = items[0];
  const item = items.find((candidate) => candidate.orderId !== first?.orderId);
  if (!item) throw new Error('The demo customer has one order only');
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`/ar/userprofile/order/${item.orderId}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  const ask = page.getByRole('button', { name: `اطرح سؤالًا – ${item.name}` });
  // Keyboard only: the button (enabled once the item's enquiries are read) opens on Enter.
  await expect(ask).toBeEnabled();
  await ask.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `استفسار عن ${item.name}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'إرسال الاستفسار' }).click();
  await expect(dialog.getByText('اكتب موضوعًا.')).toBeVisible();
  await expect(dialog.getByText('اكتب رسالة.')).toBeVisible();
  await expectAccessibleDialog(page);

  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const controls = await controlBoxes(dialog);
  expect(controls.map((control) => control.label)).toContain('إرسال الاستفسار');
  expect(overlapsOf(controls)).toEqual([]);
  for (const control of controls) {
    expect(control.left, control.label).toBeGreaterThanOrEqual(0);
    expect(control.right, control.label).toBeLessThanOrEqual(360);
  }
  // Right to left: the dialog's title starts at its right edge.
  const title = await dialog.getByRole('heading').boundingBox();
  const frame = await dialog.boundingBox();
  expect((frame?.x ?? 0) + (frame?.width ?? 0) - ((title?.x ?? 0) + (title?.width ?? 0))).toBeLessThan(40);
});
