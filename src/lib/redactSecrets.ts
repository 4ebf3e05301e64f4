// What the Stately inspector may see. It posts every event and snapshot to another site
// (stately.ai), so tokens, passwords, one-time codes, secrets inside links and the payment form's
// signature are replaced before anything leaves.

export const REDACTED = '[redacted]';

/**
 * Keys whose values are secrets, wherever they appear: the token set (access_token…), the
 * session's `tokens`, a reset link's `token`, actor inputs (refreshToken, idToken), passwords,
 * one-time codes (`otp`, the outbox's `code`, `verificationCode`…), authorisation headers, and the
 * payment hand-off form's `signature` and `access_code` (server/payments: whoever holds them can
 * replay the signed form), and the names other codes go by (pin, passcode, mfa, two-factor, SMS,
 * e-mail or confirmation codes). Codes that are no secret (coupon_code, language_code, pincode,
 * response_code) are kept.
 */
const SECRET_KEY =
  /token|password|passcode|otp|secret|authori[sz]ation|cookie|signature|access_?code|^code$|^pin$|mfa|2fa|two_?factor|(?:verification|unlock|one_?time|sign_?in|login|sms|e_?mail|confirm(?:ation)?|auth)_?code/i;

/** A parameter inside text: `?token=…`, `&otp=…`, `#token=…`, or `otp=…` at its start. */
const URL_PARAMETER = /(^|[?&#;])([^=&#?\s"'<>]+)=([^&#\s"'<>]*)/g;

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    // A malformed escape: judged as written.
    return text;
  }
}

/**
 * Text with the value of every secret parameter replaced: a reset link keeps its page, not its
 * token. A value that is itself a link with a secret in it (`?redirect=%2Freset%3Ftoken%3D…`) is
 * replaced whole.
 */
function redactText(text: string, depth = 0): string {
  if (!text.includes('=')) return text;
  return text.replace(URL_PARAMETER, (parameter, separator: string, name: string, value: string) => {
    if (SECRET_KEY.test(decoded(name))) return `${separator}${name}=${REDACTED}`;
    const inner = decoded(value);
    if (depth < 3 && inner !== value && redactText(inner, depth + 1) !== inner) {
      return `${separator}${name}=${REDACTED}`;
    }
    return parameter;
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
    // A form's field ({ name: 'signature', value: … }, nothing else): its value is the named one's.
    const entries = Object.entries(current);
    const name = entries.find(([key]) => key === 'name')?.[1];
    const isField = entries.every(([key]) => key === 'name' || key === 'value' || key === 'type');
    const named = isField && typeof name === 'string' && SECRET_KEY.test(name);
    const copy: Record<string, unknown> = {};
    for (const [key, field] of entries) {
      const secret = SECRET_KEY.test(key) || (named && key === 'value');
      copy[key] = secret && field !== null && field !== undefined ? REDACTED : walk(field, depth + 1);
    }
    return copy;
  };
  return walk(value, 0);
}
