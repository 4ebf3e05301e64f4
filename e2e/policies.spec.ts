import { expect, test } from './fixtures.ts';

// The store's policy pages: each opens from the footer, in the shopper's language where
// the store has it, and the store's other pages, nested ones too, are listed under "All policies".

const LANGUAGES = [
  {
    prefix: '',
    dir: 'ltr',
    nav: 'Policies',
    all: 'All policies',
    updated: /^Last updated \d{1,2} [A-Z][a-z]{2} \d{4}$/,
    pages: [
      { link: 'Privacy policy', heading: 'Privacy policy', section: 'Your choices' },
      { link: 'Terms of use', heading: 'Terms of use', section: 'Orders' },
      { link: 'Returns and refunds', heading: 'Returns and refunds', section: 'Refunds' },
    ],
  },
  {
    prefix: '/ar',
    dir: 'rtl',
    nav: 'السياسات',
    all: 'كل السياسات',
    // The date in Arabic too: no English month.
    updated: /^آخر تحديث [^A-Za-z]+$/,
    pages: [
      { link: 'سياسة الخصوصية', heading: 'سياسة الخصوصية', section: 'خياراتك' },
      { link: 'شروط الاستخدام', heading: 'شروط الاستخدام', section: 'الطلبات' },
      { link: 'الإرجاع والاسترداد', heading: 'الإرجاع والاسترداد', section: 'الاسترداد' },
    ],
  },
] as const;

for (const language of LANGUAGES) {
  test(`each policy page opens from the footer (${language.prefix || 'English'})`, async ({ page }) => {
    await page.goto(`${language.prefix}/`);
    await expect(page.locator('html')).toHaveAttribute('dir', language.dir);
    const footerNav = page.getByRole('contentinfo').getByRole('navigation', { name: language.nav });
    // The home page draws its lower sections as they come near the screen, and fills them as their
    // data arrives: a click on the footer while they grow can land where the link was (seen on a busy
    // machine). The footer is still once nothing on the page is loading.
    await footerNav.scrollIntoViewIfNeeded();
    await expect(page.locator('[aria-busy="true"], .MuiSkeleton-root, [role="progressbar"]')).toHaveCount(0);
    for (const policy of language.pages) {
      await footerNav.getByRole('link', { name: policy.link, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: policy.heading })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: policy.section })).toBeVisible();
      await expect(page.getByText(language.updated)).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${policy.heading} \\|`));
    }
  });
}

test('the list of all policies reaches a nested page, shown in English where Arabic has none', async ({
  page,
}) => {
  await page.goto('/ar/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'كل السياسات' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'السياسات' })).toBeVisible();
  await page.getByRole('link', { name: 'Returns of electronics' }).click();
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 1, name: 'Returns of electronics' })).toBeVisible();
  // The text is English inside an Arabic page: marked so, for screen readers and the layout.
  await expect(article).toHaveAttribute('lang', 'en');
  await expect(article).toHaveAttribute('dir', 'ltr');
  // Up to its parent, in Arabic.
  await article.getByRole('link', { name: 'مستوى أعلى' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'الإرجاع والاسترداد' })).toBeVisible();
});

test('a policy the store does not have is a page not found', async ({ page }) => {
  await page.goto('/policies/cookies');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.goto('/policies/Returns_Old');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});
