import { describe, expect, it, vi } from 'vitest';
import { toFlowError } from '../../machines/shared/flowError.ts';
import { ApiError } from '../../src/api/apiError.ts';
import { type ApiClientOptions, createApiClient } from '../../src/api/client.ts';

interface Recorded {
  url: URL;
  headers: Headers;
  method: string;
}

/** A fetch that records each request and answers with the given status and JSON body. */
function fakeFetch(status: number, body: unknown) {
  const calls: Recorded[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    calls.push({ url: new URL(request.url), headers: request.headers, method: request.method });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

function client(fetch: typeof globalThis.fetch, overrides: Partial<ApiClientOptions> = {}) {
  return createApiClient({
    baseUrl: 'https://api.example.test',
    guestRealmName: 'demo',
    getLanguage: () => 'fr',
    getAccessToken: () => null,
    onErrorStatus: () => {},
    fetch,
    ...overrides,
  });
}

describe('the API client', () => {
  it('unwraps response_body and asks for JSON in the stored language', async () => {
    const { fetch, calls } = fakeFetch(200, { response_body: { name: 'demo' }, response_message: 'ok' });
    await expect(
      client(fetch).get('/ums/rest/v3/validate-store', { 'store-realmname': 'demo' }),
    ).resolves.toEqual({
      name: 'demo',
    });
    const [call] = calls;
    expect(call?.url.pathname).toBe('/ums/rest/v3/validate-store');
    expect(call?.url.searchParams.get('language-code')).toBe('fr');
    expect(call?.url.searchParams.get('store-realmname')).toBe('demo');
    expect(call?.headers.get('accept')).toBe('application/json');
  });

  it('answers a file as a Blob with the bearer token, and a failed file request with its response_message', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (request.url.includes('/1')) {
        expect(request.headers.get('authorization')).toBe('Bearer token-9');
        return new Response('%PDF-1.3 test', { status: 200, headers: { 'Content-Type': 'application/pdf' } });
      }
      return new Response(JSON.stringify({ response_body: null, response_message: 'Order not found' }), {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      });
    }) as unknown as typeof globalThis.fetch;
    const api = client(fetch, { getAccessToken: () => 'token-9' });
    const file = await api.request<Blob>('GET', '/cfs/rest/v3/invoice-download/1', { responseType: 'blob' });
    expect(await file.text()).toBe('%PDF-1.3 test');
    await expect(
      api.request<Blob>('GET', '/cfs/rest/v3/invoice-download/2', { responseType: 'blob' }),
    ).rejects.toEqual(new ApiError(404, 'Order not found'));
  });

  it('keeps a language-code the call names itself', async () => {
    const { fetch, calls } = fakeFetch(200, { response_body: { data: [] } });
    await client(fetch).get('/pbs/rest/v3/languages', { 'language-code': 'en' });
    expect(calls[0]?.url.searchParams.getAll('language-code')).toEqual(['en']);
  });

  it('sends no language-code before a language is stored', async () => {
    const { fetch, calls } = fakeFetch(200, { response_body: {} });
    await client(fetch, { getLanguage: () => null }).get('/pbs/rest/v3/store-images');
    expect(calls[0]?.url.searchParams.has('language-code')).toBe(false);
  });

  it('sends the realm header for guests and the bearer token, without the realm, when signed in', async () => {
    const guest = fakeFetch(200, { response_body: {} });
    await client(guest.fetch).get('/pbs/rest/v3/store-images');
    expect(guest.calls[0]?.headers.get('realm-name')).toBe('demo');
    expect(guest.calls[0]?.headers.get('authorization')).toBeNull();

    const customer = fakeFetch(200, { response_body: {} });
    await client(customer.fetch, { getAccessToken: () => 'token-123' }).get('/cfs/rest/v3/ai-configuration');
    expect(customer.calls[0]?.headers.get('authorization')).toBe('Bearer token-123');
    expect(customer.calls[0]?.headers.get('realm-name')).toBeNull();
  });

  it('turns a failure into one ApiError with the server’s response_message, and reports the status', async () => {
    const { fetch } = fakeFetch(404, { response_body: null, response_message: 'Store not found' });
    const onErrorStatus = vi.fn();
    const failure = await client(fetch, { onErrorStatus })
      .get('/ums/rest/v3/validate-store')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404, message: 'Store not found' });
    expect(onErrorStatus).toHaveBeenCalledWith(404);
    expect(onErrorStatus).toHaveBeenCalledTimes(1);
  });

  it('carries no message for a failure without the store’s envelope (a proxy’s Bad Gateway): screens say why themselves', async () => {
    const fetch = vi.fn(
      async () => new Response('<html>Bad Gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    ) as unknown as typeof globalThis.fetch;
    const failure = await client(fetch)
      .get('/cfs/rest/v3/orders-with-items/1')
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 502, message: '' });
    expect(toFlowError(failure)).toEqual({ kind: 'failed', message: null });
  });

  it('keeps the seconds a 429 names in Retry-After', async () => {
    const answer = (retryAfter: string) =>
      vi.fn(
        async () =>
          new Response(JSON.stringify({ response_body: null, response_message: 'Please wait' }), {
            status: 429,
            headers: { 'Content-Type': 'application/json', 'Retry-After': retryAfter },
          }),
      ) as unknown as typeof globalThis.fetch;
    const failure = await client(answer('45'))
      .send('POST', '/ums/rest/v3/unlock/resend', {})
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 429, message: 'Please wait', retryAfter: 45 });
    const dated = await client(answer('Wed, 21 Oct 2015 07:28:00 GMT'))
      .send('POST', '/ums/rest/v3/unlock/resend', {})
      .catch((error: unknown) => error);
    expect((dated as ApiError).retryAfter).toBeUndefined();
  });

  it('does not retry by itself: TanStack Query owns retries', async () => {
    const { fetch, calls } = fakeFetch(503, { response_body: null, response_message: 'Busy' });
    await expect(client(fetch).get('/pbs/rest/v3/store-images')).rejects.toMatchObject({ status: 503 });
    expect(calls).toHaveLength(1);
  });

  it('reports a request that never got an answer as status 0', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof globalThis.fetch;
    const onErrorStatus = vi.fn();
    await expect(client(fetch, { onErrorStatus }).get('/pbs/rest/v3/store-images')).rejects.toMatchObject({
      status: 0,
    });
    expect(onErrorStatus).not.toHaveBeenCalled();
  });

  it('sends JSON bodies on writes', async () => {
    const { fetch, calls } = fakeFetch(200, { response_body: { id: 1 } });
    await expect(
      client(fetch).send('POST', '/cfs/rest/v3/customer-cart', { customer_cart: [] }),
    ).resolves.toEqual({
      id: 1,
    });
    expect(calls[0]?.method).toBe('POST');
  });
});

