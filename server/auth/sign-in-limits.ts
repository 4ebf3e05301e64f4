// Rate limits on what guessing and spamming target (sign-in, codes, reset links, password changes),
// counted in the database (see http/rate-limit.ts), per window of RATE_LIMIT_WINDOW_SECONDS:
// - each client address: RATE_LIMIT_PER_ADDRESS requests to these endpoints, whatever they are;
// - wrong passwords and wrong codes per e-mail/phone *and* address: RATE_LIMIT_PER_IDENTIFIER. Only
//   failures count, so a customer's own sign-ins never use them up, and a stranger's guesses from
//   elsewhere never lock the customer out;
// - wrong passwords per e-mail/phone from all addresses together: RATE_LIMIT_PER_ACCOUNT, a ceiling
//   on guessing spread over many addresses. It pauses password sign-in only: a code sent to the
//   customer's mailbox or phone still signs in, and so does a password on a device the customer
//   signed in on, whose wrong passwords count for that device alone (and lock it out
//   after LOCK_AFTER_FAILED_SIGN_INS, account-lock.ts);
// - codes and links sent per e-mail/phone and address (RATE_LIMIT_PER_IDENTIFIER) and from all
//   addresses (RATE_LIMIT_PER_ACCOUNT): the mail a stranger can cause, and the codes anyone can
//   guess at (five tries each), stay bounded.
// Wrong codes have no account-wide ceiling: a stranger could reach it by asking for codes of their
// own, and lock the customer out of code sign-in too.
// Account unlock (links and codes, new or resent, and their redemption) counts apart from all of
// these, under limits of the same sizes: the wrong passwords that lock an account, and the sign-in
// codes the customer tried next, must not leave them waiting out the window for an unlock code.
import type { Context } from 'hono';
import { clientAddress } from '../http/client-address.ts';
import type { RateLimit } from '../http/rate-limit.ts';
import { msg } from '../i18n/server-message.ts';
import type { AuthServices } from './auth-services.ts';

export const ACCOUNT_PAUSED = msg(
  'Too many failed sign-ins to this account. Please sign in with a one-time code or reset your password, or try again in {wait}.',
);

/** Counts one request from the caller's address (429 beyond the limit) and returns the address. */
export async function limitAddress(auth: AuthServices, c: Context): Promise<string> {
  const address = clientAddress(c, auth.proxies);
  await auth.limiter.hit([{ key: `address:${address}`, limit: auth.config.rateLimitPerAddress }]);
  return address;
}

/** Counts one request to the unlock endpoints from the caller's address: a budget of their own. */
export async function limitUnlockAddress(auth: AuthServices, c: Context): Promise<string> {
  const address = clientAddress(c, auth.proxies);
  await auth.limiter.hit([{ key: `unlock-address:${address}`, limit: auth.config.rateLimitPerAddress }]);
  return address;
}

/**
 * Failures of one kind for one identifier. Each try is counted before it is made (a claim), and
 * given back when it was right or could not be made: what stays counted is the wrong tries, and
 * however many tries run at once, in however many server processes, no more than the limit do.
 */
export class Failures {
  constructor(
    private readonly auth: AuthServices,
    /** The first is the one this address used up; the others are ceilings. */
    private readonly limits: readonly [RateLimit, ...RateLimit[]],
  ) {}

  /** Runs `attempt` (true: right) when the caller may try now; 429 when not. */
  async attempt(attempt: () => Promise<boolean>): Promise<boolean> {
    const { limiter } = this.auth;
    const claims = await limiter.claim(this.limits);
    let right: boolean;
    try {
      right = await attempt();
    } catch (error) {
      // Not a wrong try (the code was already used, the database failed): not counted.
      await limiter.giveBack(claims).catch(() => undefined);
      throw error;
    }
    if (right) await limiter.giveBack(claims);
    return right;
  }

  /** After a success: this address's failures start again (the ceilings keep theirs). */
  forgetHere(): Promise<void> {
    return this.auth.limiter.forget(this.limits[0].key);
  }
}

export function passwordFailures(
  auth: AuthServices,
  storeId: number,
  identifier: string,
  address: string,
): Failures {
  const { rateLimitPerIdentifier, rateLimitPerAccount } = auth.config;
  return new Failures(auth, [
    { key: `password:${storeId}:${identifier}:${address}`, limit: rateLimitPerIdentifier },
    { key: `password:${storeId}:${identifier}`, limit: rateLimitPerAccount, message: ACCOUNT_PAUSED },
  ]);
}

/** Wrong passwords on one of the customer's trusted devices: that device's own count, no ceiling. */
export function trustedDeviceFailures(auth: AuthServices, deviceId: string): Failures {
  return new Failures(auth, [
    { key: `password-device:${deviceId}`, limit: auth.config.rateLimitPerIdentifier },
  ]);
}

export function codeFailures(
  auth: AuthServices,
  storeId: number,
  destination: string,
  address: string,
): Failures {
  return new Failures(auth, [
    { key: `code:${storeId}:${destination}:${address}`, limit: auth.config.rateLimitPerIdentifier },
  ]);
}

/** Only the signed-in customer can get their current password wrong: counted per account. */
export function currentPasswordFailures(auth: AuthServices, customerId: string): Failures {
  return new Failures(auth, [
    { key: `current-password:${customerId}`, limit: auth.config.rateLimitPerIdentifier },
  ]);
}

/**
 * Counts one code or link about to be sent; 429 beyond the limits. `unlock`: an unlock link or code
 * (new or resent), counted apart from sign-in, sign-up and confirmation codes.
 */
export async function limitMessages(
  auth: AuthServices,
  kind: 'code' | 'reset-link' | 'unlock',
  storeId: number,
  destination: string,
  address: string,
): Promise<void> {
  const { rateLimitPerIdentifier, rateLimitPerAccount } = auth.config;
  await auth.limiter.hit([
    { key: `sent-${kind}:${storeId}:${destination}:${address}`, limit: rateLimitPerIdentifier },
    { key: `sent-${kind}:${storeId}:${destination}`, limit: rateLimitPerAccount },
  ]);
}
