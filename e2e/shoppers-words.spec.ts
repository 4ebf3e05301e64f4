import { expect, test } from './fixtures.ts';

// What shoppers write (reviews, questions, answers) can hold a long word, such as a link: on a
// phone it breaks within the page rather than widening it (decision 0163).

const LONG_WORD = `https://example.com/${'a'.repeat(480)}`;

test('a product’s reviews and questions with long words break within a phone’s page', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  // Product 1's ratings and questions as the API would answer them with shoppers' long words: a
  // reviewed product's ratings, and product 1's questions, every text made one long word.
  await page.route('**/pbs/rest/v3/ratings/1?*', async (route) => {
    const reviewed = await route.fetch({ url: route.request().url().replace('/ratings/1?', '/ratings/8?') });
    const json = (await reviewed.json()) as {
      response_body: { reviews: { title: string | null; comment: string | null; customer_name: string }[] };
    };
    for (const review of json.response_body.reviews) {
      review.title = LONG_WORD;
      review.comment = LONG_WORD;
      review.customer_name = 'A'.repeat(60);
    }
    await route.fulfill({ response: reviewed, json });
  });
  await page.route('**/pbs/rest/v3/questions/1*', async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as {
      response_body: { questions: { question: string; answer: string | null }[] };
    };
    for (const entry of json.response_body.questions) {
      entry.question = LONG_WORD;
      entry.answer = LONG_WORD;
    }
    await route.fulfill({ response, json });
  });
  // Into the product from the listing: the browser asks the API for its sections.
  await page.goto('/productListing');
  const name = 'Astra 5G Smartphone (256 GB, Glacier Blue)';
  await page.getByRole('main').getByRole('link', { name, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const reviews = page.getByRole('region', { name: 'Ratings and reviews' });
  await expect(reviews.getByRole('heading', { level: 4, name: LONG_WORD }).first()).toBeAttached();
  const questions = page.getByRole('region', { name: 'Questions and answers' });
  await expect(questions.getByRole('heading', { level: 3 }).first()).toContainText(LONG_WORD);
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBe(widths[1]);
});
