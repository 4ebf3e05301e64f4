// What whoever starts the server should know at once: which development stand-ins are on (a newcomer
// on `npm start` has no mail server, payment provider or reCAPTCHA keys), where one-time codes and
// reset links go, and where the links in them point. Production refuses the stand-ins
// (production-policy.ts); the one it allows on request, the demo data, it warns about.
import type { ServerConfig } from './config.ts';
import { mailLinkOrigin } from './http/link-origin.ts';

export function startupNotes(config: ServerConfig): string[] {
  const here = `http://localhost:${config.port}`;
  const production = config.nodeEnv === 'production';
  const notes = [
    production
      ? 'Messages to customers (one-time codes, links) are kept in outbox_messages for a mail and SMS relay to deliver; this log names them without their text'
      : config.devOutbox
        ? `Development outbox: one-time codes and reset links are in this log and at ${here}/dev/outbox (for this machine only)`
        : 'One-time codes and reset links are written to this log (set DEV_OUTBOX=true to see them at /dev/outbox too)',
  ];
  if (!config.publicOrigin) {
    notes.push(
      `PUBLIC_URL is not set: e-mailed links point to ${mailLinkOrigin(config)}; set it to the storefront's address`,
    );
  }
  if (config.seedDemo) {
    notes.push(
      production
        ? 'WARNING: SEED_DEMO=true in production: the demo stores, customers (published passwords), coupons and orders are seeded into an empty database'
        : 'Demo data: the demo stores, customers, coupons and orders are seeded into an empty database (SEED_DEMO=false starts empty)',
    );
  }
  if (config.paymentsSandbox) {
    notes.push(
      `Payments sandbox: online payments are approved or declined at ${here}/payments-sandbox (a provider's test environment; PAYMENTS_SANDBOX=false takes it away)`,
    );
  }
  if (!production) {
    notes.push(
      'Fulfilment API: a development key is drawn for each store without one and printed above once (X-Fulfilment-Key; npm run fulfilment-key rotates keys)',
    );
  }
  if (!production && config.recaptchaSecret === undefined) {
    notes.push(
      "reCAPTCHA stand-in: a store that turns reCAPTCHA on gets a local challenge (set RECAPTCHA_SECRET for Google's)",
    );
  }
  if (config.analyticsScriptUrl.startsWith('/')) {
    notes.push(`Analytics stand-in: the tag script is ${config.analyticsScriptUrl} on this server`);
  }
  return notes;
}
