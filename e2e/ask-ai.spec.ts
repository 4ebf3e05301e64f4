import { expect, test } from './fixtures.ts';
import { signIn } from './support/orders.ts';

// Ask AI journeys against the real server and its built-in assistant (README "Ask AI").

test('a guest is asked to sign in', async ({ page }) => {
  await page.goto('/ask-ai');
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
});

test('ask for a product under a price, add a cited product to the cart and open it', async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? '', 'Ayo', 'Asker');
  await page.goto('/ask-ai');
  await expect(page.getByRole('heading', { level: 1, name: 'Ask AI' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Your question' }).fill('gooseneck kettles under R 1000');
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  const sources = page.getByRole('region', { name: 'Sources' });
  await expect(sources.getByRole('link', { name: 'Boil Gooseneck Kettle (1.8 L)' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('ask-ai-answer')).toContainText('R 939.00');
  // The finished answer is announced politely.
  await expect(page.getByRole('status').filter({ hasText: 'Boil Gooseneck Kettle' })).toHaveAttribute(
    'aria-live',
    'polite',
  );
  await sources.getByRole('button', { name: 'Add Boil Gooseneck Kettle (1.8 L) to cart' }).click();
  await sources.getByRole('link', { name: 'Boil Gooseneck Kettle (1.8 L)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Boil Gooseneck Kettle (1.8 L)' })).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('main').getByText('Boil Gooseneck Kettle (1.8 L)').first()).toBeVisible();
  // The conversation is kept: it is listed on the Ask AI page.
  await page.goto('/ask-ai');
  await expect(
    page.getByRole('navigation', { name: 'Earlier conversations' }).getByRole('button', {
      name: 'gooseneck kettles under R 1000',
      exact: true,
    }),
  ).toBeVisible();
});

test('stop a streaming answer, then ask about the last order', async ({ page, request, baseURL }) => {
  await signIn(page, request, baseURL ?? '', 'Sami', 'Stopper');
  await page.goto('/ask-ai');
  await page.getByRole('textbox', { name: 'Your question' }).fill('which kettles are in stock?');
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  await expect(page.getByTestId('ask-ai-answer')).toContainText('kettles');
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(page.getByText('Stopped.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sources' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Your question' }).fill('where is my last order?');
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  await expect(page.getByTestId('ask-ai-answer').last()).toContainText(
    'You have no orders in this store yet.',
    {
      timeout: 30_000,
    },
  );
});

test('the same in Arabic, right to left', async ({ page, request, baseURL }) => {
  await signIn(page, request, baseURL ?? '', 'Layla', 'Arabic');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/ar/ask-ai');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'اسأل الذكاء الاصطناعي' })).toBeVisible();
  await page.getByRole('textbox', { name: 'سؤالك' }).fill('هل توصلون إلى 110001؟');
  await page.getByRole('button', { name: 'اسأل', exact: true }).click();
  await expect(page.getByTestId('ask-ai-answer')).toContainText('نعم، يوصل المتجر إلى 110001', {
    timeout: 30_000,
  });
  // A phone's width, right to left: nothing runs off the side.

  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('the floating widget opens the assistant in a panel over the page', async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? '', 'Wren', 'Widget');
  await page.goto('/cart');
  await page.getByRole('complementary', { name: 'Ask AI' }).getByRole('button', { name: 'Ask AI' }).click();
  const panel = page.getByRole('dialog', { name: 'Ask AI' });
  await panel.getByRole('textbox', { name: 'Your question' }).fill('do you deliver to 560001?');
  await panel.getByRole('button', { name: 'Ask', exact: true }).click();
  await expect(panel.getByTestId('ask-ai-answer')).toContainText('in about 4 days', { timeout: 30_000 });
  await expect(page).toHaveURL(/\/cart$/);
  await panel.getByRole('button', { name: 'Close Ask AI' }).click();
  await expect(panel).toHaveCount(0);
});
