// A signed-in customer's page drawn on the server shows their cart as the server read it: the
// header's count and, on /cart, the lines with their prices and totals (or the empty cart). The
// browser hydrates exactly that, and its cart carries on from it: it never draws "loading" over the
// drawn cart, and it still reads the cart again behind it (docs/decisions/0151).
import { I18nProvider } from '@lingui/react';
import { dehydrate, hydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import type { CartItem } from '../../contracts/cfs.ts';
import { selectCartLines } from '../../machines/cart/cart.machine.ts';
import { AppSystemProvider } from '../../src/app/AppSystemContext.tsx';
import { CUSTOMER_CART_QUERY_KEY } from '../../src/app/firstScreen.ts';
import { i18n } from '../../src/app/i18n.ts';
import { type AppSystem, createAppSystem } from '../../src/app/system.ts';
import { CartPage } from '../../src/features/cart/CartPage.tsx';
import { CartLink } from '../../src/features/shell/CartLink.tsx';
import { cartItem, signInCustomer, signOutCustomer } from './cartFixtures.ts';
import { RAND } from './renderWithStore.tsx';

const CART_PATH = '/cfs/rest/v3/customer-cart';

const TWO_LINES = [cartItem(11, 1, 'Kettle', 2), cartItem(12, 2, 'Lamp', 1)];

/** The store platform: the store's answers, and the customer's cart as `cart` gives it. */
function platform(cart: () => Promise<CartItem[]>) {
  const answers: Record<string, () => Promise<unknown>> = {
    '/ums/rest/v3/validate-store': async () => ({
      name: 'demo',
      store_display_name: 'Demo Store',
      store_status: true,
    }),
    '/pbs/rest/v3/content-settings': async () => ({
      store_settings_data: [
        {
          store_id: 19,
          store_currency: [RAND],
          store_page_settings: [],
          store_header_settings: [],
          store_footer_settings: [],
        },
      ],
    }),
    '/pbs/rest/v3/store-images': async () => ({ store_logo_path: null, store_logo_path_dark: null }),
    [CART_PATH]: async () => {
      const products = await cart();
      return { Products: products, total_count: products.length };
    },
  };
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(new Request(input, init).url).pathname;
    const answer = answers[path];
    const body = answer ? await answer() : null;
    return new Response(JSON.stringify({ response_body: body, response_message: answer ? 'OK' : 'Failed' }), {
      status: answer ? 200 : 404,
      headers: { 'Content-Type': 'application/json' },
    });
  };
}

function startSystem(queryClient: QueryClient, fetch: typeof globalThis.fetch): AppSystem {
  return createAppSystem({
    loadCatalog: async () => {},
    config: {
      realmName: 'demo-customers',
      storeId: 19,
      apiBaseUrl: 'http://api.test',
      mediaBaseUrl: '',
      clientId: 'x',
    },
    language: { requested: null, source: null },
    queryClient,
    route: { path: '/cart', search: {} },
    navigate: () => {},
    fetch,
  });
}

/** The header's cart link and the cart page, as the app draws them (links need a router). */
async function pageOf(system: AppSystem, queryClient: QueryClient) {
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => (
        <>
          <CartLink />
          <CartPage />
        </>
      ),
    }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await router.load();
  return (
    <AppSystemProvider system={system}>
      <QueryClientProvider client={queryClient}>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nProvider>
      </QueryClientProvider>
    </AppSystemProvider>
  );
}

/**
 * The page as the server's render draws it for the signed-in customer: their cart read with the
 * session, and put in the query cache the page carries (as the cart's actor does on the server;
 * tests/app/firstScreenCustomerCart.test.ts).
 */
async function drawOnServer(items: CartItem[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const system = startSystem(queryClient, platform(async () => items) as typeof globalThis.fetch);
  await waitFor(system.cart, (snapshot) => snapshot.matches({ customer: 'idle' }));
  queryClient.setQueryData(CUSTOMER_CART_QUERY_KEY, selectCartLines(system.cart.getSnapshot()));
  const html = renderToString(await pageOf(system, queryClient));
  const queries = JSON.parse(JSON.stringify(dehydrate(queryClient)));
  system.storefront.stop();
  return { html, queries };
}

afterEach(() => {
  signOutCustomer();
  localStorage.clear();
  document.body.innerHTML = '';
});

describe("a signed-in customer's cart on a page drawn on the server", () => {
  it('is drawn as it is: the count in the header, the lines with their prices and totals', async () => {
    signInCustomer();
    if (i18n.locale !== 'en') i18n.loadAndActivate({ locale: 'en', messages: {} });
    const { html } = await drawOnServer(TWO_LINES);
    document.body.innerHTML = html;
    expect(screen.getByRole('link', { name: 'Cart, 2 products' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading your cart' })).toBeNull();
    const products = screen.getByRole('region', { name: 'Products in your cart' });
    expect(within(products).getAllByRole('listitem')).toHaveLength(2);
    expect(within(products).getByRole('link', { name: 'Kettle' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Summary' })).toHaveTextContent(/R\s?1,?350\.00/);
  });

  it('an empty cart is drawn empty, not loading', async () => {
    signInCustomer();
    const { html } = await drawOnServer([]);
    document.body.innerHTML = html;
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading your cart' })).toBeNull();
  });

  it('is hydrated as drawn, and the cart carries on from it (no loading) while it reads the cart again', async () => {
    signInCustomer();
    if (i18n.locale !== 'en') i18n.loadAndActivate({ locale: 'en', messages: {} });
    const { html, queries } = await drawOnServer(TWO_LINES);
    // The browser: the page's query cache, and the cart read again held until released.
    let release: (items: CartItem[]) => void = () => {};
    const reads: number[] = [];
    const fetch = platform(
      () =>
        new Promise<CartItem[]>((resolve) => {
          reads.push(reads.length + 1);
          release = resolve;
        }),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    hydrate(queryClient, queries);
    const system = startSystem(queryClient, fetch as typeof globalThis.fetch);
    await waitFor(system.storeBootstrap, (snapshot) => snapshot.matches('active'));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    const page = await pageOf(system, queryClient);
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    // What shows once hydrated is what was drawn (as the DOM writes it back).
    const drawn = document.createElement('div');
    drawn.innerHTML = html;
    expect(container.innerHTML).toBe(drawn.innerHTML);
    // Hydrated: the cart is the browser's now, started from the drawn one.
    expect(system.cart.getSnapshot().matches({ customer: 'refreshing' })).toBe(true);
    expect(screen.getByRole('link', { name: 'Cart, 2 products' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading your cart' })).toBeNull();
    expect(
      within(screen.getByRole('region', { name: 'Products in your cart' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    // The cart read again answers with a third product (added in another tab meanwhile).
    expect(reads).toEqual([1]);
    await act(async () => release([...TWO_LINES, cartItem(13, 3, 'Mug', 1)]));
    await waitFor(system.cart, (snapshot) => snapshot.matches({ customer: 'idle' }));
    expect(await screen.findByRole('link', { name: 'Cart, 3 products' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mug' })).toBeInTheDocument();
    system.storefront.stop();
  });
});
