import type { Locator, Page } from '@playwright/test';
import { STARTED_ATTRIBUTE } from '../contracts/first-screen.ts';
import { expect, test } from './fixtures.ts';
import { holdEntryScript } from './support/heldEntry.ts';

// A shopper on a slow phone types into the sign-in form the server drew before the app has started:
// the field's floating label moves up out of the text at once, as it does once the app runs, and
// stays up while the app takes the page over (it does not drop back over the text for a frame).

test.use({ viewport: { width: 390, height: 844 } });

/** The label's transform, and whether its bottom is clear of the text's line in the field. */
function labelPlace(field: Locator) {
  return field.evaluate((input) => {
    const control = input.closest('.MuiFormControl-root');
    const label = control?.querySelector('label');
    if (!label) throw new Error('the field has no label');
    const text = input.getBoundingClientRect().top + Number.parseFloat(getComputedStyle(input).paddingTop);
    return {
      transform: getComputedStyle(label).transform,
      clear: label.getBoundingClientRect().bottom <= text + 0.5,
    };
  });
}

/** Every frame's label transform from now on, until `stop` reads them. */
async function watchLabel(page: Page, field: Locator): Promise<{ stop: () => Promise<string[]> }> {
  await field.evaluate((input) => {
    const label = input.closest('.MuiFormControl-root')?.querySelector('label');
    const frames: string[] = [];
    const holder = window as unknown as { __labelFrames: string[]; __labelWatching: boolean };
    holder.__labelFrames = frames;
    holder.__labelWatching = true;
    const look = () => {
      if (label) frames.push(getComputedStyle(label).transform);
      if (holder.__labelWatching) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  return {
    stop: () =>
      page.evaluate(() => {
        const holder = window as unknown as { __labelFrames: string[]; __labelWatching: boolean };
        holder.__labelWatching = false;
        return holder.__labelFrames;
      }),
  };
}

/** matrix(0.75, 0, 0, 0.75, x, -9): MUI's shrunk outlined label. */
const SHRUNK = /^matrix\(0\.75, 0, 0, 0\.75, -?14, -9\)$/;

/** Opens the drawn sign-in page with the app held back; types into its first field, focused then left. */
async function typeBeforeTheApp(page: Page, path: string, name: string, atRest: string) {
  const release = await holdEntryScript(page, page.request, path);
  await page.goto(path, { waitUntil: 'commit' });
  const field = page.getByRole('textbox', { name });
  await expect(field).toBeVisible();
  expect(await page.locator('html').getAttribute(STARTED_ATTRIBUTE)).toBeNull();
  // At rest inside the empty field, as drawn.
  expect((await labelPlace(field)).transform).toBe(atRest);
  // Focus alone moves it up (its move is animated: wait for where it ends).
  await field.focus();
  await expect.poll(async () => (await labelPlace(field)).transform).toMatch(SHRUNK);
  await field.pressSequentially('shopper@example.com');
  // Away from the field, the text keeps it up.
  await page.getByRole('heading', { level: 1 }).first().click();
  await expect(field).not.toBeFocused();
  await expect
    .poll(async () => labelPlace(field))
    .toEqual({ transform: expect.stringMatching(SHRUNK), clear: true });
  expect(await page.locator('html').getAttribute(STARTED_ATTRIBUTE)).toBeNull();
  return { field, release };
}

test('the label moves out of text typed before the app starts, and stays out as the app takes over', async ({
  page,
}) => {
  const { field, release } = await typeBeforeTheApp(
    page,
    '/signin',
    'E-mail or phone',
    'matrix(1, 0, 0, 1, 14, 16)',
  );
  // The app takes over: the label never drops back, and MUI holds it up from then on.
  const frames = await watchLabel(page, field);
  release();
  await expect(page.locator('html')).toHaveAttribute(STARTED_ATTRIBUTE, '');
  await expect
    .poll(() =>
      field.evaluate(
        (input) => input.closest('.MuiFormControl-root')?.querySelector('label')?.dataset.shrink,
      ),
    )
    .toBe('true');
  await expect(field).toHaveValue('shopper@example.com');
  const seen = await frames.stop();
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.filter((transform) => !SHRUNK.test(transform))).toEqual([]);
  expect(await labelPlace(field)).toEqual({ transform: expect.stringMatching(SHRUNK), clear: true });

  // Emptied once the app runs, the label comes down as MUI puts it.
  await field.fill('');
  await page.getByRole('heading', { level: 1 }).first().click();
  await expect.poll(async () => (await labelPlace(field)).transform).not.toMatch(SHRUNK);
});

test('on a right-to-left page the label moves up on its own side, and the text typed is kept', async ({
  page,
}) => {
  const { field, release } = await typeBeforeTheApp(
    page,
    '/ar/signin',
    'البريد الإلكتروني أو رقم الهاتف',
    'matrix(1, 0, 0, 1, -14, 16)',
  );
  release();
  await expect(page.locator('html')).toHaveAttribute(STARTED_ATTRIBUTE, '');
  // Its form's part hydrates after the app has started (the right-to-left styles come first): the
  // text is put in the form's state once it has, not lost.
  await expect
    .poll(() =>
      field.evaluate(
        (input) => input.closest('.MuiFormControl-root')?.querySelector('label')?.dataset.shrink,
      ),
    )
    .toBe('true');
  await expect(field).toHaveValue('shopper@example.com');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 500))));
  await expect(field).toHaveValue('shopper@example.com');
});
