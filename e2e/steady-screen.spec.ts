import type { Locator, Page } from '@playwright/test';
import { THEME_COOKIE } from '../contracts/site.ts';
import { expect, test } from './fixtures.ts';

// Nothing moves or flashes once the first screen is up: not while the app takes over the page the
// server drew, and not while the shopper moves from page to page inside the app with the store's
// answers slow in coming (the page's loader shows, then the page). A phone's window throughout.

const PHONE = { width: 390, height: 844 };
const CLS_LIMIT = 0.05;

test.use({ viewport: PHONE });

/**
 * Adds up the page's layout shifts that no tap, click or key caused (what Core Web Vitals count),
 * from the moment the page opens; `shifts` reads them, `resetShifts` starts again from zero.
 */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = { total: 0, sources: [] as string[] };
    (window as unknown as { __shifts: typeof seen }).__shifts = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        seen.total += entry.value;
        for (const source of entry.sources ?? [])
          seen.sources.push(
            `${entry.value.toFixed(3)} ${source.node?.nodeName ?? '?'} "${(source.node?.textContent ?? '').slice(0, 40)}"`,
          );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const shifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: { total: number; sources: string[] } }).__shifts);

const resetShifts = (page: Page) =>
  page.evaluate(() => {
    const seen = (window as unknown as { __shifts: { total: number; sources: string[] } }).__shifts;
    seen.total = 0;
    seen.sources = [];
  });

/**
 * Holds every call the page makes to the store's API from now on, until `release`: the page it is
 * moving to waits for its data as on a slow connection, long enough for its loader to show.
 */
async function holdApiCalls(page: Page): Promise<{ release: () => Promise<void> }> {
  let open: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    open = resolve;
  });
  await page.route(
    (url) => url.origin === new URL(page.url()).origin,
    async (route) => {
      const type = route.request().resourceType();
      if (type === 'fetch' || type === 'xhr') await released;
      await route.fallback();
    },
  );
  return {
    release: async () => {
      open();
      await page.unrouteAll({ behavior: 'wait' });
    },
  };
}

interface Move {
  name: string;
  from: string;
  /** The link the shopper follows, on the page `from`. */
  link: (page: Page) => Locator;
  /** What shows once the page has come. */
  arrived: (page: Page) => Locator;
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const mainLink = (page: Page, name: string | RegExp) =>
  page
    .getByRole('main')
    .getByRole('link', { name, exact: typeof name === 'string' })
    .first();
const footerLink = (page: Page, name: string) =>
  page.getByRole('contentinfo').getByRole('link', { name, exact: true });

const MOVES: Move[] = [
  {
    name: 'the home page to the listing',
    from: '/',
    link: (page) => mainLink(page, 'See all deals'),
    arrived: (page) => heading(page, 'Products'),
  },
  {
    name: 'the home page to the categories',
    from: '/',
    link: (page) => mainLink(page, 'All categories'),
    arrived: (page) => heading(page, 'Categories'),
  },
  {
    name: 'the listing to a product',
    from: '/productListing',
    link: (page) => mainLink(page, 'Astra 5G Smartphone (256 GB, Glacier Blue)'),
    arrived: (page) => heading(page, 'Astra 5G Smartphone (256 GB, Glacier Blue)'),
  },
  {
    name: 'the vendors to a vendor',
    from: '/vendor',
    link: (page) => mainLink(page, /^Cloudnine Software/),
    arrived: (page) => heading(page, 'Cloudnine Software'),
  },
  {
    name: 'the listing to a policy, from the footer',
    from: '/productListing',
    link: (page) => footerLink(page, 'Privacy policy'),
    arrived: (page) => heading(page, /Privacy/),
  },
  {
    name: 'the categories to the policies, from the footer',
    from: '/listCategories',
    link: (page) => footerLink(page, 'All policies'),
    arrived: (page) => heading(page, 'Policies'),
  },
];

/**
 * Follows `move`'s link with the API held until the page's loader (or, its data already at hand,
 * the page itself) shows, then lets the answers through; returns the layout shift on the way.
 */
async function shiftOfMove(page: Page, move: Move): Promise<{ total: number; sources: string[] }> {
  const link = move.link(page);
  // The link in view first: scrolling to it (and what that draws) is not the move's.
  await link.scrollIntoViewIfNeeded();
  await expect(link).toBeInViewport();
  await resetShifts(page);
  const api = await holdApiCalls(page);
  await link.click();
  await expect(page.getByRole('main').getByRole('progressbar').or(move.arrived(page)).first()).toBeVisible();
  await api.release();
  await expect(move.arrived(page)).toBeVisible();
  // The footer is drawn (it comes with the page) and the page's own parts have settled.
  await expect(page.getByRole('contentinfo')).toBeAttached();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  return shifts(page);
}

test.describe('moving inside the app, the answers slow, nothing shifts (CLS ≤ 0.05)', () => {
  for (const move of MOVES) {
    test(`from ${move.name}`, async ({ page }) => {
      await watchLayoutShifts(page);
      await page.goto(move.from);
      const seen = await shiftOfMove(page, move);
      expect(seen.total, seen.sources.join('\n')).toBeLessThanOrEqual(CLS_LIMIT);
    });
  }

  test('in Arabic, in the dark theme, from the home page to the listing', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: THEME_COOKIE, value: 'dark', url: baseURL ?? '' }]);
    await watchLayoutShifts(page);
    await page.goto('/ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const seen = await shiftOfMove(page, {
      name: 'home to listing',
      from: '/ar',
      link: (p) => mainLink(p, 'عرض جميع العروض'),
      arrived: (p) => heading(p, 'المنتجات'),
    });
    expect(seen.total, seen.sources.join('\n')).toBeLessThanOrEqual(CLS_LIMIT);
  });
});

