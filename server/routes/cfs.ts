// Customer-facing service: the Ask AI switch and assistant (cfs-ask-ai.ts), and the customer's cart and wish list (cfs-cart.ts,
// cfs-wishlist.ts), addresses (cfs-address.ts), checkout (cfs-checkout.ts), orders (cfs-orders.ts),
// the order history with invoices (cfs-order-history.ts), what the customer does with an ordered
// item (cfs-order-items.ts) and what comes after an order (cfs-aftercare.ts: bookings, digital
// files, documents, CRF, enquiries, ratings).
import { Hono } from 'hono';
import { ASK_AI_PATH } from '../../contracts/askAi.ts';
import type { AiConfiguration } from '../../contracts/cfs.ts';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/db.ts';
import { sendOk } from '../http/envelope.ts';
import { requestStore, type StoreEnv } from '../http/request-store.ts';
import { loadAiConfiguration } from '../stores/ai-configuration.ts';
import { cfsAddressRoutes } from './cfs-address.ts';
import { cfsAftercareRoutes } from './cfs-aftercare.ts';
import { cfsAskAiRoutes } from './cfs-ask-ai.ts';
import { cfsCartRoutes } from './cfs-cart.ts';
import { cfsCheckoutRoutes } from './cfs-checkout.ts';
import { cfsOrderHistoryRoutes } from './cfs-order-history.ts';
import { cfsOrderItemRoutes } from './cfs-order-items.ts';
import { cfsOrderRoutes } from './cfs-orders.ts';
import { cfsWishlistRoutes } from './cfs-wishlist.ts';

/** `now`: the clock that dates the cart's merge keys (the app's clock, a test clock in tests). */
export function cfsRoutes(
  db: Db,
  config: ServerConfig,
  now: () => number,
  log: (line: string) => void = console.log,
): Hono<StoreEnv> {
  const app = new Hono<StoreEnv>();

  app.get('/ai-configuration', requestStore(db), async (c) => {
    const body: { ai_configuration: AiConfiguration[] } = {
      ai_configuration: await loadAiConfiguration(db, c.var.store.id),
    };
    return sendOk(c, body);
  });

  app.route(ASK_AI_PATH, cfsAskAiRoutes(db, config, now, log));
  app.route('/customer-cart', cfsCartRoutes(db, now));
  app.route('/customer-wishlist', cfsWishlistRoutes(db));
  app.route('/customer-address', cfsAddressRoutes(db));
  app.route('/', cfsCheckoutRoutes(db, config, now));
  app.route('/', cfsOrderRoutes(db, config, now));
  app.route('/', cfsOrderItemRoutes(db, now));
  app.route('/', cfsOrderHistoryRoutes(db));
  app.route('/', cfsAftercareRoutes(db, now));

  return app;
}
