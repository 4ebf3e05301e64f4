// Development and test helpers, mounted only with DEV_OUTBOX=true (never in production): the
// outbox of messages the server "sent" (GET /dev/outbox?to=…, DELETE /dev/outbox), and the store's
// reply to an enquiry (POST /dev/enquiries/{enquiryId}/reply, contracts/enquiries.ts), and stand-ins
// for an analytics tag's script and collect endpoint (/dev/analytics/*). It shows every
// code and reset link, so it answers only requests from this machine, and none that came through
// a proxy (a proxy beside the server forwards other people's requests from a loopback address).
// Nor any addressed to another name: a page on another site whose name is made to resolve to
// 127.0.0.1 (DNS rebinding) would read the outbox as its own origin, with its own name as Host.
import type { Context } from 'hono';
import { Hono } from 'hono';
import { MAX_ENQUIRY_MESSAGE } from '../../contracts/enquiries.ts';
import type { OutboxMessage } from '../../contracts/ums.ts';
import { DIAL_CODES } from '../customers/country-codes.ts';
import { parseDestination, parseEmail, parseUsername } from '../customers/identifiers.ts';
import type { Db } from '../db/db.ts';
import { postMessage } from '../enquiries/enquiries.ts';
import { isForwarded, isLoopback, peerAddress } from '../http/client-address.ts';
import { sendOk } from '../http/envelope.ts';
import { badRequest, HttpError } from '../http/http-error.ts';
import { limitJsonBody } from '../http/json-body.ts';
import { readJsonObject } from '../http/json-object.ts';
import { parsePathId } from '../http/path-id.ts';
import { QueryParams } from '../http/query.ts';
import { requireText } from '../http/text-field.ts';
import { clearMessages, listMessages } from '../outbox/outbox.ts';

/** `now`: the app's clock, which dates the store's replies. */
export function devRoutes(db: Db, now: () => number = Date.now): Hono {
  const app = new Hono();

  app.use('*', async (c, next) => {
    if (!isLoopback(peerAddress(c)) || isForwarded(c)) {
      throw new HttpError(403, 'The development outbox answers only requests from this machine');
    }
    if (!addressedToThisMachine(c)) {
      throw new HttpError(
        403,
        'The development outbox answers only requests addressed to localhost, 127.0.0.1 or [::1]',
      );
    }
    const origin = c.req.header('Origin');
    if (c.req.method !== 'GET' && origin !== undefined && !isLoopbackUrl(origin)) {
      throw new HttpError(403, 'The development outbox can be emptied only from a page on this machine');
    }
    await next();
    c.header('Cache-Control', 'no-store');
  });

  app.get('/outbox', async (c) => {
    const to = readAddress(QueryParams.of(c).get('to'));
    const body: { messages: OutboxMessage[] } = { messages: await listMessages(db, to) };
    return sendOk(c, body);
  });

  app.delete('/outbox', async (c) => {
    const deleted = await clearMessages(db);
    return sendOk(c, null, `Deleted ${deleted} ${deleted === 1 ? 'message' : 'messages'}`);
  });

  // The store answering an enquiry, so that unread replies can be shown and tested without a back office.
  app.post('/enquiries/:enquiryId/reply', limitJsonBody(), async (c) => {
    const enquiryId = parsePathId(c.req.param('enquiryId'), 'enquiryId');
    const message = requireText(await readJsonObject(c), 'message', {
      max: MAX_ENQUIRY_MESSAGE,
      multiline: true,
    });
    const result = await db.transaction((tx) => postMessage(tx, null, enquiryId, message, new Date(now())));
    return sendOk(c, result.enquiry, result.repeated ? 'Reply already sent' : 'Reply sent');
  });

  // A stand-in for Google's tag script (ANALYTICS_SCRIPT_URL=/dev/analytics/gtag.js in the journeys):
  // it reads the page's dataLayer as gtag.js does and sends each page_view to the collect stand-in
  // below, so a journey sees the hits as requests without reaching the internet.
  app.get('/analytics/gtag.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    return c.body(STAND_IN_GTAG);
  });

  app.post('/analytics/collect', (c) => c.body(null, 204));

  return app;
}

const STAND_IN_GTAG = `(function () {
  var script = document.currentScript;
  var tag = script ? new URL(script.src).searchParams.get('id') : '';
  var layer = (window.dataLayer = window.dataLayer || []);
  function handle(args) {
    if (!args || args[0] !== 'event' || args[1] !== 'page_view') return;
    var params = args[2] || {};
    var query = new URLSearchParams({ tid: tag || '', dl: params.page_location || location.href, dt: params.page_title || document.title });
    fetch('/dev/analytics/collect?' + query.toString(), { method: 'POST', keepalive: true });
  }
  for (var i = 0; i < layer.length; i++) handle(layer[i]);
  var push = layer.push.bind(layer);
  layer.push = function () {
    for (var j = 0; j < arguments.length; j++) handle(arguments[j]);
    return push.apply(null, arguments);
  };
})();
`;

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The Host (and the address asked for, which an absolute request target can make differ) name this machine. */
function addressedToThisMachine(c: Context): boolean {
  const host = c.req.header('Host');
  if (host !== undefined && !isLoopbackUrl(`http://${host}`)) return false;
  return isLoopbackUrl(c.req.url);
}

/** An http(s) URL or origin on localhost, 127.0.0.1 or [::1], any port. */
function isLoopbackUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK_NAMES.has(url.hostname);
}

/**
 * The e-mail, or a +91 phone in any of the forms login accepts. An unescaped "+" in a query reads
 * as a space, so "?to=+91 9876543210" arrives as "91 9876543210"; that is accepted too.
 */
function readAddress(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  if (raw.includes('@')) return parseEmail(raw, 'to');
  // Another country's phone (a new phone on the profile), written "+44 7700900123".
  const other = parseDestination(raw.trim().replace(/^(?=[0-9]{1,4} [0-9]{6,15}$)/, '+'));
  if (
    other?.channel === 'phone' &&
    other.phone.extension !== '+91' &&
    DIAL_CODES.has(other.phone.extension)
  ) {
    return `${other.phone.extension} ${other.phone.number}`;
  }
  const digits = raw.replace(/[\s-]/g, '').replace(/^\+?91(?=[0-9]{10}$)/, '');
  const phone = parseUsername(digits);
  if (phone?.channel !== 'phone') {
    throw badRequest('to must be an e-mail address or a phone number such as +91 9876543210');
  }
  return `${phone.phone.extension} ${phone.phone.number}`;
}
