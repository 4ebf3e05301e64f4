// pbs, the product-catalogue service (SPEC sections 1, 3, 7, 9): request and response shapes, limits.
// Every response is wrapped in the envelope (envelope.ts); the types below are its response_body.
// Prices are in the store currency's major units (numbers with at most 2 decimals); the reference
// server stores minor units.

/** Where the pbs endpoints live (SPEC section 7). */
export const PBS_BASE_PATH = '/pbs/rest/v3';

/** SPEC section 1: the seven product types. */
export const PRODUCT_TYPES = [
  'Physical',
  'Service',
  'Digital',
  'Subscription',
  'Bundled',
  'Packaged Service',
  'API',
] as const;
export type ProductTypeName = (typeof PRODUCT_TYPES)[number];

/** SPEC section 9: the highest price, in major units, a product has and a price filter may ask for. */
export const MAX_PRICE = 500_000;

/** The longest search text, in characters, the listing and the suggestions accept. */
export const MAX_SEARCH_LENGTH = 100;

/** SPEC section 3: the business-rule attribute labels. */
export type BusinessRuleLabel =
  | 'Discount Details'
  | 'Return Allowed'
  | 'Return Days'
  | 'Replacement Allowed'
  | 'Replacement Days'
  | 'Replacement'
  | 'Refund Cancellation Allowed'
  | 'Refund Cancellation Days'
  | 'Cancellation Allowed'
  | 'Cancellation Charge';

/** A product as listings, deals, recommendations and search show it. */
export interface ProductSummary {
  product_id: number;
  product_name: string;
  /** The original price. */
  product_price: number;
  /** The selling price. */
  final_price: number;
  /** A short text such as "20% off" or "Festive offer"; null without a discount. */
  discount_details: string | null;
  /** Comma-separated image paths (media paths, prefixed by the client); the first is the main one. */
  product_image: string;
  /** Average rating, 0 when unrated (SPEC section 3). */
  rating: number;
  rating_count: number;
  product_type_name: ProductTypeName;
  category_id: number;
  category_name: string;
  vendor_id: number;
  vendor_name: string;
  /** false hides the price ("price on request"); missing means visible (SPEC section 5). */
  price_visibility?: boolean;
  in_stock: boolean;
  /**
   * The most of it one cart line may hold: the least of its stock (when counted), its own limit per
   * order and MAX_CART_LINE_QUANTITY (contracts/cfs.ts); 0 when out of stock. Missing: not known.
   */
  max_quantity?: number;
  is_subscribed: boolean;
}

export interface BusinessRule {
  label: BusinessRuleLabel;
  /** "Yes"/"No", a number of days, or an amount, as text. */
  value: string;
}

export interface ServiceSlot {
  slot_id: number;
  /** Weekday codes mon..sun, comma-separated. */
  days: string;
  /** 24-hour "HH:mm". */
  start_time: string;
  end_time: string;
  /** Minutes. */
  duration: number;
}

/** GET /pbs/rest/v3/product-description/{productId} */
export interface ProductDetails extends ProductSummary {
  description: string;
  business_rules: BusinessRule[];
  /** For Bundled products: what the bundle holds. */
  bundled_products: ProductSummary[];
  /** For Service and Packaged Service products. */
  service_slots: ServiceSlot[];
  /** The category and its ancestors, root first, for the breadcrumb. */
  category_path: { category_id: number; category_name: string }[];
}

/** GET /pbs/rest/v3/products — query keys of the listing filters. */
export interface ProductListQuery {
  'page-number'?: number;
  'page-limit'?: number;
  'category-id'?: number;
  'vendor-id'?: number;
  'product-type'?: ProductTypeName;
  'min-price'?: number;
  'max-price'?: number;
  /** Products rated at least this (1..5). */
  'min-rating'?: number;
  /** 'in_stock' keeps only available products. */
  availability?: 'in_stock' | 'all';
  /** A sorting element key. */
  sort?: string;
  /** Free text over product names and descriptions. */
  search?: string;
  /** 'counts': the answer also counts the products per filter value (ProductPage.facets). */
  facets?: 'counts';
}

