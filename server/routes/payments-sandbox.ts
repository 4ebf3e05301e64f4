// The payments sandbox (HTML, not the JSON API), mounted outside production only (config
// paymentsSandbox): it plays a provider's test environment. The storefront's hand-off form posts
// here as it would to a real provider. POST /payments-sandbox/{provider} checks the form's
// signature with the merchant's secret (a changed field: 400), opens a payment session in the
// sandbox's own tables and shows Approve / Decline; POST /payments-sandbox/attempts/{id}/{approve|
// decline} closes the session and sends the shopper back (303) to the form's return_url with the
// provider's signed answer. POST /payments-sandbox/{provider}/status answers a merchant's signed
// status query. Nothing here touches an order: the merchant settles it from the signed answer.
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Db } from '../db/db.ts';
import { HttpError } from '../http/http-error.ts';
import { isProvider, PAYMENT_PROVIDER_MODULES } from '../payments/providers.ts';
import { decisionPage, errorPage, sandboxPolicy, settledPage } from '../payments/sandbox-page.ts';
import { decide, openSession, readForm, returnAddress, statusReply } from '../payments/sandbox-payments.ts';
import { SIGNATURE_FIELD } from '../payments/signature.ts';
import { STATUS_QUERY_FIELDS } from '../payments/signed-form-provider.ts';

const MAX_FORM_BYTES = 8 * 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/i;

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

  app.post('/attempts/:sessionId/:decision', async (c) => {
    const sessionId = c.req.param('sessionId');
    const decision = c.req.param('decision');
    if (!UUID.test(sessionId) || (decision !== 'approve' && decision !== 'decline')) {
      return html(c, 404, errorPage('Payment attempt not found.'), null);
    }
    const location = await db.transaction(async (tx) =>
      returnAddress(tx, await decide(tx, sessionId, decision, now())),
    );
    c.header('Content-Security-Policy', sandboxPolicy(new URL(location).origin));
    c.header('Cache-Control', 'no-store');
    return c.redirect(location, 303);
  });

  app.post('/:provider/status', async (c) => {
    const provider = c.req.param('provider');
    if (!isProvider(provider)) return c.json({ error: 'Unknown payment provider.' }, 404);
    if (!FORM_TYPE.test(c.req.header('Content-Type') ?? '')) {
      return c.json({ error: 'The status query must be posted as a form.' }, 415);
    }
    try {
      const fields = readForm([...STATUS_QUERY_FIELDS, SIGNATURE_FIELD], await c.req.text());
      c.header('Cache-Control', 'no-store');
      return c.json(await db.transaction((tx) => statusReply(tx, provider, fields)));
    } catch (error) {
      if (error instanceof HttpError) return c.json({ error: error.message }, error.status);
      throw error;
    }
  });

  app.post('/:provider', async (c) => {
    const provider = c.req.param('provider');
    if (!isProvider(provider)) return html(c, 404, errorPage('Unknown payment provider.'), null);
    if (!FORM_TYPE.test(c.req.header('Content-Type') ?? '')) {
      return html(c, 415, errorPage('The payment form must be posted as a form.'), null);
    }
    const module = PAYMENT_PROVIDER_MODULES[provider];
    const fields = readForm(module.form.fields, await c.req.text());
    const { session, back } = await db.transaction(async (tx) => {
      const opened = await openSession(tx, provider, fields);
      return { session: opened, back: opened.status === 'pending' ? null : await returnAddress(tx, opened) };
    });
    const origin = new URL(session.returnUrl).origin;
    if (back !== null) return html(c, 200, settledPage(module.title, 'paid', back), origin);
    return html(c, 200, decisionPage(module.title, session), origin);
  });

  return app;
}

function html(c: Context, status: ContentfulStatusCode, body: string, returnOrigin: string | null) {
  c.header('Content-Security-Policy', sandboxPolicy(returnOrigin));
  c.header('Cache-Control', 'no-store');
  return c.html(body, status);
}
