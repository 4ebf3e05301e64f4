// The seller's and courier's endpoints (contracts/fulfilment.ts): move any order item of the store
// through its fulfilment statuses with the shared order-item machine, so exactly the moves the
// machine allows are taken (others answer 409). Opened by a key of the store (fulfilment/access.ts),
// not a customer's token; an item of another store answers exactly as a missing one. The store's
// own product pictures (contracts/product-images.ts) are set here too, with the same key.
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  FULFILMENT_EVENTS,
  type FulfilmentEventType,
  type FulfilmentItem,
} from '../../contracts/fulfilment.ts';
import {
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_TYPES,
  PRODUCT_IMAGE_URL_MAX_LENGTH,
  type ProductImageType,
} from '../../contracts/product-images.ts';
import {
  itemStateOf,
  itemStatusesOf,
  type OrderItemSnapshot,
} from '../../machines/orders/orderItem.machine.ts';
import type { AuthServices } from '../auth/auth-services.ts';
import type { Queryable } from '../db/db.ts';
import { type FulfilmentEnv, requireFulfilmentKey } from '../fulfilment/access.ts';
import { sendError, sendOk } from '../http/envelope.ts';
import { badRequest, conflict, notFound } from '../http/http-error.ts';
import { JsonBody, limitJsonBody } from '../http/json-body.ts';
import { readJsonObject } from '../http/json-object.ts';
import { parsePathId } from '../http/path-id.ts';
import { msg } from '../i18n/server-message.ts';
import {
  checkImageUrl,
  parsePosition,
  productImages,
  removeProductImage,
  setProductImage,
  sniffProductImageType,
} from '../media/product-images.ts';
import { requireWholeImage } from '../media/require-whole-image.ts';
import {
  applyItemEvent,
  findItem,
  type ItemRecord,
  ORDER_ITEM_NOT_FOUND,
  snapshotOf,
  syncPayment,
} from '../orders/order-item-lifecycle.ts';
import { fulfilmentPaymentsRoutes } from './fulfilment-payments.ts';

export const refusedEvent = (event: string, state: string) =>
  msg('The order item does not accept {event} now (it is {state}).', { event, state });

function view(record: ItemRecord, snapshot: OrderItemSnapshot, now: number): FulfilmentItem {
  const statuses = itemStatusesOf(snapshot);
  return {
    order_item_id: record.id,
    order_id: record.order_id,
    state: itemStateOf(snapshot),
    order_status: statuses.orderStatus,
    request_status: statuses.requestStatus,
    payment_status: statuses.paymentStatus,
    refund_status: statuses.refundStatus,
    accepts: FULFILMENT_EVENTS.filter((type) => snapshot.can({ type, at: now })),
  };
}

function isFulfilmentEvent(value: unknown): value is FulfilmentEventType {
  return typeof value === 'string' && (FULFILMENT_EVENTS as readonly string[]).includes(value);
}

/** The store's item, locked; 404 when there is none, or it is another store's. */
async function lockedItem(tx: Queryable, storeId: number, itemId: number, now: number): Promise<ItemRecord> {
  const [own] = await tx.query(
    `SELECT i.id FROM order_items i JOIN orders o ON o.id = i.order_id
     WHERE i.id = $1 AND o.store_id = $2 FOR UPDATE OF i`,
    [itemId, storeId],
  );
  if (!own) throw notFound(ORDER_ITEM_NOT_FOUND);
  const found = await findItem(tx, itemId);
  if (!found) throw notFound(ORDER_ITEM_NOT_FOUND);
  return syncPayment(tx, found, now);
}

