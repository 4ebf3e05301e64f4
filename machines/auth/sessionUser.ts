import { jwtDecode } from 'jwt-decode';
import type { SessionUser } from './session.types.ts';

// Reads the signed-in customer from an access token (SPEC section 4 "Session"). The payload is only
// decoded, not verified: the server checks the signature of every token it receives.

const DISPLAY_NAME_CLAIMS = ['name', 'given_name', 'preferred_username'] as const;

function stringClaim(claims: Record<string, unknown>, name: string): string | null {
  const value = claims[name];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The customer of a JWT access token, or null when it cannot be decoded or has no `sub`. */
export function readSessionUser(accessToken: string): SessionUser | null {
  let claims: unknown;
  try {
    claims = jwtDecode<unknown>(accessToken);
  } catch {
    return null;
  }
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) return null;
  const record = claims as Record<string, unknown>;
  const id = stringClaim(record, 'sub');
  if (id === null) return null;
  const displayName = DISPLAY_NAME_CLAIMS.map((claim) => stringClaim(record, claim)).find(
    (value) => value !== null,
  );
  return { id, displayName: displayName ?? null, email: stringClaim(record, 'email') };
}
