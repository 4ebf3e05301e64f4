import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { createAppSystem, type LanguageRequest } from '../../src/app/system.ts';

function systemWith(
  fetch: typeof globalThis.fetch,
  language: LanguageRequest = { requested: null, source: null },
) {
  return createAppSystem({
    loadCatalog: async () => {},
    config,
    language,
    queryClient: new QueryClient(),
    navigate: () => {},
    fetch,
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
});
