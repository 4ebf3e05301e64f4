import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import { expect, test as journeys, recordTransitions } from './fixtures.ts';
import { createCustomer, DEMO_CUSTOMER, latestMessage, uniqueEmail } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { translated } from './support/paths/translations.ts';

// Axe-core on every route of SPEC section 2, in English and in Arabic (signed-in
// routes signed in as the demo customer), and in the dark theme on the home, listing, product and
// sign-in pages. One load per page; the signed-in state is made once per worker and reused. The gate
// (no serious or critical violation) is e2e/support/axe.ts.
//
// Each worker keeps one tab for the guest pages and one for the signed-in ones from test to test, so
// a page's scripts come from the tab's HTTP cache: a new browser context downloads and compiles them
// again, about half of each check's time (the whole `npm test` is to stay under 12 minutes).
// Every test starts from the same state all the same: cookies, storage and the window's size are put
// back as they were (startOver, below).
//
// Pages that exist only inside a checkout are checked in the checkout journeys (e2e/checkout.spec.ts),
// where they are open: the checkout's three steps on a phone in English and Arabic, the order placed,
// and the payment hand-off pages /cashfree (both languages), /payment and /amazonPayment.

const BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT}`;

interface Seed {
  /** A product with more than one image, so the gallery's thumbnails are checked too. */
  productId: number;
  /** A physical product in stock with its price shown, for a cart holding it. */
  cartProductId: number;
  /** A product with ratings and written reviews: its rating bars and reviews are checked too. */
  reviewedProductId: number;
  vendorId: number;
}

type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;

// Sign-in, one-time codes and reset links count against the server's per-address limit, which the
// whole suite shares: the signed-in state is made once per worker, only by the tests that need it.
const withSeed = journeys.extend<object, { seed: Seed; signedInState: StorageState }>({
  seed: [
    async ({ playwright }, use) => {
      const api = await playwright.request.newContext({
        baseURL: BASE_URL,
        extraHTTPHeaders: { 'realm-name': 'demo' },
      });
      const products = await body<{ products: { product_id: number; product_image: string }[] }>(
        api,
        '/pbs/rest/v3/products?page-limit=50&page-number=1',
      );
      const product = products.products.find((entry) => entry.product_image.includes(','));
      const inStock = await body<{ products: { product_id: number; price_visibility: boolean }[] }>(
        api,
        '/pbs/rest/v3/products?availability=in_stock&product-type=Physical&page-limit=50&page-number=1',
      );
      const forCart = inStock.products.find((entry) => entry.price_visibility);
      const { vendors } = await body<{ vendors: { vendor_id: number }[] }>(api, '/pbs/rest/v3/vendors');
      let reviewed: number | undefined;
      for (const { product_id } of products.products) {
        const ratings = await body<{ count: number; reviews: unknown[] }>(
          api,
          `/pbs/rest/v3/ratings/${product_id}?page-number=1`,
        );
        if (ratings.count > 0 && ratings.reviews.length > 0) {
          reviewed = product_id;
          break;
        }
      }
      await api.dispose();
      if (!product || !forCart || !vendors[0] || reviewed === undefined)
        throw new Error(
          'The seed lacks a product with several images, one in stock, one reviewed, or a vendor',
        );
      await use({
        productId: product.product_id,
        cartProductId: forCart.product_id,
        reviewedProductId: reviewed,
        vendorId: vendors[0].vendor_id,
      });
    },
    { scope: 'worker' },
  ],
  signedInState: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ baseURL: BASE_URL });
      const page = await context.newPage();
      await page.goto('/signin');
      // Typed once the form is hydrated (React keeps its props on each field then): text typed into
      // a part of the drawn page still to hydrate after the app has started is not the form's.
      await page.waitForFunction(() =>
        [...document.querySelectorAll('#root input, #root button')].every((field) =>
          Object.keys(field).some((key) => key.startsWith('__reactProps$')),
        ),
      );
      await page.getByRole('textbox', { name: 'E-mail or phone' }).fill(DEMO_CUSTOMER.email);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_CUSTOMER.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.getByRole('banner').getByRole('button', { name: DEMO_CUSTOMER.name })).toBeVisible();
      const state = await context.storageState();
      await context.close();
      await use(state);
    },
    { scope: 'worker' },
  ],
});

const test = withSeed.extend<{ page: Page }, { guestTab: SharedTab; customerTab: SharedTab }>({
  guestTab: [
    async ({ browser }, use) => {
      const tab = await sharedTab(browser);
      await use(tab);
      await tab.page.context().close();
    },
    { scope: 'worker' },
  ],
  customerTab: [
    async ({ browser, signedInState }, use) => {
      const tab = await sharedTab(browser, signedInState);
      await use(tab);
      await tab.page.context().close();
    },
    { scope: 'worker' },
  ],
  page: async ({ guestTab }, use, testInfo) => {
    await use(await startOver(guestTab, testInfo));
    guestTab.recorder.save(testInfo);
  },
});

const signedInTest = test.extend({
  page: async ({ customerTab }, use, testInfo) => {
    await use(await startOver(customerTab, testInfo));
    customerTab.recorder.save(testInfo);
  },
});

/** A worker's tab kept from test to test, with the state each test starts from. */
interface SharedTab {
  page: Page;
  state: StorageState | undefined;
  recorder: Awaited<ReturnType<typeof recordTransitions>>;
}

async function sharedTab(browser: Browser, state?: StorageState): Promise<SharedTab> {
  const context = await browser.newContext({ baseURL: BASE_URL, storageState: state });
  const recorder = await recordTransitions(context);
  return { page: await context.newPage(), state, recorder };
}

/**
 * The shared tab as a new one would be: the test's window size, the starting cookies (the
 * language cookie an Arabic page set, the session a page made are gone) and the starting storage
 * (a guest's cart, a theme), written from a script-free page of the storefront's origin.
 */
async function startOver({ page, state }: SharedTab, testInfo: TestInfo): Promise<Page> {
  const context = page.context();
  const viewport = testInfo.project.use.viewport;
  if (viewport) await page.setViewportSize(viewport);
  await page.goto('/robots.txt');
  await context.clearCookies();
  if (state) await context.addCookies(state.cookies);
  const storage = state?.origins.find((origin) => origin.origin === BASE_URL)?.localStorage ?? [];
  await page.evaluate((entries) => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    for (const { name, value } of entries) window.localStorage.setItem(name, value);
  }, storage);
  return page;
}

async function body<T>(api: APIRequestContext, path: string): Promise<T> {
  const response = await api.get(path);
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}`);
  return ((await response.json()) as { response_body: T }).response_body;
}

