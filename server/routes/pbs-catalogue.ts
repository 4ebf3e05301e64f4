// Product-catalogue service (pbs): home, listing, search, categories, vendors and product details,
// as contracts/pbs.ts describes them. Every endpoint answers for the request's store
// (bearer token, else the realm-name header); ids of another store's rows are 404s.
import { Hono } from 'hono';
import { ALL_PAGES, PAGE_LIMIT } from '../../contracts/paging.ts';
import {
  type Banner,
  type Category,
  type CategoryNode,
  type CategorySuggestion,
  type Faq,
  MAX_SEARCH_LENGTH,
  type PincodeCheck,
  type ProductDetails,
  type ProductPage,
  type ProductQuestion,
  type ProductSuggestion,
  type ProductSummary,
  type RatingPage,
  type RatingScaleEntry,
  type SortingElement,
  type Vendor,
} from '../../contracts/pbs.ts';
import { loadBanners } from '../catalogue/banners.ts';
import { loadCategories, loadCategoryTree, searchCategories } from '../catalogue/categories.ts';
import { checkDelivery, parsePincode } from '../catalogue/delivery.ts';
import { loadFaqs } from '../catalogue/faqs.ts';
import { loadDeals, loadRecommendations, loadSimilarProducts } from '../catalogue/product-collections.ts';
import { loadProductDetails } from '../catalogue/product-details.ts';
import { ALL_PAGES_CAP, readProductListQuery } from '../catalogue/product-list-query.ts';
import { listProducts } from '../catalogue/product-listing.ts';
import { suggestProducts } from '../catalogue/product-suggestions.ts';
import { loadQuestions } from '../catalogue/questions.ts';
import { loadRatingScale } from '../catalogue/rating-scale.ts';
import { loadRatingPage } from '../catalogue/ratings.ts';
import { parseSearch } from '../catalogue/search-text.ts';
import { loadSortingElements } from '../catalogue/sorting-elements.ts';
import { loadVendor, loadVendors } from '../catalogue/vendors.ts';
import type { Queryable } from '../db/db.ts';
import { sendOk } from '../http/envelope.ts';
import { badRequest } from '../http/http-error.ts';
import { pageOf, readPage } from '../http/pagination.ts';
import { parsePathId } from '../http/path-id.ts';
import { optionalIntegerInRange, QueryParams, requirePositiveInteger } from '../http/query.ts';
import { requestStore, type StoreEnv } from '../http/request-store.ts';

const MAX_LIST_LIMIT = 100;

