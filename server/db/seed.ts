// Fills an empty database with the stores and customers in seed-data.ts. Stores are seeded while
// there are none, customers while there are none (so a database seeded before customers existed
// gets the demo customer too), and the demo store's catalogue while that store has no categories
// and no products (see seed-catalogue.ts). Safe on every start; never touches data an operator has
// changed. The demo store's payment methods and coupons are seeded while it has no payment settings,
// and each seeded customer gets a default address (see seed-checkout.ts). The demo customer gets an
// order history while they have no orders (seed-order-history.ts).
import { hashPassword } from '../auth/password-hash.ts';
import { logoSvg } from '../media/logo-svg.ts';
import type { Db, Queryable } from './db.ts';
import { seedAftercare } from './seed-aftercare.ts';
import { DEFAULT_CATALOGUE_SIZE, seedCatalogue } from './seed-catalogue.ts';
import { seedCheckoutSettings, seedCustomerAddresses } from './seed-checkout.ts';
import {
  SEED_CUSTOMERS,
  SEED_LANGUAGES,
  SEED_STORES,
  type SeedCustomer,
  type SeedStore,
} from './seed-data.ts';
import { seedOrderHistory } from './seed-order-history.ts';
import { seedPolicies } from './seed-policies.ts';

const SEED_LOCK_KEY = 7_310_020;
/** docs/SPEC.md section 9: the demo store; the only one that gets a catalogue. */
export const CATALOGUE_STORE_ID = 19;

export interface SeedOptions {
  stores?: SeedStore[];
  customers?: SeedCustomer[];
  /** Products in the demo store's catalogue (CATALOGUE_SIZE); default 300. */
  catalogueSize?: number;
  /** The seed time: the demo customer's order history is dated from it (default: the clock now). */
  now?: number;
  /** The seed customers' password hash cost (PASSWORD_HASH_COST; default 15). */
  passwordHashCost?: number;
  /** Whether the demo store takes online payments (only where the payments sandbox answers them). */
  onlinePayments?: boolean;
}

/** Returns true when it seeded anything, false when stores, customers and catalogue already existed. */
export async function seedIfEmpty(
  db: Db,
  {
    stores = SEED_STORES,
    customers = SEED_CUSTOMERS,
    catalogueSize = DEFAULT_CATALOGUE_SIZE,
    now = Date.now(),
    passwordHashCost,
    onlinePayments = true,
  }: SeedOptions = {},
): Promise<boolean> {
  let seededCatalogue = false;
  const seeded = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    let seeded = false;
    if ((await count(tx, 'stores')) === 0) {
      for (const store of stores) await insertStore(tx, store);
      // Seed rows carry fixed ids; move the sequence past them so later inserts do not collide.
      await tx.query("SELECT setval(pg_get_serial_sequence('stores', 'id'), (SELECT max(id) FROM stores))");
      seeded = true;
    }
    if ((await count(tx, 'customers')) === 0) {
      const inserted: string[] = [];
      for (const customer of customers) {
        const id = await insertCustomer(
          tx,
          customer,
          await hashPassword(customer.password, passwordHashCost),
        );
        if (id !== null) inserted.push(id);
      }
      if (inserted.length > 0) seeded = true;
      await seedCustomerAddresses(tx, inserted);
    }
    if (await needsCatalogue(tx, CATALOGUE_STORE_ID)) {
      await seedCatalogue(tx, CATALOGUE_STORE_ID, catalogueSize);
      seededCatalogue = true;
      seeded = true;
    }
    // Digital files, documents and requirement forms of the catalogue's products (seed-aftercare.ts).
    if (await seedAftercare(tx, CATALOGUE_STORE_ID)) seeded = true;
    if (await seedCheckoutSettings(tx, CATALOGUE_STORE_ID, onlinePayments)) {
      seeded = true;
      // A database seeded before addresses existed: its seeded customers get theirs now, once.
      const emails = customers.map((customer) => customer.email);
      const existing = await tx.query<{ id: string }>(
        'SELECT id FROM customers WHERE email = ANY($1::text[])',
        [emails],
      );
      await seedCustomerAddresses(
        tx,
        existing.map((row) => row.id),
      );
    }
    // The demo customer's order history, once the catalogue and payment methods are there.
    if (await seedOrderHistory(tx, CATALOGUE_STORE_ID, now)) seeded = true;
    if (await seedPolicies(tx)) seeded = true;
    return seeded;
  });
  // Fresh statistics for the planner, and a visibility map so counts can use index-only scans.
  // VACUUM cannot run inside a transaction, hence after it.
  if (seededCatalogue) await db.exec(`VACUUM ANALYZE ${CATALOGUE_TABLES.join(', ')}`);
  return seeded;
}

const CATALOGUE_TABLES = [
  'categories',
  'vendors',
  'products',
  'product_business_rules',
  'product_bundle_items',
  'service_slots',
  'product_reviews',
  'product_questions',
  'faqs',
  'product_facets',
];

