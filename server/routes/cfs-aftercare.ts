// What a customer does with an order item after buying it: bookings (cfs-bookings.ts),
// digital files and documents (cfs-digital.ts), requirement forms (cfs-crf.ts),
// enquiries (cfs-enquiries.ts) and the customer's reviews (cfs-reviews.ts).
// Every path here is for a signed-in customer (401 otherwise) and answers only for the customer's
// own order items (another customer's: 404).
import { Hono } from 'hono';
import { type CustomerEnv, requireCustomer } from '../auth/bearer.ts';
import type { Db } from '../db/db.ts';
import { limitJsonBody } from '../http/json-body.ts';
import { cfsBookingRoutes } from './cfs-bookings.ts';
import { cfsCrfRoutes } from './cfs-crf.ts';
import { cfsDigitalRoutes } from './cfs-digital.ts';
import { cfsEnquiryRoutes } from './cfs-enquiries.ts';
import { cfsReviewRoutes } from './cfs-reviews.ts';

export function cfsAftercareRoutes(db: Db, now: () => number): Hono<CustomerEnv> {
  const app = new Hono<CustomerEnv>();
  // Mounted beside other cfs routes, so the guard names its own paths only.
  for (const path of ['/order-items/*', '/enquiries', '/enquiries/*', '/customer-ratings/*'])
    app.use(path, requireCustomer(), limitJsonBody());
  app.route('/', cfsBookingRoutes(db, now));
  app.route('/', cfsDigitalRoutes(db, now));
  app.route('/', cfsCrfRoutes(db, now));
  app.route('/', cfsEnquiryRoutes(db, now));
  app.route('/', cfsReviewRoutes(db, now));
  return app;
}
