// The hand-off forms' signature: HMAC-SHA256 (hex) with the merchant's secret over every other
// field, sorted by name, written `name=value` and joined by `&`. The sandbox recomputes it and
// compares in constant time, so a changed amount, reference or return address is refused.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_FIELD = 'signature';

export function signatureBase(fields: Readonly<Record<string, string>>): string {
  return Object.keys(fields)
    .filter((name) => name !== SIGNATURE_FIELD)
    .sort()
    .map((name) => `${name}=${fields[name]}`)
    .join('&');
}

export function sign(fields: Readonly<Record<string, string>>, secret: string): string {
  return createHmac('sha256', secret).update(signatureBase(fields), 'utf8').digest('hex');
}

/** Whether `fields.signature` is the signature of the other fields. */
export function verifySignature(fields: Readonly<Record<string, string>>, secret: string): boolean {
  const given = fields[SIGNATURE_FIELD] ?? '';
  if (!/^[0-9a-f]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(sign(fields, secret), 'hex'));
}
