// The product page's calls below the product, answered in the page: its ratings (page 1), questions,
// FAQs and similar products, read beside the product itself. The page's render asked each of the
// API in this process (a trip through its middleware, its JSON and back, four a product page), and
// a customer's page, drawn by the browser, asked them again over the network after its scripts.
// Each is what the API answers for the storefront's own call (src/api/catalogue.ts), read by the
// same functions with the same defaults; one that cannot be read, or not in time, is left out, and
// the storefront asks the API for it as usual.
import { PAGE_LIMIT } from '../../contracts/paging.ts';
import type { StorefrontBootstrap } from '../../contracts/storefront-bootstrap.ts';
import { loadFaqs } from '../catalogue/faqs.ts';
import { loadSimilarProducts } from '../catalogue/product-collections.ts';
import { loadQuestions } from '../catalogue/questions.ts';
import { loadRatingPage } from '../catalogue/ratings.ts';
import type { Queryable } from '../db/db.ts';

export type ProductAnswers = Pick<
  StorefrontBootstrap,
  'productRatings' | 'productQuestions' | 'productFaqs' | 'similarProducts'
>;

/**
 * How long the page waits for them: they are read beside the product, and one that takes longer
 * (a table held by a long write) is left out and asked of the API by the render, within its own
 * deadline, rather than holding the page and, page after page, the database's connections.
 */
export const BELOW_PRODUCT_WAIT_MS = 250;

export async function productAnswers(
  db: Queryable,
  storeId: number,
  productId: number,
  waitMs = BELOW_PRODUCT_WAIT_MS,
): Promise<ProductAnswers> {
  const answers: ProductAnswers = {};
  const reads = [
    // GET ratings/{id}?page-number=1: the API's page of PAGE_LIMIT.
    loadRatingPage(db, storeId, productId, { limit: PAGE_LIMIT, offset: 0 }).then((page) => {
      answers.productRatings = page;
    }),
    loadQuestions(db, storeId, productId).then((questions) => {
      answers.productQuestions = { questions };
    }),
    loadFaqs(db, storeId, productId).then((faqs) => {
      answers.productFaqs = { faqs };
    }),
    loadSimilarProducts(db, storeId, productId, PAGE_LIMIT).then((products) => {
      answers.similarProducts = { products };
    }),
  ].map((read) => read.catch(() => undefined));
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  await Promise.race([Promise.all(reads), late]);
  clearTimeout(timer);
  // What came in time; one that comes later is not added to a page already on its way.
  return { ...answers };
}
