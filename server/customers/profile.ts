// The profile a signed-in customer sees and changes (SPEC section 2, /myProfile): names, the
// verified e-mail and phone, and the picture, kept in media_files under customers/<id>/.
import { randomBytes } from 'node:crypto';
import type { CustomerProfile, ProfileImageType } from '../../contracts/ums.ts';
import type { Queryable } from '../db/db.ts';
import { mediaUrl } from '../media/media-url.ts';
import type { Identifier } from './identifiers.ts';

interface ProfileRow {
  id: string;
  email: string | null;
  phone_extension: string | null;
  phone_number: string | null;
  first_name: string;
  last_name: string;
  profile_image_path: string | null;
}

const COLUMNS = 'id, email, phone_extension, phone_number, first_name, last_name, profile_image_path';

function toProfile(row: ProfileRow): CustomerProfile {
  const hasPhone = row.phone_extension !== null && row.phone_number !== null;
  return {
    sub: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: hasPhone ? `${row.phone_extension} ${row.phone_number}` : null,
    phone_extension: hasPhone ? row.phone_extension : null,
    phone_number: hasPhone ? row.phone_number : null,
    profile_image_url: mediaUrl(row.profile_image_path),
  };
}

export async function loadProfile(db: Queryable, customerId: string): Promise<CustomerProfile> {
  const [row] = await db.query<ProfileRow>(`SELECT ${COLUMNS} FROM customers WHERE id = $1`, [customerId]);
  if (!row) throw new Error(`No customer ${customerId}`);
  return toProfile(row);
}

export async function setNames(
  db: Queryable,
  customerId: string,
  names: { firstName: string; lastName: string },
  now: Date,
): Promise<CustomerProfile> {
  const [row] = await db.query<ProfileRow>(
    `UPDATE customers SET first_name = $2, last_name = $3, updated_at = $4 WHERE id = $1 RETURNING ${COLUMNS}`,
    [customerId, names.firstName, names.lastName, now],
  );
  if (!row) throw new Error(`No customer ${customerId}`);
  return toProfile(row);
}

/**
 * Sets the e-mail or the phone to a verified address; a duplicate in the store raises PostgreSQL
 * error 23505 (isUniqueViolation).
 */
export async function setContact(
  db: Queryable,
  customerId: string,
  identifier: Identifier,
  now: Date,
): Promise<CustomerProfile> {
  const [row] =
    identifier.channel === 'email'
      ? await db.query<ProfileRow>(
          `UPDATE customers SET email = $2, updated_at = $3 WHERE id = $1 RETURNING ${COLUMNS}`,
          [customerId, identifier.email, now],
        )
      : await db.query<ProfileRow>(
          `UPDATE customers SET phone_extension = $2, phone_number = $3, updated_at = $4
           WHERE id = $1 RETURNING ${COLUMNS}`,
          [customerId, identifier.phone.extension, identifier.phone.number, now],
        );
  if (!row) throw new Error(`No customer ${customerId}`);
  return toProfile(row);
}

const EXTENSIONS: Record<ProfileImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** The picture's type as its first bytes say: PNG, JPEG or WebP; null for anything else. */
export function sniffImageType(bytes: Uint8Array): ProfileImageType | null {
  const starts = (prefix: number[], at = 0) => prefix.every((byte, index) => bytes[at + index] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/**
 * Stores a new picture under a fresh unguessable name (so no cache shows the old one) and removes the
 * old one, in one transaction the caller opens.
 */
export async function replaceProfileImage(
  db: Queryable,
  customerId: string,
  image: { type: ProfileImageType; bytes: Uint8Array } | null,
  now: Date,
): Promise<CustomerProfile> {
  const [old] = await db.query<{ profile_image_path: string | null }>(
    'SELECT profile_image_path FROM customers WHERE id = $1 FOR UPDATE',
    [customerId],
  );
  let path: string | null = null;
  if (image) {
    path = `customers/${customerId}/profile-${randomBytes(12).toString('hex')}.${EXTENSIONS[image.type]}`;
    await db.query('INSERT INTO media_files (path, content_type, body, created_at) VALUES ($1, $2, $3, $4)', [
      path,
      image.type,
      image.bytes,
      now,
    ]);
  }
  const [row] = await db.query<ProfileRow>(
    `UPDATE customers SET profile_image_path = $2, updated_at = $3 WHERE id = $1 RETURNING ${COLUMNS}`,
    [customerId, path, now],
  );
  if (!row) throw new Error(`No customer ${customerId}`);
  if (old?.profile_image_path) {
    await db.query('DELETE FROM media_files WHERE path = $1', [old.profile_image_path]);
  }
  return toProfile(row);
}
