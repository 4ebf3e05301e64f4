import { PINCODE_LENGTH, type PincodeCheck } from '../../../../contracts/pbs.ts';
import { effectivePincode } from '../../../../machines/shared/pincode.ts';

/** Whether `text` is a whole pincode: exactly six ASCII digits. */
export function isCompletePincode(text: string | null | undefined): boolean {
  return new RegExp(`^[0-9]{${PINCODE_LENGTH}}$`).test(text ?? '');
}

/** What the pincode check tells the shopper. */
export type PincodeOutcome =
  | { kind: 'deliverable'; pincode: string; days: number | null }
  | { kind: 'not_deliverable'; pincode: string }
  /** The store refused the request (400): its own message is shown. */
  | { kind: 'rejected'; message: string }
  /** The request never got an answer (offline). */
  | { kind: 'unreachable' }
  | { kind: 'failed' };

/**
 * The outcome of a finished pincode check, from its answer or its error (an ApiError-like
 * { status, message }). Delivery days are kept only when a non-negative whole number.
 */
export function pincodeOutcome(
  check: PincodeCheck | null | undefined,
  error?: { status?: number; message?: string } | null,
): PincodeOutcome {
  if (error) {
    const message = error.message?.trim() ?? '';
    if (error.status === 400 && message !== '') return { kind: 'rejected', message };
    if (error.status === 0) return { kind: 'unreachable' };
    return { kind: 'failed' };
  }
  if (!check) return { kind: 'failed' };
  if (!check.deliverable) return { kind: 'not_deliverable', pincode: check.pincode };
  const days = check.estimated_delivery_days;
  return {
    kind: 'deliverable',
    pincode: check.pincode,
    days: typeof days === 'number' && Number.isSafeInteger(days) && days >= 0 ? days : null,
  };
}

/**
 * The pincode the shopper last chose, from the `user_pincode` storage value (SPEC section 3:
 * pincode and address id). Accepts the JSON object { pincode, addressId } or a bare pincode.
 * Gives null for nothing stored, 'allProducts' (SPEC section 5: no pincode), unreadable values
 * and anything that is not a whole pincode.
 */
export function storedPincode(raw: string | null | undefined): string | null {
  if (raw == null) return null;
  let value: unknown = raw;
  try {
    value = JSON.parse(raw);
  } catch {
    // a bare pincode
  }
  const pincode =
    typeof value === 'object' && value !== null && 'pincode' in value
      ? (value as { pincode: unknown }).pincode
      : value;
  const text = typeof pincode === 'number' ? String(pincode) : typeof pincode === 'string' ? pincode : null;
  const effective = effectivePincode(text);
  return effective !== null && isCompletePincode(effective) ? effective : null;
}
