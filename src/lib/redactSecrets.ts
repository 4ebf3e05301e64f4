// What the Stately inspector may see. It posts every event and snapshot to another site
// (stately.ai), so tokens, passwords and one-time codes are replaced before anything leaves.

export const REDACTED = '[redacted]';

/**
 * Keys whose values are secrets, wherever they appear: the token set (access_token…), the
 * session's `tokens`, a reset link's `token`, actor inputs (refreshToken, idToken), passwords,
 * one-time codes and authorisation headers.
 */
const SECRET_KEY = /token|password|otp|secret|authori[sz]ation|cookie/i;

/** Beyond this depth values are dropped: inspection events are shallow, cycles are not followed. */
const MAX_DEPTH = 12;

/**
 * A copy of `value` as plain data that a window can be posted (functions dropped, cycles cut),
 * with every secret replaced by REDACTED.
 */
export function redactSecrets(value: unknown): unknown {
  const seen = new WeakSet<object>();
  const walk = (current: unknown, depth: number): unknown => {
    if (typeof current === 'function' || typeof current === 'symbol') return undefined;
    if (typeof current !== 'object' || current === null) return current;
    if (current instanceof Date) return current.toJSON();
    if (seen.has(current) || depth > MAX_DEPTH) return REDACTED;
    seen.add(current);
    if (Array.isArray(current)) return current.map((item) => walk(item, depth + 1));
    const copy: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(current)) {
      copy[key] =
        SECRET_KEY.test(key) && field !== null && field !== undefined ? REDACTED : walk(field, depth + 1);
    }
    return copy;
  };
  return walk(value, 0);
}
