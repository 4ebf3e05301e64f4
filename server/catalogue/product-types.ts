// docs/SPEC.md section 1: the seven product types, in the server's own list (the contract in
// src/api/catalogue.types.ts is imported for types only). The checks below fail to compile if the
// two ever differ.
import type { ProductTypeName } from '../../src/api/catalogue.types.ts';

export const PRODUCT_TYPES = [
  'Physical',
  'Service',
  'Digital',
  'Subscription',
  'Bundled',
  'Packaged Service',
  'API',
] as const satisfies readonly ProductTypeName[];

type Missing = Exclude<ProductTypeName, (typeof PRODUCT_TYPES)[number]>;
const everyTypeListed: [Missing] extends [never] ? true : Missing = true;
void everyTypeListed;
