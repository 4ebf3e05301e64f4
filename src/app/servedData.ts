import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '../../contracts/store.ts';
import type { StorefrontBootstrap } from '../../contracts/storefront-bootstrap.ts';
import type { ServedStore } from '../../machines/store/storeBootstrap.types.ts';
import type { ApiClient } from '../api/client.ts';
import { catalogueQueries } from '../api/queries/catalogue.ts';
import { storeQueries } from '../api/queries/store.ts';
import { storeCheckOf } from '../api/store.ts';
import { parseListingSearch, toProductListQuery } from '../features/catalogue/rules/listingSearch.ts';

// The API's answers the server wrote into the page (contracts/storefront-bootstrap.ts),
// so that the app starts without asking for them again. The machines decide what to do with theirs;
// the plain reads go into the query cache as if they had just been fetched.

declare global {
  interface Window {
    __STOREFRONT_BOOTSTRAP__?: StorefrontBootstrap;
  }
}

/** What the page was served with; nothing when it came from elsewhere (`npm run dev`). */
export function readServedData(): StorefrontBootstrap {
  return window.__STOREFRONT_BOOTSTRAP__ ?? {};
}

/** The store's check and content for the store bootstrap machine, or null when not served. */
export function servedStore(data: StorefrontBootstrap): ServedStore | null {
  if (data.validateStore === undefined) return null;
  const settings = data.contentSettings?.store_settings_data[0];
  return {
    check: storeCheckOf(data.validateStore),
    content: settings && data.storeImages ? { settings, images: data.storeImages } : null,
  };
}

/** The store's languages for the language machine, or null when not served. */
export function servedLanguages(data: StorefrontBootstrap): Language[] | null {
  return data.languages?.data ?? null;
}

/** Puts the served plain reads (logos, and the open page's first call) into the query cache. */
export function seedServedQueries(queryClient: QueryClient, api: ApiClient, data: StorefrontBootstrap): void {
  if (data.storeImages) queryClient.setQueryData(storeQueries.images(api).queryKey, data.storeImages);
  if (data.banners) queryClient.setQueryData(catalogueQueries.banners(api).queryKey, data.banners.banners);
  const product = data.productDescription;
  if (product) {
    const id = product.product_id;
    queryClient.setQueryData(catalogueQueries.productDetails(api, id).queryKey, product);
    // The calls below it, served with it (server/page/product-answers.ts).
    if (data.productRatings)
      queryClient.setQueryData(catalogueQueries.ratings(api, id).queryKey, data.productRatings);
    if (data.productQuestions)
      queryClient.setQueryData(catalogueQueries.questions(api, id).queryKey, data.productQuestions.questions);
    if (data.productFaqs)
      queryClient.setQueryData(catalogueQueries.faqs(api, id).queryKey, data.productFaqs.faqs);
    if (data.similarProducts)
      queryClient.setQueryData(
        catalogueQueries.similarProducts(api, id).queryKey,
        data.similarProducts.products,
      );
  }
  const vendor = data.vendor;
  if (vendor) queryClient.setQueryData(catalogueQueries.vendor(api, vendor.vendor_id).queryKey, vendor);
  // The listing's first page (with its filter counts): of the served vendor's products when there
  // is one, for the vendor listing and the vendor page alike, else unfiltered.
  if (data.listingProducts) {
    const listing = catalogueQueries.products(
      api,
      toProductListQuery(parseListingSearch(vendor ? { vendor: vendor.vendor_id } : {})),
    );
    queryClient.setQueryData(listing.queryKey, data.listingProducts);
    if (vendor) {
      queryClient.setQueryData(
        catalogueQueries.vendorProducts(api, vendor.vendor_id).queryKey,
        data.listingProducts,
      );
    }
  }
  if (data.sortingElements)
    queryClient.setQueryData(catalogueQueries.sortingElements(api).queryKey, data.sortingElements.data);
  if (data.categories)
    queryClient.setQueryData(catalogueQueries.categories(api).queryKey, data.categories.data);
  if (data.vendors) queryClient.setQueryData(catalogueQueries.vendors(api).queryKey, data.vendors.vendors);
}
