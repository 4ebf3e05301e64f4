// Password hashing with scrypt (node:crypto): a random salt per password, the cost parameters kept
// in the hash so they can be raised later, and a timing-safe comparison.
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

// 2^15 × 8 × 128 bytes = 32 MiB and about 100 ms per hash on one core.
const COST = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const PREFIX = 'scrypt';

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const hash = await derive(password, salt, KEY_LENGTH, COST);
  return [PREFIX, COST.N, COST.r, COST.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/** False for a wrong password and for a stored value that is not a hash this module wrote. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const hash = await derive(password, parsed.salt, parsed.hash.length, parsed.cost);
  return timingSafeEqual(hash, parsed.hash);
}

// A hash of nothing in particular: checking a password against it costs as much as a real check,
// so an unknown user name takes as long to refuse as a wrong password. Always false.
let dummy: Promise<string> | undefined;
export async function spendPasswordCheckTime(password: string): Promise<false> {
  dummy ??= hashPassword('no account has this password 0');
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
    N >= 2 ** 10 &&
    N <= 2 ** 20 &&
    r >= 1 &&
    r <= 32 &&
    p >= 1 &&
    p <= 16 &&
    salt.length >= 8 &&
    hash.length >= 16;
  return valid ? { cost: { N, r, p }, salt, hash } : null;
}

function derive(password: string, salt: Buffer, length: number, cost: ScryptOptions): Promise<Buffer> {
  const N = cost.N ?? COST.N;
  const r = cost.r ?? COST.r;
  // scrypt needs 128·N·r bytes; allow that plus headroom instead of the 32 MiB default ceiling.
  const maxmem = 128 * N * r * 2;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, length, { ...cost, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}
