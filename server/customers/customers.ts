// Customer accounts: looking them up by id or by e-mail/phone within a store, creating them, and
// changing their password.
import type { Queryable } from '../db/db.ts';
import type { Identifier, Phone } from './identifiers.ts';

export interface Customer {
  id: string;
  storeId: number;
  email: string | null;
  phone: Phone | null;
  firstName: string;
  lastName: string;
  passwordHash: string;
}

export interface CustomerRow {
  id: string;
  store_id: number;
  email: string | null;
  phone_extension: string | null;
  phone_number: string | null;
  first_name: string;
  last_name: string;
  password_hash: string;
}

export const CUSTOMER_COLUMNS =
  'c.id, c.store_id, c.email, c.phone_extension, c.phone_number, c.first_name, c.last_name, c.password_hash';

export function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    storeId: row.store_id,
    email: row.email,
    phone:
      row.phone_extension !== null && row.phone_number !== null
        ? { extension: row.phone_extension, number: row.phone_number }
        : null,
    firstName: row.first_name,
    lastName: row.last_name,
    passwordHash: row.password_hash,
  };
}

export async function findCustomerByIdentifier(
  db: Queryable,
  storeId: number,
  identifier: Identifier,
): Promise<Customer | null> {
  const [row] =
    identifier.channel === 'email'
      ? await db.query<CustomerRow>(
          `SELECT ${CUSTOMER_COLUMNS} FROM customers c WHERE store_id = $1 AND email = $2`,
          [storeId, identifier.email],
        )
      : await db.query<CustomerRow>(
          `SELECT ${CUSTOMER_COLUMNS} FROM customers c
           WHERE store_id = $1 AND phone_extension = $2 AND phone_number = $3`,
          [storeId, identifier.phone.extension, identifier.phone.number],
        );
  return row ? toCustomer(row) : null;
}

export async function findCustomerById(db: Queryable, id: string): Promise<Customer | null> {
  const [row] = await db.query<CustomerRow>(`SELECT ${CUSTOMER_COLUMNS} FROM customers c WHERE id = $1`, [
    id,
  ]);
  return row ? toCustomer(row) : null;
}

export interface NewCustomer {
  storeId: number;
  identifier: Identifier;
  firstName: string;
  lastName: string;
  passwordHash: string;
}

/** Inserts the account; a duplicate e-mail or phone in the store raises PostgreSQL error 23505. */
export async function insertCustomer(db: Queryable, customer: NewCustomer, now: Date): Promise<Customer> {
  const { identifier } = customer;
  const [row] = await db.query<CustomerRow>(
    `INSERT INTO customers AS c (store_id, email, phone_extension, phone_number, first_name, last_name,
       password_hash, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)
     RETURNING ${CUSTOMER_COLUMNS}`,
    [
      customer.storeId,
      identifier.channel === 'email' ? identifier.email : null,
      identifier.channel === 'phone' ? identifier.phone.extension : null,
      identifier.channel === 'phone' ? identifier.phone.number : null,
      customer.firstName,
      customer.lastName,
      customer.passwordHash,
      now,
    ],
  );
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return toCustomer(row);
}

export async function setPasswordHash(
  db: Queryable,
  customerId: string,
  hash: string,
  now: Date,
): Promise<void> {
  await db.query('UPDATE customers SET password_hash = $2, updated_at = $3 WHERE id = $1', [
    customerId,
    hash,
    now,
  ]);
}

/** True when `error` is PostgreSQL's unique_violation (PGlite and node-postgres both carry the code). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
