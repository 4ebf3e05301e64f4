// NODE_ENV=production refuses every development stand-in, naming each cause at once; demo data is
// seeded only when asked for; e-mailed links never follow the request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import type { Db } from '../../server/db/db.ts';
import { mailLinkOrigin } from '../../server/http/link-origin.ts';
import { ProductionRefused, productionDataRefusals } from '../../server/production-policy.ts';
import { prepareDb, withDataRefusals } from '../../server/server-process.ts';
import { startupNotes } from '../../server/startup-notes.ts';
import { openEmptyDb, openSeededDb, testConfig } from './test-db.ts';

const PRODUCTION = { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.com' };

function refusal(env: Record<string, string>): ProductionRefused {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ProductionRefused) return error;
    throw error;
  }
  throw new Error('production started');
}

describe('production configuration', () => {
  it('starts when nothing is a stand-in', () => {
    expect(loadConfig(PRODUCTION).nodeEnv).toBe('production');
  });

  it('names every cause at once', () => {
    const { causes, message } = refusal({
      NODE_ENV: 'production',
      DEV_OUTBOX: 'true',
      CATALOGUE_SIZE: '500',
      ANALYTICS_SCRIPT_URL: '/dev/analytics/gtag.js',
      PASSWORD_HASH_COST: '12',
      PAYMENTS_SANDBOX: 'true',
      FULFILMENT_DEV_KEY: `sfk_${'d'.repeat(43)}`,
    });
    expect(causes).toEqual([
      expect.stringMatching(/^PUBLIC_URL is not set/),
      expect.stringMatching(/^DEV_OUTBOX=true/),
      expect.stringMatching(/^PAYMENTS_SANDBOX=true mounts the payments sandbox/),
      expect.stringMatching(/^FULFILMENT_DEV_KEY is a development key/),
      expect.stringMatching(/^CATALOGUE_SIZE sizes the demo catalogue/),
      expect.stringMatching(/^ANALYTICS_SCRIPT_URL is a path on this server/),
      expect.stringMatching(/^PASSWORD_HASH_COST is below 15/),
    ]);
    expect(message).toMatch(/^NODE_ENV=production refuses to start:\n- PUBLIC_URL is not set/);
  });

  it('seeds demo data only when SEED_DEMO=true, which it allows with a warning', () => {
    expect(loadConfig(PRODUCTION).seedDemo).toBe(false);
    expect(loadConfig({ ...PRODUCTION, SEED_DEMO: 'true', CATALOGUE_SIZE: '500' }).seedDemo).toBe(true);
    expect(startupNotes(loadConfig({ ...PRODUCTION, SEED_DEMO: 'true' }))).toContain(
      'WARNING: SEED_DEMO=true in production: the demo stores, customers (published passwords), coupons and orders are seeded into an empty database',
    );
    expect(startupNotes(loadConfig(PRODUCTION))).toEqual([
      'Messages to customers (one-time codes, links) are kept in outbox_messages for a mail and SMS relay to deliver; this log names them without their text',
    ]);
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('lists the development stand-ins at start-up', () => {
    const notes = startupNotes(loadConfig({ ANALYTICS_SCRIPT_URL: '/dev/analytics/gtag.js' }));
    expect(notes).toContain(
      'Demo data: the demo stores, customers, coupons and orders are seeded into an empty database (SEED_DEMO=false starts empty)',
    );
    expect(notes).toContain(
      "reCAPTCHA stand-in: a store that turns reCAPTCHA on gets a local challenge (set RECAPTCHA_SECRET for Google's)",
    );
    expect(notes).toContain('Analytics stand-in: the tag script is /dev/analytics/gtag.js on this server');
    expect(notes).toContain(
      "Payments sandbox: online payments are approved or declined at http://localhost:3000/payments-sandbox (a provider's test environment; PAYMENTS_SANDBOX=false takes it away)",
    );
    expect(notes.join('\n')).toContain(
      'Fulfilment API: a development key is drawn for each store without one',
    );
  });

  it('takes PUBLIC_ORIGIN as the older name of PUBLIC_URL, and refuses two different ones', () => {
    expect(
      loadConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://shop.example.com' }).publicOrigin,
    ).toBe('https://shop.example.com');
    expect(() =>
      loadConfig({ PUBLIC_URL: 'https://shop.example.com', PUBLIC_ORIGIN: 'https://other.example.com' }),
    ).toThrow('name different storefronts');
  });

  it('builds e-mailed links from PUBLIC_URL, else this server on this machine, never from a request', () => {
    expect(mailLinkOrigin(loadConfig(PRODUCTION))).toBe('https://shop.example.com');
    expect(mailLinkOrigin(loadConfig({ PORT: '4321' }))).toBe('http://localhost:4321');
  });
});

describe('production data', () => {
  let seeded: Db;
  beforeAll(async () => {
    seeded = await openSeededDb();
  });
  afterAll(async () => {
    await seeded.close();
  });

  it('refuses the demo customers, a reCAPTCHA store without a secret and online payments with no provider', async () => {
    const causes = await productionDataRefusals(seeded, testConfig({ NODE_ENV: 'production' }));
    expect(causes).toEqual([
      'RECAPTCHA_SECRET is not set, and these stores turn reCAPTCHA on (their challenge would be the development stand-in): lab',
      expect.stringMatching(
        /^these stores take online payments, but this server has no live payment provider.*: demo$/,
      ),
      expect.stringMatching(
        /^the database holds the demo customers \(.*demo@example\.com.*\), whose passwords are published/,
      ),
    ]);
    expect(
      await productionDataRefusals(
        seeded,
        testConfig({ NODE_ENV: 'production', SEED_DEMO: 'true', RECAPTCHA_SECRET: 'a-real-secret' }),
      ),
    ).toEqual([expect.stringMatching(/^these stores take online payments.*: demo$/)]);
    expect(await productionDataRefusals(seeded, testConfig())).toEqual([]);
  });

  it('seeds a production demo asked for by name, without online payments (no live provider answers them)', async () => {
    const empty = await openEmptyDb();
    try {
      const config = testConfig({
        NODE_ENV: 'production',
        SEED_DEMO: 'true',
        RECAPTCHA_SECRET: 'a-real-secret',
        CATALOGUE_SIZE: '20',
      });
      const lines: string[] = [];
      const prepared = await prepareDb(empty, config, (line) => lines.push(line));
      const [settings] = await prepared.query<{ online_payment: boolean; pay_on_delivery: boolean }>(
        'SELECT online_payment, pay_on_delivery FROM store_payment_settings WHERE store_id = 19',
      );
      expect(settings).toEqual({ online_payment: false, pay_on_delivery: true });
      expect(lines).toContain('Seeded the demo stores, customers, catalogue, coupons and orders');
    } finally {
      await empty.close();
    }
  });

  it('names the database’s causes with the configuration’s, all at once', async () => {
    const refused = refusal({ NODE_ENV: 'production', DEV_OUTBOX: 'true', DATA_DIR: 'memory://' });
    // The database as it is: this file's seeded one, left open for the other tests.
    const asItIs = async () => Object.create(seeded, { close: { value: async () => {} } }) as Db;
    const all = await withDataRefusals(refused, asItIs);
    expect(all).toBeInstanceOf(ProductionRefused);
    expect((all as ProductionRefused).causes).toEqual([
      expect.stringMatching(/^PUBLIC_URL is not set/),
      expect.stringMatching(/^DEV_OUTBOX=true/),
      expect.stringMatching(/^RECAPTCHA_SECRET is not set/),
      expect.stringMatching(/^these stores take online payments/),
      expect.stringMatching(/^the database holds the demo customers/),
    ]);
    // A database that cannot be read adds nothing; other errors pass as they are.
    const unreadable = async () => {
      throw new Error('no database here');
    };
    expect(await withDataRefusals(refused, unreadable)).toBe(refused);
    const other = new Error('PORT must be a number');
    expect(await withDataRefusals(other, asItIs)).toBe(other);
  });

  it('opens an empty production database without seeding anything', async () => {
    const empty = await openEmptyDb();
    try {
      const config = testConfig({ NODE_ENV: 'production' });
      const lines: string[] = [];
      const prepared = await prepareDb(empty, config, (line) => lines.push(line));
      const [stores] = await prepared.query<{ count: number }>('SELECT count(*)::int AS count FROM stores');
      const [customers] = await prepared.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM customers',
      );
      expect({ stores: stores?.count, customers: customers?.count }).toEqual({ stores: 0, customers: 0 });
      expect(lines.join('\n')).not.toContain('Seeded');
    } finally {
      await empty.close();
    }
  });
});
