// The JSON API (docs/SPEC.md section 7) against a real, seeded database: exact shapes, every validation
// error, unknown and inactive stores, and the plain store's empty lists.
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AiConfiguration } from '../../contracts/cfs.ts';
import type { Envelope } from '../../contracts/envelope.ts';
import type { Language, StoreImages, StoreSettings, StoreValidation } from '../../contracts/store.ts';
import { createApp } from '../../server/app.ts';
import type { Db } from '../../server/db/db.ts';
import { openSeededDb, testConfig } from './test-db.ts';

let db: Db;
let app: Hono;

beforeAll(async () => {
  db = await openSeededDb();
  app = createApp({ db, config: testConfig() });
});

afterAll(async () => {
  await db.close();
});

interface JsonAnswer<T> {
  status: number;
  headers: Headers;
  body: Envelope<T>;
}

async function getJson<T>(path: string, headers: Record<string, string> = {}): Promise<JsonAnswer<T>> {
  const response = await app.request(path, { headers });
  expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
  return { status: response.status, headers: response.headers, body: (await response.json()) as Envelope<T> };
}

async function expectError(
  path: string,
  status: number,
  message: string,
  headers: Record<string, string> = {},
) {
  const answer = await getJson<null>(path, headers);
  expect(answer.status).toBe(status);
  expect(answer.body).toEqual({ response_body: null, response_message: message });
}

const VALIDATE = '/ums/rest/v3/validate-store';
const SETTINGS = '/pbs/rest/v3/content-settings';
const IMAGES = '/pbs/rest/v3/store-images';
const LANGUAGES = '/pbs/rest/v3/languages';
const AI = '/cfs/rest/v3/ai-configuration';
const REALM_RULE = 'must be 1 to 64 letters, digits or underscores.';

describe('GET /ums/rest/v3/validate-store', () => {
  it('describes an active store', async () => {
    const answer = await getJson<StoreValidation>(`${VALIDATE}?store-realmname=demo&language-code=en`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      response_body: { name: 'demo', store_display_name: 'Demo Store', store_status: true },
      response_message: 'Success',
    });
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
  });

  it('matches the realm case-insensitively', async () => {
    const answer = await getJson<StoreValidation>(`${VALIDATE}?store-realmname=DeMo`);
    expect(answer.body.response_body.store_display_name).toBe('Demo Store');
  });

  it('reports an inactive store with store_status false', async () => {
    const answer = await getJson<StoreValidation>(`${VALIDATE}?store-realmname=closed`);
    expect(answer.status).toBe(200);
    expect(answer.body.response_body).toEqual({
      name: 'closed',
      store_display_name: 'Closed Store',
      store_status: false,
    });
  });

  it('answers 404 for an unknown realm', async () => {
    await expectError(`${VALIDATE}?store-realmname=nosuchstore`, 404, 'Store not found');
  });

  it.each([
    ['missing', '', '“store-realmname” is required.'],
    ['blank', '?store-realmname=%20%20', '“store-realmname” is required.'],
    ['with a dash', '?store-realmname=demo-customers', `“store-realmname” ${REALM_RULE}`],
    ['with a space', '?store-realmname=de%20mo', `“store-realmname” ${REALM_RULE}`],
    ['too long', `?store-realmname=${'a'.repeat(65)}`, `“store-realmname” ${REALM_RULE}`],
    ['repeated', '?store-realmname=demo&store-realmname=plain', '“store-realmname” must be given only once.'],
    ['badly escaped', '?store-realmname=dem%E0%A4%A', 'The query string has malformed percent-encoding'],
  ])('answers 400 when the realm is %s', async (_, query, message) => {
    await expectError(`${VALIDATE}${query}`, 400, message);
  });
});

