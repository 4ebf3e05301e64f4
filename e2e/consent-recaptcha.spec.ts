import AxeBuilder from '@axe-core/playwright';
import type { Page, Request, Response } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signOutFromHeader, uniqueEmail } from './support/accounts.ts';

// Analytics consent and reCAPTCHA on the lab store (its own server: an analytics tag whose script is the local stand-in,
// and reCAPTCHA on with the local stand-in challenge). The demo store has neither.

const LAB = `http://127.0.0.1:${process.env.E2E_LAB_PORT}`;
const TAG_SCRIPT = /\/dev\/analytics\/gtag\.js\?id=G-LAB2026$/;
const COLLECT = /\/dev\/analytics\/collect\?/;

test.use({ baseURL: LAB });

const banner = (page: Page) => page.getByRole('region', { name: 'Analytics' });

/** Every tag script request and page view hit this page makes, as they happen. */
function watchAnalytics(page: Page) {
  const scripts: string[] = [];
  const hits: URLSearchParams[] = [];
  page.on('request', (request: Request) => {
    if (TAG_SCRIPT.test(request.url())) scripts.push(request.url());
    if (COLLECT.test(request.url())) hits.push(new URL(request.url()).searchParams);
  });
  return { scripts, hits };
}

/** The answer this browser keeps (local storage). */
const storedAnswer = (page: Page) => page.evaluate(() => window.localStorage.getItem('analytics_consent'));

const isPreferencesSave = (response: Response) =>
  /\/ums\/rest\/v3\/preferences(\?|$)/.test(response.url()) && response.request().method() === 'PUT';

/** Signs the lab tester in from /signin with the password, passing the stand-in challenge. */
async function signInPassingTheChallenge(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'E-mail or phone' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Sunny-day-42');
  await page.getByRole('checkbox', { name: 'I am not a robot' }).check();
  await expect(page.getByRole('checkbox', { name: 'I am not a robot' })).toBeEnabled();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Lab Tester' })).toBeVisible();
}

