// The answers a page is served with go into the query cache as the calls they answer, so that the
// storefront starts without asking for them (src/app/servedData.ts).
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ProductDetails, ProductSummary, RatingPage } from '../../contracts/pbs.ts';
import type { ApiClient } from '../../src/api/client.ts';
import { catalogueQueries } from '../../src/api/queries/catalogue.ts';
import { seedServedQueries } from '../../src/app/servedData.ts';

const api = {} as ApiClient;
const product = { product_id: 7, product_name: 'Kettle' } as ProductDetails;
const ratings = { average: 4, count: 1, distribution: { '4': 1 }, reviews: [], total_count: 1 } as RatingPage;
const similar = [{ product_id: 8, product_name: 'Teapot' }] as ProductSummary[];

describe('a product page’s served answers', () => {
  it('answer the product and the calls below it', () => {
    const queryClient = new QueryClient();
    seedServedQueries(queryClient, api, {
      productDescription: product,
      productRatings: ratings,
      productQuestions: { questions: [] },
      productFaqs: { faqs: [{ faq_id: 1, question: 'Warranty?', answer: 'A year.' }] },
      similarProducts: { products: similar },
    });
    expect(queryClient.getQueryData(catalogueQueries.productDetails(api, 7).queryKey)).toBe(product);
    expect(queryClient.getQueryData(catalogueQueries.ratings(api, 7).queryKey)).toBe(ratings);
    expect(queryClient.getQueryData(catalogueQueries.questions(api, 7).queryKey)).toEqual([]);
    expect(queryClient.getQueryData(catalogueQueries.faqs(api, 7).queryKey)).toHaveLength(1);
    expect(queryClient.getQueryData(catalogueQueries.similarProducts(api, 7).queryKey)).toBe(similar);
  });

  it('answer nothing below a product they do not name', () => {
    const queryClient = new QueryClient();
    seedServedQueries(queryClient, api, { productRatings: ratings, similarProducts: { products: similar } });
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
