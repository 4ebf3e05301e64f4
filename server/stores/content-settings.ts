// Assembles a store's StoreSettings (currency, page theme, header, footer, contact) in the client's shape.
import type {
  StoreBarSettings,
  StoreContact,
  StoreCurrency,
  StorePageSettings,
  StoreSettings,
} from '../../contracts/store.ts';
import type { Queryable } from '../db/db.ts';

export async function loadStoreSettings(db: Queryable, storeId: number): Promise<StoreSettings> {
  const [currencies, pages, headers, footers, contacts] = await Promise.all([
    db.query<StoreCurrency>(
      `SELECT id, symbol, iso_code, fractional_unit, number_to_basic, store_id
       FROM store_currencies WHERE store_id = $1 ORDER BY id`,
      [storeId],
    ),
    db.query<StorePageSettings>(
      `SELECT id, theme_type, bg_color, fg_color, btn_primary_bg_color, btn_primary_fg_color,
              btn_secondary_bg_color, btn_secondary_fg_color, btn_tertiary_bg_color, btn_tertiary_fg_color,
              google_analytics_tag
       FROM store_page_settings WHERE store_id = $1 ORDER BY theme_type DESC, id`,
      [storeId],
    ),
    loadBars(db, storeId, 'header'),
    loadBars(db, storeId, 'footer'),
    db.query<StoreContact>('SELECT email, phone FROM store_contacts WHERE store_id = $1', [storeId]),
  ]);
  return {
    store_id: storeId,
    store_currency: currencies,
    store_page_settings: pages,
    store_header_settings: headers,
    store_footer_settings: footers,
    ...(contacts[0] && { store_contact: contacts[0] }),
  };
}

function loadBars(
  db: Queryable,
  storeId: number,
  placement: 'header' | 'footer',
): Promise<StoreBarSettings[]> {
  // theme_type DESC puts light before dark.
  return db.query<StoreBarSettings>(
    `SELECT id, theme_type, bg_color, fg_color FROM store_bar_settings
     WHERE store_id = $1 AND placement = $2 ORDER BY theme_type DESC, id`,
    [storeId, placement],
  );
}
