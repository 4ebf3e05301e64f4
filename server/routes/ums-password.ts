// Passwords: the forgot-password link (send-link, verify-token, update) for signed-out customers,
// and change-password for signed-in ones.
import { Hono } from 'hono';
import {
  type ChangePasswordRequest,
  EMAIL_MAX_LENGTH,
  type ResetTokenResponse,
} from '../../contracts/ums.ts';
import type { AuthServices } from '../auth/auth-services.ts';
import { type CustomerEnv, requireCustomer } from '../auth/bearer.ts';
import { hashPassword, verifyPassword } from '../auth/password-hash.ts';
import { checkNewPassword } from '../auth/password-policy.ts';
import {
  consumeResetToken,
  createResetToken,
  findResetTokenCustomer,
} from '../auth/password-reset-tokens.ts';
import { revokeCustomerSessions } from '../auth/sessions.ts';
import { currentPasswordFailures, limitAddress, limitMessages } from '../auth/sign-in-limits.ts';
import { findCustomerByIdentifier, setPasswordHash } from '../customers/customers.ts';
import { maskEmail, parseEmail } from '../customers/identifiers.ts';
import { clientAddress } from '../http/client-address.ts';
import { sendOk } from '../http/envelope.ts';
import { badRequest } from '../http/http-error.ts';
import { JsonBody } from '../http/json-body.ts';
import { mailLinkOrigin } from '../http/link-origin.ts';
import { requestStore, type StoreEnv } from '../http/request-store.ts';
import { currentRequestLanguage } from '../i18n/in-request-language.ts';
import { renderLetter, resetLinkLetter } from '../outbox/message-texts.ts';
import { sendMessage } from '../outbox/outbox.ts';

const BAD_LINK = 'This link is invalid or has expired.';
const MAX_PASSWORD_INPUT = 1024;
/** The storefront route that reads ?token= and asks for the new password. */
export const RESET_PASSWORD_PATH = '/resetPassword';

export function umsPasswordRoutes(auth: AuthServices): Hono<StoreEnv & CustomerEnv> {
  const app = new Hono<StoreEnv & CustomerEnv>();
  const { db } = auth;

  // Always the same answer, so the endpoint does not tell which e-mail addresses have accounts.
  app.post('/forgot-password/send-link', requestStore(db), async (c) => {
    const address = await limitAddress(auth, c);
    const body = await JsonBody.of(c);
    const email = parseEmail(body.string('email', { max: EMAIL_MAX_LENGTH }), 'email');
    const { store } = c.var;
    await limitMessages(auth, 'reset-link', store.id, email, address);

    const customer = await findCustomerByIdentifier(db, store.id, { channel: 'email', email });
    if (customer) {
      const now = new Date(auth.now());
      const ttl = auth.config.resetTokenTtlSeconds;
      const token = await createResetToken(db, customer.id, now, ttl);
      const link = `${mailLinkOrigin(auth.config)}${RESET_PASSWORD_PATH}?token=${token}`;
      const language = currentRequestLanguage();
      await sendMessage(
        db,
        auth.outbox,
        {
          channel: 'email',
          to: email,
          ...renderLetter(resetLinkLetter(store.displayName, link, ttl), language),
          link,
          language,
        },
        now,
      );
    }
    return sendOk(c, null, 'If an account uses this e-mail, we sent a link');
  });

  app.post('/forgot-password/verify-token', requestStore(db), async (c) => {
    const body = await JsonBody.of(c);
    const token = body.string('token', { max: 100 });
    const customer = await findResetTokenCustomer(db, c.var.store.id, token, new Date(auth.now()));
    if (!customer?.email) throw badRequest(BAD_LINK);
    const answer: ResetTokenResponse = { email: maskEmail(customer.email) };
    return sendOk(c, answer, 'Choose a new password');
  });

  app.post('/forgot-password/update', requestStore(db), async (c) => {
    const body = await JsonBody.of(c);
    const token = body.string('token', { max: 100 });
    const password = checkNewPassword(
      body.string('password', { max: MAX_PASSWORD_INPUT, trim: false }),
      'password',
    );
    const { store } = c.var;
    // Refuse a dead link before spending a password hash on it.
    if (!(await findResetTokenCustomer(db, store.id, token, new Date(auth.now()))))
      throw badRequest(BAD_LINK);
    const passwordHash = await auth.passwordWork.run(clientAddress(c, auth.proxies), () =>
      hashPassword(password, auth.config.passwordHashCost),
    );
    const now = new Date(auth.now());
    await db.transaction(async (tx) => {
      const customerId = await consumeResetToken(tx, store.id, token, now);
      if (!customerId) throw badRequest(BAD_LINK);
      await setPasswordHash(tx, customerId, passwordHash, now);
      // Whoever knew the old password is signed out everywhere.
      await revokeCustomerSessions(tx, customerId, 'password_reset', now);
    });
    return sendOk(c, null, 'Your password has been changed. Please sign in with your new password.');
  });

  app.post('/change-password', requireCustomer(), async (c) => {
    const { customer, sessionId } = c.var;
    const body = await JsonBody.of(c);
    const request: ChangePasswordRequest = {
      current_password: body.string('current_password', { max: MAX_PASSWORD_INPUT, trim: false }),
      new_password: checkNewPassword(
        body.string('new_password', { max: MAX_PASSWORD_INPUT, trim: false }),
        'new_password',
      ),
    };
    if (request.new_password === request.current_password) {
      throw badRequest('The new password must be different from the current one.');
    }
    const failures = currentPasswordFailures(auth, customer.id);
    const passwordHash = await auth.passwordWork.run(clientAddress(c, auth.proxies), async () => {
      if (!(await failures.attempt(() => verifyPassword(request.current_password, customer.passwordHash)))) {
        throw badRequest('The current password is incorrect');
      }
      return hashPassword(request.new_password, auth.config.passwordHashCost);
    });
    const now = new Date(auth.now());
    await db.transaction(async (tx) => {
      await setPasswordHash(tx, customer.id, passwordHash, now);
      // This device stays signed in; every other session ends.
      await revokeCustomerSessions(tx, customer.id, 'password_change', now, sessionId);
    });
    return sendOk(c, null, 'Your password has been changed');
  });

  return app;
}