describe('GET /pbs/rest/v3/content-settings', () => {
  it("returns the demo store's currency, themes, header and footer", async () => {
    const answer = await getJson<{ store_settings_data: StoreSettings[]; total_count: number }>(
      `${SETTINGS}?page-limit=10&page-number=1&store-id=19&language-code=en`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.response_body.total_count).toBe(1);
    expect(answer.body.response_body.store_settings_data).toEqual([
      {
        store_id: 19,
        store_contact: { email: 'help@demo-store.example', phone: '+27 21 555 0100' },
        store_currency: [
          {
            id: 1,
            symbol: 'R',
            iso_code: 'ZAR',
            fractional_unit: 'cents',
            number_to_basic: 100,
            store_id: 19,
          },
        ],
        store_page_settings: [
          {
            id: 1,
            theme_type: 'light',
            bg_color: '#FFFFFF',
            fg_color: '#111827',
            btn_primary_bg_color: '#F59E0B',
            btn_primary_fg_color: '#111827',
            btn_secondary_bg_color: '#1F2937',
            btn_secondary_fg_color: '#FFFFFF',
            btn_tertiary_bg_color: '#F3F4F6',
            btn_tertiary_fg_color: '#111827',
            google_analytics_tag: null,
          },
          {
            id: 2,
            theme_type: 'dark',
            bg_color: '#0F1115',
            fg_color: '#F5F5F4',
            btn_primary_bg_color: '#FBBF24',
            btn_primary_fg_color: '#111827',
            btn_secondary_bg_color: '#E5E7EB',
            btn_secondary_fg_color: '#111827',
            btn_tertiary_bg_color: '#27272A',
            btn_tertiary_fg_color: '#F5F5F4',
            google_analytics_tag: null,
          },
        ],
        store_header_settings: [
          { id: 1, theme_type: 'light', bg_color: '#FFFFFF', fg_color: '#111827' },
          { id: 2, theme_type: 'dark', bg_color: '#16181D', fg_color: '#F5F5F4' },
        ],
        store_footer_settings: [
          { id: 3, theme_type: 'light', bg_color: '#111827', fg_color: '#F9FAFB' },
          { id: 4, theme_type: 'dark', bg_color: '#0A0B0E', fg_color: '#D4D4D8' },
        ],
      } satisfies StoreSettings,
    ]);
  });

  it('returns empty lists for the plain store, so the client falls back to its defaults', async () => {
    const answer = await getJson<{ store_settings_data: StoreSettings[] }>(`${SETTINGS}?store-id=21`);
    expect(answer.body.response_body.store_settings_data).toEqual([
      {
        store_id: 21,
        store_currency: [],
        store_page_settings: [],
        store_header_settings: [],
        store_footer_settings: [],
      },
    ]);
  });

  it('still returns the settings of an inactive store', async () => {
    const answer = await getJson<{ store_settings_data: StoreSettings[] }>(`${SETTINGS}?store-id=20`);
    const [settings] = answer.body.response_body.store_settings_data;
    expect(settings?.store_currency.map((currency) => currency.iso_code)).toEqual(['USD']);
    expect(settings?.store_page_settings.map((page) => page.theme_type)).toEqual(['light']);
  });

  it('pages the single settings record: page 2 is empty, -1 is everything', async () => {
    const second = await getJson<{ store_settings_data: StoreSettings[]; total_count: number }>(
      `${SETTINGS}?store-id=19&page-number=2&page-limit=1`,
    );
    expect(second.body.response_body).toEqual({ store_settings_data: [], total_count: 1 });
    const all = await getJson<{ store_settings_data: StoreSettings[] }>(
      `${SETTINGS}?store-id=19&page-number=-1`,
    );
    expect(all.body.response_body.store_settings_data).toHaveLength(1);
  });

  it('answers 404 for an unknown store id', async () => {
    await expectError(`${SETTINGS}?store-id=999`, 404, 'Store not found');
  });

  it.each([
    ['', '“store-id” is required.'],
    ['store-id=', '“store-id” is required.'],
    ['store-id=0', '“store-id” must be a positive whole number.'],
    ['store-id=-19', '“store-id” must be a positive whole number.'],
    ['store-id=abc', '“store-id” must be a positive whole number.'],
    ['store-id=19.0', '“store-id” must be a positive whole number.'],
    ['store-id=1e3', '“store-id” must be a positive whole number.'],
    ['store-id=99999999999', '“store-id” must be a positive whole number.'],
    ['store-id=19&page-limit=0', '“page-limit” must be a whole number from 1 to 100.'],
    ['store-id=19&page-limit=101', '“page-limit” must be a whole number from 1 to 100.'],
    ['store-id=19&page-limit=ten', '“page-limit” must be a whole number from 1 to 100.'],
    ['store-id=19&page-number=0', '“page-number” must be -1 (all) or a page number of at least 1.'],
    ['store-id=19&page-number=-2', '“page-number” must be -1 (all) or a page number of at least 1.'],
    ['store-id=19&page-number=first', '“page-number” must be -1 (all) or a page number of at least 1.'],
    ['store-id=19&store-id=20', '“store-id” must be given only once.'],
  ])('answers 400 for ?%s', async (query, message) => {
    await expectError(`${SETTINGS}?${query}`, 400, message);
  });
});

