import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import type { ProductSummary, Vendor } from '../../contracts/pbs.ts';
import type { StorefrontBootstrap } from '../../contracts/storefront-bootstrap.ts';
import { catalogueQueries } from '../../src/api/queries/catalogue.ts';
import { storeQueries } from '../../src/api/queries/store.ts';
import { createAppSystem, type LanguageRequest } from '../../src/app/system.ts';

function systemWith(
  fetch: typeof globalThis.fetch,
  language: LanguageRequest = { requested: null, source: null },
  options: { served?: StorefrontBootstrap; queryClient?: QueryClient } = {},
) {
  return createAppSystem({
    loadCatalog: async () => {},
    config,
    language,
    queryClient: options.queryClient ?? new QueryClient(),
    navigate: () => {},
    fetch,
    served: options.served,
  });
}

const config = {
  realmName: 'demo-customers',
  storeId: 19,
  apiBaseUrl: 'http://api.test',
  mediaBaseUrl: '',
  clientId: 'x',
};

const settings = {
  store_id: 19,
  store_currency: [],
  store_page_settings: [],
  store_header_settings: [],
  store_footer_settings: [],
};

/** A fake store platform: answers per path, and counts the calls. */
function platform(overrides: Record<string, [number, unknown]> = {}) {
  const calls: string[] = [];
  const languageCodes: string[] = [];
  const answers: Record<string, [number, unknown]> = {
    '/ums/rest/v3/validate-store': [
      200,
      { name: 'demo', store_display_name: 'Demo Store', store_status: true },
    ],
    '/pbs/rest/v3/content-settings': [200, { store_settings_data: [settings] }],
    '/pbs/rest/v3/store-images': [200, { store_logo_path: null, store_logo_path_dark: null }],
    '/pbs/rest/v3/languages': [
      200,
      {
        data: [
          {
            language_code: 'en',
            language_name: 'English',
            status: 1,
            is_default: true,
            writing_script_direction: 'ltr',
          },
          {
            language_code: 'ar',
            language_name: 'العربية',
            status: 1,
            is_default: false,
            writing_script_direction: 'rtl',
          },
        ],
      },
    ],
    ...overrides,
  };
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    calls.push(`${path} realm=${request.headers.get('realm-name')}`);
    languageCodes.push(`${path} ${new URL(request.url).searchParams.get('language-code')}`);
    const [status, body] = answers[path] ?? [404, null];
    return new Response(
      JSON.stringify({ response_body: body, response_message: status >= 400 ? 'Failed' : 'OK' }),
      {
        status,
        headers: { 'Content-Type': 'application/json' },
      },
    );
  };
  return { fetch: fetch as typeof globalThis.fetch, calls, languageCodes };
}

afterEach(() => localStorage.clear());