test.describe('a product page on a phone', () => {
  test('shows no purchase bar while its own Add to cart is on or below the first screen, then one once scrolled past', async ({
    page,
  }) => {
    // Every moment the bar is drawn, from the page's first paint on: it must not flash in and out.
    await page.addInitScript(() => {
      const drawn: number[] = [];
      (window as unknown as { __barDrawn: number[] }).__barDrawn = drawn;
      const look = () => {
        const bar = document.querySelector('[role="region"][aria-label="Buy this product"]');
        if (bar && getComputedStyle(bar).display !== 'none') drawn.push(Math.round(performance.now()));
      };
      new MutationObserver(look).observe(document, { subtree: true, childList: true, attributes: true });
    });
    await page.goto('/ProductDetails?id=1');
    // The page's own button comes first (the bar, when drawn, is at the page's end).
    const own = page.getByRole('main').getByRole('button', { name: 'Add to cart', exact: true }).first();
    const bar = page.getByRole('region', { name: 'Buy this product' });
    await expect(own).toBeVisible();
    // The page has been taken over and its parts observed: a bar would have shown by now.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    await expect(bar).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { __barDrawn: number[] }).__barDrawn)).toEqual([]);

    // Scrolled past the page's own buttons, the bar offers them; back up, it goes.
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = await own.boundingBox();
    if (!box) throw new Error('The page’s Add to cart has no box');
    await page.evaluate((y) => window.scrollTo(0, y), box.y + box.height + 200);
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Add to cart' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toBeHidden();
  });
});

test.describe('the header’s cart link', () => {
  test('keeps its name "Cart" for an empty cart, from the drawn screen through the app’s start', async ({
    page,
  }) => {
    // Every name the link has had, from the page's first paint on.
    await page.addInitScript(() => {
      const names: string[] = [];
      (window as unknown as { __cartNames: string[] }).__cartNames = names;
      const look = () => {
        const name = document.querySelector('header a[href$="/cart"]')?.getAttribute('aria-label');
        if (name && names.at(-1) !== name) names.push(name);
      };
      new MutationObserver(look).observe(document, { subtree: true, childList: true, attributes: true });
    });
    await page.goto('/');
    const cart = page.getByRole('banner').getByRole('link', { name: 'Cart', exact: true });
    await expect(cart).toBeVisible();
    // The cart has been read (an empty guest cart) and the header drawn by the app.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    await expect(cart).toHaveAccessibleName('Cart');
    expect(await page.evaluate(() => (window as unknown as { __cartNames: string[] }).__cartNames)).toEqual([
      'Cart',
    ]);
  });
});

