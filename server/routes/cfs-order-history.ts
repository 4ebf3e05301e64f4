// cfs order history (contracts/orders.ts): the customer's orders with their items (newest first,
// filtered by status, paged), one order's details and its invoice as a PDF. 401 without a
// customer's token; another customer's order answers 404 as a missing one does; bad input a 400.
import { Hono } from 'hono';
import { INVOICE_DOWNLOAD_PATH, invoiceFileName } from '../../contracts/invoice.ts';
import {
  MAX_ORDER_PAGE_LIMIT,
  MAX_ORDER_PAGE_NUMBER,
  ORDER_PAGE_LIMIT,
  ORDER_STATUS_FILTERS,
  ORDERS_WITH_ITEMS_PATH,
} from '../../contracts/orders.ts';
import { type CustomerEnv, requireCustomer } from '../auth/bearer.ts';
import type { Db } from '../db/db.ts';
import { sendOk } from '../http/envelope.ts';
import { parsePathId } from '../http/path-id.ts';
import { optionalIntegerInRange, optionalOneOf, QueryParams } from '../http/query.ts';
import { renderInvoice } from '../orders/invoice.ts';
import { loadOrderDetails, loadOrderHistory } from '../orders/order-history.ts';

export function cfsOrderHistoryRoutes(db: Db): Hono<CustomerEnv> {
  const app = new Hono<CustomerEnv>();
  // Mounted at the service's root beside other routes, so the guard names its own paths only.
  for (const path of [ORDERS_WITH_ITEMS_PATH, `${ORDERS_WITH_ITEMS_PATH}/*`, `${INVOICE_DOWNLOAD_PATH}/*`]) {
    app.use(path, requireCustomer());
  }

  app.get(ORDERS_WITH_ITEMS_PATH, async (c) => {
    const params = QueryParams.of(c);
    const view = {
      status: optionalOneOf(params, 'status', ORDER_STATUS_FILTERS) ?? null,
      pageNumber: optionalIntegerInRange(params, 'page-number', {
        min: 1,
        max: MAX_ORDER_PAGE_NUMBER,
        fallback: 1,
      }),
      pageLimit: optionalIntegerInRange(params, 'page-limit', {
        min: 1,
        max: MAX_ORDER_PAGE_LIMIT,
        fallback: ORDER_PAGE_LIMIT,
      }),
    };
    return sendOk(c, await loadOrderHistory(db, c.var.customer.id, c.var.store.id, view));
  });

  app.get(`${ORDERS_WITH_ITEMS_PATH}/:orderId`, async (c) => {
    const orderId = parsePathId(c.req.param('orderId'), 'orderId');
    return sendOk(c, await loadOrderDetails(db, c.var.customer.id, c.var.store.id, orderId));
  });

  app.get(`${INVOICE_DOWNLOAD_PATH}/:orderId`, async (c) => {
    const orderId = parsePathId(c.req.param('orderId'), 'orderId');
    const { customer, store } = c.var;
    const order = await loadOrderDetails(db, customer.id, store.id, orderId);
    const pdf = await renderInvoice(
      db,
      store,
      {
        name: `${customer.firstName} ${customer.lastName}`,
        email: customer.email,
        phone: customer.phone ? `${customer.phone.extension} ${customer.phone.number}` : null,
      },
      order,
    );
    return c.body(pdf, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${invoiceFileName(order.order_number)}"`,
      'Cache-Control': 'private, no-store',
    });
  });

  return app;
}