describe('GET /pbs/rest/v3/store-images', () => {
  it("returns the demo store's logo paths under /media", async () => {
    const answer = await getJson<StoreImages>(IMAGES, { 'realm-name': 'demo' });
    expect(answer.status).toBe(200);
    expect(answer.body.response_body).toEqual({
      store_logo_path: '/media/stores/19/logo-light.svg',
      store_logo_path_dark: '/media/stores/19/logo-dark.svg',
    });
    expect(answer.headers.get('Vary')).toContain('realm-name');
  });

  it('uses the first dash-separated word of a configured realm name', async () => {
    const answer = await getJson<StoreImages>(IMAGES, { 'realm-name': 'Demo-customers' });
    expect(answer.body.response_body.store_logo_path).toBe('/media/stores/19/logo-light.svg');
  });

  it('serves the logos of an inactive store (the store-unavailable page shows them)', async () => {
    const answer = await getJson<StoreImages>(IMAGES, { 'realm-name': 'closed' });
    expect(answer.body.response_body.store_logo_path_dark).toBe('/media/stores/20/logo-dark.svg');
  });

  it('returns null paths for a store without logos', async () => {
    const answer = await getJson<StoreImages>(IMAGES, { 'realm-name': 'plain' });
    expect(answer.body.response_body).toEqual({ store_logo_path: null, store_logo_path_dark: null });
  });

  it('answers 400 without the realm-name header', async () => {
    await expectError(IMAGES, 400, '“realm-name header” is required.');
    await expectError(IMAGES, 400, '“realm-name header” is required.', { 'realm-name': '  ' });
  });

  it('answers 400 for a malformed realm and 404 for an unknown one', async () => {
    await expectError(IMAGES, 400, `“realm-name header” ${REALM_RULE}`, { 'realm-name': 'de mo' });
    await expectError(IMAGES, 404, 'Store not found', { 'realm-name': 'nosuchstore' });
  });
});

describe('GET /pbs/rest/v3/languages', () => {
  const demoLanguages: Language[] = [
    {
      language_code: 'en',
      language_name: 'English',
      status: 1,
      is_default: true,
      writing_script_direction: 'ltr',
    },
    {
      language_code: 'en_US',
      language_name: 'English (US)',
      status: 1,
      is_default: false,
      writing_script_direction: 'ltr',
    },
    {
      language_code: 'en_IN',
      language_name: 'English (India)',
      status: 1,
      is_default: false,
      writing_script_direction: 'ltr',
    },
    {
      language_code: 'hi',
      language_name: 'हिन्दी',
      status: 1,
      is_default: false,
      writing_script_direction: 'ltr',
    },
    {
      language_code: 'ar',
      language_name: 'العربية',
      status: 1,
      is_default: false,
      writing_script_direction: 'rtl',
    },
    {
      language_code: 'fr',
      language_name: 'Français',
      status: 1,
      is_default: false,
      writing_script_direction: 'ltr',
    },
  ];

  it('lists all six languages with their own names, default and direction', async () => {
    const answer = await getJson<{ data: Language[]; total_count: number }>(
      `${LANGUAGES}?language-code=en&page_number=-1&realm-name=demo`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.response_body).toEqual({ data: demoLanguages, total_count: 6 });
  });

  it('pages by 10: page 1 holds all six, page 2 none; no page_number means all', async () => {
    const first = await getJson<{ data: Language[]; total_count: number }>(
      `${LANGUAGES}?page_number=1&realm-name=demo`,
    );
    expect(first.body.response_body.data).toHaveLength(6);
    const second = await getJson<{ data: Language[]; total_count: number }>(
      `${LANGUAGES}?page_number=2&realm-name=demo`,
    );
    expect(second.body.response_body).toEqual({ data: [], total_count: 6 });
    const unpaged = await getJson<{ data: Language[] }>(`${LANGUAGES}?realm-name=demo`);
    expect(unpaged.body.response_body.data).toHaveLength(6);
  });

  it('uses the first dash-separated word of realm-name, for the plain store too', async () => {
    const answer = await getJson<{ data: Language[] }>(`${LANGUAGES}?page_number=-1&realm-name=plain-guests`);
    expect(answer.body.response_body.data.map((language) => language.language_code)).toEqual([
      'en',
      'en_US',
      'en_IN',
      'hi',
      'ar',
      'fr',
    ]);
  });

  it.each([
    ['page_number=-1', 400, '“realm-name” is required.'],
    ['realm-name=%21%21', 400, `“realm-name” ${REALM_RULE}`],
    ['realm-name=demo&page_number=0', 400, '“page_number” must be -1 (all) or a page number of at least 1.'],
    [
      'realm-name=demo&page_number=all',
      400,
      '“page_number” must be -1 (all) or a page number of at least 1.',
    ],
    ['realm-name=nosuchstore', 404, 'Store not found'],
  ])('?%s answers %i', async (query, status, message) => {
    await expectError(`${LANGUAGES}?${query}`, status, message);
  });
});

