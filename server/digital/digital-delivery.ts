// A Digital product's files as one order item has them (contracts/digital.ts): listed with their
// sizes and downloads, served only to the customer who bought the item once its order is paid and
// while it is active, each download recorded; and the journey: ordered, paid, available, and the
// first download of each file.
import { CFS_BASE_PATH } from '../../contracts/cfs.ts';
import type { DigitalDelivery, DigitalFile, JourneyEvent } from '../../contracts/digital.ts';
import { hasDownloads } from '../../machines/orders/itemAftercare.ts';
import type { Queryable } from '../db/db.ts';
import { conflict, notFound } from '../http/http-error.ts';
import { inRequestLanguage } from '../i18n/in-request-language.ts';
import { msg, type ServerMessage } from '../i18n/server-message.ts';
import { type CustomerItem, requireCustomerItem } from '../orders/customer-item.ts';
import { isItemLive, isItemPaid } from '../orders/item-delivery.ts';
import type { StoredFile } from './send-file.ts';

export const FILE_NOT_FOUND = 'File not found';
export const NOT_DIGITAL = msg('This order item is not a digital product.');
export const ORDER_NOT_ACTIVE = msg('This order is no longer active, so its files cannot be downloaded.');
export const NOT_PAID_YET = msg('The files can be downloaded once the order is paid.');

interface FileRow {
  id: number;
  file_name: string;
  content_type: string;
  size_bytes: number;
  download_count: number | null;
  first_downloaded_at: Date | null;
  last_downloaded_at: Date | null;
}

export async function loadDigitalDelivery(
  db: Queryable,
  customerId: string,
  itemId: number,
): Promise<DigitalDelivery> {
  const item = await requireCustomerItem(db, customerId, itemId);
  const reason = unavailableReason(item);
  const rows = hasDownloads(item.product_type)
    ? await db.query<FileRow>(
        `SELECT f.id, f.file_name, f.content_type, f.size_bytes, d.download_count,
                  d.first_downloaded_at, d.last_downloaded_at
           FROM product_files f
           LEFT JOIN order_item_downloads d ON d.file_id = f.id AND d.order_item_id = $2
           WHERE f.product_id = $1 ORDER BY f.sort_order, f.id`,
        [item.product_id, item.id],
      )
    : [];
  const files: DigitalFile[] = rows.map((row) => ({
    file_id: row.id,
    file_name: row.file_name,
    content_type: row.content_type,
    size_bytes: row.size_bytes,
    download_path: `${CFS_BASE_PATH}/order-items/${item.id}/digital-files/${row.id}/download`,
    download_count: row.download_count ?? 0,
    last_downloaded_at: row.last_downloaded_at ? new Date(row.last_downloaded_at).toISOString() : null,
  }));
  return {
    order_item_id: item.id,
    order_id: item.order_id,
    product_id: item.product_id,
    product_name: item.product_name,
    available: reason === null,
    unavailable_reason: reason === null ? null : inRequestLanguage(reason),
    files,
    journey: hasDownloads(item.product_type) ? await journeyOf(db, item, rows) : [],
  };
}

/** The file, once its download is recorded; 404 for a file of another product, 409 when not yet or no longer. */
export async function downloadDigitalFile(
  tx: Queryable,
  customerId: string,
  itemId: number,
  fileId: number,
  now: Date,
): Promise<StoredFile> {
  const item = await requireCustomerItem(tx, customerId, itemId);
  const [file] = await tx.query<StoredFile>(
    'SELECT file_name, content_type, body FROM product_files WHERE id = $1 AND product_id = $2',
    [fileId, item.product_id],
  );
  if (!file || !hasDownloads(item.product_type)) throw notFound(FILE_NOT_FOUND);
  const reason = unavailableReason(item);
  if (reason !== null) throw conflict(reason);
  await tx.query(
    `INSERT INTO order_item_downloads AS d (order_item_id, file_id, download_count, first_downloaded_at, last_downloaded_at)
     VALUES ($1, $2, 1, $3, $3)
     ON CONFLICT (order_item_id, file_id) DO UPDATE SET
       download_count = d.download_count + 1, last_downloaded_at = GREATEST(d.last_downloaded_at, $3)`,
    [item.id, fileId, now],
  );
  return file;
}

function unavailableReason(item: CustomerItem): ServerMessage | null {
  if (!hasDownloads(item.product_type)) return NOT_DIGITAL;
  if (!isItemLive(item)) return ORDER_NOT_ACTIVE;
  if (!isItemPaid(item)) return NOT_PAID_YET;
  return null;
}

async function journeyOf(db: Queryable, item: CustomerItem, files: FileRow[]): Promise<JourneyEvent[]> {
  const events: JourneyEvent[] = [{ event: 'ordered', at: item.ordered_at.toISOString() }];
  if (isItemPaid(item)) {
    const paidAt = await paidAtOf(db, item);
    events.push({ event: 'paid', at: paidAt.toISOString() });
    events.push({ event: 'available', at: paidAt.toISOString() });
  }
  for (const file of files) {
    if (file.first_downloaded_at === null) continue;
    events.push({
      event: 'downloaded',
      at: new Date(file.first_downloaded_at).toISOString(),
      file_name: file.file_name,
      download_count: file.download_count ?? 0,
    });
  }
  return events.sort((x, y) => x.at.localeCompare(y.at));
}

/** When the order was paid: ordering, for a free order; the approved payment; else the order's last change. */
async function paidAtOf(db: Queryable, item: CustomerItem): Promise<Date> {
  if (item.payment_mode === null) return item.ordered_at;
  const [row] = await db.query<{ at: Date | null }>(
    `SELECT coalesce(
       (SELECT max(t.recorded_at) FROM payment_transactions t WHERE t.order_id = o.id AND t.outcome = 'paid'),
       o.updated_at) AS at
     FROM orders o WHERE o.id = $1`,
    [item.order_id],
  );
  const at = row?.at ? new Date(row.at) : item.ordered_at;
  // Never before the order itself (a clock moved by tests, or a payment decided in another order).
  return at.getTime() < item.ordered_at.getTime() ? item.ordered_at : at;
}
