import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { orderedItem, orderService, signInDemo } from './support/aftercare.ts';
import { expectNoViolations } from './support/axe.ts';
import { accessToken, signIn } from './support/orders.ts';
import { controlBoxes, overlapsOf } from './support/overlaps.ts';

// After the purchase, against the real reference server: a service's sessions are
// rescheduled to another free time and cancelled from /trainingOverview/{orderItemId}/{orderId}
// (reached from the order's details), a digital product's file is downloaded from the order's
// details, a document of an item is opened, and the sessions page reads right to left in Arabic on
// a 360 px phone.

test.describe.configure({ timeout: 180_000 });

/** A new customer with one session of a service booked; the page shows its sessions. */
async function sessionsOfNewService(page: Page, request: Parameters<typeof signIn>[1], baseURL: string) {
  await signIn(page, request, baseURL, 'Kavya', 'Menon');
  const { orderId, product } = await orderService(page);
  await page.goto(`/userprofile/order/${orderId}`);
  await page.getByRole('link', { name: `Sessions and bookings of ${product.product_name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/trainingOverview/\\d+/${orderId}$`));
  await expect(page.getByRole('heading', { level: 1, name: product.product_name })).toBeVisible();
  const session = page.getByRole('article', { name: 'Session 1' });
  await expect(session.getByText('Booked', { exact: true })).toBeVisible();
  return { orderId, product, session };
}

test('a booked session is rescheduled to another free time, and the new time shows', async ({
  page,
  request,
  baseURL,
}) => {
  const { session } = await sessionsOfNewService(page, request, baseURL ?? '');
  const before = (await session.textContent()) ?? '';

  await session.getByRole('button', { name: 'Reschedule session 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reschedule session 1' });
  const times = dialog.getByRole('radiogroup', { name: 'Choose a new time' });
  const choice = times.getByRole('radio').first();
  await expect(choice).toBeVisible();
  // Named "6 Mar 2026, 10:00 AM to 11:00 AM": the day and the hours.
  const label = (await choice.getAttribute('aria-label')) ?? '';
  const [, day, hours] = /^(.+?), (.+? to .+? [AP]M)/.exec(label) ?? [];
  if (!day || !hours) throw new Error(`Unexpected label: ${label}`);
  const move = dialog.getByRole('button', { name: 'Move the session' });
  await expect(move).toBeDisabled();
  await choice.check();
  const answer = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && /\/bookings\/\d+(\?|$)/.test(response.url()),
  );
  await move.click();
  expect((await answer).status()).toBe(200);
  await expect(dialog).toBeHidden();

  await expect(page.getByRole('status').filter({ hasText: 'Session 1 moved to' })).toContainText(day);
  await expect(session).toContainText(day);
  await expect(session).toContainText(hours);
  await expect(session).toContainText('Moved 1 of 3 times');
  expect(await session.textContent()).not.toBe(before);
});

test('a booked session is cancelled after confirming, and can no longer be changed', async ({
  page,
  request,
  baseURL,
}) => {
  const { session } = await sessionsOfNewService(page, request, baseURL ?? '');

  await session.getByRole('button', { name: 'Cancel session 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel session 1?' });
  // Keeping it changes nothing.
  await dialog.getByRole('button', { name: 'Keep the session' }).click();
  await expect(dialog).toBeHidden();
  await expect(session.getByText('Booked', { exact: true })).toBeVisible();

  await session.getByRole('button', { name: 'Cancel session 1' }).click();
  await dialog.getByRole('button', { name: 'Cancel the session' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Session 1 cancelled.' })).toBeVisible();
  await expect(session.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(session.getByRole('button')).toHaveCount(0);
});

test('a digital product is downloaded from the order details: the answer is the file, and the journey records it', async ({
  page,
}) => {
  await signInDemo(page);
  const { orderId, item } = await orderedItem(page, 'Digital');
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/userprofile/order/${orderId}`);
  const downloads = page.getByRole('region', { name: `Downloads of ${item.product_name}` });
  await expect(downloads).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(overlapsOf(await controlBoxes(downloads))).toEqual([]);
  await downloads.screenshot({ path: test.info().outputPath('downloads-360.png') });
  // The seed gives this product a data set over a megabyte: its size shows in MB (bytes / 1048576).
  const button = downloads.getByRole('button', { name: /^Download .+-dataset\.csv \(\d+\.\d\d MB\)$/ });
  await expect(button).toBeVisible();
  const name = (await button.getAttribute('aria-label')) ?? '';
  const [, fileName = '', shownMb = ''] = /^Download (.+) \((\d+\.\d\d) MB\)$/.exec(name) ?? [];

  const answer = page.waitForResponse((response) =>
    /\/digital-files\/\d+\/download(\?|$)/.test(response.url()),
  );
  const download = page.waitForEvent('download');
  await button.click();
  const response = await answer;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/(plain|csv)/);
  expect(response.headers()['content-disposition']).toContain('attachment');
  const file = await download;
  expect(file.suggestedFilename()).toBe(fileName);
  const saved = await readFile((await file.path()) ?? '');
  expect(saved.length).toBeGreaterThan(0);
  // What was saved is what the server answered: its length, and the worksheet the seed wrote.
  const again = await page.request.get(response.url(), {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(again.status()).toBe(200);
  expect(saved.equals(await again.body())).toBe(true);
  expect(response.headers()['content-disposition']).toContain(`filename="${fileName}"`);
  expect(saved.toString('utf8').split('\n')[0]).toBe('lesson,title,minutes,done');
  expect((Math.round((saved.length / 1_048_576) * 100) / 100).toFixed(2)).toBe(shownMb);
  expect(Number(shownMb)).toBeGreaterThan(1);

  await expect(page.getByRole('region', { name: `Delivery journey of ${item.product_name}` })).toContainText(
    'First downloaded',
  );
});

test('a document of an ordered service is opened from the order details', async ({ page }) => {
  await signInDemo(page);
  const { orderId, item } = await orderedItem(page, 'Service');
  await page.goto(`/userprofile/order/${orderId}`);
  const documents = page.getByRole('region', { name: `Documents of ${item.product_name}` });
  await expect(documents.getByText('Session guide', { exact: true })).toBeVisible();

  const download = page.waitForEvent('download');
  await documents.getByRole('button', { name: 'Download the document Session guide' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/-session-guide\.txt$/);
  const text = await readFile((await file.path()) ?? '', 'utf8');
  expect(text).toContain(item.product_name);
});

test('in Arabic on a 360 px phone the sessions page reads right to left, fits and passes axe', async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? '', 'Layla', 'Aziz');
  const { orderId } = await orderService(page);
  const { item } = await orderedItem(page, 'Service');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/ar/trainingOverview/${item.order_item_id}/${orderId}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const main = page.getByRole('main');
  await expect(main.getByRole('article').first()).toBeVisible();
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(overlapsOf(await controlBoxes(main))).toEqual([]);
  await expectNoViolations(page);
  await page.screenshot({ path: test.info().outputPath('training-overview-ar-360.png'), fullPage: true });

  // The chooser of a new time, opened and closed from the keyboard, fits too.
  await main.getByRole('button', { name: 'إعادة جدولة الجلسة 1' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'إعادة جدولة الجلسة 1' });
  await expect(dialog.getByRole('radio').first()).toBeVisible();
  expect(overlapsOf(await controlBoxes(dialog))).toEqual([]);
  await expectNoViolations(page);
  await page.screenshot({ path: test.info().outputPath('reschedule-ar-360.png') });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