describe('GET /cfs/rest/v3/ai-configuration', () => {
  it.each([
    ['demo', [{ ask_ai: true }]],
    ['closed', [{ ask_ai: false }]],
    ['plain', []],
  ])('returns the Ask AI switch of %s', async (realm, expected) => {
    const answer = await getJson<{ ai_configuration: AiConfiguration[] }>(AI, { 'realm-name': realm });
    expect(answer.status).toBe(200);
    expect(answer.body.response_body).toEqual({ ai_configuration: expected });
  });

  it('answers 400 without the realm-name header and 404 for an unknown realm', async () => {
    await expectError(AI, 400, '“realm-name header” is required.');
    await expectError(AI, 404, 'Store not found', { 'realm-name': 'nosuchstore' });
  });
});

describe('language-code on every endpoint', () => {
  const calls: [string, Record<string, string>][] = [
    [`${VALIDATE}?store-realmname=demo`, {}],
    [`${SETTINGS}?store-id=19`, {}],
    [IMAGES, { 'realm-name': 'demo' }],
    [`${LANGUAGES}?realm-name=demo`, {}],
    [AI, { 'realm-name': 'demo' }],
  ];

  it.each(calls)('%s accepts each supported language and rejects others', async (path, headers) => {
    for (const code of ['en', 'en_US', 'en_IN', 'hi', 'ar', 'fr']) {
      const answer = await getJson<unknown>(
        `${path}${path.includes('?') ? '&' : '?'}language-code=${code}`,
        headers,
      );
      expect(answer.status).toBe(200);
    }
    for (const code of ['de', 'EN', 'en-US', 'en_us']) {
      await expectError(
        `${path}${path.includes('?') ? '&' : '?'}language-code=${code}`,
        400,
        '“language-code” must be one of en, en_US, en_IN, hi, ar, fr.',
        headers,
      );
    }
  });
});

describe('unknown API paths and methods', () => {
  it.each(['/ums/rest/v3/nothing', '/pbs/rest/v3/products-everywhere', '/cfs', '/cfs/rest/v3/'])(
    'GET %s answers a 404 envelope',
    async (path) => {
      await expectError(path, 404, 'Endpoint not found');
    },
  );

  it('a POST to a GET-only endpoint answers a 404 envelope', async () => {
    const response = await app.request(`${VALIDATE}?store-realmname=demo`, { method: 'POST' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ response_body: null, response_message: 'Endpoint not found' });
  });
});

describe('GET /storefront-config.json', () => {
  it('describes the configured store for the SPA', async () => {
    const response = await app.request('/storefront-config.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(await response.json()).toEqual({
      realmName: 'demo',
      storeId: 19,
      apiBaseUrl: '',
      mediaBaseUrl: '',
      clientId: 'storefront',
      analyticsScriptUrl: 'https://www.googletagmanager.com/gtag/js',
    });
  });

  it.each([
    ['closed-customers', 20],
    ['nosuchstore', null],
    ['not a realm!', null],
  ])('STORE_REALM=%s gives storeId %s', async (realm, storeId) => {
    const other = createApp({ db, config: testConfig({ STORE_REALM: realm, CLIENT_ID: 'shop-web' }) });
    const config = (await (await other.request('/storefront-config.json')).json()) as Record<string, unknown>;
    expect(config).toMatchObject({ realmName: realm, storeId, clientId: 'shop-web' });
  });
});

describe('unexpected failures', () => {
  it('answer a generic 500 envelope and log the error', async () => {
    const lost = () => Promise.reject(new Error('connection lost'));
    const broken: Db = {
      query: lost,
      exec: lost,
      transaction: lost,
      close: () => Promise.resolve(),
      description: 'broken',
    };
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const response = await createApp({ db: broken, config: testConfig() }).request(
        `${VALIDATE}?store-realmname=demo`,
      );
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({
        response_body: null,
        response_message: 'Something went wrong on our side. Please try again later.',
      });
      expect(errorLog).toHaveBeenCalledOnce();
      expect(String(errorLog.mock.calls[0]?.[1])).toContain('connection lost');
    } finally {
      errorLog.mockRestore();
    }
  });
});
