// The store's vendors with their logo, product count and rating (the average of every review of
// their products, one decimal; 0 when none is reviewed), from product_facets.
import type { Vendor } from '../../contracts/pbs.ts';
import type { Queryable } from '../db/db.ts';
import { notFound } from '../http/http-error.ts';
import { vendorLogoPath } from './media-paths.ts';

interface VendorRow {
  id: number;
  name: string;
  description: string;
  rating: number;
  product_count: number;
}

const SELECT_VENDORS = `
  SELECT v.id, v.name, v.description, coalesce(s.product_count, 0) AS product_count,
         CASE WHEN coalesce(s.rating_count, 0) = 0 THEN 0
              ELSE round(s.rating_total::numeric / s.rating_count, 1)::double precision END AS rating
  FROM vendors v
  LEFT JOIN (
    SELECT vendor_id, sum(product_count)::int AS product_count, sum(rating_total) AS rating_total,
           sum(rating_count) AS rating_count
    FROM product_facets WHERE store_id = $1 AND ($2::int IS NULL OR vendor_id = $2)
    GROUP BY vendor_id
  ) s ON s.vendor_id = v.id
  WHERE v.store_id = $1 AND ($2::int IS NULL OR v.id = $2)`;

function toVendor(row: VendorRow): Vendor {
  return {
    vendor_id: row.id,
    vendor_name: row.name,
    vendor_logo: vendorLogoPath(row.id),
    description: row.description,
    rating: row.rating,
    product_count: row.product_count,
  };
}

/** Alphabetical. */
export async function loadVendors(db: Queryable, storeId: number): Promise<Vendor[]> {
  const rows = await db.query<VendorRow>(`${SELECT_VENDORS} ORDER BY v.name, v.id`, [storeId, null]);
  return rows.map(toVendor);
}

export async function loadVendor(db: Queryable, storeId: number, vendorId: number): Promise<Vendor> {
  const [row] = await db.query<VendorRow>(SELECT_VENDORS, [storeId, vendorId]);
  if (!row) throw notFound('Vendor not found');
  return toVendor(row);
}
