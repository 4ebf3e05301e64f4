import { queryOptions } from '@tanstack/react-query';
import type { ProductListQuery } from '../../../contracts/pbs.ts';
import {
  checkPincode,
  fetchBanners,
  fetchCategories,
  fetchCategoryHierarchy,
  fetchDeals,
  fetchFaqs,
  fetchProductDetails,
  fetchProducts,
  fetchQuestions,
  fetchRatingScale,
  fetchRatings,
  fetchRecommendations,
  fetchSimilarProducts,
  fetchSortingElements,
  fetchVendor,
  fetchVendors,
  searchCategories,
  searchProducts,
} from '../catalogue.ts';
import type { ApiClient } from '../client.ts';
import { STORE_SETUP_STALE_TIME } from './freshness.ts';

function products(api: ApiClient, query: ProductListQuery) {
  return queryOptions({
    queryKey: ['catalogue', 'products', query],
    queryFn: () => fetchProducts(api, query),
  });
}

/**
 * The catalogue's reads, each defined once with its key, request and freshness: route loaders
 * start them (`ensureQueryData`, `prefetchQuery`) and screens read them (`useQuery`,
 * `useSuspenseQuery`) with the same options. A read without `staleTime` takes the query client's.
 */
export const catalogueQueries = {
  products,
  /** The vendor page's products: the same entry as page 1 of the listing filtered by that vendor. */
  vendorProducts: (api: ApiClient, vendorId: number) =>
    products(api, { 'vendor-id': vendorId, 'page-number': 1 }),
  productDetails: (api: ApiClient, productId: number) =>
    queryOptions({
      queryKey: ['catalogue', 'product', productId],
      queryFn: () => fetchProductDetails(api, productId),
    }),
  sortingElements: (api: ApiClient) =>
    queryOptions({
      queryKey: ['catalogue', 'sorting-elements'],
      queryFn: () => fetchSortingElements(api),
      staleTime: STORE_SETUP_STALE_TIME,
    }),
  categories: (api: ApiClient) =>
    queryOptions({
      queryKey: ['catalogue', 'categories'],
      queryFn: () => fetchCategories(api),
      staleTime: STORE_SETUP_STALE_TIME,
    }),
  categoryHierarchy: (api: ApiClient) =>
    queryOptions({
      queryKey: ['catalogue', 'category-hierarchy'],
      queryFn: () => fetchCategoryHierarchy(api),
      staleTime: STORE_SETUP_STALE_TIME,
    }),
  productSuggestions: (api: ApiClient, search: string) =>
    queryOptions({
      queryKey: ['catalogue', 'search', 'products', search],
      queryFn: () => searchProducts(api, search),
    }),
  categorySuggestions: (api: ApiClient, search: string) =>
    queryOptions({
      queryKey: ['catalogue', 'search', 'categories', search],
      queryFn: () => searchCategories(api, search),
    }),
  recommendations: (api: ApiClient) =>
    queryOptions({ queryKey: ['catalogue', 'recommendations'], queryFn: () => fetchRecommendations(api) }),
  similarProducts: (api: ApiClient, productId: number) =>
    queryOptions({
      queryKey: ['catalogue', 'similar', productId],
      queryFn: () => fetchSimilarProducts(api, productId),
    }),
  banners: (api: ApiClient) =>
    queryOptions({ queryKey: ['catalogue', 'banners'], queryFn: () => fetchBanners(api) }),
  deals: (api: ApiClient) =>
    queryOptions({ queryKey: ['catalogue', 'deals'], queryFn: () => fetchDeals(api) }),
  vendors: (api: ApiClient) =>
    queryOptions({
      queryKey: ['catalogue', 'vendors'],
      queryFn: () => fetchVendors(api),
      staleTime: STORE_SETUP_STALE_TIME,
    }),
  /** One vendor's profile: the same set-up data as its entry in the vendors list. */
  vendor: (api: ApiClient, vendorId: number) =>
    queryOptions({
      queryKey: ['catalogue', 'vendor', vendorId],
      queryFn: () => fetchVendor(api, vendorId),
      staleTime: STORE_SETUP_STALE_TIME,
    }),
  ratings: (api: ApiClient, productId: number, page = 1) =>
    queryOptions({
      queryKey: ['catalogue', 'ratings', productId, page],
      queryFn: () => fetchRatings(api, productId, page),
    }),
  ratingScale: (api: ApiClient) =>
    queryOptions({
      queryKey: ['catalogue', 'rating-scale'],
      queryFn: () => fetchRatingScale(api),
      staleTime: STORE_SETUP_STALE_TIME,
    }),
  questions: (api: ApiClient, productId: number) =>
    queryOptions({
      queryKey: ['catalogue', 'questions', productId],
      queryFn: () => fetchQuestions(api, productId),
    }),
  faqs: (api: ApiClient, productId: number) =>
    queryOptions({ queryKey: ['catalogue', 'faqs', productId], queryFn: () => fetchFaqs(api, productId) }),
  /** Whether the product is delivered to a pincode: a read, cached per product and pincode. */
  pincodeCheck: (api: ApiClient, productId: number, pincode: string) =>
    queryOptions({
      queryKey: ['catalogue', 'pincode', productId, pincode],
      queryFn: () => checkPincode(api, pincode, productId),
      staleTime: STORE_SETUP_STALE_TIME,
      // The shopper asked and waits: answer at once; pressing Check again retries.
      retry: false,
    }),
};
