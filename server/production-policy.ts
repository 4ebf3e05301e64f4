// What NODE_ENV=production refuses: every development stand-in, demo data not asked for, and
// settings that would put customers or money at risk. Each cause is named, all at once, so an
// operator fixes them in one go instead of one restart at a time. The causes that depend on the
// database (a store that asks for reCAPTCHA, demo customers already in it) are checked once it is
// open: productionDataRefusals.
import { DEFAULT_PASSWORD_HASH_COST } from './auth/password-hash.ts';
import type { ServerConfig } from './config.ts';
import type { Queryable } from './db/db.ts';
import { SEED_CUSTOMERS } from './db/seed-data.ts';

type Env = Record<string, string | undefined>;

export class ProductionRefused extends Error {
  /**
   * `config`: the configuration refused (when the causes are its own), so that the database's causes
   * can be added to them before the operator is told (server-process.ts, withDataRefusals).
   */
  constructor(
    readonly causes: readonly string[],
    readonly config?: ServerConfig,
  ) {
    super(`NODE_ENV=production refuses to start:\n${causes.map((cause) => `- ${cause}`).join('\n')}`);
    this.name = 'ProductionRefused';
  }
}

/** The causes read from the configuration alone (empty outside production). */
export function productionRefusals(config: ServerConfig, env: Env): string[] {
  if (config.nodeEnv !== 'production') return [];
  const causes: string[] = [];
  if (config.publicOrigin === undefined) {
    causes.push(
      "PUBLIC_URL is not set: e-mailed links, canonical addresses and the sitemap need the storefront's address (https://shop.example.com)",
    );
  }
  if (config.devOutbox) {
    causes.push('DEV_OUTBOX=true shows every one-time code and reset link to anyone who asks');
  }
  if (config.paymentsSandbox) {
    causes.push(
      "PAYMENTS_SANDBOX=true mounts the payments sandbox: it signs payment answers with the stores' merchant secrets, so its Approve button would mark orders paid with no money moving",
    );
  }
  if (config.fulfilmentDevKey !== undefined) {
    causes.push(
      'FULFILMENT_DEV_KEY is a development key: make each store a key with npm run fulfilment-key -- --store ID',
    );
  }
  if (isSet(env.CATALOGUE_SIZE) && !config.seedDemo) {
    causes.push('CATALOGUE_SIZE sizes the demo catalogue: demo data is seeded only with SEED_DEMO=true');
  }
  if (config.analyticsScriptUrl.startsWith('/')) {
    causes.push('ANALYTICS_SCRIPT_URL is a path on this server: the development stand-in of the tag script');
  }
  if (config.passwordHashCost < DEFAULT_PASSWORD_HASH_COST) {
    causes.push(
      `PASSWORD_HASH_COST is below ${DEFAULT_PASSWORD_HASH_COST}: stolen password hashes would be cheaper to crack`,
    );
  }
  return causes;
}

/** Throws ProductionRefused naming every cause, or returns. */
export function refuseProductionStandIns(config: ServerConfig, env: Env): void {
  const causes = productionRefusals(config, env);
  if (causes.length > 0) throw new ProductionRefused(causes, config);
}

/** The causes found in the database (empty outside production). */
export async function productionDataRefusals(db: Queryable, config: ServerConfig): Promise<string[]> {
  if (config.nodeEnv !== 'production') return [];
  const causes: string[] = [];
  if (config.recaptchaSecret === undefined) {
    const stores = await db.query<{ realm_name: string }>(
      `SELECT s.realm_name FROM store_recaptcha_configurations r JOIN stores s ON s.id = r.store_id
       WHERE r.enabled ORDER BY s.id`,
    );
    if (stores.length > 0) {
      causes.push(
        `RECAPTCHA_SECRET is not set, and these stores turn reCAPTCHA on (their challenge would be the development stand-in): ${stores.map((s) => s.realm_name).join(', ')}`,
      );
    }
  }
  if (!config.paymentsSandbox) {
    const online = await db.query<{ realm_name: string }>(
      `SELECT s.realm_name FROM store_payment_settings p JOIN stores s ON s.id = p.store_id
       WHERE p.online_payment ORDER BY s.id`,
    );
    if (online.length > 0) {
      causes.push(
        `these stores take online payments, but this server has no live payment provider (the payments sandbox is for development); turn online payment off for them (store_payment_settings.online_payment) until a provider module answers (server/payments/provider.ts): ${online.map((s) => s.realm_name).join(', ')}`,
      );
    }
  }
  if (!config.seedDemo) {
    const demo = await db.query<{ email: string }>(
      'SELECT email FROM customers WHERE email = ANY($1::text[]) ORDER BY email',
      [SEED_CUSTOMERS.map((customer) => customer.email)],
    );
    if (demo.length > 0) {
      causes.push(
        `the database holds the demo customers (${demo.map((row) => row.email).join(', ')}), whose passwords are published: remove them, or set SEED_DEMO=true for a demo`,
      );
    }
  }
  return causes;
}

function isSet(value: string | undefined): boolean {
  return value !== undefined && value.trim() !== '';
}
