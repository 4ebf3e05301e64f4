// Rate limits on the endpoints that guess-or-spam would target (sign-in, codes, reset links): each
// client address gets RATE_LIMIT_PER_ADDRESS attempts per window across all of them, and each
// e-mail/phone RATE_LIMIT_PER_IDENTIFIER attempts per window and endpoint. Counters live in memory
// (see http/rate-limit.ts).
import type { Context } from 'hono';
import { clientAddress } from '../http/client-address.ts';
import type { AuthServices } from './auth-services.ts';

export type LimitedAction =
  | 'login'
  | 'login-otp'
  | 'otp-generate'
  | 'otp-regenerate'
  | 'otp-validate'
  | 'forgot-password'
  | 'change-password';

/** Counts one attempt for the caller's address; call before any lookup, so failures count too. */
export function limitAddress(auth: AuthServices, c: Context): void {
  auth.limiter.hit(`address:${clientAddress(c, auth.proxies)}`, {
    limit: auth.config.rateLimitPerAddress,
    windowSeconds: auth.config.rateLimitWindowSeconds,
  });
}

/** Counts one attempt on `action` for an e-mail, phone or account of a store. */
export function limitIdentifier(
  auth: AuthServices,
  action: LimitedAction,
  storeId: number,
  identifier: string,
): void {
  auth.limiter.hit(`${action}:${storeId}:${identifier}`, {
    limit: auth.config.rateLimitPerIdentifier,
    windowSeconds: auth.config.rateLimitWindowSeconds,
  });
}
