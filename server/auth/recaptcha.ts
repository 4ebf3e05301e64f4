// A store's reCAPTCHA (SPEC section 7, recaptcha configurations): read per store, and checked on
// sign-up, password sign-in and the request of a sign-in code when the store turns it on. The server never needs the internet for
// it unless a real secret is configured (docs/decisions/0124-analytics-consent-and-recaptcha.md):
// - RECAPTCHA_SECRET set: the challenge is Google's and a token is checked with Google's siteverify;
// - unset, outside production: a local stand-in challenge, whose tokens this server issues itself
//   (random, kept as a SHA-256, good once, for one store, for STAND_IN_TOKEN_TTL_SECONDS);
// - unset, in production: a store that turns reCAPTCHA on has its sign-ins and sign-ups refused
//   (503, saying why) rather than let through unchecked.
import type { Context } from 'hono';
import {
  MAX_RECAPTCHA_TOKEN_LENGTH,
  RECAPTCHA_TOKEN_FIELD,
  type RecaptchaConfiguration,
} from '../../contracts/recaptcha.ts';
import type { ServerConfig } from '../config.ts';
import type { Queryable } from '../db/db.ts';
import { clientAddress } from '../http/client-address.ts';
import { badRequest, HttpError } from '../http/http-error.ts';
import type { JsonBody } from '../http/json-body.ts';
import type { AuthServices } from './auth-services.ts';
import { newSecretToken, sha256Hex } from './secret-token.ts';

export const STAND_IN_TOKEN_TTL_SECONDS = 120;
export const GOOGLE_SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
const SITEVERIFY_TIMEOUT_MS = 5_000;

export const RECAPTCHA_REQUIRED = 'Complete the reCAPTCHA challenge (recaptcha_token is required)';
export const RECAPTCHA_REFUSED = 'The reCAPTCHA challenge was not passed: try it again';

/** What a verifier says about a token. */
export type Verdict = 'passed' | 'failed' | 'unavailable';

export interface RecaptchaVerifier {
  verify(token: string, storeId: number, remoteIp: string): Promise<Verdict>;
}

/** The store's configuration as the storefront reads it; no row is off. */
export async function loadRecaptchaConfiguration(
  db: Queryable,
  config: Pick<ServerConfig, 'recaptchaSecret'>,
  storeId: number,
): Promise<RecaptchaConfiguration> {
  return recaptchaConfigurationOf(await readRecaptchaRecord(db, storeId), config);
}

/** A store's reCAPTCHA record as stored (no row: off). */
export interface RecaptchaRecord {
  enabled: boolean;
  siteKey: string | null;
}

export async function readRecaptchaRecord(db: Queryable, storeId: number): Promise<RecaptchaRecord> {
  const [row] = await db.query<{ enabled: boolean; site_key: string | null }>(
    'SELECT enabled, site_key FROM store_recaptcha_configurations WHERE store_id = $1',
    [storeId],
  );
  return { enabled: row?.enabled === true, siteKey: row?.site_key ?? null };
}

/** The configuration the storefront reads, from the store's record and this server's secret. */
export function recaptchaConfigurationOf(
  record: RecaptchaRecord,
  config: Pick<ServerConfig, 'recaptchaSecret'>,
): RecaptchaConfiguration {
  const google = config.recaptchaSecret !== undefined;
  return {
    enabled: record.enabled,
    provider: google ? 'google' : 'stand-in',
    site_key: record.enabled && google ? record.siteKey : null,
  };
}

/** The stand-in challenge answered: a new single-use token for this store. */
export async function issueStandInToken(db: Queryable, storeId: number, now: number): Promise<string> {
  const token = newSecretToken();
  await db.query('DELETE FROM recaptcha_stand_in_tokens WHERE expires_at <= $1', [new Date(now)]);
  await db.query(
    'INSERT INTO recaptcha_stand_in_tokens (token_hash, store_id, expires_at) VALUES ($1, $2, $3)',
    [sha256Hex(token), storeId, new Date(now + STAND_IN_TOKEN_TTL_SECONDS * 1000)],
  );
  return token;
}

export function standInVerifier(db: Queryable, now: () => number): RecaptchaVerifier {
  return {
    async verify(token, storeId) {
      const used = await db.query(
        `DELETE FROM recaptcha_stand_in_tokens
         WHERE token_hash = $1 AND store_id = $2 AND expires_at > $3 RETURNING 1`,
        [sha256Hex(token), storeId, new Date(now())],
      );
      return used.length === 1 ? 'passed' : 'failed';
    },
  };
}

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** Google's siteverify: `success` true passes; no answer in time (or a broken one) is unavailable. */
export function googleVerifier(secret: string, fetchImpl: Fetch = fetch): RecaptchaVerifier {
  return {
    async verify(token, _storeId, remoteIp) {
      const form = new URLSearchParams({ secret, response: token });
      if (remoteIp !== 'unknown') form.set('remoteip', remoteIp);
      try {
        const response = await fetchImpl(GOOGLE_SITEVERIFY_URL, {
          method: 'POST',
          body: form,
          signal: AbortSignal.timeout(SITEVERIFY_TIMEOUT_MS),
        });
        if (!response.ok) return 'unavailable';
        const answer = (await response.json()) as { success?: unknown };
        return answer.success === true ? 'passed' : 'failed';
      } catch {
        return 'unavailable';
      }
    },
  };
}

/** The verifier this server uses; undefined in production without a secret (nothing may check). */
export function recaptchaVerifier(auth: AuthServices): RecaptchaVerifier | undefined {
  const { config } = auth;
  if (config.recaptchaSecret !== undefined) return googleVerifier(config.recaptchaSecret);
  if (config.nodeEnv === 'production') return undefined;
  return standInVerifier(auth.db, auth.now);
}

/**
 * Sign-up, password sign-in and a sign-in code's request: when the store turns reCAPTCHA on, the body's recaptcha_token must
 * pass (400 with a message when missing or refused, 503 when it cannot be checked); off, nothing
 * is read.
 */
export async function requireRecaptcha(
  auth: AuthServices,
  c: Context,
  storeId: number,
  body: JsonBody,
  verifier: RecaptchaVerifier | undefined = recaptchaVerifier(auth),
): Promise<void> {
  const configuration = await loadRecaptchaConfiguration(auth.db, auth.config, storeId);
  if (!configuration.enabled) return;
  const token = body.optionalString(RECAPTCHA_TOKEN_FIELD, { max: MAX_RECAPTCHA_TOKEN_LENGTH });
  if (token === undefined) throw badRequest(RECAPTCHA_REQUIRED);
  if (!verifier) {
    throw new HttpError(
      503,
      'This store asks for reCAPTCHA but the server has no RECAPTCHA_SECRET: sign-in is unavailable',
    );
  }
  const verdict = await verifier.verify(token, storeId, clientAddress(c, auth.proxies));
  if (verdict === 'unavailable') {
    throw new HttpError(503, 'The reCAPTCHA check could not be made just now: try again in a moment');
  }
  if (verdict === 'failed') throw badRequest(RECAPTCHA_REFUSED);
}