describe('the app actor system', () => {
  it('validates the store with the guest realm, then loads its settings and the saved language', async () => {
    const { fetch, calls } = platform();
    const system = systemWith(fetch, { requested: 'ar', source: 'storage' });
    await waitFor(system.storeBootstrap, (s) => s.matches('active'));
    const language = await waitFor(system.language, (s) => s.matches('ready'));
    expect(language.context).toMatchObject({ current: 'ar', direction: 'rtl' });
    expect(localStorage.getItem('ln')).toBe('ar');
    expect(localStorage.getItem('direction')).toBe('rtl');
    expect(calls).toContain('/ums/rest/v3/validate-store realm=demo');
    expect(system.storeBootstrap.getSnapshot().context.settings).toEqual(settings);
  });

  it('shows the unavailable store when validation fails, and the error page when settings fail', async () => {
    const missing = platform({ '/ums/rest/v3/validate-store': [404, null] });
    const unavailable = systemWith(missing.fetch);
    await waitFor(unavailable.storeBootstrap, (s) => s.matches('unavailable'));
    expect(missing.calls.some((call) => call.startsWith('/pbs/rest/v3/content-settings'))).toBe(false);

    const broken = platform({ '/pbs/rest/v3/content-settings': [500, null] });
    const failing = systemWith(broken.fetch);
    await waitFor(failing.storeBootstrap, (s) => s.matches('error'));
  });

  it('rechecks the store once whenever a later response fails with status >= 400', async () => {
    const { fetch, calls } = platform({ '/cfs/rest/v3/ai-configuration': [401, null] });
    const system = systemWith(fetch);
    await waitFor(system.storeBootstrap, (s) => s.matches({ active: 'idle' }));
    const validations = () => calls.filter((call) => call.startsWith('/ums/rest/v3/validate-store')).length;
    expect(validations()).toBe(1);

    await Promise.allSettled([
      system.api.get('/cfs/rest/v3/ai-configuration'),
      system.api.get('/cfs/rest/v3/ai-configuration'),
    ]);
    await waitFor(system.storeBootstrap, (s) => s.matches({ active: 'idle' }));
    // Two failures while one recheck is in flight still make one recheck.
    expect(validations()).toBe(2);
  });

  it('names the language on every call (language-code), even on a first visit with nothing saved', async () => {
    const { fetch, languageCodes } = platform();
    const firstVisit = systemWith(fetch);
    await waitFor(firstVisit.storeBootstrap, (s) => s.matches('active'));
    await waitFor(firstVisit.language, (s) => s.matches('ready'));
    // The languages list always asks in English (SPEC section 7); every other call in the default.
    expect(languageCodes.sort()).toEqual([
      '/pbs/rest/v3/content-settings en',
      '/pbs/rest/v3/languages en',
      '/pbs/rest/v3/store-images en',
      '/ums/rest/v3/validate-store en',
    ]);

    localStorage.setItem('ln', 'fr');
    const returning = platform();
    const french = systemWith(returning.fetch, { requested: 'fr', source: 'storage' });
    await waitFor(french.storeBootstrap, (s) => s.matches('active'));
    expect(
      returning.languageCodes
        .filter((call) => !call.includes('/languages'))
        .every((call) => call.endsWith(' fr')),
    ).toBe(true);
  });

  it('starts every machine in one actor system under the storefront', () => {
    const system = systemWith(platform().fetch);
    const actors = system.storefront.system;
    expect(actors.get('storefront')).toBe(system.storefront);
    expect(actors.get('storeBootstrap')).toBe(system.storeBootstrap);
    expect(actors.get('language')).toBe(system.language);
    expect(actors.get('session')).toBe(system.session);
    expect(system.session._parent).toBe(system.storefront);
    // The post-payment return lives beside the cart, told the page and the session by the storefront.
    expect(actors.get('postPaymentReturn')?._parent).toBe(system.storefront);
    expect(actors.get('cart')).toBe(system.cart);
  });

  it('reads the logos once: the bootstrap and the header share one store-images request', async () => {
    const { fetch, calls } = platform();
    const queryClient = new QueryClient();
    const system = systemWith(fetch, undefined, { queryClient });
    await waitFor(system.storeBootstrap, (s) => s.matches('active'));
    await queryClient.fetchQuery(storeQueries.images(system.api));
    expect(calls.filter((call) => call.startsWith('/pbs/rest/v3/store-images'))).toHaveLength(1);
  });
});

