import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createCustomer, uniqueEmail } from './support/accounts.ts';
import { controlBoxes, overlapsOf } from './support/overlaps.ts';

// The account pages on a 360 px phone, in English and in Arabic (right to left): nothing wider than
// the screen, no control over another. /myProfile is checked in account-profile.spec.ts.

const PHONE_WIDTH = 360;

const PAGES = [
  { path: '/userDetails', en: 'User details', ar: 'بيانات المستخدم' },
  { path: '/preferences', en: 'Preferences', ar: 'التفضيلات' },
  { path: '/loginSessions', en: 'Login sessions', ar: 'جلسات تسجيل الدخول' },
  { path: '/activeSessions', en: 'Active sessions', ar: 'الجلسات النشطة' },
] as const;

async function signIn(page: Page, email: string, password: string, prefix: string) {
  await page.goto(`${prefix}/signin`);
  await page.getByRole('textbox', { name: /E-mail or phone|البريد الإلكتروني أو رقم الهاتف/ }).fill(email);
  await page.getByRole('textbox', { name: /^(Password|كلمة المرور)$/ }).fill(password);
  await page.getByRole('button', { name: /^(Sign in|تسجيل الدخول)$/ }).click();
  await expect(page).toHaveURL((url) => !url.pathname.endsWith('/signin'));
}

for (const language of ['en', 'ar'] as const) {
  test(`the account pages fit ${PHONE_WIDTH} px in ${language}`, async ({ page, baseURL }) => {
    test.slow(); // four pages
    const prefix = language === 'ar' ? '/ar' : '';
    const customer = {
      email: uniqueEmail('phone'),
      password: 'Phone-pass-2026',
      firstName: 'Ila',
      lastName: 'Sen',
    };
    await createCustomer(page.request, baseURL ?? '', customer);
    await page.setViewportSize({ width: PHONE_WIDTH, height: 800 });
    await signIn(page, customer.email, customer.password, prefix);
    for (const entry of PAGES) {
      await page.goto(`${prefix}${entry.path}`);
      await expect(page.getByRole('heading', { level: 1, name: entry[language] })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('status', { name: /^Loading|^جار/ })).toHaveCount(0);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const where = `${entry.path} in ${language}`;
      expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(
        PHONE_WIDTH,
      );
      const controls = await controlBoxes(page.getByRole('main'));
      expect(overlapsOf(controls), where).toEqual([]);
      for (const box of controls) {
        expect(box.left, `${box.label}, ${where}`).toBeGreaterThanOrEqual(0);
        expect(box.right, `${box.label}, ${where}`).toBeLessThanOrEqual(PHONE_WIDTH);
      }
    }
  });
}
