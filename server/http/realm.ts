// Realm names identify a store for guests. A configured realm name may carry a suffix after a dash
// (e.g. `demo-customers`); the store is named by the first word.
import { badRequest } from './http-error.ts';

const REALM = /^[a-z0-9_]{1,64}$/;

/** Validates an exact realm (no dash suffix) and lower-cases it. `label` names the input in messages. */
export function parseRealm(value: string | undefined, label: string): string {
  if (value === undefined || value.trim() === '')
    throw badRequest('“{field}” is required.', { field: label });
  return normalise(value.trim(), label);
}

/** Takes the first dash-separated word of a configured realm name, then validates it. */
export function parseRealmName(value: string | undefined, label: string): string {
  if (value === undefined || value.trim() === '')
    throw badRequest('“{field}” is required.', { field: label });
  return normalise(value.trim().split('-')[0] ?? '', label);
}

function normalise(realm: string, label: string): string {
  const lower = realm.toLowerCase();
  if (!REALM.test(lower))
    throw badRequest('“{field}” must be 1 to 64 letters, digits or underscores.', { field: label });
  return lower;
}
