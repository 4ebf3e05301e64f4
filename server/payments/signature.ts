// The payment messages' signature: HMAC-SHA256 (hex) over every other field, sorted by name,
// written `name=value` and joined by `&`, compared in constant time.
//
// Two directions, two keys (as Amazon Payment Services keeps a request and a response phrase): the
// merchant signs its hand-off forms with its secret; the provider signs its answers (the return,
// the notification, a status reply) with a key derived from the same secret for answers only. So a
// form the merchant signed can never pass for the provider's answer, however its fields are chosen.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_FIELD = 'signature';

export type SignedBy = 'merchant' | 'provider';

export function signatureBase(fields: Readonly<Record<string, string>>): string {
  return Object.keys(fields)
    .filter((name) => name !== SIGNATURE_FIELD)
    .sort()
    .map((name) => `${name}=${fields[name]}`)
    .join('&');
}

function keyOf(secret: string, by: SignedBy): string | Buffer {
  return by === 'merchant' ? secret : createHmac('sha256', secret).update('provider answer', 'utf8').digest();
}

export function sign(
  fields: Readonly<Record<string, string>>,
  secret: string,
  by: SignedBy = 'merchant',
): string {
  return createHmac('sha256', keyOf(secret, by)).update(signatureBase(fields), 'utf8').digest('hex');
}

/** Whether `fields.signature` is the signature of the other fields, made by `by` with `secret`. */
export function verifySignature(
  fields: Readonly<Record<string, string>>,
  secret: string,
  by: SignedBy = 'merchant',
): boolean {
  const given = fields[SIGNATURE_FIELD] ?? '';
  if (!/^[0-9a-f]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(sign(fields, secret, by), 'hex'));
}
