import { QueryClient } from '@tanstack/react-query';
import Cookies from 'js-cookie';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { loadPageFlows } from '../../src/app/pageFlows.ts';
import { createAppSystem } from '../../src/app/system.ts';

// The page flows load with their page in the app (src/app/pageFlows.ts); here, up front.
beforeAll(() => loadPageFlows());

/** An unsigned JWT the session can read (the server checks signatures, the browser does not). */
function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

const claims = { sub: 'c-1', name: 'Asha Rao', realm: 'demo', sid: 's-1', iat: 1, exp: 4_000_000_000 };
const oldAccess = jwt({ ...claims, jti: 'old' });
const newAccess = jwt({ ...claims, jti: 'new' });

const config = {
  realmName: 'demo',
  storeId: 19,
  apiBaseUrl: 'http://api.test',
  mediaBaseUrl: '',
  clientId: 'x',
};

const json = (status: number, body: unknown, message = 'OK') =>
  new Response(JSON.stringify({ response_body: body, response_message: message }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/**
 * A platform where the old access token has expired: data calls answer 401 to it and 200 to the
 * new one; the refresh call (slow, so that every request fails while it runs) hands out the new one.
 */
function expiredSessionPlatform(refreshSucceeds: boolean) {
  const seen = { refreshCalls: 0, withOld: 0, withNew: 0 };
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    if (path === '/ums/rest/v3/refresh-token') {
      seen.refreshCalls += 1;
      await new Promise((resolve) => setTimeout(resolve, 30));
      if (!refreshSucceeds) return json(401, null, 'Your session has expired. Please sign in again.');
      return json(200, {
        access_token: newAccess,
        refresh_token: 'refresh-2',
        id_token: 'id-2',
        expires_in: 900,
        refresh_expires_in: 604_800,
        token_type: 'Bearer',
      });
    }
    // The start-up calls (store validation, settings, languages) are not this test's subject.
    if (path !== '/pbs/rest/v3/store-images') return json(404, null, 'Not here');
    const authorization = request.headers.get('authorization');
    if (authorization === `Bearer ${newAccess}`) {
      seen.withNew += 1;
      return json(200, { store_logo_path: null, store_logo_path_dark: null });
    }
    seen.withOld += 1;
    return json(401, null, 'Your session has expired');
  };
  return { fetch: fetch as typeof globalThis.fetch, seen };
}

function signedInSystem(fetch: typeof globalThis.fetch, path = '/') {
  Cookies.set('access_token', oldAccess);
  Cookies.set('refresh_token', 'refresh-1');
  Cookies.set('id_token', 'id-1');
  const pageLoads = { assign: vi.fn(), reload: vi.fn() };
  const system = createAppSystem({
    loadCatalog: async () => {},
    config,
    language: { requested: null, source: null },
    queryClient: new QueryClient(),
    navigate: () => {},
    route: { path, search: {} },
    fetch,
    pageLoads,
  });
  return { system, pageLoads };
}

afterEach(() => {
  for (const name of ['access_token', 'refresh_token', 'id_token']) Cookies.remove(name);
  localStorage.clear();
});

describe('token refresh under concurrency', () => {
  it('ten requests that all get 401 share one refresh and are all retried with the new token', async () => {
    const { fetch, seen } = expiredSessionPlatform(true);
    const { system, pageLoads } = signedInSystem(fetch);
    expect(system.session.getSnapshot().matches('authenticated')).toBe(true);

    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        system.api.get<{ store_logo_path: null }>('/pbs/rest/v3/store-images'),
      ),
    );

    expect(results).toHaveLength(10);
    expect(results.every((result) => result.store_logo_path === null)).toBe(true);
    expect(seen).toEqual({ refreshCalls: 1, withOld: 10, withNew: 10 });
    expect(system.session.getSnapshot().context.tokens.access).toBe(newAccess);
    // The rotated tokens are stored as cookies for the next page load.
    expect(Cookies.get('access_token')).toBe(newAccess);
    expect(Cookies.get('refresh_token')).toBe('refresh-2');
    expect(pageLoads.reload).not.toHaveBeenCalled();
  });

  it('a failed refresh fails every waiting request, clears the session and goes home as a guest', async () => {
    const { fetch, seen } = expiredSessionPlatform(false);
    const { system, pageLoads } = signedInSystem(fetch);
    localStorage.setItem('ln', 'fr');
    localStorage.setItem('page', '/cart');

    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => system.api.get('/pbs/rest/v3/store-images')),
    );

    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(seen.refreshCalls).toBe(1);
    expect(seen.withNew).toBe(0);
    await waitFor(system.session, (snapshot) => snapshot.matches('guest'));
    expect(Cookies.get('access_token')).toBeUndefined();
    expect(Cookies.get('refresh_token')).toBeUndefined();
    // Local storage is cleared except the language choice.
    expect(localStorage.getItem('page')).toBeNull();
    expect(localStorage.getItem('ln')).toBe('fr');
    expect(pageLoads.assign).toHaveBeenCalledWith('/');
  });

  it('never refreshes for a 401 on the sign-in page', async () => {
    const { fetch, seen } = expiredSessionPlatform(true);
    const { system } = signedInSystem(fetch, '/signin');
    await expect(system.api.get('/pbs/rest/v3/store-images')).rejects.toMatchObject({ status: 401 });
    expect(seen.refreshCalls).toBe(0);
    expect(system.session.getSnapshot().matches('authenticated')).toBe(true);

    // The router tells the storefront that the page changed; off /signin the same 401 refreshes.
    system.storefront.send({ type: 'ROUTE_CHANGED', path: '/cart', search: {} });
    await expect(system.api.get('/pbs/rest/v3/store-images')).resolves.toMatchObject({
      store_logo_path: null,
    });
    expect(seen.refreshCalls).toBe(1);
  });

  it("keeps another tab's refresh that lands just after this tab lets go of the lock", async () => {
    // The other tab takes the lock the moment this one lets go and rotates the tokens again,
    // before this tab's session has handled its own refresh.
    const otherTab = { access: jwt({ ...claims, jti: 'other-tab' }), refresh: 'refresh-3', id: 'id-3' };
    const locks = {
      request: async (_name: string, task: () => Promise<unknown>) => {
        const result = await task();
        Cookies.set('access_token', otherTab.access);
        Cookies.set('refresh_token', otherTab.refresh);
        Cookies.set('id_token', otherTab.id);
        return result;
      },
    };
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    try {
      const { fetch, seen } = expiredSessionPlatform(true);
      const { system } = signedInSystem(fetch);
      await system.api.get('/pbs/rest/v3/store-images');
      expect(seen.refreshCalls).toBe(1);
      expect(system.session.getSnapshot().matches({ authenticated: 'ready' })).toBe(true);
      // Writing this tab's tokens again would put back refresh-2, which the server has retired:
      // the next refresh would send it twice and the server would end the session in every tab.
      expect(Cookies.get('refresh_token')).toBe(otherTab.refresh);
      expect(Cookies.get('access_token')).toBe(otherTab.access);
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
  });
});