/**
 * A page is ready to check when its main heading shows and nothing on it is still loading; scrolled
 * to its end first, so parts drawn only when near the screen (the home page's lower sections) are checked.
 */
async function loaded(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  // A loading indicator has no value; a product's rating bars, which have one, are content.
  await expect(
    page.locator('[aria-busy="true"], .MuiSkeleton-root, [role="progressbar"]:not([aria-valuenow])'),
  ).toHaveCount(0);
  // A product's FAQs open, so that their answers are checked too.
  await page.locator('details').evaluateAll((disclosures) => {
    for (const disclosure of disclosures) (disclosure as HTMLDetailsElement).open = true;
  });
}

// axe takes seconds on a product page, and tens of seconds when the two cores are busy: a higher
// ceiling (a ceiling only: every wait is for a state).
test.describe.configure({ timeout: 120_000 });

type Path = string | ((seed: Seed) => string);

const PUBLIC_PAGES: Record<string, Path> = {
  home: '/',
  listing: '/productListing',
  'listing of a vendor': (seed) => `/productListing?vendor=${seed.vendorId}`,
  product: (seed) => `/ProductDetails?id=${seed.productId}`,
  'product with its ratings and reviews': (seed) => `/ProductDetails?id=${seed.reviewedProductId}`,
  categories: '/listCategories',
  vendors: '/vendor',
  vendor: (seed) => `/vendor?id=${seed.vendorId}`,
  cart: '/cart',
  policies: '/policies/privacy',
  'page not found': '/no-such-page',
  'sign in': '/signin',
  'sign up': '/signup',
  'forgot password': '/forgotPassword',
  'unlock account': '/unlock',
};

// Without a checkout of its own, /checkout/{id} is the page-not-found page, and the payment pages
// (/cashfree, /payment, /amazonPayment) go home: those are checked in the checkout journeys (above).
// /order-status is no page: it sends the shopper on at once (to the cart or home).
const SIGNED_IN_PAGES: Record<string, Path> = {
  'wish list': '/WishList',
  'cart (signed in)': '/cart',
  addresses: '/customerAddress',
  orders: '/userprofile/order',
  'my orders': '/userprofile/myOrder',
  preferences: '/preferences',
  'my profile': '/myProfile',
  'user details': '/userDetails',
  'login sessions': '/loginSessions',
  'training overview': '/trainingOverview/1/1',
  'active sessions': '/activeSessions',
  'ask AI': '/ask-ai',
};

/** Pages whose phone layout differs in structure (the listing's filters fold into a disclosure). */
const PHONE_TOO = new Set(['home', 'listing']);
const PHONE = { width: 360, height: 740 };

