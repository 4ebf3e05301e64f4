import { FetchError, ofetch } from 'ofetch';
import { ApiError } from './apiError.ts';

/** Every response of the store platform wraps its data the same way. */
export interface Envelope<T> {
  response_body: T;
  response_message?: string;
}

export interface ApiClientOptions {
  baseUrl: string;
  /** Sent to guests so the platform knows the store (SPEC section 6). */
  guestRealmName: string;
  /** The stored language, sent as the language-code query on every call. */
  getLanguage: () => string | null;
  getAccessToken: () => string | null;
  /** Told about every response with status >= 400 (the store bootstrap rechecks the store). */
  onErrorStatus: (status: number) => void;
  fetch?: typeof globalThis.fetch;
}

export type Query = Record<string, string | number | boolean | undefined>;

export interface ApiClient {
  get<T>(path: string, query?: Query): Promise<T>;
  send<T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T>;
}

export const REALM_HEADER = 'realm-name';

export function createApiClient(options: ApiClientOptions): ApiClient {
  const http = ofetch.create(
    {
      baseURL: options.baseUrl || globalThis.location?.origin,
      // TanStack Query owns retries (SPEC section 9); a second layer here would multiply them.
      retry: 0,
      onRequest({ options: request }) {
        request.headers.set('Accept', 'application/json');
        const token = options.getAccessToken();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
        else request.headers.set(REALM_HEADER, options.guestRealmName);
        const language = options.getLanguage();
        // A call that names its own language-code (the languages list asks in en) keeps it.
        if (language && request.query?.['language-code'] === undefined) {
          request.query = { ...request.query, 'language-code': language };
        }
      },
      onResponseError({ response }) {
        options.onErrorStatus(response.status);
      },
    },
    options.fetch ? { fetch: options.fetch } : undefined,
  );

  async function call<T>(run: () => Promise<Envelope<T>>): Promise<T> {
    try {
      const envelope = await run();
      return envelope.response_body;
    } catch (error) {
      throw toApiError(error);
    }
  }

  return {
    get: <T>(path: string, query?: Query) => call(() => http<Envelope<T>>(path, { method: 'GET', query })),
    send: <T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
      call(() => http<Envelope<T>>(path, { method, body: body as Record<string, unknown> | undefined })),
  };
}

/** Status 0 means the request never got an answer (offline, DNS, CORS). */
function toApiError(error: unknown): ApiError {
  if (error instanceof FetchError) {
    const data: unknown = error.data;
    const message =
      typeof data === 'object' && data !== null && 'response_message' in data
        ? String((data as { response_message: unknown }).response_message)
        : error.statusText || error.message;
    return new ApiError(error.status ?? 0, message);
  }
  return new ApiError(0, error instanceof Error ? error.message : String(error));
}
