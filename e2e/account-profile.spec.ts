import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createCustomer, latestMessage, uniqueEmail } from './support/accounts.ts';
import { controlBoxes, overlapsOf } from './support/overlaps.ts';

// /myProfile: the names, the picture, and a new e-mail confirmed with a code from the
// outbox, against the real reference server.

const PHONE_WIDTH = 360;
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const account = () => ({
  email: uniqueEmail('profile'),
  password: 'Profile-pass-2026',
  firstName: 'Nila',
  lastName: 'Iyer',
});
type Account = ReturnType<typeof account>;

async function signIn(page: Page, customer: Account, prefix = '') {
  await page.goto(`${prefix}/signin`);
  await page
    .getByRole('textbox', { name: /E-mail or phone|البريد الإلكتروني أو رقم الهاتف/ })
    .fill(customer.email);
  await page.getByRole('textbox', { name: /^(Password|كلمة المرور)$/ }).fill(customer.password);
  await page.getByRole('button', { name: /^(Sign in|تسجيل الدخول)$/ }).click();
  // Signed in: the home page (on a phone the header keeps the account in its menu).
  await expect(page).toHaveURL((url) => !url.pathname.endsWith('/signin'));
  await expect(
    page
      .getByRole('banner')
      .getByRole('button', { name: /^(Menu|القائمة)$/ })
      .or(page.getByRole('banner').getByRole('button', { name: 'Nila Iyer' })),
  ).toBeVisible();
}

test('the profile: names saved, a picture checked, previewed, uploaded and removed', async ({
  page,
  baseURL,
}) => {
  test.slow(); // several server round trips
  const customer = account();
  await createCustomer(page.request, baseURL ?? '', customer);
  await signIn(page, customer);
  await page.goto('/myProfile');
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();

  // Names: a blank one is refused before anything is sent, and what was typed stays.
  const first = page.getByRole('textbox', { name: 'First name' });
  const last = page.getByRole('textbox', { name: 'Last name' });
  await expect(first).toHaveValue('Nila');
  await first.fill('   ');
  await last.fill('Iyer-Raman');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Enter your first name.')).toBeVisible();
  await expect(first).toBeFocused();
  await expect(last).toHaveValue('Iyer-Raman');
  await first.fill('Nilaa');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your name has been saved.' })).toBeVisible();
  await page.reload();
  await expect(first).toHaveValue('Nilaa');
  await expect(last).toHaveValue('Iyer-Raman');

  // The picture: a GIF is refused on the page; a PNG is previewed, then saved.
  const file = page.getByLabel('Picture file');
  await file.setInputFiles({ name: 'face.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(
    page.getByRole('alert').filter({ hasText: 'Choose a PNG, JPEG or WebP image.' }),
  ).toBeVisible();
  await file.setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Preview of the new picture' })).toBeVisible();
  await page.getByRole('button', { name: 'Save picture' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your profile picture has been changed.' }),
  ).toBeVisible();
  const picture = page.getByRole('img', { name: 'Your profile picture' });
  await expect(picture).toBeVisible();
  const src = (await picture.getAttribute('src')) ?? '';
  expect(src).toMatch(/\/media\/customers\/.+\.png$/);
  expect((await page.request.get(src)).status()).toBe(200);
  await page.reload();
  await expect(picture).toBeVisible();

  // Removed, with the keyboard.
  await page.getByRole('button', { name: 'Remove picture' }).focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: 'Your profile picture has been removed.' }),
  ).toBeVisible();
  await expect(picture).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remove picture' })).toHaveCount(0);
});

test('the new phone’s hint and digit limit follow the chosen country code', async ({ page, baseURL }) => {
  const customer = account();
  await createCustomer(page.request, baseURL ?? '', customer);
  await signIn(page, customer);
  await page.goto('/myProfile');
  await page.getByRole('button', { name: 'Change phone number' }).click();
  const number = page.getByRole('textbox', { name: 'New phone number' });
  await expect(number).toHaveAccessibleDescription('Enter the 10 digits of your phone number.');
  await number.fill('123456789012');
  await expect(number).toHaveValue('1234567890'); // +91: ten digits at most

  await page.getByRole('combobox', { name: 'Country code' }).selectOption({ label: 'United Kingdom (+44)' });
  await expect(number).toHaveAccessibleDescription(
    'Enter your phone number without the country code: 6 to 14 digits.',
  );
  await number.fill('12345');
  await page.getByRole('button', { name: 'Send the code' }).click();
  // Too short for +44 too: the hint names the +44 rule, not "10 digits".
  await expect(number).toBeFocused();
  await expect(number).toHaveAccessibleDescription(
    'Enter your phone number without the country code: 6 to 14 digits.',
  );
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await number.fill('2079460958123');
  await expect(number).toHaveValue('2079460958123');
});

test('changing the e-mail: a code from the outbox confirms the new address; a wrong code loses nothing', async ({
  page,
  baseURL,
}) => {
  test.slow(); // several server round trips
  const customer = account();
  await createCustomer(page.request, baseURL ?? '', customer);
  await signIn(page, customer);
  await page.goto('/myProfile');
  await page.getByRole('button', { name: 'Change e-mail address' }).click();
  const change = page.getByRole('group', { name: 'New e-mail address' });
  const newEmail = uniqueEmail('profile-new');
  await change.getByRole('textbox', { name: 'New e-mail address' }).fill(newEmail);
  await change.getByRole('button', { name: 'Send the code' }).click();
  const code = change.getByRole('textbox', { name: 'One-time code' });
  await expect(code).toBeVisible();
  const { code: sent } = await latestMessage(page.request, baseURL ?? '', newEmail);
  const wrong = sent === '000000' ? '111111' : '000000';
  await code.fill(wrong);
  await change.getByRole('button', { name: 'Verify' }).click();
  await expect(change.getByRole('alert')).toContainText('The code is incorrect');
  await code.fill(sent ?? '');
  await change.getByRole('button', { name: 'Verify' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your e-mail address has been changed.' }),
  ).toBeVisible();
  await expect(page.getByText(newEmail)).toBeVisible();
  await page.reload();
  await expect(page.getByText(newEmail)).toBeVisible();
});

for (const [language, prefix, heading] of [
  ['en', '', 'My profile'],
  ['ar', '/ar', 'ملفي الشخصي'],
] as const) {
  test(`the profile fits ${PHONE_WIDTH} px in ${language}`, async ({ page, baseURL }) => {
    test.slow();
    const customer = account();
    await createCustomer(page.request, baseURL ?? '', customer);
    await page.setViewportSize({ width: PHONE_WIDTH, height: 800 });
    await signIn(page, customer, prefix);
    await page.goto(`${prefix}/myProfile`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    // The phone change open too: its country-code list and number side by side or stacked.
    await page
      .getByRole('button', { name: language === 'ar' ? 'تغيير رقم الهاتف' : 'Change phone number' })
      .click();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_WIDTH);
    const controls = await controlBoxes(page.getByRole('main'));
    expect(controls.length).toBeGreaterThan(5);
    expect(overlapsOf(controls)).toEqual([]);
    for (const box of controls) {
      expect(box.left, box.label).toBeGreaterThanOrEqual(0);
      expect(box.right, box.label).toBeLessThanOrEqual(PHONE_WIDTH);
    }
  });
}