export interface ProductPage {
  products: ProductSummary[];
  total_count: number;
  page_number: number;
  page_limit: number;
  /** Only when asked with facets=counts. */
  facets?: ProductFacets;
}

/** At most this many vendors are counted in a listing's facets (the most products first). */
export const MAX_FACET_VENDORS = 50;

/** How many products one filter value matches. */
export interface FacetCount<T> {
  value: T;
  count: number;
}

/**
 * The products a listing would show for each value of each filter. A facet's counts apply every
 * other filter of the request but its own, so they say what choosing another value would give;
 * values matching nothing are left out.
 */
export interface ProductFacets {
  /** Category ids; a category counts its subcategories' products. */
  categories: FacetCount<number>[];
  /** Vendor ids, the most products first, at most MAX_FACET_VENDORS (the chosen vendor always). */
  vendors: FacetCount<number>[];
  product_types: FacetCount<ProductTypeName>[];
  /** Minimum ratings 1 to 4 ("4 stars & up"). */
  ratings: FacetCount<number>[];
  /** Products in stock. */
  in_stock: number;
}

/** GET /pbs/rest/v3/sorting-elements → { data } */
export interface SortingElement {
  /** relevance, price_asc, price_desc, newest, rating_desc, discount_desc */
  key: string;
  label: string;
  is_default: boolean;
}

/**
 * GET /pbs/rest/v3/categories → { data } (a flat list);
 * GET /pbs/rest/v3/category-hierarchy → { data } (a tree of CategoryNode).
 */
export interface Category {
  category_id: number;
  category_name: string;
  parent_id: number | null;
  /** 1, 2 or 3. */
  level: number;
  category_image: string | null;
  product_count: number;
}

export interface CategoryNode extends Category {
  children: CategoryNode[];
}

/** GET /pbs/rest/v3/search-product?search=&page-limit= → { products } */
export interface ProductSuggestion {
  product_id: number;
  product_name: string;
  product_image: string;
  final_price: number;
  price_visibility?: boolean;
}

/** GET /pbs/rest/v3/search-category?search= → { categories } */
export interface CategorySuggestion {
  category_id: number;
  category_name: string;
}

/** GET /pbs/rest/v3/banners → { banners } */
export interface Banner {
  banner_id: number;
  title: string;
  subtitle: string;
  banner_image: string;
  /** A storefront path, e.g. /productListing?category=3 */
  link: string;
}

/** GET /pbs/rest/v3/vendors → { vendors }; GET /pbs/rest/v3/vendors/{vendorId} → Vendor */
export interface Vendor {
  vendor_id: number;
  vendor_name: string;
  vendor_logo: string | null;
  description: string;
  rating: number;
  product_count: number;
}

/** GET /pbs/rest/v3/ratings/{productId}?page-number= → RatingPage */
export interface Review {
  rating_id: number;
  customer_name: string;
  rating: number;
  title: string;
  comment: string;
  created_at: string;
}

export interface RatingPage {
  average: number;
  count: number;
  /** Counts per star value, "1".."5". */
  distribution: Record<string, number>;
  reviews: Review[];
  total_count: number;
}

/** GET /pbs/rest/v3/rating-scale → { data } */
export interface RatingScaleEntry {
  value: number;
  label: string;
}

/** GET /pbs/rest/v3/questions/{productId} → { questions } */
export interface ProductQuestion {
  question_id: number;
  question: string;
  answer: string | null;
  asked_at: string;
}

/** GET /pbs/rest/v3/faqs/{productId} → { faqs } */
export interface Faq {
  faq_id: number;
  question: string;
  answer: string;
}

/** Digits of a pincode. */
export const PINCODE_LENGTH = 6;

/** GET /pbs/rest/v3/pincode-product-details?pincode=&product-id= */
export interface PincodeCheck {
  pincode: string;
  deliverable: boolean;
  /** Days from order to delivery when deliverable (SPEC section 9: estimated delivery 2). */
  estimated_delivery_days: number | null;
}
