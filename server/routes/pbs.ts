// Product/branding service: the store's content settings, logos and languages.
import { Hono } from 'hono';
import { ALL_PAGES, PAGE_LIMIT } from '../../contracts/paging.ts';
import {
  type Language,
  STORE_SETTINGS_QUERY,
  type StoreImages,
  type StoreSettings,
} from '../../contracts/store.ts';
import type { Queryable } from '../db/db.ts';
import { sendOk } from '../http/envelope.ts';
import { notFound } from '../http/http-error.ts';
import { pageOf, readPage } from '../http/pagination.ts';
import { optionalIntegerInRange, QueryParams, requirePositiveInteger } from '../http/query.ts';
import { parseRealmName } from '../http/realm.ts';
import { requestStore, type StoreEnv } from '../http/request-store.ts';
import { mediaUrl } from '../media/media-url.ts';
import { loadStoreSettings } from '../stores/content-settings.ts';
import { loadStoreLanguages } from '../stores/languages.ts';
import { findStoreById, findStoreByRealm } from '../stores/stores.ts';

export function pbsRoutes(db: Queryable): Hono<StoreEnv> {
  const app = new Hono<StoreEnv>();

  // A store has one settings record; the platform still pages it like any list (by default as the
  // storefront asks for it).
  app.get('/content-settings', async (c) => {
    const params = QueryParams.of(c);
    const storeId = requirePositiveInteger(params, 'store-id');
    const limit = optionalIntegerInRange(params, 'page-limit', {
      min: 1,
      max: 100,
      fallback: STORE_SETTINGS_QUERY['page-limit'],
    });
    const page = readPage(params, 'page-number', limit, STORE_SETTINGS_QUERY['page-number']);
    const store = await findStoreById(db, storeId);
    if (!store) throw notFound('Store not found');
    const settings = await loadStoreSettings(db, store.id);
    const body: { store_settings_data: StoreSettings[]; total_count: number } = {
      store_settings_data: pageOf([settings], page),
      total_count: 1,
    };
    return sendOk(c, body);
  });

  app.get('/store-images', requestStore(db), (c) => {
    const { store } = c.var;
    const body: StoreImages = {
      store_logo_path: mediaUrl(store.logoPath),
      store_logo_path_dark: mediaUrl(store.logoPathDark),
    };
    return sendOk(c, body);
  });

  // Called before the store is known to the client, so the realm comes in the query.
  app.get('/languages', async (c) => {
    const params = QueryParams.of(c);
    const realm = parseRealmName(params.get('realm-name'), 'realm-name');
    const page = readPage(params, 'page_number', PAGE_LIMIT, ALL_PAGES);
    const store = await findStoreByRealm(db, realm);
    if (!store) throw notFound('Store not found');
    const body: { data: Language[]; total_count: number } = await loadStoreLanguages(db, store.id, page);
    return sendOk(c, body);
  });

  return app;
}
