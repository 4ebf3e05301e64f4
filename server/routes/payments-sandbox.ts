// The payments sandbox (HTML, not the JSON API): the storefront's hand-off form posts here, as it
// would to a real provider. POST /payments-sandbox/{provider} checks the form's signature with the
// merchant's secret (a changed field: 400) and the order it names, records the attempt and shows
// Approve / Decline; POST /payments-sandbox/attempts/{attemptId}/{approve|decline} settles the
// payment and sends the shopper back (303) to the form's return_url with PaymentReturnQuery.
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Db } from '../db/db.ts';
import { HttpError } from '../http/http-error.ts';
import { orderNumber, parseOrderNumber } from '../orders/orders.ts';
import { expireStalePayments } from '../payments/expire-payments.ts';
import { isProvider, PROVIDER_FORMS } from '../payments/providers.ts';
import { decisionPage, errorPage, sandboxPolicy, settledPage } from '../payments/sandbox-page.ts';
import { decide, readForm, receiveHandOff, returnAddress } from '../payments/sandbox-payments.ts';

const MAX_FORM_BYTES = 8 * 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function paymentsSandboxRoutes(db: Db, now: () => number): Hono {
  const app = new Hono();
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_FORM_BYTES,
      onError: (c) => html(c, 413, errorPage('The form is too large.'), null),
    }),
  );
  app.onError((error, c) => {
    if (error instanceof HttpError) return html(c, error.status, errorPage(error.message), null);
    console.error(`Unhandled error on ${c.req.method} ${c.req.path}:`, error);
    return html(c, 500, errorPage('Something went wrong on our side.'), null);
  });

  app.post('/attempts/:attemptId/:decision', async (c) => {
    const attemptId = c.req.param('attemptId');
    const decision = c.req.param('decision');
    if (!UUID.test(attemptId) || (decision !== 'approve' && decision !== 'decline')) {
      return html(c, 404, errorPage('Payment attempt not found.'), null);
    }
    const [attempt] = await db.query<{ order_id: number }>(
      'SELECT order_id FROM payment_attempts WHERE id = $1',
      [attemptId],
    );
    // A payment left waiting past its window has failed: approving it now changes nothing.
    if (attempt) await expireStalePayments(db, new Date(now()), { orderId: attempt.order_id });
    const location = await db.transaction((tx) => decide(tx, attemptId, decision));
    c.header('Content-Security-Policy', sandboxPolicy(new URL(location).origin));
    return c.redirect(location, 303);
  });

  app.post('/:provider', async (c) => {
    const provider = c.req.param('provider');
    if (!isProvider(provider)) return html(c, 404, errorPage('Unknown payment provider.'), null);
    const type = c.req.header('Content-Type') ?? '';
    if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(type)) {
      return html(c, 415, errorPage('The payment form must be posted as a form.'), null);
    }
    const fields = readForm(provider, await c.req.text());
    const orderId = parseOrderNumber(fields[PROVIDER_FORMS[provider].referenceField] ?? '');
    if (orderId !== null) await expireStalePayments(db, new Date(now()), { orderId });
    const received = await db.transaction((tx) => receiveHandOff(tx, provider, fields));
    const title = PROVIDER_FORMS[provider].title;
    const origin = new URL(received.returnUrl).origin;
    if (received.attempt === null) {
      const back = returnAddress(received.returnUrl, received.order);
      return html(c, 200, settledPage(title, received.order.payment_status ?? 'settled', back), origin);
    }
    return html(c, 200, decisionPage(title, orderNumber(received.order.id), received.attempt), origin);
  });

  return app;
}

function html(c: Context, status: ContentfulStatusCode, body: string, returnOrigin: string | null) {
  c.header('Content-Security-Policy', sandboxPolicy(returnOrigin));
  c.header('Cache-Control', 'no-store');
  return c.html(body, status);
}