describe('the app actor system on a page served with the store’s answers', () => {
  const validation = { name: 'demo', store_display_name: 'Demo Store', store_status: true };
  const images = { store_logo_path: '/media/stores/19/logo-light.svg', store_logo_path_dark: null };
  const languages = [
    {
      language_code: 'en',
      language_name: 'English',
      status: 1,
      is_default: false,
      writing_script_direction: 'ltr',
    },
    {
      language_code: 'ar',
      language_name: 'العربية',
      status: 1,
      is_default: true,
      writing_script_direction: 'rtl',
    },
  ] as const;
  const banner = {
    banner_id: 1,
    title: 'Sale',
    subtitle: 'Now',
    banner_image: '/media/banners/1.svg',
    link: '/',
  };
  const served: StorefrontBootstrap = {
    validateStore: validation,
    contentSettings: { store_settings_data: [settings], total_count: 1 },
    storeImages: images,
    languages: { data: [...languages], total_count: 2 },
    banners: { banners: [banner] },
  };

  it('asks the API for none of what the page carried, and caches the plain reads', async () => {
    const { fetch, calls } = platform();
    const queryClient = new QueryClient();
    const system = systemWith(fetch, { requested: null, source: null }, { served, queryClient });
    expect(system.storeBootstrap.getSnapshot().value).toEqual({ active: 'idle' });
    expect(system.storeBootstrap.getSnapshot().context).toMatchObject({
      store: validation,
      settings,
      images,
    });
    const language = await waitFor(system.language, (s) => s.matches('ready'));
    // The served list's default, as a loaded list would give.
    expect(language.context).toMatchObject({ current: 'ar', direction: 'rtl' });
    expect(queryClient.getQueryData(storeQueries.images(system.api).queryKey)).toEqual(images);
    expect(queryClient.getQueryData(catalogueQueries.banners(system.api).queryKey)).toEqual([banner]);
    expect(calls).toEqual([]);
  });

  it('caches the listing’s first calls under the keys the listing and the vendor page read', async () => {
    const { fetch, calls } = platform();
    const product = { product_id: 1, product_name: 'Lamp' } as ProductSummary;
    const page = { products: [product], total_count: 1, page_number: 1, page_limit: 10 };
    const lists = {
      sortingElements: { data: [{ key: 'newest', label: 'Newest', is_default: true }] },
      categories: { data: [], total_count: 0 },
      vendors: { vendors: [] },
    };
    const plainClient = new QueryClient();
    const plain = systemWith(fetch, undefined, {
      served: { ...served, listingProducts: page, ...lists },
      queryClient: plainClient,
    });
    // What /productListing asks for (src/features/catalogue/rules/listingSearch.ts): page 1 with its filter counts.
    expect(
      await plainClient.ensureQueryData(
        catalogueQueries.products(plain.api, { 'page-number': 1, facets: 'counts' }),
      ),
    ).toEqual(page);
    expect(await plainClient.ensureQueryData(catalogueQueries.sortingElements(plain.api))).toEqual(
      lists.sortingElements.data,
    );
    expect(await plainClient.ensureQueryData(catalogueQueries.categories(plain.api))).toEqual([]);
    expect(await plainClient.ensureQueryData(catalogueQueries.vendors(plain.api))).toEqual([]);

    const vendorClient = new QueryClient();
    const vendor = { vendor_id: 2, vendor_name: 'Acme' } as Vendor;
    const forVendor = systemWith(fetch, undefined, {
      served: { ...served, vendor, listingProducts: page },
      queryClient: vendorClient,
    });
    expect(await vendorClient.ensureQueryData(catalogueQueries.vendorProducts(forVendor.api, 2))).toEqual(
      page,
    );
    // The vendor listing (/productListing?vendor=2) reads the same answer, with its counts.
    expect(
      await vendorClient.ensureQueryData(
        catalogueQueries.products(forVendor.api, { 'page-number': 1, 'vendor-id': 2, facets: 'counts' }),
      ),
    ).toEqual(page);
    expect(
      vendorClient.getQueryData(
        catalogueQueries.products(forVendor.api, { 'page-number': 1, facets: 'counts' }).queryKey,
      ),
    ).toBeUndefined();
    expect(calls).toEqual([]);
  });

  it('a served store that is switched off shows the unavailable page without a request', () => {
    const { fetch, calls } = platform();
    const closed = { ...validation, store_status: false };
    const system = systemWith(fetch, undefined, { served: { validateStore: closed } });
    expect(system.storeBootstrap.getSnapshot().value).toBe('unavailable');
    expect(system.storeBootstrap.getSnapshot().context).toMatchObject({
      store: closed,
      unavailableReason: 'inactive',
    });
    expect(calls.filter((call) => !call.startsWith('/pbs/rest/v3/languages'))).toEqual([]);
  });

  it('a served 404 is a missing store', () => {
    const system = systemWith(platform().fetch, undefined, { served: { validateStore: null } });
    expect(system.storeBootstrap.getSnapshot().context.unavailableReason).toBe('missing');
  });
});