describe('a 401 with a token', () => {
  /** Answers 401 to the old token and 200 to the new one. */
  function expiringFetch() {
    const tokens: (string | null)[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const token = request.headers.get('authorization');
      tokens.push(token);
      const ok = token === 'Bearer new';
      return new Response(
        JSON.stringify({ response_body: ok ? 'data' : null, response_message: ok ? 'OK' : 'Expired' }),
        {
          status: ok ? 200 : 401,
          headers: { 'Content-Type': 'application/json' },
        },
      );
    });
    return { fetch: fetch as unknown as typeof globalThis.fetch, tokens };
  }

  it('asks for a refreshed token and retries once with it', async () => {
    const { fetch, tokens } = expiringFetch();
    const refreshAccess = vi.fn(async () => 'new');
    const api = client(fetch, { getAccessToken: () => 'old', refreshAccess });
    await expect(api.get('/pbs/rest/v3/store-images')).resolves.toBe('data');
    expect(refreshAccess).toHaveBeenCalledWith('old');
    expect(tokens).toEqual(['Bearer old', 'Bearer new']);
  });

  it('gives up with the 401 when no refreshed token comes', async () => {
    const { fetch, tokens } = expiringFetch();
    const api = client(fetch, { getAccessToken: () => 'old', refreshAccess: async () => null });
    await expect(api.get('/pbs/rest/v3/store-images')).rejects.toMatchObject({
      status: 401,
      message: 'Expired',
    });
    expect(tokens).toHaveLength(1);
  });

  it('reports a retry that is refused again', async () => {
    const { fetch } = expiringFetch();
    const onRetryUnauthorized = vi.fn();
    const api = client(fetch, {
      getAccessToken: () => 'old',
      refreshAccess: async () => 'still-old',
      onRetryUnauthorized,
    });
    await expect(api.get('/pbs/rest/v3/store-images')).rejects.toMatchObject({ status: 401 });
    expect(onRetryUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('never refreshes for calls without auth (sign-in, tokens), which send the realm instead', async () => {
    const { fetch, tokens } = expiringFetch();
    const refreshAccess = vi.fn(async () => 'new');
    const api = client(fetch, { getAccessToken: () => 'old', refreshAccess });
    await expect(api.request('POST', '/ums/rest/v3/login', { body: {}, auth: false })).rejects.toMatchObject({
      status: 401,
    });
    expect(refreshAccess).not.toHaveBeenCalled();
    expect(tokens).toEqual([null]);
  });
});
