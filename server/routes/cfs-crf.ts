// cfs customer-requirement forms of order items (contracts/crf.ts). The customer guard is
// cfs-aftercare.ts's.
import { Hono } from 'hono';
import type { CrfForm } from '../../contracts/crf.ts';
import type { CustomerEnv } from '../auth/bearer.ts';
import { loadCrfForm, saveCrfAnswers } from '../crf/crf-answers.ts';
import type { Db } from '../db/db.ts';
import { sendOk } from '../http/envelope.ts';
import { readJsonObject } from '../http/json-object.ts';
import { parsePathId } from '../http/path-id.ts';

export function cfsCrfRoutes(db: Db, now: () => number): Hono<CustomerEnv> {
  const app = new Hono<CustomerEnv>();

  app.get('/order-items/:itemId/crf-attributes', async (c) => {
    const itemId = parsePathId(c.req.param('itemId'), 'orderItemId');
    const body: CrfForm = await loadCrfForm(db, c.var.customer.id, itemId);
    return sendOk(c, body);
  });

  app.put('/order-items/:itemId/crf-attributes', async (c) => {
    const itemId = parsePathId(c.req.param('itemId'), 'orderItemId');
    const request = await readJsonObject(c);
    const customerId = c.var.customer.id;
    const body: CrfForm = await db.transaction((tx) =>
      saveCrfAnswers(tx, customerId, itemId, request, new Date(now())),
    );
    return sendOk(c, body, 'Details saved');
  });

  return app;
}
