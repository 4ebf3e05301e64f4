// The store's payments owed back (contracts/fulfilment-payments.ts): the list, and marking one
// refunded once the store has refunded it at the provider. Opened by a key of the store exactly as
// the seller's and courier's endpoints (fulfilment/access.ts); only that store's payments are seen,
// another store's answers exactly as a missing one.
import { Hono } from 'hono';
import {
  MAX_OWED_BACK_PAGE_LIMIT,
  MAX_OWED_BACK_PAGE_NUMBER,
  OWED_BACK_PAGE_LIMIT,
  PAYMENTS_OWED_BACK_PATH,
} from '../../contracts/fulfilment-payments.ts';
import type { Db } from '../db/db.ts';
import type { FulfilmentEnv } from '../fulfilment/access.ts';
import { sendOk } from '../http/envelope.ts';
import { parsePathId } from '../http/path-id.ts';
import { optionalIntegerInRange, QueryParams } from '../http/query.ts';
import { listPaymentsOwedBack, markOwedBackRefunded } from '../payments/payments-owed-back.ts';

/**
 * Routed inside fulfilmentRoutes (server/routes/fulfilment.ts), under its key check and its
 * no-store header: `fulfilmentStoreId` is the key's store.
 */
export function fulfilmentPaymentsRoutes(db: Db, now: () => number): Hono<FulfilmentEnv> {
  const app = new Hono<FulfilmentEnv>();

  app.get(PAYMENTS_OWED_BACK_PATH, async (c) => {
    const params = QueryParams.of(c);
    const page = {
      pageNumber: optionalIntegerInRange(params, 'page-number', {
        min: 1,
        max: MAX_OWED_BACK_PAGE_NUMBER,
        fallback: 1,
      }),
      pageLimit: optionalIntegerInRange(params, 'page-limit', {
        min: 1,
        max: MAX_OWED_BACK_PAGE_LIMIT,
        fallback: OWED_BACK_PAGE_LIMIT,
      }),
    };
    return sendOk(c, await listPaymentsOwedBack(db, c.get('fulfilmentStoreId'), page));
  });

  app.post(`${PAYMENTS_OWED_BACK_PATH}/:paymentId/refunded`, async (c) => {
    const paymentId = parsePathId(c.req.param('paymentId'), 'paymentId');
    const at = new Date(now());
    const body = await db.transaction((tx) =>
      markOwedBackRefunded(tx, c.get('fulfilmentStoreId'), paymentId, at),
    );
    return sendOk(c, body, 'The payment is marked refunded');
  });

  return app;
}
