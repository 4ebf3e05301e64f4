import { queryOptions } from '@tanstack/react-query';
import type { ProductListQuery } from '../../../contracts/pbs.ts';
import {
  fetchCategories,
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
} from '../../api/catalogue.ts';
import type { ApiClient } from '../../api/client.ts';
import { queryKeys } from '../../app/queryKeys.ts';

/**
 * The catalogue's reads as TanStack Query options, shared by the route loaders (which start them)
 * and the screens (which render them), so both always use the same key and request.
 */
export const catalogueQueries = {
  products: (api: ApiClient, query: ProductListQuery) =>
    queryOptions({ queryKey: queryKeys.products(query), queryFn: () => fetchProducts(api, query) }),
  productDetails: (api: ApiClient, productId: number) =>
    queryOptions({
      queryKey: queryKeys.productDetails(productId),
      queryFn: () => fetchProductDetails(api, productId),
    }),
  sortingElements: (api: ApiClient) =>
    queryOptions({
      queryKey: queryKeys.sortingElements,
      queryFn: () => fetchSortingElements(api),
      staleTime: 10 * 60_000,
    }),
  categories: (api: ApiClient) =>
    queryOptions({
      queryKey: queryKeys.categories,
      queryFn: () => fetchCategories(api),
      staleTime: 10 * 60_000,
    }),
  vendors: (api: ApiClient) =>
    queryOptions({ queryKey: queryKeys.vendors, queryFn: () => fetchVendors(api), staleTime: 10 * 60_000 }),
  vendor: (api: ApiClient, vendorId: number) =>
    queryOptions({ queryKey: queryKeys.vendor(vendorId), queryFn: () => fetchVendor(api, vendorId) }),
  ratings: (api: ApiClient, productId: number, page = 1) =>
    queryOptions({
      queryKey: queryKeys.ratings(productId, page),
      queryFn: () => fetchRatings(api, productId, page),
    }),
  ratingScale: (api: ApiClient) =>
    queryOptions({
      queryKey: queryKeys.ratingScale,
      queryFn: () => fetchRatingScale(api),
      staleTime: 60 * 60_000,
    }),
  questions: (api: ApiClient, productId: number) =>
    queryOptions({ queryKey: queryKeys.questions(productId), queryFn: () => fetchQuestions(api, productId) }),
  faqs: (api: ApiClient, productId: number) =>
    queryOptions({ queryKey: queryKeys.faqs(productId), queryFn: () => fetchFaqs(api, productId) }),
  similarProducts: (api: ApiClient, productId: number) =>
    queryOptions({
      queryKey: queryKeys.similarProducts(productId),
      queryFn: () => fetchSimilarProducts(api, productId),
    }),
  recommendations: (api: ApiClient) =>
    queryOptions({ queryKey: queryKeys.recommendations, queryFn: () => fetchRecommendations(api) }),
};
