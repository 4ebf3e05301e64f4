import type { ProductListQuery } from '../../contracts/pbs.ts';

/** Every TanStack Query key in one place, so invalidation never guesses. */
export const queryKeys = {
  storeImages: ['store', 'images'] as const,
  aiConfiguration: ['store', 'ai-configuration'] as const,
  products: (query: ProductListQuery) => ['catalogue', 'products', query] as const,
  productDetails: (productId: number) => ['catalogue', 'product', productId] as const,
  sortingElements: ['catalogue', 'sorting-elements'] as const,
  categories: ['catalogue', 'categories'] as const,
  categoryHierarchy: ['catalogue', 'category-hierarchy'] as const,
  productSearch: (search: string) => ['catalogue', 'search', 'products', search] as const,
  categorySearch: (search: string) => ['catalogue', 'search', 'categories', search] as const,
  recommendations: ['catalogue', 'recommendations'] as const,
  similarProducts: (productId: number) => ['catalogue', 'similar', productId] as const,
  banners: ['catalogue', 'banners'] as const,
  deals: ['catalogue', 'deals'] as const,
  vendors: ['catalogue', 'vendors'] as const,
  vendor: (vendorId: number) => ['catalogue', 'vendor', vendorId] as const,
  ratings: (productId: number, page: number) => ['catalogue', 'ratings', productId, page] as const,
  ratingScale: ['catalogue', 'rating-scale'] as const,
  questions: (productId: number) => ['catalogue', 'questions', productId] as const,
  faqs: (productId: number) => ['catalogue', 'faqs', productId] as const,
  pincode: (productId: number, pincode: string) => ['catalogue', 'pincode', productId, pincode] as const,
};
