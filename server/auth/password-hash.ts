// Password hashing with scrypt (node:crypto): a random salt per password, the cost parameters kept
// in the hash so they can be raised later, and a timing-safe comparison.
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * The cost new hashes are made with, as log2 of scrypt's N (PASSWORD_HASH_COST):
 * 2^15 × 8 × 128 bytes = 32 MiB and about 100 ms per hash on one core. Production takes no less
 * (server/config.ts); the tests take the least, 2^10, so that their thousands of sign-ins do not
 * spend minutes hashing. A stored hash names its own cost, so hashes of any cost can be checked.
 */
export const DEFAULT_PASSWORD_HASH_COST = 15;
export const MIN_PASSWORD_HASH_COST = 10;
export const MAX_PASSWORD_HASH_COST = 20;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const PREFIX = 'scrypt';

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url; `cost` is log2 of N. */
export async function hashPassword(password: string, cost = DEFAULT_PASSWORD_HASH_COST): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const N = 2 ** cost;
  const hash = await derive(password, salt, KEY_LENGTH, { N, r: R, p: P });
  return [PREFIX, N, R, P, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/** False for a wrong password and for a stored value that is not a hash this module wrote. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const hash = await derive(password, parsed.salt, parsed.hash.length, parsed.cost);
  return timingSafeEqual(hash, parsed.hash);
}

// A hash of nothing in particular: checking a password against it costs as much as a real check
// (of a hash of the same cost), so an unknown user name takes as long to refuse as a wrong
// password. Always false. One per process and cost: it is never stored, and any hash does.
const dummies = new Map<number, Promise<string>>();
export async function spendPasswordCheckTime(
  password: string,
  cost = DEFAULT_PASSWORD_HASH_COST,
): Promise<false> {
  let dummy = dummies.get(cost);
  if (!dummy) {
    dummy = hashPassword('no account has this password 0', cost);
    dummies.set(cost, dummy);
  }
  await verifyPassword(password, await dummy);
  return false;
}

interface ParsedHash {
  cost: { N: number; r: number; p: number };
  salt: Buffer;
  hash: Buffer;
}

function parse(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== PREFIX) return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const hash = Buffer.from(parts[5] ?? '', 'base64url');
  const valid =
    N !== undefined &&
    r !== undefined &&
    p !== undefined &&
    Number.isInteger(Math.log2(N)) &&
    N >= 2 ** MIN_PASSWORD_HASH_COST &&
    N <= 2 ** MAX_PASSWORD_HASH_COST &&
    r >= 1 &&
    r <= 32 &&
    p >= 1 &&
    p <= 16 &&
    salt.length >= 8 &&
    hash.length >= 16;
  return valid ? { cost: { N, r, p }, salt, hash } : null;
}

function derive(password: string, salt: Buffer, length: number, cost: ScryptOptions): Promise<Buffer> {
  const N = cost.N ?? 2 ** DEFAULT_PASSWORD_HASH_COST;
  const r = cost.r ?? R;
  // scrypt needs 128·N·r bytes; allow that plus headroom instead of the 32 MiB default ceiling.
  const maxmem = 128 * N * r * 2;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, length, { ...cost, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}
