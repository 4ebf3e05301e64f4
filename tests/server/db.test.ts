// Migrations and seed: idempotent, ordered, recorded; and the schema's constraints reject bad data.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../server/auth/password-hash.ts';
import { lockDataDir } from '../../server/db/data-dir-lock.ts';
import type { Db } from '../../server/db/db.ts';
import { loadMigrations, migrate } from '../../server/db/migrate.ts';
import { seedIfEmpty } from '../../server/db/seed.ts';
import { openEmptyDb } from './test-db.ts';

let db: Db;

beforeAll(async () => {
  db = await openEmptyDb();
});

afterAll(async () => {
  await db.close();
});

/** Runs `work` and rolls it back, so one test's writes never leak into another. */
async function inRolledBackTransaction(work: (tx: Db) => Promise<void>): Promise<void> {
  const rollback = new Error('rollback');
  await expect(
    db.transaction(async (tx) => {
      await work({ ...db, ...tx });
      throw rollback;
    }),
  ).rejects.toBe(rollback);
}

describe('migrate', () => {
  it('applies every migration once, in order, and records it', async () => {
    const files = await loadMigrations();
    expect(files.map((file) => file.version)).toEqual([
      '001_media_files',
      '002_stores',
      '003_store_content_settings',
      '004_store_languages',
      '005_ai_configurations',
      '006_customers',
      '007_login_sessions',
      '008_otp_challenges',
      '009_signup_tokens',
      '010_password_reset_tokens',
      '011_signing_keys',
      '012_outbox_messages',
      '013_categories',
      '014_vendors',
      '015_products',
      '016_product_details',
      '017_product_reviews',
      '018_product_questions_faqs',
      '019_delivery_pincodes',
      '020_banners',
      '021_sorting_elements',
      '022_product_facets',
      '023_rate_limit_counters',
      '024_otp_notices',
      '025_product_order_limits',
      '026_cart_items',
      '027_cart_merge_keys',
      '028_wishlist_items',
      '029_customer_addresses',
      '030_payment_types_coupons',
      '031_checkouts',
      '032_orders',
      '033_cart_merge_key_fingerprint',
      '034_sign_in_events',
      '035_order_item_lifecycle',
      '038_order_item_bookings',
      '039_order_item_files_crf',
      '040_enquiries_reviews',
      '041_store_policies',
      '046_profile_contact',
      '047_customer_preferences',
      '049_ask_ai_conversations',
      '050_request_return_states',
      '051_trusted_devices',
      '052_account_unlock',
      '053_store_recaptcha',
      '054_refresh_token_parent',
      '055_coupon_rules',
      '056_one_order_per_cart',
      '057_provider_signed_payments',
      '059_device_lockout',
      '060_fulfilment_keys',
      '061_payments_owed_back',
      '062_order_money',
      '068_product_images',
      '069_product_images_added',
      '070_products_shown_price',
      '071_price_is_visible',
      '072_store_contact',
    ]);
    expect(await migrate(db)).toEqual(files.map((file) => file.version));
    const recorded = await db.query<{ version: string }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(recorded.map((row) => row.version)).toEqual(files.map((file) => file.version));
  });

  it('does nothing the second time', async () => {
    expect(await migrate(db)).toEqual([]);
    const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM schema_migrations');
    expect(row?.count).toBe((await loadMigrations()).length);
  });

  it('rolls a failing migration back completely and does not record it', async () => {
    const broken = {
      version: '900_broken',
      sql: 'CREATE TABLE half_done (id int); SELECT no_such_function();',
    };
    await expect(migrate(db, [broken])).rejects.toThrow(/no_such_function/);
    const tables = await db.query(
      "SELECT 1 FROM pg_tables WHERE schemaname = current_schema() AND tablename = 'half_done'",
    );
    expect(tables).toEqual([]);
    const recorded = await db.query("SELECT 1 FROM schema_migrations WHERE version = '900_broken'");
    expect(recorded).toEqual([]);
  });

  it('refuses badly named or duplicate migration files', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'migrations-'));
    try {
      await writeFile(join(dir, '001_ok.sql'), 'SELECT 1;');
      await writeFile(join(dir, '1_bad.sql'), 'SELECT 1;');
      await expect(loadMigrations(dir)).rejects.toThrow('1_bad.sql');
      await rm(join(dir, '1_bad.sql'));
      await writeFile(join(dir, '001_again.sql'), 'SELECT 1;');
      await expect(loadMigrations(dir)).rejects.toThrow('share the number 001');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('seedIfEmpty', () => {
  it('seeds the four stores once', async () => {
    expect(await seedIfEmpty(db)).toBe(true);
    expect(await seedIfEmpty(db)).toBe(false);
    const stores = await db.query<{ id: number; realm_name: string; status: string }>(
      'SELECT id, realm_name, status FROM stores ORDER BY id',
    );
    expect(stores).toEqual([
      { id: 19, realm_name: 'demo', status: 'active' },
      { id: 20, realm_name: 'closed', status: 'inactive' },
      { id: 21, realm_name: 'plain', status: 'active' },
      { id: 22, realm_name: 'lab', status: 'active' },
    ]);
    const [languages] = await db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM store_languages',
    );
    expect(languages?.count).toBe(24);
  });

  it('seeds the demo customer with a scrypt hash of the demo password, never the password', async () => {
    const customers = await db.query<{
      store_id: number;
      email: string;
      phone_extension: string;
      phone_number: string;
      first_name: string;
      last_name: string;
      password_hash: string;
    }>(
      'SELECT store_id, email, phone_extension, phone_number, first_name, last_name, password_hash FROM customers',
    );
    expect(customers).toHaveLength(1);
    const [demo] = customers;
    expect(demo).toMatchObject({
      store_id: 19,
      email: 'demo@example.com',
      phone_extension: '+91',
      phone_number: '9876543210',
      first_name: 'Asha',
      last_name: 'Rao',
    });
    expect(demo?.password_hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('Demo-pass-2026', demo?.password_hash ?? '')).toBe(true);
  });

  it('gives a database seeded before customers existed its demo customer, once', async () => {
    await db.query('DELETE FROM customers');
    expect(await seedIfEmpty(db)).toBe(true);
    expect(await seedIfEmpty(db)).toBe(false);
    const emails = await db.query<{ email: string }>('SELECT email FROM customers');
    expect(emails).toEqual([{ email: 'demo@example.com' }]);
  });

  it('seeds the demo store’s payment methods and coupons once, and the demo customer’s address', async () => {
    const types = await db.query<{ payment_type: string; provider: string | null; secret: number | null }>(
      `SELECT payment_type, provider, length(merchant_secret) AS secret FROM store_payment_types
       WHERE store_id = 19 ORDER BY sort_order`,
    );
    expect(types).toEqual([
      { payment_type: 'COD', provider: null, secret: null },
      { payment_type: 'CASHFREE', provider: 'cashfree', secret: 64 },
      { payment_type: 'AMAZON_PAY', provider: 'amazon_payment_services', secret: 64 },
      { payment_type: 'WALLET', provider: 'wallet', secret: 64 },
    ]);
    const coupons = await db.query<{ code: string }>('SELECT code FROM coupons ORDER BY id');
    expect(coupons.map((row) => row.code)).toEqual(['WELCOME10', 'FLAT100', 'FREEORDER']);
    const addresses = await db.query<{ pincode: string; is_default_delivery: boolean }>(
      'SELECT a.pincode, a.is_default_delivery FROM customer_addresses a JOIN customers c ON c.id = a.customer_id',
    );
    expect(addresses).toEqual([{ pincode: '560001', is_default_delivery: true }]);
  });

  it('gives a database seeded before checkout existed its settings and the demo address, once', async () => {
    await db.exec(`DELETE FROM customer_addresses; DELETE FROM coupons; DELETE FROM store_payment_types;
      DELETE FROM store_payment_settings;`);
    expect(await seedIfEmpty(db)).toBe(true);
    expect(await seedIfEmpty(db)).toBe(false);
    const addresses = await db.query<{ pincode: string }>('SELECT pincode FROM customer_addresses');
    expect(addresses).toEqual([{ pincode: '560001' }]);
  });

  it('moves the store id sequence past the seeded ids', async () => {
    await inRolledBackTransaction(async (tx) => {
      const [row] = await tx.query<{ id: number }>(
        "INSERT INTO stores (realm_name, name, display_name) VALUES ('another', 'another', 'Another') RETURNING id",
      );
      expect(row?.id).toBe(23);
    });
  });

  it('stores the logos as bytes', async () => {
    const [logo] = await db.query<{ content_type: string; body: Uint8Array }>(
      "SELECT content_type, body FROM media_files WHERE path = 'stores/19/logo-light.svg'",
    );
    expect(logo?.content_type).toBe('image/svg+xml');
    expect(new TextDecoder().decode(logo?.body)).toContain('Demo Store');
  });
});

describe('constraints', () => {
  it.each([
    ["INSERT INTO stores (realm_name, name, display_name) VALUES ('Bad-Realm', 'x', 'X')", /check/i],
    [
      "INSERT INTO stores (realm_name, name, display_name, status) VALUES ('x', 'x', 'X', 'paused')",
      /check/i,
    ],
    ["INSERT INTO stores (realm_name, name, display_name) VALUES ('demo', 'x', 'X')", /unique|duplicate/i],
    [
      "INSERT INTO store_currencies (store_id, iso_code, symbol, fractional_unit, number_to_basic) VALUES (19, 'EUR', '€', 'cent', 0)",
      /check/i,
    ],
    [
      "INSERT INTO store_currencies (store_id, iso_code, symbol, fractional_unit, number_to_basic) VALUES (999, 'EUR', '€', 'cent', 100)",
      /foreign key/i,
    ],
    [
      "INSERT INTO store_bar_settings (store_id, placement, theme_type, bg_color, fg_color) VALUES (21, 'header', 'light', 'red', '#000')",
      /hex_color/i,
    ],
    [
      "INSERT INTO store_bar_settings (store_id, placement, theme_type, bg_color, fg_color) VALUES (19, 'header', 'light', '#fff', '#000')",
      /unique|duplicate/i,
    ],
    [
      "INSERT INTO store_languages (store_id, language_code, language_name, is_default) VALUES (19, 'de', 'Deutsch', true)",
      /store_languages_one_default|duplicate/i,
    ],
    [
      "INSERT INTO store_languages (store_id, language_code, language_name, writing_script_direction) VALUES (19, 'he', 'עברית', 'down')",
      /check/i,
    ],
    ["UPDATE store_page_settings SET google_analytics_tag = 'G-1\"><script>' WHERE store_id = 19", /check/i],
    [
      "INSERT INTO media_files (path, content_type, body) VALUES ('../etc/passwd', 'text/plain', '')",
      /check/i,
    ],
    [
      "INSERT INTO customers (store_id, email, first_name, last_name, password_hash) VALUES (19, 'DEMO@example.com', 'A', 'B', 'scrypt$x')",
      /check/i,
    ],
    [
      "INSERT INTO customers (store_id, email, first_name, last_name, password_hash) VALUES (19, 'demo@example.com', 'A', 'B', 'scrypt$x')",
      /unique|duplicate/i,
    ],
    [
      "INSERT INTO customers (store_id, phone_extension, phone_number, first_name, last_name, password_hash) VALUES (19, '+91', '9876543210', 'A', 'B', 'scrypt$x')",
      /unique|duplicate/i,
    ],
    [
      "INSERT INTO customers (store_id, phone_number, first_name, last_name, password_hash) VALUES (19, '9000000000', 'A', 'B', 'scrypt$x')",
      /check/i,
    ],
    [
      "INSERT INTO customers (store_id, first_name, last_name, password_hash) VALUES (19, 'A', 'B', 'scrypt$x')",
      /check/i,
    ],
    [
      "INSERT INTO customers (store_id, email, first_name, last_name, password_hash) VALUES (19, 'x@example.com', 'A', 'B', 'plain-text-password')",
      /check/i,
    ],
    [
      "INSERT INTO refresh_tokens (session_id, token_hash, issued_at, expires_at) VALUES (gen_random_uuid(), 'not-a-sha256', now(), now() + interval '1 day')",
      /check/i,
    ],
    [
      `INSERT INTO otp_challenges (store_id, purpose, channel, destination, code_hash, expires_at, resend_after, created_at)
       VALUES (19, 'login', 'email', 'demo@example.com', repeat('a', 64), now(), now(), now())`,
      /check/i,
    ],
    [
      "INSERT INTO signing_keys (kid, alg, public_jwk, private_jwk) VALUES ('kid-one-1', 'HS256', '{}', '{}')",
      /check/i,
    ],
  ])('rejects %s', async (sql, error) => {
    await inRolledBackTransaction(async (tx) => {
      await expect(tx.query(sql)).rejects.toThrow(error);
    });
  });
});

describe('lockDataDir', () => {
  it('lets one process at a time open a data directory, and takes over a stale lock', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'pglite-lock-'));
    const dataDir = join(dir, 'pglite');
    try {
      const release = lockDataDir(dataDir);
      expect(await readFile(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
      expect(() => lockDataDir(dataDir)).toThrow(`in use by process ${process.pid}`);
      release();
      lockDataDir(dataDir)();

      // A pid no process has (above the kernel's pid_max) stands for a process that crashed.
      await writeFile(`${dataDir}.lock`, '4194305');
      const takeOver = lockDataDir(dataDir);
      expect(await readFile(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
      takeOver();
      await expect(readFile(`${dataDir}.lock`, 'utf8')).rejects.toThrow(/ENOENT/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
