// The product page's calls below the product, answered in the page: its ratings (page 1), questions,
// FAQs and similar products, read beside the product itself. The page's render asked each of the
// API in this process (a trip through its middleware, its JSON and back, four a product page), and
// a customer's page, drawn by the browser, asked them again over the network after its scripts.
// Each is what the API answers for the storefront's own call (src/api/catalogue.ts), read by the
// same functions with the same defaults; one that cannot be read is left out, and the storefront
// asks the API for it as usual.
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

export async function productAnswers(
  db: Queryable,
  storeId: number,
  productId: number,
): Promise<ProductAnswers> {
  const [ratings, questions, faqs, similar] = await Promise.allSettled([
    // GET ratings/{id}?page-number=1: the API's page of PAGE_LIMIT.
    loadRatingPage(db, storeId, productId, { limit: PAGE_LIMIT, offset: 0 }),
    loadQuestions(db, storeId, productId),
    loadFaqs(db, storeId, productId),
    loadSimilarProducts(db, storeId, productId, PAGE_LIMIT),
  ]);
  return {
    ...(ratings.status === 'fulfilled' ? { productRatings: ratings.value } : {}),
    ...(questions.status === 'fulfilled' ? { productQuestions: { questions: questions.value } } : {}),
    ...(faqs.status === 'fulfilled' ? { productFaqs: { faqs: faqs.value } } : {}),
    ...(similar.status === 'fulfilled' ? { similarProducts: { products: similar.value } } : {}),
  };
}
