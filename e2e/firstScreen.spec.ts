import { STARTED_ATTRIBUTE } from '../contracts/first-screen.ts';
import { expect, test, untilStarted } from './fixtures.ts';
import { DEMO_CUSTOMER } from './support/accounts.ts';
import { holdEntryScript } from './support/heldEntry.ts';

// A guest's public pages are drawn on the server (docs/decisions/0139): their content is in the
// HTML before any script runs, the browser hydrates them without redrawing (the fixture fails any
// journey on a hydration error), and nothing moves on the way.

const PHONE = { width: 390, height: 844 };

test.describe('without scripts, as a crawler or a slow phone sees the page', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test('the home page shows the store, its banners and its sections', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Demo Store' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByText('The Big Electronics Sale').first()).toBeVisible();
  });

  test('a product page shows the product, its price and its pictures', async ({ page }) => {
    await page.goto('/ProductDetails?id=1');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Astra 5G Smartphone (256 GB, Glacier Blue)' }),
    ).toBeVisible();
    await expect(page.getByText(/R\s?[\d,.]+/).first()).toBeVisible();
    await expect(page.getByRole('img').first()).toBeVisible();
  });

  test('a product’s frequently asked questions open without scripts', async ({ page }) => {
    await page.goto('/ProductDetails?id=1');
    const faq = page.getByRole('region', { name: 'Frequently asked questions' }).getByRole('group').first();
    const answer = faq.locator('p');
    await expect(answer).toBeHidden();
    // A question of one line is a row of the 48 px a finger needs, no taller.
    expect((await faq.locator('summary').boundingBox())?.height).toBe(48);
    await faq.locator('summary').click();
    await expect(answer).toBeVisible();
    await expect(answer).not.toBeEmpty();
  });

  test('the listing shows its first products, and the page in Arabic reads right to left', async ({
    page,
  }) => {
    await page.goto('/ar/productListing');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem').nth(5)).toBeVisible();
  });
});

test('a header link clicked as the drawn page becomes the app, on a slow phone’s CPU, opens its page without an error', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto('/productListing', { waitUntil: 'commit' });
  // The header is hydrated; the listing under it is still being hydrated (decision 0155).
  await untilStarted(page);
  await page
    .getByTestId('site-header')
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Vendors' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vendors' })).toBeVisible();
  // The fixture fails the journey on any error React recovered from while the page was left.
});

