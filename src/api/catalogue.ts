import { ALL_PAGES, PAGE_LIMIT } from '../../contracts/paging.ts';
import type {
  Banner,
  Category,
  CategoryNode,
  CategorySuggestion,
  Faq,
  PincodeCheck,
  ProductDetails,
  ProductListQuery,
  ProductPage,
  ProductQuestion,
  ProductSuggestion,
  ProductSummary,
  RatingPage,
  RatingScaleEntry,
  SortingElement,
  Vendor,
} from '../../contracts/pbs.ts';
import type { ApiClient, Query } from './client.ts';

const PBS = '/pbs/rest/v3';

export const fetchProducts = (api: ApiClient, query: ProductListQuery) =>
  api.get<ProductPage>(`${PBS}/products`, { 'page-limit': PAGE_LIMIT, ...query } as Query);

export const fetchProductDetails = (api: ApiClient, productId: number) =>
  api.get<ProductDetails>(`${PBS}/product-description/${productId}`);

export const fetchSortingElements = async (api: ApiClient) =>
  (await api.get<{ data: SortingElement[] }>(`${PBS}/sorting-elements`)).data;

export const fetchCategories = async (api: ApiClient) =>
  (await api.get<{ data: Category[] }>(`${PBS}/categories`, { 'page-number': ALL_PAGES })).data;

export const fetchCategoryHierarchy = async (api: ApiClient) =>
  (await api.get<{ data: CategoryNode[] }>(`${PBS}/category-hierarchy`)).data;

export const searchProducts = async (api: ApiClient, search: string, limit = 5) =>
  (await api.get<{ products: ProductSuggestion[] }>(`${PBS}/search-product`, { search, 'page-limit': limit }))
    .products;

export const searchCategories = async (api: ApiClient, search: string) =>
  (await api.get<{ categories: CategorySuggestion[] }>(`${PBS}/search-category`, { search })).categories;

export const fetchRecommendations = async (api: ApiClient) =>
  (await api.get<{ products: ProductSummary[] }>(`${PBS}/recommendation`, { 'page-limit': PAGE_LIMIT }))
    .products;

export const fetchSimilarProducts = async (api: ApiClient, productId: number) =>
  (await api.get<{ products: ProductSummary[] }>(`${PBS}/similar-products/${productId}`)).products;

export const fetchBanners = async (api: ApiClient) =>
  (await api.get<{ banners: Banner[] }>(`${PBS}/banners`)).banners;

export const fetchDeals = async (api: ApiClient) =>
  (await api.get<{ products: ProductSummary[] }>(`${PBS}/deals`, { 'page-limit': PAGE_LIMIT })).products;

export const fetchVendors = async (api: ApiClient) =>
  (await api.get<{ vendors: Vendor[] }>(`${PBS}/vendors`)).vendors;

export const fetchVendor = (api: ApiClient, vendorId: number) =>
  api.get<Vendor>(`${PBS}/vendors/${vendorId}`);

export const fetchRatings = (api: ApiClient, productId: number, page = 1) =>
  api.get<RatingPage>(`${PBS}/ratings/${productId}`, { 'page-number': page });

export const fetchRatingScale = async (api: ApiClient) =>
  (await api.get<{ data: RatingScaleEntry[] }>(`${PBS}/rating-scale`)).data;

export const fetchQuestions = async (api: ApiClient, productId: number) =>
  (await api.get<{ questions: ProductQuestion[] }>(`${PBS}/questions/${productId}`)).questions;

export const fetchFaqs = async (api: ApiClient, productId: number) =>
  (await api.get<{ faqs: Faq[] }>(`${PBS}/faqs/${productId}`)).faqs;

export const checkPincode = (api: ApiClient, pincode: string, productId: number) =>
  api.get<PincodeCheck>(`${PBS}/pincode-product-details`, { pincode, 'product-id': productId });
