import { expect, test } from './fixtures.ts';
import { answerHeld, askAndStopAtTheFirstPiece, holdNextAnswerBeforeItsEnd } from './support/askAi.ts';
import { expectNoViolations } from './support/axe.ts';
import { accessToken, signIn } from './support/orders.ts';

// Ask AI journeys against the real server and its built-in assistant
// (docs/decisions/0122-ask-ai.md).

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
  // An answer with its sources (the accessibility spec sees the page before any question).
  await expectNoViolations(page);
  await sources.getByRole('button', { name: 'Add to cart Boil Gooseneck Kettle (1.8 L)' }).click();
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
  // The answer's end is held back, so Stop is clicked while it streams however busy the machine.
  await holdNextAnswerBeforeItsEnd(page);
  await page.goto('/ask-ai');
  await page.getByRole('textbox', { name: 'Your question' }).fill('which kettles are in stock?');
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  await expect(page.getByTestId('ask-ai-answer')).toContainText('kettles');
  await answerHeld(page);
  // Stop heads the answer being written: it stays put while the words below it grow.
  const answer = page.getByRole('list', { name: 'Conversation' }).getByRole('listitem').last();
  await answer.getByRole('button', { name: 'Stop', exact: true }).click();
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
  await expectNoViolations(page);
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

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('by keyboard: Enter asks, the focus stays in the question box; deleting asks first and moves the focus on', async ({
  page,
  request,
  baseURL,
}) => {
  test.slow();
  await signIn(page, request, baseURL ?? '', 'Kira', 'Keys');
  await page.goto('/ask-ai');
  const field = page.getByRole('textbox', { name: 'Your question' });
  await expect(field).toHaveAccessibleDescription('Enter asks; Shift+Enter starts a new line.');
  await field.fill('do you deliver to 560001?');
  // Tab to Ask and press Enter: the focus goes back to the question box, not to the page.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Ask', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(field).toBeFocused();
  await expect(page.getByTestId('ask-ai-answer')).toContainText('in about 4 days', { timeout: 30_000 });
  await expect(field).toBeFocused();

  // A second conversation, asked with Enter from the question box.
  await page.getByRole('button', { name: 'New conversation' }).click();
  await expect(field).toBeFocused();
  await page.keyboard.type('which kettles are in stock?');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Sources' })).toBeVisible({ timeout: 30_000 });

  const history = page.getByRole('navigation', { name: 'Earlier conversations' });
  const titles = history.getByRole('listitem');
  await expect(titles).toHaveCount(2);
  // Deleting asks first; keeping it puts the focus back on its Delete button.
  const deleteNewest = history.getByRole('button', {
    name: 'Delete conversation which kettles are in stock?',
  });
  await deleteNewest.click();
  const confirm = page.getByRole('dialog', { name: 'Delete this conversation?' });
  await expect(confirm).toContainText('which kettles are in stock?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(deleteNewest).toBeFocused();
  await expect(titles).toHaveCount(2);
  // Deleted: the focus goes to the next conversation, then (the last one gone) to the heading.
  await page.keyboard.press('Enter');
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(titles).toHaveCount(1);
  await expect(history.getByRole('button', { name: 'do you deliver to 560001?', exact: true })).toBeFocused();
  await history.getByRole('button', { name: 'Delete conversation do you deliver to 560001?' }).click();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(titles).toHaveCount(0);
  await expect(history.getByRole('heading', { name: 'Earlier conversations' })).toBeFocused();
  await page.reload();
  await expect(history.getByText('No conversations yet.')).toBeVisible();
});

test('the panel keeps its conversation when closed, and toasts do not cover it', async ({
  page,
  request,
  baseURL,
}) => {
  test.slow();
  await signIn(page, request, baseURL ?? '', 'Pia', 'Panel');
  await page.goto('/');
  const widget = page.getByRole('complementary', { name: 'Ask AI' }).getByRole('button', { name: 'Ask AI' });
  await widget.click();
  const panel = page.getByRole('dialog', { name: 'Ask AI' });
  await panel.getByRole('textbox', { name: 'Your question' }).fill('gooseneck kettles under R 1000');
  await panel.getByRole('textbox', { name: 'Your question' }).press('Enter');
  const sources = panel.getByRole('region', { name: 'Sources' });
  await expect(sources.getByRole('link', { name: 'Boil Gooseneck Kettle (1.8 L)' })).toBeVisible({
    timeout: 30_000,
  });
  // Added from the panel: the toast shows beside the panel, not over its heading and Close.
  await sources.getByRole('button', { name: 'Add to cart Boil Gooseneck Kettle (1.8 L)' }).click();
  // (Outside the panel, a modal dialog, the toast is hidden from the accessibility tree: by text.)
  const added = page.getByText('Boil Gooseneck Kettle (1.8 L) was added to your cart.');
  await expect(added).toBeVisible();
  const toastBox = await added.boundingBox();
  const panelBox = await panel.boundingBox();
  if (!toastBox || !panelBox) throw new Error('The toast or the panel has no box');
  expect(overlap(toastBox, panelBox)).toBe(false);

  // Escape closes it; opened again, the conversation goes on.
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await widget.click();
  await expect(panel.getByText('gooseneck kettles under R 1000')).toBeVisible();
  await expect(panel.getByRole('region', { name: 'Sources' })).toBeVisible();
  // The Ask AI page continues the same conversation.
  await panel.getByRole('link', { name: 'Open the Ask AI page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ask AI' })).toBeVisible();
  await expect(page.getByRole('main').getByText('gooseneck kettles under R 1000').first()).toBeVisible();
});

