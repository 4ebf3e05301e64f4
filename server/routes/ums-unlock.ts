// Account unlock (SPEC section 7: unlock configurations/email-link/OTP/resend), for
// signed-out customers of the request's store: GET unlock/configurations (the methods this store
// allows), POST unlock/email-link and unlock/otp (send a link or a code to the e-mail or phone
// typed; the same answer whether or not it has a locked account), unlock/resend (a new link or
// code, bounded), unlock/validate-link (the link's token) and unlock/validate-otp (the code).
// Unlocking lets password sign-in from devices the customer has not signed in on work again
// (account-lock.ts); the lock itself sends a link (auth/lock-notice.ts).
import { type Context, Hono } from 'hono';
import { EMAIL_MAX_LENGTH, type UnlockConfiguration, type UnlockRequest } from '../../contracts/ums.ts';
import { isLocked, unlockAccount } from '../auth/account-lock.ts';
import {
  BAD_UNLOCK_LINK,
  checkUnlockCode,
  consumeUnlockCode,
  consumeUnlockLink,
  createUnlock,
  describeUnlock,
  findUnlock,
  MAX_UNLOCK_RESENDS,
  renewUnlock,
  storeUnlockMethods,
  UNLOCK_PATH,
  type UnlockRow,
} from '../auth/account-unlocks.ts';
import type { AuthServices } from '../auth/auth-services.ts';
import { parseCode } from '../auth/otp-challenges.ts';
import { limitMessages, limitUnlockAddress } from '../auth/sign-in-limits.ts';
import { presentedDeviceToken, setDeviceCookie, trustBrowser } from '../auth/trusted-devices.ts';
import { keptUserAgent } from '../auth/user-agent.ts';
import { findCustomerByIdentifier } from '../customers/customers.ts';
import { identifierText, parseUsername } from '../customers/identifiers.ts';
import type { Queryable } from '../db/db.ts';
import { sendOk } from '../http/envelope.ts';
import { badRequest, conflict } from '../http/http-error.ts';
import { JsonBody } from '../http/json-body.ts';
import { mailLinkOrigin } from '../http/link-origin.ts';
import { requestStore, type StoreEnv } from '../http/request-store.ts';
import { currentRequestLanguage } from '../i18n/in-request-language.ts';
import { renderLetter, unlockCodeLetter, unlockLinkLetter } from '../outbox/message-texts.ts';
import { sendMessage } from '../outbox/outbox.ts';
import type { Store } from '../stores/stores.ts';

const UNLOCKED = 'Your account is unlocked. Please sign in.';
const USERNAME_RULE = 'username must be an e-mail address or a phone number such as +91 9876543210';