/** The store exists and has neither categories nor products (never had a catalogue). */
async function needsCatalogue(tx: Queryable, storeId: number): Promise<boolean> {
  const [row] = await tx.query<{ needed: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM stores WHERE id = $1)
        AND NOT EXISTS (SELECT 1 FROM categories WHERE store_id = $1)
        AND NOT EXISTS (SELECT 1 FROM products WHERE store_id = $1) AS needed`,
    [storeId],
  );
  return row?.needed ?? false;
}

async function count(tx: Queryable, table: 'stores' | 'customers'): Promise<number> {
  const [row] = await tx.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`);
  return row?.count ?? 0;
}

/** Skips a customer whose store is not there (an operator removed it): null. */
async function insertCustomer(
  tx: Queryable,
  customer: SeedCustomer,
  passwordHash: string,
): Promise<string | null> {
  const inserted = await tx.query<{ id: string }>(
    `INSERT INTO customers (store_id, email, phone_extension, phone_number, first_name, last_name, password_hash)
     SELECT id, $2, $3, $4, $5, $6, $7 FROM stores WHERE id = $1
     RETURNING id`,
    [
      customer.storeId,
      customer.email,
      customer.phoneExtension,
      customer.phoneNumber,
      customer.firstName,
      customer.lastName,
      passwordHash,
    ],
  );
  return inserted[0]?.id ?? null;
}

async function insertStore(tx: Queryable, store: SeedStore): Promise<void> {
  let logoPath: string | null = null;
  let logoPathDark: string | null = null;
  if (store.logos) {
    logoPath = await insertSvg(tx, `stores/${store.id}/logo-light.svg`, logoSvg(store.logos.light));
    logoPathDark = await insertSvg(tx, `stores/${store.id}/logo-dark.svg`, logoSvg(store.logos.dark));
  }

  await tx.query(
    `INSERT INTO stores (id, realm_name, name, display_name, status, logo_path, logo_path_dark)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [store.id, store.realmName, store.name, store.displayName, store.status, logoPath, logoPathDark],
  );

  if (store.contact) {
    await tx.query('INSERT INTO store_contacts (store_id, email, phone) VALUES ($1, $2, $3)', [
      store.id,
      store.contact.email,
      store.contact.phone,
    ]);
  }

  for (const currency of store.currencies) {
    await tx.query(
      `INSERT INTO store_currencies (store_id, iso_code, symbol, fractional_unit, number_to_basic)
       VALUES ($1, $2, $3, $4, $5)`,
      [store.id, currency.iso_code, currency.symbol, currency.fractional_unit, currency.number_to_basic],
    );
  }

  for (const page of store.pageSettings) {
    await tx.query(
      `INSERT INTO store_page_settings (store_id, theme_type, bg_color, fg_color,
         btn_primary_bg_color, btn_primary_fg_color, btn_secondary_bg_color, btn_secondary_fg_color,
         btn_tertiary_bg_color, btn_tertiary_fg_color, google_analytics_tag)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        store.id,
        page.theme_type,
        page.bg_color,
        page.fg_color,
        page.btn_primary_bg_color,
        page.btn_primary_fg_color,
        page.btn_secondary_bg_color,
        page.btn_secondary_fg_color,
        page.btn_tertiary_bg_color,
        page.btn_tertiary_fg_color,
        page.google_analytics_tag,
      ],
    );
  }

  for (const bar of store.bars) {
    await tx.query(
      `INSERT INTO store_bar_settings (store_id, placement, theme_type, bg_color, fg_color)
       VALUES ($1, $2, $3, $4, $5)`,
      [store.id, bar.placement, bar.theme_type, bar.bg_color, bar.fg_color],
    );
  }

  for (const [index, language] of SEED_LANGUAGES.entries()) {
    await tx.query(
      `INSERT INTO store_languages
         (store_id, language_code, language_name, status, is_default, writing_script_direction, sort_order)
       VALUES ($1, $2, $3, 1, $4, $5, $6)`,
      [store.id, language.code, language.name, language.isDefault, language.direction, index],
    );
  }

  if (store.recaptcha) {
    await tx.query(
      'INSERT INTO store_recaptcha_configurations (store_id, enabled, site_key) VALUES ($1, $2, $3)',
      [store.id, store.recaptcha.enabled, store.recaptcha.siteKey],
    );
  }

  if (store.askAi !== null) {
    await tx.query('INSERT INTO ai_configurations (store_id, ask_ai) VALUES ($1, $2)', [
      store.id,
      store.askAi,
    ]);
  }
}

async function insertSvg(tx: Queryable, path: string, svg: string): Promise<string> {
  await tx.query('INSERT INTO media_files (path, content_type, body) VALUES ($1, $2, $3)', [
    path,
    'image/svg+xml',
    new TextEncoder().encode(svg),
  ]);
  return path;
}
