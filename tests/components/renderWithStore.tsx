import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { type ReactElement, useState } from 'react';
import { vi } from 'vitest';
import { waitFor } from 'xstate';
import type { StoreCurrency } from '../../contracts/store.ts';
import type { Route } from '../../machines/storefront/pages.ts';
import { AppSystemProvider } from '../../src/app/AppSystemContext.tsx';
import type { PageLoads } from '../../src/app/actors/pageLoads.ts';
import { i18n } from '../../src/app/i18n.ts';
import { loadPageFlows, loadSignedInFlows } from '../../src/app/pageFlows.ts';
import { createAppSystem } from '../../src/app/system.ts';

/**
 * What the fake store platform answers for a path: a status, a response_body and, optionally,
 * response headers (a 429's Retry-After). A function may also throw, as fetch does when no answer
 * comes (offline).
 */
type FakeReply = [status: number, body: unknown, headers?: Record<string, string>];
/** An answer, or a function of the request giving one (a promise holds the answer back). */
export type FakeAnswer = FakeReply | ((url: URL, request: SentRequest) => FakeReply | Promise<FakeReply>);

/** A request the page sent: its method, path and JSON body (undefined when it had none). */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

export const RAND: StoreCurrency = {
  id: 1,
  symbol: 'R',
  iso_code: 'ZAR',
  fractional_unit: 'Cents',
  number_to_basic: 100,
  store_id: 19,
};

export interface StoreOptions {
  /** The store's currency list; [] falls back to the default store's (INR, ₹). */
  currency?: StoreCurrency[];
  /** Extra answers by path (e.g. '/pbs/rest/v3/pincode-product-details'). */
  answers?: Record<string, FakeAnswer>;
  /** Renders `ui` as the page of a bare router, for components with router links. */
  withRouter?: boolean;
  /** Full page loads (a language change reloads): the browser's unless a test spies on them. */
  pageLoads?: PageLoads;
  /**
   * The page the router has open (the storefront hears ROUTE_CHANGED, as from the router), so that
   * the page's flow runs in the system: /unlock, /myProfile, /userDetails, /activeSessions.
   */
  route?: Route;
  /** How long a read stays fresh; 0 (every mount reads again) unless a test says otherwise. */
  staleTime?: number;
}

/**
 * Renders `ui` inside the app's real providers: the actor system (created with a fake fetch that
 * plays the store platform, its store bootstrap settled on an active store), TanStack Query
 * without retries, and Lingui in English (the source messages). Returns the render result, the
 * system and the requests made, as 'path?query' (calls) and with their method and body (requests).
 */
export async function renderWithStore(ui: ReactElement, options: StoreOptions = {}) {
  // The page flows load with their page in the app (src/app/pageFlows.ts); here, up front.
  await Promise.all([loadPageFlows(), loadSignedInFlows()]);
  const calls: string[] = [];
  const requests: SentRequest[] = [];
  const answers: Record<string, FakeAnswer> = {
    '/ums/rest/v3/validate-store': [
      200,
      { name: 'demo', store_display_name: 'Demo Store', store_status: true },
    ],
    '/pbs/rest/v3/content-settings': [
      200,
      {
        store_settings_data: [
          {
            store_id: 19,
            store_currency: options.currency ?? [RAND],
            store_page_settings: [],
            store_header_settings: [],
            store_footer_settings: [],
          },
        ],
      },
    ],
    '/pbs/rest/v3/store-images': [200, { store_logo_path: null, store_logo_path_dark: null }],
    ...options.answers,
  };
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const query = new URLSearchParams(url.search);
    query.delete('language-code');
    calls.push(`${url.pathname}${query.size > 0 ? `?${query}` : ''}`);
    const sent: SentRequest = {
      method: request.method,
      path: url.pathname,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(sent);
    const answer = answers[url.pathname] ?? [404, null];
    const [status, body, headers] = typeof answer === 'function' ? await answer(url, sent) : answer;
    return new Response(
      JSON.stringify({
        response_body: body,
        response_message: status >= 400 ? String(body ?? 'Failed') : 'OK',
      }),
      { status, headers: { 'Content-Type': 'application/json', ...headers } },
    );
  };
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: options.staleTime ?? 0 } },
  });
  const system = createAppSystem({
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
    navigate: () => {},
    fetch: fetch as typeof globalThis.fetch,
    ...(options.pageLoads ? { pageLoads: options.pageLoads } : {}),
  });
  await waitFor(system.storeBootstrap, (snapshot) => snapshot.matches('active'));
  if (options.route) system.storefront.send({ type: 'ROUTE_CHANGED', ...options.route });
  if (i18n.locale !== 'en') i18n.loadAndActivate({ locale: 'en', messages: {} });
  // The router scrolls on navigation; jsdom has no scrolling.
  if (options.withRouter) vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const page = options.withRouter ? <BareRouter page={ui} /> : ui;
  const result = render(
    <AppSystemProvider system={system}>
      <QueryClientProvider client={queryClient}>
        <I18nProvider i18n={i18n}>{page}</I18nProvider>
      </QueryClientProvider>
    </AppSystemProvider>,
  );
  return { ...result, system, queryClient, calls, requests };
}

/** A router with one page at '/', so that links render (their targets are not routes here). */
function BareRouter(props: { page: ReactElement }) {
  const [router] = useState(() =>
    createRouter({
      routeTree: createRootRoute({ component: () => props.page }),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    }),
  );
  return <RouterProvider router={router} />;
}