/** `auth`: the database, clock, log, trusted proxies and the shared attempt counters. */
export function fulfilmentRoutes(auth: AuthServices): Hono<FulfilmentEnv> {
  const app = new Hono<FulfilmentEnv>();
  const { db, now } = auth;

  app.use(
    '*',
    requireFulfilmentKey({
      db,
      now,
      log: auth.log,
      proxies: auth.proxies,
      limiter: auth.limiter,
      // Wrong keys per address and window: the budget of wrong passwords per identifier and address.
      wrongKeysPerAddress: auth.config.rateLimitPerIdentifier,
    }),
  );
  app.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  app.get('/order-items/:itemId', async (c) => {
    const itemId = parsePathId(c.req.param('itemId'), 'orderItemId');
    const at = now();
    const body = await db.transaction(async (tx) => {
      const record = await lockedItem(tx, c.get('fulfilmentStoreId'), itemId, at);
      return view(record, snapshotOf(record), at);
    });
    return sendOk(c, body);
  });

  app.post('/order-items/:itemId/events', limitJsonBody(), async (c) => {
    const itemId = parsePathId(c.req.param('itemId'), 'orderItemId');
    const request = await readJsonObject(c);
    const type = request.event;
    if (type === undefined || type === null) throw badRequest('“{field}” is required.', { field: 'event' });
    if (!isFulfilmentEvent(type))
      throw badRequest('“{field}” must be one of {values}.', {
        field: 'event',
        values: FULFILMENT_EVENTS.join(', '),
      });
    const at = now();
    const body = await db.transaction(async (tx) => {
      const record = await lockedItem(tx, c.get('fulfilmentStoreId'), itemId, at);
      const next = await applyItemEvent(tx, record, { type, at });
      if (next === null) throw conflict(refusedEvent(type, record.lifecycle_state));
      const stored = await findItem(tx, itemId);
      if (!stored) throw notFound(ORDER_ITEM_NOT_FOUND);
      return view(stored, next, at);
    });
    return sendOk(c, body, `${type} recorded`);
  });

  const megabytes = PRODUCT_IMAGE_MAX_BYTES / (1024 * 1024);
  const productId = (c: Context) => parsePathId(c.req.param('productId'), 'productId');
  const position = (c: Context) => parsePosition(c.req.param('position') ?? '');

  app.get('/products/:productId/images', async (c) =>
    sendOk(c, await productImages(db, c.get('fulfilmentStoreId'), productId(c))),
  );

  app.put('/products/:productId/images/:position', limitJsonBody(), async (c) => {
    const [id, at] = [productId(c), position(c)];
    const body = await JsonBody.of(c);
    const url = checkImageUrl(body.string('image_url', { max: PRODUCT_IMAGE_URL_MAX_LENGTH }));
    const images = await db.transaction((tx) =>
      setProductImage(tx, c.get('fulfilmentStoreId'), id, at, { url }, new Date(now())),
    );
    return sendOk(c, images, 'The product picture has been set');
  });

  app.put(
    '/products/:productId/images/:position/file',
    bodyLimit({
      maxSize: PRODUCT_IMAGE_MAX_BYTES,
      onError: (c) => {
        // The rest of the body is not read, so the connection cannot carry another request.
        c.header('Connection', 'close');
        return sendError(c, 413, msg('The picture must be at most {megabytes} MB.', { megabytes }));
      },
    }),
    async (c) => {
      const [id, at] = [productId(c), position(c)];
      const declared = declaredImageType(c);
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      if (bytes.byteLength === 0) throw badRequest('The picture is empty');
      if (sniffProductImageType(bytes) !== declared) {
        throw badRequest('The file is not the PNG, JPEG or WebP image its type says');
      }
      requireWholeImage(declared, bytes);
      const images = await db.transaction((tx) =>
        setProductImage(tx, c.get('fulfilmentStoreId'), id, at, { type: declared, bytes }, new Date(now())),
      );
      return sendOk(c, images, 'The product picture has been set');
    },
  );

  app.delete('/products/:productId/images/:position', async (c) => {
    const [id, at] = [productId(c), position(c)];
    const images = await db.transaction((tx) => removeProductImage(tx, c.get('fulfilmentStoreId'), id, at));
    return sendOk(c, images, 'The product picture has been removed');
  });

  // Payments owed back to customers: the store lists them and marks them refunded.
  app.route('/', fulfilmentPaymentsRoutes(db, now));

  return app;
}

/** The upload's declared type: PNG, JPEG or WebP (an SVG could carry scripts, so none is taken). */
function declaredImageType(c: Context): ProductImageType {
  const type = (c.req.header('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const known = PRODUCT_IMAGE_TYPES.find((candidate) => candidate === type);
  if (!known) throw badRequest('The picture must be a PNG, JPEG or WebP image');
  return known;
}
