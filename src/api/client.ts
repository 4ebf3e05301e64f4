import { FetchError, ofetch } from 'ofetch';
import type { Envelope } from '../../contracts/envelope.ts';
import { LANGUAGE_CODE_PARAM, REALM_HEADER } from '../../contracts/request.ts';
import { ApiError, retryAfterSeconds } from './apiError.ts';

export interface ApiClientOptions {
  baseUrl: string;
  /** Sent to guests so the platform knows the store (SPEC section 6). */
  guestRealmName: string;
  /** The stored language, sent as the language-code query on every call. */
  getLanguage: () => string | null;
  getAccessToken: () => string | null;
  /** Told about every response with status >= 400 (the store bootstrap rechecks the store). */
  onErrorStatus: (status: number) => void;
  /**
   * Called when a request sent with `rejectedToken` got a 401. Resolves the access token to retry
   * with, or null to give up. The session actor makes sure one refresh serves every caller.
   */
  refreshAccess?: (rejectedToken: string) => Promise<string | null>;
  /** A retry with the refreshed token was refused too (SPEC section 4: the page reloads). */
  onRetryUnauthorized?: () => void;
  fetch?: typeof globalThis.fetch;
}

export type Query = Record<string, string | number | boolean | undefined>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  /**
   * false for the sign-in, sign-up, token and logout calls: they send no bearer token (the guest
   * realm header instead) and a 401 from them is an answer, not an expired session.
   */
  auth?: boolean;
  /** Extra headers (the cart merge's Idempotency-Key). */
  headers?: Record<string, string>;
  /**
   * 'blob': the answer is a file (an invoice PDF), resolved as a Blob rather than an envelope;
   * a failure still carries the envelope's response_message.
   */
  responseType?: 'json' | 'blob';
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiClient {
  request<T>(method: Method, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, query?: Query): Promise<T>;
  send<T>(method: Exclude<Method, 'GET'>, path: string, body?: unknown): Promise<T>;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const http = ofetch.create(
    {
      baseURL: options.baseUrl || globalThis.location?.origin,
      // TanStack Query owns retries (SPEC section 9); a second layer here would multiply them.
      retry: 0,
      onRequest({ options: request }) {
        request.headers.set('Accept', 'application/json');
        const language = options.getLanguage();
        // A call that names its own language-code (the languages list asks in en) keeps it.
        if (language && request.query?.[LANGUAGE_CODE_PARAM] === undefined) {
          request.query = { ...request.query, [LANGUAGE_CODE_PARAM]: language };
        }
      },
      onResponseError({ response }) {
        options.onErrorStatus(response.status);
      },
    },
    options.fetch ? { fetch: options.fetch } : undefined,
  );

  async function once<T>(method: Method, path: string, request: RequestOptions, token: string | null) {
    const headers: Record<string, string> = {
      ...request.headers,
      ...(token ? { Authorization: `Bearer ${token}` } : { [REALM_HEADER]: options.guestRealmName }),
    };
    try {
      const answer = await http(path, {
        method,
        headers,
        query: request.query,
        body: request.body as Record<string, unknown> | undefined,
        responseType: request.responseType,
      });
      return request.responseType === 'blob' ? (answer as T) : (answer as Envelope<T>).response_body;
    } catch (error) {
      const data: unknown = error instanceof FetchError ? error.data : undefined;
      // A file request's failure carries its envelope as a Blob: read it, so its message is kept.
      throw toApiError(
        error,
        typeof (data as Blob | undefined)?.text === 'function'
          ? await (data as Blob).text().then(JSON.parse, () => undefined)
          : data,
      );
    }
  }

  async function request<T>(method: Method, path: string, request: RequestOptions = {}): Promise<T> {
    const auth = request.auth ?? true;
    const token = auth ? options.getAccessToken() : null;
    try {
      return await once<T>(method, path, request, token);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401 || !token || !options.refreshAccess)
        throw error;
      const fresh = await options.refreshAccess(token);
      if (!fresh) throw error;
      try {
        return await once<T>(method, path, request, fresh);
      } catch (retryError) {
        if (retryError instanceof ApiError && retryError.status === 401) options.onRetryUnauthorized?.();
        throw retryError;
      }
    }
  }

  return {
    request,
    get: (path, query) => request('GET', path, { query }),
    send: (method, path, body) => request(method, path, { body }),
  };
}

/** Status 0 means the request never got an answer (offline, DNS, CORS). */
function toApiError(error: unknown, data: unknown): ApiError {
  if (error instanceof FetchError) {
    // Only the store's own response_message is meant for shoppers; a proxy's "Bad Gateway" or a bare
    // status text is not (untranslated, and no reason): the screens then say it in their own words.
    const message =
      typeof data === 'object' && data !== null && 'response_message' in data
        ? String((data as { response_message: unknown }).response_message)
        : '';
    return new ApiError(
      error.status ?? 0,
      message,
      error.status === 429 ? retryAfterSeconds(error.response?.headers.get('Retry-After')) : undefined,
    );
  }
  return new ApiError(0, error instanceof Error ? error.message : String(error));
}