export function catalogueRoutes(db: Queryable): Hono<StoreEnv> {
  const app = new Hono<StoreEnv>();
  const store = requestStore(db);
  const limitOf = (params: QueryParams, fallback: number, max: number) =>
    optionalIntegerInRange(params, 'page-limit', { min: 1, max, fallback });

  app.get('/products', store, async (c) => {
    const request = readProductListQuery(QueryParams.of(c));
    const body: ProductPage = await listProducts(db, c.var.store.id, request);
    return sendOk(c, body);
  });

  app.get('/product-description/:productId', store, async (c) => {
    const productId = parsePathId(c.req.param('productId'), 'productId');
    const body: ProductDetails = await loadProductDetails(db, c.var.store.id, productId);
    return sendOk(c, body);
  });

  app.get('/sorting-elements', store, async (c) => {
    const body: { data: SortingElement[] } = { data: await loadSortingElements(db, c.var.store.id) };
    return sendOk(c, body);
  });

  // The client asks for page-number -1 (everything); pages of page-limit are there for others.
  app.get('/categories', store, async (c) => {
    const params = QueryParams.of(c);
    const page = readPage(params, 'page-number', limitOf(params, PAGE_LIMIT, MAX_LIST_LIMIT), ALL_PAGES);
    const categories = await loadCategories(db, c.var.store.id);
    const body: { data: Category[]; total_count: number } = {
      data: pageOf(categories, page),
      total_count: categories.length,
    };
    return sendOk(c, body);
  });

  app.get('/category-hierarchy', store, async (c) => {
    const body: { data: CategoryNode[] } = { data: await loadCategoryTree(db, c.var.store.id) };
    return sendOk(c, body);
  });

  app.get('/search-product', store, async (c) => {
    const params = QueryParams.of(c);
    const text = params.require('search');
    const query = parseSearch('search', text, { namesOnly: true });
    const limit = limitOf(params, 5, 20);
    const body: { products: ProductSuggestion[] } = {
      products: await suggestProducts(db, c.var.store.id, query, text, limit),
    };
    return sendOk(c, body);
  });

  app.get('/search-category', store, async (c) => {
    const params = QueryParams.of(c);
    const text = params.require('search');
    if ([...text].length > MAX_SEARCH_LENGTH) {
      throw badRequest('A search can be at most {max} characters.', { max: MAX_SEARCH_LENGTH });
    }
    const limit = limitOf(params, PAGE_LIMIT, 50);
    const body: { categories: CategorySuggestion[] } = {
      categories: await searchCategories(db, c.var.store.id, text, limit),
    };
    return sendOk(c, body);
  });

  app.get('/recommendation', store, async (c) => {
    const limit = limitOf(QueryParams.of(c), PAGE_LIMIT, MAX_LIST_LIMIT);
    const body: { products: ProductSummary[] } = {
      products: await loadRecommendations(db, c.var.store.id, limit),
    };
    return sendOk(c, body);
  });

  app.get('/similar-products/:productId', store, async (c) => {
    const productId = parsePathId(c.req.param('productId'), 'productId');
    const limit = limitOf(QueryParams.of(c), PAGE_LIMIT, MAX_LIST_LIMIT);
    const body: { products: ProductSummary[] } = {
      products: await loadSimilarProducts(db, c.var.store.id, productId, limit),
    };
    return sendOk(c, body);
  });

  app.get('/banners', store, async (c) => {
    const body: { banners: Banner[] } = { banners: await loadBanners(db, c.var.store.id) };
    return sendOk(c, body);
  });

  app.get('/deals', store, async (c) => {
    const params = QueryParams.of(c);
    const limit = limitOf(params, PAGE_LIMIT, MAX_LIST_LIMIT);
    const page = readPage(params, 'page-number', limit, 1);
    // page-number -1 is capped like the listing's.
    const body: { products: ProductSummary[] } = {
      products: await loadDeals(db, c.var.store.id, {
        limit: page.limit ?? ALL_PAGES_CAP,
        offset: page.offset,
      }),
    };
    return sendOk(c, body);
  });

  app.get('/vendors', store, async (c) => {
    const body: { vendors: Vendor[] } = { vendors: await loadVendors(db, c.var.store.id) };
    return sendOk(c, body);
  });

  app.get('/vendors/:vendorId', store, async (c) => {
    const vendorId = parsePathId(c.req.param('vendorId'), 'vendorId');
    const body: Vendor = await loadVendor(db, c.var.store.id, vendorId);
    return sendOk(c, body);
  });

  app.get('/ratings/:productId', store, async (c) => {
    const productId = parsePathId(c.req.param('productId'), 'productId');
    const params = QueryParams.of(c);
    const page = readPage(params, 'page-number', limitOf(params, PAGE_LIMIT, 50), 1);
    const body: RatingPage = await loadRatingPage(db, c.var.store.id, productId, page);
    return sendOk(c, body);
  });

  app.get('/rating-scale', store, async (c) => {
    const body: { data: RatingScaleEntry[] } = { data: await loadRatingScale(db, c.var.store.id) };
    return sendOk(c, body);
  });

  app.get('/questions/:productId', store, async (c) => {
    const productId = parsePathId(c.req.param('productId'), 'productId');
    const body: { questions: ProductQuestion[] } = {
      questions: await loadQuestions(db, c.var.store.id, productId),
    };
    return sendOk(c, body);
  });

  app.get('/faqs/:productId', store, async (c) => {
    const productId = parsePathId(c.req.param('productId'), 'productId');
    const body: { faqs: Faq[] } = { faqs: await loadFaqs(db, c.var.store.id, productId) };
    return sendOk(c, body);
  });

  app.get('/pincode-product-details', store, async (c) => {
    const params = QueryParams.of(c);
    const pincode = parsePincode(params.require('pincode'));
    const productId = requirePositiveInteger(params, 'product-id');
    const body: PincodeCheck = await checkDelivery(db, c.var.store.id, productId, pincode);
    return sendOk(c, body);
  });

  return app;
}