const LANGUAGES = [
  { code: 'en', prefix: '' },
  { code: 'ar', prefix: '/ar' },
];

function open(page: Page, path: string, prefix: string) {
  return page.goto(`${prefix}${path}`);
}

function pathOf(path: Path, seed: Seed): string {
  return typeof path === 'string' ? path : path(seed);
}

for (const { code, prefix } of LANGUAGES) {
  test.describe(`in ${code === 'en' ? 'English' : 'Arabic'}`, () => {
    for (const [name, path] of Object.entries(PUBLIC_PAGES)) {
      test(`${name} has no serious accessibility violation`, async ({ page, seed }) => {
        await open(page, pathOf(path, seed), prefix);
        await expect(page.locator('html')).toHaveAttribute('lang', code);
        await loaded(page);
        // Its rating bars are drawn, so that they are checked.
        if (path === PUBLIC_PAGES['product with its ratings and reviews'])
          await expect(page.getByRole('main').getByRole('progressbar')).toHaveCount(5);
        await expectNoViolations(page);
        if (PHONE_TOO.has(name)) {
          // The same page laid out for a phone (Lighthouse's mobile preset): no second load.
          await page.setViewportSize(PHONE);
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          await expectNoViolations(page);
        }
      });
    }

    test(`cart holding a product has no serious accessibility violation`, async ({ page, seed }) => {
      // The cart's lines, their steppers and totals (the empty cart is checked above).
      await open(page, `/ProductDetails?id=${seed.cartProductId}`, prefix);
      const add = code === 'en' ? 'Add to cart' : translated(code, 'Add to cart');
      await page.getByRole('button', { name: add, exact: true }).click();
      // The mini-cart opens once the add has succeeded.
      await expect(page.getByRole('dialog')).toBeVisible();
      await open(page, '/cart', prefix);
      await expect(page.locator('html')).toHaveAttribute('lang', code);
      await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
      await loaded(page);
      await expectNoViolations(page);
    });

    test(`reset password has no serious accessibility violation`, async ({ page, baseURL }) => {
      // The form a valid link opens (one new customer and one link: the limits count them).
      const email = uniqueEmail('a11y-reset');
      await createCustomer(page.request, baseURL ?? '', {
        email,
        password: 'Axe-pass-2026',
        firstName: 'Noor',
        lastName: 'Haddad',
      });
      const sent = await page.request.post('/ums/rest/v3/forgot-password/send-link', {
        data: { email },
        headers: { 'realm-name': 'demo' },
      });
      expect(sent.ok()).toBe(true);
      const { link } = await latestMessage(page.request, baseURL ?? '', email);
      const url = new URL(link ?? '');
      await open(page, url.pathname + url.search, prefix);
      await expect(page.locator('html')).toHaveAttribute('lang', code);
      await expect(page.getByRole('textbox').first()).toBeVisible();
      await loaded(page);
      await expectNoViolations(page);
    });

    test.describe('signed in', () => {
      for (const [name, path] of Object.entries(SIGNED_IN_PAGES)) {
        signedInTest(`${name} has no serious accessibility violation`, async ({ page, seed }) => {
          await open(page, pathOf(path, seed), prefix);
          await expect(page.locator('html')).toHaveAttribute('lang', code);
          await expect(
            page.getByRole('banner').getByRole('button', { name: DEMO_CUSTOMER.name }),
          ).toBeVisible();
          await loaded(page);
          await expectNoViolations(page);
        });
      }

      signedInTest('order details has no serious accessibility violation', async ({ page }) => {
        // /userprofile/order/{id}: the demo customer's newest order, opened from the list.
        await open(page, '/userprofile/order', prefix);
        await page
          .getByRole('link', { name: /ORD-\d+/ })
          .first()
          .click();
        await expect(page).toHaveURL(/\/userprofile\/order\/\d+$/);
        await loaded(page);
        await expectNoViolations(page);
      });
    });
  });
}

// A tab of its own for each: the theme is set before the page's scripts run.
withSeed.describe('in the dark theme', () => {
  const DARK_PAGES: Record<string, Path> = {
    home: PUBLIC_PAGES.home as Path,
    listing: PUBLIC_PAGES.listing as Path,
    product: PUBLIC_PAGES.product as Path,
    'sign in': PUBLIC_PAGES['sign in'] as Path,
  };
  for (const [name, path] of Object.entries(DARK_PAGES)) {
    withSeed(`${name} has no serious accessibility violation`, async ({ page, seed }) => {
      await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
      await open(page, pathOf(path, seed), '');
      // The demo store's dark page colour (server/db/seed-data.ts, NIGHT).
      await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(15, 17, 21)');
      await loaded(page);
      await expectNoViolations(page);
    });
  }
});
