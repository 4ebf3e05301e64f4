// cfs digital files and documents of order items (contracts/digital.ts). The customer guard is
// cfs-aftercare.ts's.
import { Hono } from 'hono';
import type { DigitalDelivery, DocumentList } from '../../contracts/digital.ts';
import type { CustomerEnv } from '../auth/bearer.ts';
import type { Db } from '../db/db.ts';
import { downloadDigitalFile, loadDigitalDelivery } from '../digital/digital-delivery.ts';
import { listDocuments, loadDocument } from '../digital/documents.ts';
import { sendDownload } from '../digital/send-file.ts';
import { sendOk } from '../http/envelope.ts';
import { parsePathId } from '../http/path-id.ts';

export function cfsDigitalRoutes(db: Db, now: () => number): Hono<CustomerEnv> {
  const app = new Hono<CustomerEnv>();
  const itemOf = (raw: string | undefined) => parsePathId(raw, 'orderItemId');

  app.get('/order-items/:itemId/digital-files', async (c) => {
    const body: DigitalDelivery = await loadDigitalDelivery(
      db,
      c.var.customer.id,
      itemOf(c.req.param('itemId')),
    );
    return sendOk(c, body);
  });

  app.get('/order-items/:itemId/digital-files/:fileId/download', async (c) => {
    const itemId = itemOf(c.req.param('itemId'));
    const fileId = parsePathId(c.req.param('fileId'), 'fileId');
    const customerId = c.var.customer.id;
    const file = await db.transaction((tx) =>
      downloadDigitalFile(tx, customerId, itemId, fileId, new Date(now())),
    );
    return sendDownload(c, file);
  });

  app.get('/order-items/:itemId/documents', async (c) => {
    const body: DocumentList = await listDocuments(db, c.var.customer.id, itemOf(c.req.param('itemId')));
    return sendOk(c, body);
  });

  app.get('/order-items/:itemId/documents/:documentId/download', async (c) => {
    const itemId = itemOf(c.req.param('itemId'));
    const documentId = parsePathId(c.req.param('documentId'), 'documentId');
    return sendDownload(c, await loadDocument(db, c.var.customer.id, itemId, documentId));
  });

  return app;
}
