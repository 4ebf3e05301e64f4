// The documents of an order item (contracts/digital.ts): its product's (a manual, a warranty
// card) and its own (a certificate), newest first, and one of them as a download.
import { CFS_BASE_PATH } from '../../contracts/cfs.ts';
import type { DocumentList, ItemDocument } from '../../contracts/digital.ts';
import type { Queryable } from '../db/db.ts';
import { notFound } from '../http/http-error.ts';
import { requireCustomerItem } from '../orders/customer-item.ts';
import type { StoredFile } from './send-file.ts';

export const DOCUMENT_NOT_FOUND = 'Document not found';

const OF_ITEM = '(d.order_item_id = $1 OR d.product_id = $2)';

export async function listDocuments(
  db: Queryable,
  customerId: string,
  itemId: number,
): Promise<DocumentList> {
  const item = await requireCustomerItem(db, customerId, itemId);
  const rows = await db.query<Omit<ItemDocument, 'created_at' | 'download_path'> & { created_at: Date }>(
    `SELECT d.id AS document_id, d.title, d.file_name, d.content_type, d.size_bytes, d.created_at
     FROM item_documents d WHERE ${OF_ITEM} ORDER BY d.created_at DESC, d.id DESC`,
    [item.id, item.product_id],
  );
  return {
    order_item_id: item.id,
    documents: rows.map((row) => ({
      ...row,
      created_at: new Date(row.created_at).toISOString(),
      download_path: `${CFS_BASE_PATH}/order-items/${item.id}/documents/${row.document_id}/download`,
    })),
  };
}

export async function loadDocument(
  db: Queryable,
  customerId: string,
  itemId: number,
  documentId: number,
): Promise<StoredFile> {
  const item = await requireCustomerItem(db, customerId, itemId);
  const [file] = await db.query<StoredFile>(
    `SELECT d.file_name, d.content_type, d.body FROM item_documents d WHERE d.id = $3 AND ${OF_ITEM}`,
    [item.id, item.product_id, documentId],
  );
  if (!file) throw notFound(DOCUMENT_NOT_FOUND);
  return file;
}
