import { ALL_PAGES, PAGE_LIMIT } from '../../contracts/paging.ts';
import {
  type Banner,
  type Category,
  type CategoryNode,
  type CategorySuggestion,
  type Faq,
  PBS_BASE_PATH,
  type PincodeCheck,
  type ProductDetails,
  type ProductListQuery,
  type ProductPage,
  type ProductQuestion,
  type ProductSuggestion,
  type ProductSummary,
  type RatingPage,
  type RatingScaleEntry,
  type SortingElement,
  type Vendor,
} from '../../contracts/pbs.ts';
import type { ApiClient, Query } from './client.ts';

export const fetchProducts = (api: ApiClient, query: ProductListQuery) =>
  api.get<ProductPage>(`${PBS_BASE_PATH}/products`, { 'page-limit': PAGE_LIMIT, ...query } as Query);

export const fetchProductDetails = (api: ApiClient, productId: number) =>
  api.get<ProductDetails>(`${PBS_BASE_PATH}/product-description/${productId}`);

export const fetchSortingElements = async (api: ApiClient) =>
  (await api.get<{ data: SortingElement[] }>(`${PBS_BASE_PATH}/sorting-elements`)).data;

export const fetchCategories = async (api: ApiClient) =>
  (await api.get<{ data: Category[] }>(`${PBS_BASE_PATH}/categories`, { 'page-number': ALL_PAGES })).data;

export const fetchCategoryHierarchy = async (api: ApiClient) =>
  (await api.get<{ data: CategoryNode[] }>(`${PBS_BASE_PATH}/category-hierarchy`)).data;

export const searchProducts = async (api: ApiClient, search: string, limit = 5) =>
  (
    await api.get<{ products: ProductSuggestion[] }>(`${PBS_BASE_PATH}/search-product`, {
      search,
      'page-limit': limit,
    })
  ).products;

export const searchCategories = async (api: ApiClient, search: string) =>
  (await api.get<{ categories: CategorySuggestion[] }>(`${PBS_BASE_PATH}/search-category`, { search }))
    .categories;

export const fetchRecommendations = async (api: ApiClient) =>
  (
    await api.get<{ products: ProductSummary[] }>(`${PBS_BASE_PATH}/recommendation`, {
      'page-limit': PAGE_LIMIT,
    })
  ).products;

export const fetchSimilarProducts = async (api: ApiClient, productId: number) =>
  (await api.get<{ products: ProductSummary[] }>(`${PBS_BASE_PATH}/similar-products/${productId}`)).products;

export const fetchBanners = async (api: ApiClient) =>
  (await api.get<{ banners: Banner[] }>(`${PBS_BASE_PATH}/banners`)).banners;

export const fetchDeals = async (api: ApiClient) =>
  (await api.get<{ products: ProductSummary[] }>(`${PBS_BASE_PATH}/deals`, { 'page-limit': PAGE_LIMIT }))
    .products;

export const fetchVendors = async (api: ApiClient) =>
  (await api.get<{ vendors: Vendor[] }>(`${PBS_BASE_PATH}/vendors`)).vendors;

export const fetchVendor = (api: ApiClient, vendorId: number) =>
  api.get<Vendor>(`${PBS_BASE_PATH}/vendors/${vendorId}`);

export const fetchRatings = (api: ApiClient, productId: number, page = 1) =>
  api.get<RatingPage>(`${PBS_BASE_PATH}/ratings/${productId}`, { 'page-number': page });

export const fetchRatingScale = async (api: ApiClient) =>
  (await api.get<{ data: RatingScaleEntry[] }>(`${PBS_BASE_PATH}/rating-scale`)).data;

export const fetchQuestions = async (api: ApiClient, productId: number) =>
  (await api.get<{ questions: ProductQuestion[] }>(`${PBS_BASE_PATH}/questions/${productId}`)).questions;

export const fetchFaqs = async (api: ApiClient, productId: number) =>
  (await api.get<{ faqs: Faq[] }>(`${PBS_BASE_PATH}/faqs/${productId}`)).faqs;

export const checkPincode = (api: ApiClient, pincode: string, productId: number) =>
  api.get<PincodeCheck>(`${PBS_BASE_PATH}/pincode-product-details`, { pincode, 'product-id': productId });
