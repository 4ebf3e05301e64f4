// The data the server that serves index.html writes into it beside the configuration, so that the
// storefront starts without asking the API for what that server could answer itself: the
// calls the store bootstrap and language machines make on start, and the open page's
// first data call. Each field is the response_body the API answers for that call, in the same shape.
// A field left out was not answered ahead, and the storefront asks the API for it as usual (always,
// when the page comes from elsewhere, such as `npm run dev`).
import type {
  Banner,
  Category,
  Faq,
  ProductDetails,
  ProductPage,
  ProductQuestion,
  ProductSummary,
  RatingPage,
  SortingElement,
  Vendor,
} from './pbs.ts';
import type { Language, StoreImages, StoreSettings, StoreValidation } from './store.ts';

export interface StorefrontBootstrap {
  /**
   * GET /ums/rest/v3/validate-store → response_body; null when the API answers 404 (no store has
   * that realm). Left out, nothing else is there either.
   */
  validateStore?: StoreValidation | null;
  /** GET /pbs/rest/v3/content-settings (page 1 of 10, as the storefront asks) → response_body. */
  contentSettings?: { store_settings_data: StoreSettings[]; total_count: number };
  /** GET /pbs/rest/v3/store-images → response_body. */
  storeImages?: StoreImages;
  /** GET /pbs/rest/v3/languages (all pages) → response_body. */
  languages?: { data: Language[]; total_count: number };
  /** GET /pbs/rest/v3/banners → response_body: the home page's first call. */
  banners?: { banners: Banner[] };
  /** GET /pbs/rest/v3/product-description/{id} → response_body: the product page's first call. */
  productDescription?: ProductDetails;
  /** GET /pbs/rest/v3/ratings/{id}?page-number=1 → response_body: served with the product. */
  productRatings?: RatingPage;
  /** GET /pbs/rest/v3/questions/{id} → response_body: served with the product. */
  productQuestions?: { questions: ProductQuestion[] };
  /** GET /pbs/rest/v3/faqs/{id} → response_body: served with the product. */
  productFaqs?: { faqs: Faq[] };
  /** GET /pbs/rest/v3/similar-products/{id} → response_body: served with the product. */
  similarProducts?: { products: ProductSummary[] };
  /** GET /pbs/rest/v3/vendors/{id} → response_body: the vendor page's first call. */
  vendor?: Vendor;
  /**
   * GET /pbs/rest/v3/products (page 1 in the store's default order; only the served `vendor`'s
   * products when there is one) → response_body: the first call of /productListing without
   * filters, order, search or page (or with ?vendor= alone) and of /vendor?id=.
   */
  listingProducts?: ProductPage;
  /** GET /pbs/rest/v3/sorting-elements → response_body: served with the listing's products. */
  sortingElements?: { data: SortingElement[] };
  /** GET /pbs/rest/v3/categories?page-number=-1 → response_body: served with the listing's products. */
  categories?: { data: Category[]; total_count: number };
  /** GET /pbs/rest/v3/vendors → response_body: served with the listing's products. */
  vendors?: { vendors: Vendor[] };
}

/** The global the inline script sets: window.__STOREFRONT_BOOTSTRAP__ = { … }. */
export const STOREFRONT_BOOTSTRAP_GLOBAL = '__STOREFRONT_BOOTSTRAP__';
