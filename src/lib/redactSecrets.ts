// What the Stately inspector may see. It posts every event and snapshot to another site
// (stately.ai), so tokens, passwords, one-time codes, secrets inside links and the payment form's
// signature are replaced before anything leaves.

export const REDACTED = '[redacted]';

/**
 * Keys whose values are secrets, wherever they appear: the token set (access_token…), the
 * session's `tokens`, a reset link's `token`, actor inputs (refreshToken, idToken), passwords,
 * one-time codes (`otp`, the outbox's `code`, `verificationCode`…), authorisation headers, and the
 * payment hand-off form's `signature` and `access_code` (server/payments: whoever holds them can
 * replay the signed form). Codes that are no secret (coupon_code, language_code, pincode,
 * response_code) are kept.
 */
const SECRET_KEY =
  /token|password|otp|secret|authori[sz]ation|cookie|signature|access_?code|^code$|(?:verification|unlock|one_?time|sign_?in|login)_?code/i;

/** A query or fragment parameter inside text: `?token=…`, `&otp=…`, `#token=…`. */
const URL_PARAMETER = /([?&#;])([^=&#?\s"'<>]+)=([^&#\s"'<>]*)/g;

/** Text with the value of every secret parameter replaced: a reset link keeps its page, not its token. */
function redactText(text: string): string {
  if (!text.includes('=')) return text;
  return text.replace(URL_PARAMETER, (parameter, separator: string, name: string) => {
    let decoded = name;
    try {
      decoded = decodeURIComponent(name);
    } catch {
      // A malformed escape: judge the name as written.
    }
    return SECRET_KEY.test(decoded) ? `${separator}${name}=${REDACTED}` : parameter;
  });
}

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
    if (typeof current === 'string') return redactText(current);
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
