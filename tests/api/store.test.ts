import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/apiError.ts';
import type { ApiClient } from '../../src/api/client.ts';
import { fetchLanguages, loadStoreContent, validateStore } from '../../src/api/store.ts';

/** An ApiClient whose answers are given per path. */
function apiAnswering(answers: Record<string, unknown | ApiError>) {
  const requests: { path: string; query: unknown }[] = [];
  const api: ApiClient = {
    async get<T>(path: string, query?: unknown) {
      requests.push({ path, query });
      const answer = answers[path];
      if (answer instanceof ApiError) throw answer;
      if (answer === undefined) throw new ApiError(0, `no answer for ${path}`);
      return answer as T;
    },
    async send() {
      throw new Error('not used');
    },
    async request() {
      throw new Error('not used');
    },
  };
  return { api, requests };
}

const validatePath = '/ums/rest/v3/validate-store';

describe('validateStore', () => {
  it('reports an active store with its data', async () => {
    const store = { name: 'demo', store_display_name: 'Demo Store', store_status: true };
    const { api, requests } = apiAnswering({ [validatePath]: store });
    await expect(validateStore(api, 'demo')).resolves.toEqual({ kind: 'active', store });
    expect(requests[0]?.query).toEqual({ 'store-realmname': 'demo' });
  });

  it('reports an inactive store as unavailable', async () => {
    const store = { name: 'c', store_display_name: 'C', store_status: 0 };
    const { api } = apiAnswering({ [validatePath]: store });
    await expect(validateStore(api, 'closed')).resolves.toEqual({
      kind: 'unavailable',
      reason: 'inactive',
      store,
    });
  });

  it('reports an unknown realm (404) as a missing store', async () => {
    const { api } = apiAnswering({ [validatePath]: new ApiError(404, 'Store not found') });
    await expect(validateStore(api, 'nope')).resolves.toEqual({ kind: 'unavailable', reason: 'missing' });
  });

  it('rejects when the request itself failed', async () => {
    const { api } = apiAnswering({ [validatePath]: new ApiError(503, 'Down') });
    await expect(validateStore(api, 'demo')).rejects.toMatchObject({ status: 503 });
  });
});

describe('loadStoreContent', () => {
  const settings = {
    store_id: 19,
    store_currency: [],
    store_page_settings: [],
    store_header_settings: [],
    store_footer_settings: [],
  };
  const images = { store_logo_path: '/media/a.svg', store_logo_path_dark: null };

  it('reads the first settings record and the logos, asking for page 1 of 10', async () => {
    const { api, requests } = apiAnswering({
      '/pbs/rest/v3/content-settings': { store_settings_data: [settings] },
      '/pbs/rest/v3/store-images': images,
    });
    await expect(loadStoreContent(api, 19)).resolves.toEqual({ settings, images });
    expect(requests.find((r) => r.path === '/pbs/rest/v3/content-settings')?.query).toEqual({
      'page-limit': 10,
      'page-number': 1,
      'store-id': 19,
    });
  });

  it('fails when the store has no settings record, or no store id is configured', async () => {
    const { api } = apiAnswering({
      '/pbs/rest/v3/content-settings': { store_settings_data: [] },
      '/pbs/rest/v3/store-images': images,
    });
    await expect(loadStoreContent(api, 19)).rejects.toThrow('no settings');
    await expect(loadStoreContent(api, null)).rejects.toThrow('No store id');
  });
});

describe('fetchLanguages', () => {
  it('asks for every page, in en, for the realm', async () => {
    const { api, requests } = apiAnswering({ '/pbs/rest/v3/languages': { data: [{ language_code: 'en' }] } });
    await expect(fetchLanguages(api, 'demo')).resolves.toEqual([{ language_code: 'en' }]);
    expect(requests[0]?.query).toEqual({ 'language-code': 'en', page_number: -1, 'realm-name': 'demo' });
  });
});
