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
      const drawn = await roomOf(section);
      // The cards take the room held, within a line of text.
      expect(Math.abs(drawn - held), `${name}: held ${held} px, drawn ${drawn} px`).toBeLessThanOrEqual(24);
      const seen = await shifts(page);
      expect(seen.total, seen.sources.join('\n')).toBeLessThanOrEqual(CLS_LIMIT);
    }
  });

  test('on a product page, the similar and recommended products hold the room their cards take', async ({
    page,
  }) => {
    await watchLayoutShifts(page);
    await page.goto('/ProductDetails?id=1');
    const names = ['Similar products', 'Recommended for you'];
    // Far below the first screen: not drawn yet, their room held (the second is drawn with the first).
    const held: number[] = [];
    for (const name of names) {
      const section = page.getByRole('region', { name });
      await expect(section).not.toBeInViewport();
      expect(await section.getByRole('listitem').count(), name).toBe(0);
      held.push(await roomOf(section));
    }
    await resetShifts(page);
    for (const [index, name] of names.entries()) {
      const section = page.getByRole('region', { name });
      await section.scrollIntoViewIfNeeded();
      await expect(section.getByRole('listitem').first()).toBeVisible();
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
      );
      const drawn = await roomOf(section);
      // Within a line of a name per row of two cards: a name takes one to three lines on a phone,
      // and the room is held for a card's usual text.
      const rows = Math.ceil((await section.getByRole('listitem').count()) / 2);
      const room = held[index] ?? 0;
      expect(Math.abs(drawn - room), `${name}: held ${room} px, drawn ${drawn} px`).toBeLessThanOrEqual(
        rows * 19,
      );
    }
    const seen = await shifts(page);
    expect(seen.total, seen.sources.join('\n')).toBeLessThanOrEqual(CLS_LIMIT);
  });
});
