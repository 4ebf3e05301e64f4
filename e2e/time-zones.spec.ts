import { formatDay } from '../src/lib/dateFormat.ts';
import { expect, test } from './fixtures.ts';
import { signInDemo } from './support/aftercare.ts';

// The server draws a page without knowing the shopper's time zone: it shows instants in UTC, the
// browser hydrates them as drawn and then shows them in the shopper's zone
// (shownTimeZone in src/lib/dateFormat.ts). The fixture fails a journey on any hydration error, which
// every page showing an instant had for a shopper east or west of Greenwich.

const KOLKATA = 'Asia/Kolkata';

test.use({ timezoneId: KOLKATA });

interface Review {
  created_at: string;
  customer_name: string;
}

test('a review written late in the UTC day is drawn on its UTC day, then shows its day in Kolkata', async ({
  page,
  request,
}) => {
  // A review written at 18:30 UTC or later: the next day in Kolkata.
  let found: { id: number; review: Review } | undefined;
  for (let id = 1; id <= 60 && !found; id++) {
    const response = await request.get(`/pbs/rest/v3/ratings/${id}?page-number=1`, {
      headers: { 'realm-name': 'demo' },
    });
    if (!response.ok()) continue;
    const { reviews } = ((await response.json()) as { response_body: { reviews: Review[] } }).response_body;
    const review = reviews.find(
      (each) => formatDay(each.created_at, 'en', 'UTC') !== formatDay(each.created_at, 'en', KOLKATA),
    );
    if (review) found = { id, review };
  }
  if (!found) throw new Error('The seed has no review written late in the UTC day');
  const { id, review } = found;
  const response = await page.goto(`/ProductDetails?id=${id}`);
  const html = (await response?.text()) ?? '';
  expect(html).toContain('data-first-screen');
  // Its day as the server drew it (React writes a comment between the name's text and the day's).
  expect(html.includes(formatDay(review.created_at, 'en', 'UTC'))).toBe(true);
  const reviews = page.getByRole('region', { name: 'Ratings and reviews' });
  await expect(
    reviews.getByText(`${review.customer_name} · ${formatDay(review.created_at, 'en', KOLKATA)}`).first(),
  ).toBeVisible();
});

// Their times in UTC and in Kolkata are five and a half hours apart: hydrated in the shopper's zone
// rather than the server's, each page failed to hydrate (the fixture's check).
test('a customer’s sign-ins and orders, drawn on the server with their times, hydrate as drawn in Kolkata', async ({
  page,
}) => {
  await signInDemo(page);
  for (const [path, heading] of [
    ['/loginSessions', 'Login sessions'],
    ['/userprofile/myOrder', /orders/i],
  ] as const) {
    const response = await page.goto(path);
    expect((await response?.text())?.includes('data-first-screen'), path).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});
