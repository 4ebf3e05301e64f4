// A customer's addresses: listed oldest first, each flagged serviceable when the store delivers to
// its pincode (any delivery area of the store, see 019_delivery_pincodes.sql). Writes run under the
// customer's lock, so the first-address default and the count limit hold across tabs and processes.
// Another customer's address is as unknown as one that never existed (404).
import {
  type AddressList,
  type CustomerAddress,
  MAX_ADDRESSES,
  PHONE_EXTENSION,
} from '../../contracts/address.ts';
import type { Queryable } from '../db/db.ts';
import { badRequest, notFound } from '../http/http-error.ts';
import type { AddressFields } from './address-request.ts';

export const ADDRESS_NOT_FOUND = 'Address not found';

interface AddressRow {
  id: number;
  full_name: string;
  phone_extension: string;
  phone_number: string;
  address_line_1: string;
  address_line_2: string | null;
  landmark: string | null;
  city: string;
  state: string;
  country: string;
  pincode: string;
  address_type: CustomerAddress['address_type'];
  is_default_delivery: boolean;
  is_default_billing: boolean;
  is_serviceable: boolean;
}

const ADDRESS_COLUMNS = `a.id, a.full_name, a.phone_extension, a.phone_number, a.address_line_1,
  a.address_line_2, a.landmark, a.city, a.state, a.country, a.pincode, a.address_type,
  a.is_default_delivery, a.is_default_billing,
  EXISTS (SELECT 1 FROM delivery_pincodes d WHERE d.store_id = $2 AND d.pincode = a.pincode) AS is_serviceable`;

export async function listAddresses(
  db: Queryable,
  customerId: string,
  storeId: number,
): Promise<AddressList> {
  const rows = await db.query<AddressRow>(
    `SELECT ${ADDRESS_COLUMNS} FROM customer_addresses a WHERE a.customer_id = $1 ORDER BY a.id`,
    [customerId, storeId],
  );
  return { addresses: rows.map(toAddress), total_count: rows.length };
}

/** The customer's address, or null. */
export async function findAddress(
  db: Queryable,
  customerId: string,
  storeId: number,
  addressId: number,
): Promise<CustomerAddress | null> {
  const [row] = await db.query<AddressRow>(
    `SELECT ${ADDRESS_COLUMNS} FROM customer_addresses a WHERE a.customer_id = $1 AND a.id = $3`,
    [customerId, storeId, addressId],
  );
  return row ? toAddress(row) : null;
}

export async function requireAddress(
  db: Queryable,
  customerId: string,
  storeId: number,
  addressId: number,
): Promise<CustomerAddress> {
  const address = await findAddress(db, customerId, storeId, addressId);
  if (!address) throw notFound(ADDRESS_NOT_FOUND);
  return address;
}

/** Call under the customer's lock. The first address becomes both defaults. */
export async function addAddress(
  tx: Queryable,
  customerId: string,
  storeId: number,
  fields: AddressFields,
): Promise<CustomerAddress> {
  const [row] = await tx.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM customer_addresses WHERE customer_id = $1',
    [customerId],
  );
  const count = row?.count ?? 0;
  if (count >= MAX_ADDRESSES)
    throw badRequest('You can keep at most {max} addresses.', { max: MAX_ADDRESSES });
  const defaultDelivery = fields.defaultDelivery ?? count === 0;
  const defaultBilling = fields.defaultBilling ?? count === 0;
  await clearDefaults(tx, customerId, defaultDelivery, defaultBilling);
  const [inserted] = await tx.query<{ id: number }>(
    `INSERT INTO customer_addresses (customer_id, full_name, phone_extension, phone_number,
       address_line_1, address_line_2, landmark, city, state, country, pincode, address_type,
       is_default_delivery, is_default_billing)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
    [customerId, ...columnValues(fields), defaultDelivery, defaultBilling],
  );
  if (!inserted) throw new Error('The address was not inserted');
  return requireAddress(tx, customerId, storeId, inserted.id);
}

/** Call under the customer's lock. A default left unnamed stays as it was. */
export async function editAddress(
  tx: Queryable,
  customerId: string,
  storeId: number,
  addressId: number,
  fields: AddressFields,
): Promise<CustomerAddress> {
  const current = await requireAddress(tx, customerId, storeId, addressId);
  const defaultDelivery = fields.defaultDelivery ?? current.is_default_delivery;
  const defaultBilling = fields.defaultBilling ?? current.is_default_billing;
  await clearDefaults(tx, customerId, defaultDelivery, defaultBilling);
  await tx.query(
    `UPDATE customer_addresses SET full_name = $3, phone_extension = $4, phone_number = $5,
       address_line_1 = $6, address_line_2 = $7, landmark = $8, city = $9, state = $10, country = $11,
       pincode = $12, address_type = $13, is_default_delivery = $14, is_default_billing = $15,
       updated_at = now()
     WHERE id = $1 AND customer_id = $2`,
    [addressId, customerId, ...columnValues(fields), defaultDelivery, defaultBilling],
  );
  return requireAddress(tx, customerId, storeId, addressId);
}

/** Call under the customer's lock. A removed default passes to the oldest address left. */
export async function deleteAddress(tx: Queryable, customerId: string, addressId: number): Promise<void> {
  const [removed] = await tx.query<{ is_default_delivery: boolean; is_default_billing: boolean }>(
    `DELETE FROM customer_addresses WHERE id = $1 AND customer_id = $2
     RETURNING is_default_delivery, is_default_billing`,
    [addressId, customerId],
  );
  if (!removed) throw notFound(ADDRESS_NOT_FOUND);
  for (const [wasDefault, column] of [
    [removed.is_default_delivery, 'is_default_delivery'],
    [removed.is_default_billing, 'is_default_billing'],
  ] as const) {
    if (!wasDefault) continue;
    await tx.query(
      `UPDATE customer_addresses SET ${column} = true WHERE id =
         (SELECT min(id) FROM customer_addresses WHERE customer_id = $1)`,
      [customerId],
    );
  }
}

async function clearDefaults(tx: Queryable, customerId: string, delivery: boolean, billing: boolean) {
  if (delivery) {
    await tx.query('UPDATE customer_addresses SET is_default_delivery = false WHERE customer_id = $1', [
      customerId,
    ]);
  }
  if (billing) {
    await tx.query('UPDATE customer_addresses SET is_default_billing = false WHERE customer_id = $1', [
      customerId,
    ]);
  }
}

function columnValues(fields: AddressFields): unknown[] {
  return [
    fields.fullName,
    PHONE_EXTENSION,
    fields.phoneNumber,
    fields.line1,
    fields.line2,
    fields.landmark,
    fields.city,
    fields.state,
    fields.country,
    fields.pincode,
    fields.addressType,
  ];
}

function toAddress(row: AddressRow): CustomerAddress {
  return {
    address_id: row.id,
    full_name: row.full_name,
    phone_extension: row.phone_extension,
    phone_number: row.phone_number,
    address_line_1: row.address_line_1,
    address_line_2: row.address_line_2,
    landmark: row.landmark,
    city: row.city,
    state: row.state,
    country: row.country,
    pincode: row.pincode,
    address_type: row.address_type,
    is_default_delivery: row.is_default_delivery,
    is_default_billing: row.is_default_billing,
    is_serviceable: row.is_serviceable,
  };
}