export function umsUnlockRoutes(auth: AuthServices): Hono<StoreEnv> {
  const app = new Hono<StoreEnv>();
  const { db } = auth;

  /** Sends the link or code (when the request has a locked account) in the request's language. */
  async function deliver(store: Store, row: UnlockRow, secret: string | null, origin: string) {
    if (secret === null) return;
    const seconds = (row.expires_at.getTime() - auth.now()) / 1000;
    const link = row.method === 'email_link' ? `${origin}${UNLOCK_PATH}?token=${secret}` : null;
    const letter =
      link === null
        ? unlockCodeLetter(store.displayName, secret, seconds)
        : unlockLinkLetter(store.displayName, link, seconds);
    const language = currentRequestLanguage();
    await sendMessage(
      db,
      auth.outbox,
      {
        channel: row.channel,
        to: row.destination,
        ...renderLetter(letter, language),
        ...(link === null ? { code: secret } : { link }),
        language,
      },
      new Date(auth.now()),
    );
  }

  app.get('/unlock/configurations', requestStore(db), async (c) => {
    const body: UnlockConfiguration = {
      methods: await storeUnlockMethods(db, c.var.store.id),
      max_resends: MAX_UNLOCK_RESENDS,
    };
    return sendOk(c, body);
  });

  for (const method of ['email_link', 'otp'] as const) {
    const path = method === 'email_link' ? '/unlock/email-link' : '/unlock/otp';
    app.post(path, requestStore(db), async (c) => {
      const address = await limitUnlockAddress(auth, c);
      const body = await JsonBody.of(c);
      const identifier = parseUsername(body.string('username', { max: EMAIL_MAX_LENGTH }));
      if (!identifier) throw badRequest(USERNAME_RULE);
      const { store } = c.var;
      if (!(await storeUnlockMethods(db, store.id)).includes(method)) {
        throw conflict(
          method === 'email_link'
            ? 'This store does not unlock accounts by an e-mailed link'
            : 'This store does not unlock accounts by a one-time code',
        );
      }
      if (method === 'email_link' && identifier.channel !== 'email') {
        throw badRequest('An unlock link is sent to an e-mail address: please type your e-mail address');
      }
      const destination = identifierText(identifier);
      await limitMessages(auth, 'unlock', store.id, destination, address);
      const customer = await findCustomerByIdentifier(db, store.id, identifier);
      const locked = customer !== null && (await isLocked(db, customer.id));
      const { row, secret } = await createUnlock(auth, {
        storeId: store.id,
        customerId: locked ? customer.id : null,
        method,
        identifier,
        destination,
      });
      await deliver(store, row, secret, mailLinkOrigin(auth.config));
      const answer: UnlockRequest = describeUnlock(auth, row);
      return sendOk(
        c,
        answer,
        method === 'otp'
          ? `If this account is locked, we sent a code to ${answer.destination}`
          : `If this account is locked, we sent a link to ${answer.destination}`,
      );
    });
  }

  app.post('/unlock/resend', requestStore(db), async (c) => {
    const address = await limitUnlockAddress(auth, c);
    const body = await JsonBody.of(c);
    const { store } = c.var;
    const found = await findUnlock(db, store.id, body.string('unlock_id', { max: 64 }));
    await limitMessages(auth, 'unlock', store.id, found.destination, address);
    const { row, secret } = await renewUnlock(auth, found);
    await deliver(store, row, secret, mailLinkOrigin(auth.config));
    const answer: UnlockRequest = describeUnlock(auth, row);
    return sendOk(c, answer, `If this account is locked, we sent it again to ${answer.destination}`);
  });

  app.post('/unlock/validate-link', requestStore(db), async (c) => {
    await limitUnlockAddress(auth, c);
    const body = await JsonBody.of(c);
    const token = body.string('token', { max: 100 });
    const now = new Date(auth.now());
    const device = await db.transaction(async (tx) => {
      const customerId = await consumeUnlockLink(tx, c.var.store.id, token, now);
      if (!customerId) throw badRequest(BAD_UNLOCK_LINK);
      await unlockAccount(tx, customerId, now);
      return trustUnlockingBrowser(tx, c, customerId, now);
    });
    setDeviceCookie(c, device.token);
    return sendOk(c, null, UNLOCKED);
  });

  app.post('/unlock/validate-otp', requestStore(db), async (c) => {
    await limitUnlockAddress(auth, c);
    const body = await JsonBody.of(c);
    const unlockId = body.string('unlock_id', { max: 64 });
    const otp = parseCode(body.string('otp', { max: 20 }));
    const row = await findUnlock(db, c.var.store.id, unlockId);
    const { customerId, hash } = await checkUnlockCode(auth, row, otp);
    const now = new Date(auth.now());
    const device = await db.transaction(async (tx) => {
      await consumeUnlockCode(tx, row, hash, now);
      await unlockAccount(tx, customerId, now);
      return trustUnlockingBrowser(tx, c, customerId, now);
    });
    setDeviceCookie(c, device.token);
    return sendOk(c, null, UNLOCKED);
  });

  return app;
}

/**
 * The browser that unlocked proved the customer's mailbox or phone: it becomes one of their devices,
 * so password sign-in works on it even while strangers keep the account's new devices paused or use
 * up the account-wide ceiling on wrong passwords (decision 0030).
 */
function trustUnlockingBrowser(tx: Queryable, c: Context, customerId: string, now: Date) {
  return trustBrowser(
    tx,
    customerId,
    presentedDeviceToken(c),
    keptUserAgent(c.req.header('User-Agent')),
    now,
  );
}