test.describe('a page’s lower sections on a phone', () => {
  /** The height of a section's part below its title: the room held, then the cards. */
  const roomOf = (section: Locator) =>
    section.evaluate((element) => Math.round(element.lastElementChild?.getBoundingClientRect().height ?? 0));
  /** The sections whose cards are not drawn yet: below the title, a room with nothing in it. */
  const undrawn = (page: Page) =>
    page.locator('main section').filter({ has: page.locator(':scope > div > div:empty') });

  test('on the home page, hold the room their cards take until they come near the screen, and nothing shifts as they come', async ({
    page,
  }) => {
    await watchLayoutShifts(page);
    await page.goto('/');
    for (const [name, cards] of [
      ['Recommended for you', (section: Locator) => section.getByRole('listitem')],
      [
        'Shop by vendor',
        (section: Locator) => section.getByRole('link').filter({ hasNotText: 'All vendors' }),
      ],
    ] as const) {
      const section = page.getByRole('region', { name });
      // Far below the first screen: not drawn yet, its room held.
      await expect(section).not.toBeInViewport();
      expect(await cards(section).count(), name).toBe(0);
      const held = await roomOf(section);
      await resetShifts(page);
      await section.scrollIntoViewIfNeeded();
      await expect(cards(section).first()).toBeVisible();
      await expect(section.locator('[aria-busy="true"]')).toHaveCount(0);
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
      );
      // The cards take the room held.
      expect(Math.abs((await roomOf(section)) - held), name).toBeLessThanOrEqual(1);
      const seen = await shifts(page);
      expect(seen.total, seen.sources.join('\n')).toBeLessThanOrEqual(CLS_LIMIT);
    }
  });

  // Every card has the same height whatever its name, price and language (productCardSizes.ts):
  // the narrowest phone, where names take three lines, discounts wrapped and "Add to cart" took
  // two lines in French and Arabic, and a tablet.
  for (const language of ['en', 'fr', 'ar'] as const) {
    test(`on a product page in ${language}, the similar and recommended products hold the room their cards take, at 360 and 768 px`, async ({
      page,
    }) => {
      for (const width of [360, 768]) {
        await page.setViewportSize({ width, height: 740 });
        await page.goto(`/${language}/ProductDetails?id=1`);
        const rows = undrawn(page);
        await expect(rows, `rows not yet drawn at ${width} px`).toHaveCount(2);
        const ids = await rows.evaluateAll((sections) =>
          sections.map((section) => section.getAttribute('aria-labelledby') ?? ''),
        );
        const held: number[] = [];
        for (const id of ids) held.push(await roomOf(page.locator(`section[aria-labelledby="${id}"]`)));
        for (const [index, id] of ids.entries()) {
          const section = page.locator(`section[aria-labelledby="${id}"]`);
          await section.scrollIntoViewIfNeeded();
          await expect(section.getByRole('listitem').first()).toBeVisible();
          await page.evaluate(
            () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
          );
          const drawn = await roomOf(section);
          expect(Math.abs(drawn - (held[index] ?? 0)), `${id} at ${width} px`).toBeLessThanOrEqual(1);
        }
      }
    });
  }

  test('a shopper flinging a product page and the home page to their end sees nothing move', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await watchLayoutShifts(page);
    for (const path of ['/ar/ProductDetails?id=1', '/']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await resetShifts(page);
      // Long wheel strides, each as soon as the last is taken: the rows further down are drawn
      // while they are on the screen, in the room they held.
      await expect
        .poll(async () => {
          await page.mouse.wheel(0, 1200);
          return page.evaluate(() => scrollY + innerHeight >= document.documentElement.scrollHeight - 2);
        })
        .toBe(true);
      await expect(undrawn(page)).toHaveCount(0);
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
      );
      const seen = await shifts(page);
      expect(seen.total, `${path}\n${seen.sources.join('\n')}`).toBeLessThanOrEqual(CLS_LIMIT);
    }
  });
});