test('the floating button hides nothing at 360 px, and in Arabic the panel opens next to it', async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? '', 'Noor', 'Room');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/cart');
  const widget = page.getByRole('complementary', { name: 'Ask AI' }).getByRole('button', { name: 'Ask AI' });
  await expect(widget).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Scrolled to the end, the page's last lines sit above the button, in the window.
  const footer = page.getByTestId('site-footer');
  const copyright = footer.getByText('All rights reserved');
  await expect(copyright).toBeVisible();
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      return page.evaluate(
        () => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight,
      );
    })
    .toBe(true);
  const fab = await widget.boundingBox();
  if (!fab) throw new Error('The button has no box');
  for (const part of [footer.getByRole('link', { name: 'All policies' }), copyright]) {
    const box = await part.boundingBox();
    if (!box) throw new Error('A footer part has no box');
    expect(box.y + box.height).toBeLessThanOrEqual(740);
    expect(overlap(box, fab)).toBe(false);
  }

  // Right to left: the button is on the left, and the panel opens on the left, next to it.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/ar/cart');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const arWidget = page
    .getByRole('complementary', { name: 'اسأل الذكاء الاصطناعي' })
    .getByRole('button', { name: 'اسأل الذكاء الاصطناعي' });
  const arFab = await arWidget.boundingBox();
  await arWidget.click();
  const panel = page.getByRole('dialog', { name: 'اسأل الذكاء الاصطناعي' });
  await expect(panel).toBeVisible();
  // The drawer slides in: wait until it has arrived at its side.
  await expect.poll(async () => (await panel.boundingBox())?.x).toBe(0);
  expect(arFab?.x ?? 1280).toBeLessThan(640);
});

// The server returns a stopped answer with `stopped: true` (readConversation); the screen side is
// also tested by tests/model/askAiTurns.test.ts.
test('a stopped answer reopened from the history reads as stopped, with no citations', async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? '', 'Ola', 'Reopen');
  // Stopped on the server's side for sure: a browser's Stop may come after the whole answer was sent
  // on a busy machine (stopping in the browser is the journey above).
  await askAndStopAtTheFirstPiece(baseURL ?? '', await accessToken(page), 'which kettles are in stock?');
  await page.goto('/ask-ai');
  await page
    .getByRole('navigation', { name: 'Earlier conversations' })
    .getByRole('button', { name: 'which kettles are in stock?', exact: true })
    .click();
  await expect(page.getByText('Stopped.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sources' })).toHaveCount(0);
});
