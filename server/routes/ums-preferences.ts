// The signed-in customer's preferences (SPEC section 2, /preferences): GET and PUT preferences, the
// language (one the store offers and has active), the theme mode and the communication consents
// (contracts/policies.ts COMMUNICATION_CONSENTS), and the analytics consent (allowed, declined or
// never asked; kept in `consents` under ANALYTICS_KEY). Only the caller's own; bad input 400.
import { Hono } from 'hono';
import { COMMUNICATION_CONSENTS } from '../../contracts/policies.ts';
import { type CustomerPreferences, THEME_MODES, type ThemeModeChoice } from '../../contracts/ums.ts';
import type { AuthServices } from '../auth/auth-services.ts';
import { type CustomerEnv, requireCustomer } from '../auth/bearer.ts';
import type { Queryable } from '../db/db.ts';
import { sendOk } from '../http/envelope.ts';
import { badRequest } from '../http/http-error.ts';
import { JsonBody } from '../http/json-body.ts';

interface PreferencesRow {
  language_code: string | null;
  theme_mode: ThemeModeChoice | null;
  consents: Record<string, unknown> | string;
}

const KNOWN_CONSENTS: readonly string[] = COMMUNICATION_CONSENTS;
/** Where the analytics consent is kept in the consents column (not a communication consent). */
const ANALYTICS_KEY = 'analytics';

function toPreferences(row: PreferencesRow | undefined): CustomerPreferences {
  const stored = typeof row?.consents === 'string' ? JSON.parse(row.consents) : (row?.consents ?? {});
  const consents: Record<string, boolean> = {};
  for (const key of COMMUNICATION_CONSENTS) consents[key] = stored[key] === true;
  const analytics = stored[ANALYTICS_KEY];
  return {
    language_code: row?.language_code ?? null,
    theme_mode: row?.theme_mode ?? null,
    consents,
    analytics_consent: typeof analytics === 'boolean' ? analytics : null,
  };
}

async function loadPreferences(db: Queryable, customerId: string): Promise<CustomerPreferences> {
  const [row] = await db.query<PreferencesRow>(
    'SELECT language_code, theme_mode, consents FROM customer_preferences WHERE customer_id = $1',
    [customerId],
  );
  return toPreferences(row);
}

export function umsPreferencesRoutes(auth: AuthServices): Hono<CustomerEnv> {
  const app = new Hono<CustomerEnv>();
  const { db } = auth;

  app.get('/preferences', requireCustomer(), async (c) =>
    sendOk(c, await loadPreferences(db, c.var.customer.id)),
  );

  app.put('/preferences', requireCustomer(), async (c) => {
    const body = await JsonBody.of(c);
    const { customer, store } = c.var;
    const language = body.optionalString('language_code', { max: 10 });
    if (language !== undefined) {
      const [offered] = await db.query(
        'SELECT 1 FROM store_languages WHERE store_id = $1 AND language_code = $2 AND status = 1',
        [store.id, language],
      );
      if (!offered) throw badRequest('language_code must be one of the store’s languages');
    }
    const theme = body.optionalString('theme_mode', { max: 10 });
    if (theme !== undefined && !(THEME_MODES as readonly string[]).includes(theme)) {
      throw badRequest('theme_mode must be light, dark or system');
    }
    const communication = readConsents(body.raw('consents'));
    const analytics = body.raw('analytics_consent');
    if (analytics !== undefined && typeof analytics !== 'boolean') {
      throw badRequest('analytics_consent must be true or false');
    }
    const consents =
      analytics === undefined ? communication : { ...communication, [ANALYTICS_KEY]: analytics };
    if (language === undefined && theme === undefined && consents === undefined) {
      throw badRequest('Give language_code, theme_mode, consents or analytics_consent');
    }
    const [row] = await db.query<PreferencesRow>(
      `INSERT INTO customer_preferences AS p (customer_id, language_code, theme_mode, consents, updated_at)
       VALUES ($1, $2, $3, COALESCE($4::jsonb, '{}'::jsonb), $5)
       ON CONFLICT (customer_id) DO UPDATE SET
         language_code = COALESCE($2, p.language_code),
         theme_mode = COALESCE($3, p.theme_mode),
         consents = p.consents || COALESCE($4::jsonb, '{}'::jsonb),
         updated_at = $5
       RETURNING language_code, theme_mode, consents`,
      [
        customer.id,
        language ?? null,
        theme ?? null,
        consents === undefined ? null : JSON.stringify(consents),
        new Date(auth.now()),
      ],
    );
    return sendOk(c, toPreferences(row), 'Your preferences have been saved');
  });

  return app;
}

/** { key: boolean } with known keys only; undefined when absent. */
function readConsents(raw: unknown): Record<string, boolean> | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== 'object' || Array.isArray(raw)) throw badRequest('consents must be an object');
  const consents: Record<string, boolean> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (!KNOWN_CONSENTS.includes(key))
      throw badRequest('{field} is not a consent of the store.', { field: `consents.${key.slice(0, 40)}` });
    if (typeof value !== 'boolean')
      throw badRequest('“{field}” must be true or false.', { field: `consents.${key.slice(0, 40)}` });
    consents[key] = value;
  }
  return consents;
}
