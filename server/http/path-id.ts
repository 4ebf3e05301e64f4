// Ids in paths (/product-description/{productId}): a malformed one is a 400 naming the parameter,
// never a 404 or a 500 from the database.

import { fieldLabel } from '../i18n/field-labels.ts';
import { badRequest } from './http-error.ts';

const ID = /^\d{1,10}$/;
const MAX_ID = 2_147_483_647;

export function parsePathId(raw: string | undefined, name: string): number {
  const value = raw !== undefined && ID.test(raw) ? Number(raw) : Number.NaN;
  if (!(value >= 1 && value <= MAX_ID))
    throw badRequest('“{field}” must be a positive whole number.', { field: fieldLabel(name) });
  return value;
}
