// GET pincode-product-details: can this product reach this pincode, and in how many days? A vendor
// with a delivery area of its own delivers only there; other vendors' products follow the store's
// area (see 019_delivery_pincodes.sql).
import { PINCODE_LENGTH, type PincodeCheck } from '../../contracts/pbs.ts';
import type { Queryable } from '../db/db.ts';
import { badRequest, notFound } from '../http/http-error.ts';
import { PRODUCT_NOT_FOUND } from './require-product.ts';

const PINCODE = new RegExp(`^[0-9]{${PINCODE_LENGTH}}$`);

export function parsePincode(value: string): string {
  if (!PINCODE.test(value))
    throw badRequest('A pincode is exactly {length} digits.', { length: PINCODE_LENGTH });
  return value;
}

export async function checkDelivery(
  db: Queryable,
  storeId: number,
  productId: number,
  pincode: string,
): Promise<PincodeCheck> {
  const [row] = await db.query<{ own_area: boolean; vendor_days: number | null; store_days: number | null }>(
    `SELECT
       EXISTS (SELECT 1 FROM delivery_pincodes d WHERE d.store_id = $1 AND d.vendor_id = p.vendor_id) AS own_area,
       (SELECT d.delivery_days FROM delivery_pincodes d
        WHERE d.store_id = $1 AND d.vendor_id = p.vendor_id AND d.pincode = $3) AS vendor_days,
       (SELECT d.delivery_days FROM delivery_pincodes d
        WHERE d.store_id = $1 AND d.vendor_id IS NULL AND d.pincode = $3) AS store_days
     FROM products p WHERE p.id = $2 AND p.store_id = $1`,
    [storeId, productId, pincode],
  );
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  const days = row.own_area ? row.vendor_days : row.store_days;
  return { pincode, deliverable: days !== null, estimated_delivery_days: days };
}