test('the analytics tag asks first, loads only once allowed, counts each route change, and keeps the answer', async ({
  page,
}) => {
  test.slow();
  const seen = watchAnalytics(page);
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  expect((await new AxeBuilder({ page }).include('section').analyze()).violations).toEqual([]);
  // The banner does not block the page: the header's links still work under it.
  await expect(page.getByRole('banner')).toBeVisible();
  expect(await page.locator('script[data-analytics-tag]').count()).toBe(0);
  expect(seen.scripts).toEqual([]);

  // Keyboard: the allow button is reached and pressed with the keyboard.
  const allow = banner(page).getByRole('button', { name: 'Allow analytics' });
  await allow.focus();
  const firstHit = page.waitForRequest(COLLECT);
  await page.keyboard.press('Enter');
  await expect(banner(page)).toHaveCount(0);
  await expect(page.locator('script[data-analytics-tag]')).toHaveAttribute('src', TAG_SCRIPT);
  expect(new URL((await firstHit).url()).searchParams.get('dl')).toBe(`${LAB}/`);

  // A page view per route change, client-side.
  const cartHit = page.waitForRequest(
    (request) => COLLECT.test(request.url()) && request.url().includes('%2Fcart'),
  );
  const homeHit = page.waitForRequest(
    (request) => COLLECT.test(request.url()) && new URL(request.url()).searchParams.get('dl') === `${LAB}/`,
  );
  await page.goto(`${LAB}/`); // fresh load: the answer is kept, no banner, a page view again
  await expect(banner(page)).toHaveCount(0);
  // The tag's code loads after the page: its first page view comes before the shopper moves on.
  await homeHit;
  await page.getByRole('banner').getByRole('link', { name: /cart/i }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await cartHit;
  const policyHit = page.waitForRequest(
    (request) => COLLECT.test(request.url()) && request.url().includes('%2Fpolicies%2Fprivacy'),
  );
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
  await policyHit;
  const paths = seen.hits.map((hit) => new URL(hit.get('dl') ?? '').pathname);
  expect(paths).toEqual(['/', '/', '/cart', '/policies/privacy']);
  expect(seen.hits.every((hit) => hit.get('tid') === 'G-LAB2026')).toBe(true);
});

test('declining loads nothing, is kept, and can be changed from the footer', async ({ page }) => {
  const seen = watchAnalytics(page);
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Decline' }).click();
  await expect(banner(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await page.getByRole('banner').getByRole('link', { name: /cart/i }).click();
  await expect(page).toHaveURL(/\/cart$/);
  expect(await page.locator('script[data-analytics-tag]').count()).toBe(0);
  expect(seen.scripts).toEqual([]);
  expect(seen.hits).toEqual([]);

  // The footer's link asks again, the focus on the banner; allowing now loads the tag.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Analytics choice' }).click();
  await expect(banner(page).getByRole('heading', { name: 'Analytics' })).toBeFocused();
  const hit = page.waitForRequest(COLLECT);
  await banner(page).getByRole('button', { name: 'Allow analytics' }).click();
  expect(new URL((await hit).url()).searchParams.get('dl')).toBe(`${LAB}/cart`);
});

test('in Arabic the banner is translated and laid out right to left', async ({ page }) => {
  await page.goto('/ar');
  const region = page.getByRole('region', { name: 'التحليلات' });
  await expect(region).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const box = await region.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  // Anchored to the inline start: the right edge in Arabic.
  expect(box && Math.round(box.x + box.width)).toBe(width - 16);
});

test('on a phone, the page scrolls clear of the banner: the Sign in button is never left under it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/signin');
  await expect(banner(page)).toBeVisible();
  const signIn = page.getByRole('button', { name: 'Sign in', exact: true });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const [button, region] = await Promise.all([signIn.boundingBox(), banner(page).boundingBox()]);
  if (!button || !region) throw new Error('the button or the banner has no box');
  // Scrolled to the end, the button's bottom is above the banner's top.
  expect(button.y + button.height).toBeLessThanOrEqual(region.y);
});

test('with reCAPTCHA on, sign-up, sign-in and a sign-in code pass the stand-in challenge; the analytics answer follows the customer, but not over a “no” given in a browser', async ({
  page,
  browser,
}) => {
  test.slow();
  const email = uniqueEmail('robot-check');
  await page.goto('/signup');
  await banner(page).getByRole('button', { name: 'Decline' }).click();
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('button', { name: 'Send the code' }).click();
  const outbox = await page.request.get(`${LAB}/dev/outbox`, { params: { to: email } });
  const code = ((await outbox.json()) as { response_body: { messages: { code: string }[] } }).response_body
    .messages[0]?.code;
  await page.getByRole('textbox', { name: 'One-time code' }).fill(code ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByRole('textbox', { name: 'First name' }).fill('Lab');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Tester');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Sunny-day-42');
  // Without the challenge nothing is sent: the reason shows, the focus on the challenge.
  await page.getByRole('button', { name: 'Create account' }).click();
  const robot = page.getByRole('checkbox', { name: 'I am not a robot' });
  await expect(robot).toBeFocused();
  await expect(robot).toHaveAccessibleDescription(/Complete the check that you are not a robot first\./);
  const token = page.waitForResponse((response) => /\/recaptcha-stand-in(\?|$)/.test(response.url()));
  await robot.check();
  expect((await token).status()).toBe(201);
  // The form holds the token once the check is no longer being made (the box is enabled again): a
  // click as the answer arrives, before the page has it, is still refused for a missing check.
  await expect(robot).toBeEnabled();
  const signup = page.waitForRequest((request) => /\/customer-signup(\?|$)/.test(request.url()));
  await page.getByRole('button', { name: 'Create account' }).click();
  expect((await signup).postDataJSON()).toMatchObject({ recaptcha_token: expect.any(String) });
  const account = page.getByRole('banner').getByRole('button', { name: 'Lab Tester' });
  await expect(account).toBeVisible();

  // Sign out, then sign in with the challenge.
  await signOutFromHeader(page, account);
  await page.goto('/signin');
  await page.getByRole('textbox', { name: 'E-mail or phone' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Sunny-day-42');
  const signInToken = page.waitForResponse((response) => /\/recaptcha-stand-in(\?|$)/.test(response.url()));
  await page.getByRole('checkbox', { name: 'I am not a robot' }).check();
  await signInToken;
  await expect(page.getByRole('checkbox', { name: 'I am not a robot' })).toBeEnabled();
  const login = page.waitForRequest((request) => /\/ums\/rest\/v3\/login(\?|$)/.test(request.url()));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  expect((await login).postDataJSON()).toMatchObject({
    username: email,
    recaptcha_token: expect.any(String),
  });
  await expect(page.getByRole('banner').getByRole('button', { name: 'Lab Tester' })).toBeVisible();

  // Another browser asks until the customer signs in there: then their saved answer (declined at
  // sign-up, saved with their preferences) applies and nothing loads.
  const other = await browser.newContext({ baseURL: LAB });
  const elsewhere = await other.newPage();
  const seen = watchAnalytics(elsewhere);
  await elsewhere.goto('/signin');
  await expect(banner(elsewhere)).toBeVisible();
  await signInPassingTheChallenge(elsewhere, email);
  await expect(banner(elsewhere)).toHaveCount(0);
  await expect.poll(() => storedAnswer(elsewhere)).toBe('denied');
  expect(seen.scripts).toEqual([]);
  await other.close();

  // A "no" given in a browser is not overridden by an older saved "yes": allowed (and saved) here,
  // then declined in a third browser before signing in there, it stays declined there, and is saved.
  const savedYes = page.waitForResponse(isPreferencesSave);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Analytics choice' }).click();
  await banner(page).getByRole('button', { name: 'Allow analytics' }).click();
  expect((await savedYes).request().postDataJSON()).toMatchObject({ analytics_consent: true });
  const third = await browser.newContext({ baseURL: LAB });
  const declining = await third.newPage();
  const seenDeclining = watchAnalytics(declining);
  await declining.goto('/signin');
  await banner(declining).getByRole('button', { name: 'Decline' }).click();
  const savedNo = declining.waitForResponse(isPreferencesSave);
  await signInPassingTheChallenge(declining, email);
  expect((await savedNo).request().postDataJSON()).toMatchObject({ analytics_consent: false });
  expect(await storedAnswer(declining)).toBe('denied');
  await expect(banner(declining)).toHaveCount(0);
  expect(seenDeclining.scripts).toEqual([]);
  await third.close();

  // Sign-in by a one-time code asks for the challenge too: nothing is sent before it is passed,
  // then its token goes with the code request.
  await signOutFromHeader(page, page.getByRole('banner').getByRole('button', { name: 'Lab Tester' }));
  await page.goto('/signin');
  await page.getByRole('tab', { name: 'One-time code' }).click();
  const codeRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/otp\/generate(\?|$)/.test(request.url())) codeRequests.push(request.url());
  });
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('button', { name: 'Send the code' }).click();
  const codeRobot = page.getByRole('checkbox', { name: 'I am not a robot' });
  await expect(codeRobot).toBeFocused();
  await expect(codeRobot).toHaveAccessibleDescription(/Complete the check that you are not a robot first\./);
  expect(codeRequests).toEqual([]);
  const codeToken = page.waitForResponse((response) => /\/recaptcha-stand-in(\?|$)/.test(response.url()));
  await codeRobot.check();
  expect((await codeToken).status()).toBe(201);
  await expect(codeRobot).toBeEnabled();
  const codeRequest = page.waitForRequest((request) => /\/otp\/generate(\?|$)/.test(request.url()));
  await page.getByRole('button', { name: 'Send the code' }).click();
  expect((await codeRequest).postDataJSON()).toMatchObject({
    purpose: 'login',
    email,
    recaptcha_token: expect.any(String),
  });
  const codeBox = page.getByRole('textbox', { name: 'One-time code' });
  await expect(codeBox).toBeVisible();
  const signInMail = await page.request.get(`${LAB}/dev/outbox`, { params: { to: email } });
  const signInCode = ((await signInMail.json()) as { response_body: { messages: { code: string }[] } })
    .response_body.messages[0]?.code;
  await codeBox.fill(signInCode ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Lab Tester' })).toBeVisible();
});
