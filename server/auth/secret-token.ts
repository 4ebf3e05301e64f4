// Opaque bearer secrets (refresh tokens, sign-up tokens, reset links) and one-time codes. The
// database keeps only a SHA-256 of each, so a leaked table hands out nothing usable.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '../../contracts/ums.ts';

/** 32 random bytes, base64url (43 characters). */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

const SECRET_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Whether `value` has the shape newSecretToken() produces (cheap check before a lookup). */
export function looksLikeSecretToken(value: string): boolean {
  return SECRET_TOKEN.test(value);
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** A one-time code of OTP_LENGTH digits, leading zeros kept. */
export function newOtpCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/** The stored form of a one-time code: bound to its challenge, so equal codes hash differently. */
export function otpCodeHash(challengeId: string, code: string): string {
  return sha256Hex(`${challengeId}:${code}`);
}

/** Compares two hex digests of equal length in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