test.describe('with scripts', () => {
  test.use({ viewport: PHONE });

  test('the drawn page becomes the app: a link opens the next page without loading a document', async ({
    page,
  }) => {
    let documents = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents += 1;
    });
    await page.goto('/productListing');
    expect(documents).toBe(1);
    await page.getByRole('main').getByRole('link').filter({ hasText: /\w/ }).first().click();
    await expect(page).toHaveURL(/\/ProductDetails\?id=\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(documents).toBe(1);
  });

  test('a page scrolled before the app started stays where the shopper scrolled it', async ({
    page,
    request,
  }) => {
    const release = await holdEntryScript(page, request, '/productListing');
    await page.goto('/productListing', { waitUntil: 'commit' });
    await expect(page.getByRole('main').getByRole('listitem').nth(3)).toBeVisible();
    await page.mouse.wheel(0, 700);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
    release();
    await untilStarted(page);
    // Past the router's first draw, which is where it would reset the window.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
  });

  test('the listing’s page links on a phone are the same, in one row, before and after the app starts', async ({
    page,
    request,
  }) => {
    const release = await holdEntryScript(page, request, '/productListing?page=4');
    await page.goto('/productListing?page=4', { waitUntil: 'commit' });
    const pages = page.getByRole('navigation', { name: 'Pages' });
    // The row's last link: once it is parsed, the whole row is (the page streams in as it is read).
    await expect(pages.getByRole('link', { name: 'Go to the next page' })).toBeVisible();
    const drawn = await pages.getByRole('link').allInnerTexts();
    // The current page, its neighbours, the first and the last, and the previous and next pages.
    expect(drawn.length).toBeGreaterThanOrEqual(7);
    const drawnBox = await pages.boundingBox();
    release();
    await untilStarted(page);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await pages.getByRole('link').allInnerTexts()).toEqual(drawn);
    expect(await pages.boundingBox()).toEqual(drawnBox);
    // One row: no taller than one item and its margins.
    expect(drawnBox?.height ?? 0).toBeLessThan(48);
  });

  test('a guest’s cart count, kept in this browser, shows once the page is the app', async ({
    page,
    request,
  }) => {
    const response = await request.get('/pbs/rest/v3/products', {
      params: { 'product-type': 'Physical', availability: 'in_stock', 'page-limit': 1, 'page-number': 1 },
      headers: { 'realm-name': 'demo' },
    });
    const body = (await response.json()) as { response_body: { products: { product_id: number }[] } };
    await page.goto(`/ProductDetails?id=${body.response_body.products[0]?.product_id}`);
    await page.getByRole('main').getByRole('button', { name: 'Add to cart', exact: true }).first().click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 product' })).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 product' })).toBeVisible();
    // The cart page is drawn with its lines loading; the browser, which keeps them, shows them.
    await page.goto('/cart');
    await expect(
      page.getByRole('region', { name: 'Products in your cart' }).getByRole('listitem'),
    ).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Proceed to checkout' })).toBeVisible();
  });

  test('a sign-in typed and sent before the app started is sent once it has', async ({ page, request }) => {
    const release = await holdEntryScript(page, request, '/signin');
    await page.goto('/signin', { waitUntil: 'commit' });
    await page.getByRole('textbox', { name: 'E-mail or phone' }).fill(DEMO_CUSTOMER.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_CUSTOMER.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    release();
    await untilStarted(page);
    // Signed in and sent on (home); on a phone the account is in the header's menu.
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Demo Store' })).toBeVisible();
    await expect
      .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'access_token'))
      .toBe(true);
  });

  test('a sign-in typed as the app starts, before its form is hydrated, is in the form once it is', async ({
    page,
  }) => {
    // Typed in the moment the app has started (the header hydrated) and the form has not: React
    // hydrates the page's content in later tasks. Typed by script, so that it lands in that moment
    // on any machine; the browser's own events, as a keyboard's.
    await page.addInitScript(
      ({ started, email, password }) => {
        const typed: boolean[] = [];
        Object.assign(window, { typedBeforeHydrated: typed });
        const typeIn = (field: HTMLInputElement | null, text: string) => {
          if (!field) return;
          typed.push(!Object.keys(field).some((key) => key.startsWith('__reactProps$')));
          Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, text);
          field.dispatchEvent(
            new InputEvent('input', { bubbles: true, inputType: 'insertText', data: text }),
          );
        };
        new MutationObserver((_, observer) => {
          if (!document.documentElement?.hasAttribute(started)) return;
          observer.disconnect();
          typeIn(document.querySelector('input[autocomplete=username]'), email);
          typeIn(document.querySelector('input[autocomplete=current-password]'), password);
        }).observe(document, { subtree: true, attributes: true, attributeFilter: [started] });
      },
      { started: STARTED_ATTRIBUTE, email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
    );
    await page.goto('/signin');
    await untilStarted(page);
    // The e-mail was typed while its field was not hydrated yet: the gap this journey is about. (Its
    // input has React hydrate the form there and then, so the password's field is by its turn.)
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { typedBeforeHydrated: boolean[] }).typedBeforeHydrated[0]),
      )
      .toBe(true);
    await expect(page.getByRole('textbox', { name: 'E-mail or phone' })).toHaveValue(DEMO_CUSTOMER.email);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Demo Store' })).toBeVisible();
  });

  test('keys typed on and on while the app starts all reach the form, none lost', async ({
    page,
    request,
  }) => {
    const release = await holdEntryScript(page, request, '/signin');
    await page.goto('/signin', { waitUntil: 'commit' });
    const email = page.getByRole('textbox', { name: 'E-mail or phone' });
    await email.click();
    const typed = DEMO_CUSTOMER.email;
    const half = typed.indexOf('@') + 1;
    await page.keyboard.type(typed.slice(0, half), { delay: 30 });
    release();
    // The rest a key at a time as the scripts run, hydrating the form between two keys.
    await page.keyboard.type(typed.slice(half), { delay: 40 });
    await untilStarted(page);
    await expect(email).toHaveValue(typed);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_CUSTOMER.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Demo Store' })).toBeVisible();
  });

  test.describe('on a desktop, where the header’s search is open', () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test('a search sent before the app started opens the listing for its words', async ({
      page,
      request,
    }) => {
      const release = await holdEntryScript(page, request, '/');
      await page.goto('/', { waitUntil: 'commit' });
      const search = page.getByRole('combobox', { name: 'Search products' });
      await search.pressSequentially('cable');
      await search.press('Enter');
      // The browser sent the form itself: the server draws the listing for the words.
      await expect(page).toHaveURL(/\/productListing\?q=cable$/);
      await expect(page.getByRole('heading', { level: 1, name: /^Results for “cable”/ })).toBeVisible();
      release();
      await untilStarted(page);
      await expect(page.getByRole('heading', { level: 1, name: /^Results for “cable”/ })).toBeVisible();
    });
  });

  test('the sign-in page drawn on the server takes a password sign-in once it is the app', async ({
    page,
  }) => {
    await page.goto('/signin');
    await page.getByRole('textbox', { name: /E-mail or phone/ }).fill('nobody@example.com');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /E-mail or phone/ })).toHaveValue('nobody@example.com');
  });

  test('what a shopper did before the app started is done once it has: Add to cart, a sort', async ({
    page,
    request,
  }) => {
    const found = await request.get('/pbs/rest/v3/products', {
      params: { 'product-type': 'Physical', availability: 'in_stock', 'page-limit': 1, 'page-number': 1 },
      headers: { 'realm-name': 'demo' },
    });
    const products = (await found.json()) as { response_body: { products: { product_id: number }[] } };
    const product = `/ProductDetails?id=${products.response_body.products[0]?.product_id}`;
    // The entry script is held until the shopper has acted on the drawn page.
    const release = await holdEntryScript(page, request, product);

    await page.goto(product, { waitUntil: 'commit' });
    await page.getByRole('main').getByRole('button', { name: 'Add to cart', exact: true }).first().click();
    release();
    await untilStarted(page);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 product' })).toBeVisible();

    await page.unrouteAll({ behavior: 'wait' });
    const releaseListing = await holdEntryScript(page, request, '/productListing');
    await page.goto('/productListing', { waitUntil: 'commit' });
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
    releaseListing();
    await untilStarted(page);
    await expect(page).toHaveURL(/sort/);
  });

  for (const path of ['/', '/productListing', '/ProductDetails?id=1', '/vendor?id=1', '/cart', '/signin']) {
    test(`${path} does not shift while it loads and hydrates (CLS ≤ 0.05)`, async ({ page }) => {
      await page.addInitScript(() => {
        const shifts = { total: 0 };
        (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) shifts.total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      // Everything the page loads after hydrating (the footer, the pictures) has arrived; sign-in
      // has no footer: its form, ready, is the page.
      await expect(
        path === '/signin' ? page.getByRole('button', { name: 'Sign in' }) : page.getByRole('contentinfo'),
      ).toBeVisible();
      const total = await page.evaluate(
        () => (window as unknown as { __shifts: { total: number } }).__shifts.total,
      );
      expect(total).toBeLessThanOrEqual(0.05);
    });
  }
});
