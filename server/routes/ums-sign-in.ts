// Becoming a signed-in customer: POST customer-signup (with a verified sign-up token), login (user
// name and password) and login-otp (a sign-in code). Each starts a login session and answers a
// TokenSet. Wrong passwords lock password sign-in only on devices the customer has not signed in on,
// and a locked device is answered as a wrong password (account-lock.ts).

import type { Context } from 'hono';
import { Hono } from 'hono';
import { EMAIL_MAX_LENGTH, type TokenSet } from '../../contracts/ums.ts';
import { isLocked, lockAfterFailures, trustedDeviceFor } from '../auth/account-lock.ts';
import type { AuthServices } from '../auth/auth-services.ts';
import { sendLockNotice } from '../auth/lock-notice.ts';
import {
  alreadyUsed,
  checkCode,
  consumeChallenge,
  findChallenge,
  parseCode,
} from '../auth/otp-challenges.ts';
import { hashPassword, spendPasswordCheckTime, verifyPassword } from '../auth/password-hash.ts';
import { checkNewPassword } from '../auth/password-policy.ts';
import { requireRecaptcha } from '../auth/recaptcha.ts';
import { startSession } from '../auth/sessions.ts';
import { recordSignIn, type SignInOrigin } from '../auth/sign-in-history.ts';
import {
  codeFailures,
  limitAddress,
  passwordFailures,
  trustedDeviceFailures,
} from '../auth/sign-in-limits.ts';
import { consumeSignupToken, isSignupTokenLive } from '../auth/signup-tokens.ts';
import { issueTokenSet } from '../auth/token-set.ts';
import { presentedDeviceToken, setDeviceCookie, trustDevice } from '../auth/trusted-devices.ts';
import { keptUserAgent } from '../auth/user-agent.ts';
import {
  type Customer,
  findCustomerById,
  findCustomerByIdentifier,
  insertCustomer,
  isUniqueViolation,
} from '../customers/customers.ts';
import { type Identifier, identifierText, parseName, parseUsername } from '../customers/identifiers.ts';
import { clientAddress } from '../http/client-address.ts';
import { sendCreated, sendOk } from '../http/envelope.ts';
import { badRequest, conflict, unauthorized } from '../http/http-error.ts';
import { JsonBody } from '../http/json-body.ts';
import { requestStore, type StoreEnv } from '../http/request-store.ts';

const WRONG_CREDENTIALS = 'The e-mail, phone or password is incorrect';
const BAD_SIGNUP_TOKEN =
  'The sign-up token is invalid or has expired. Please verify your e-mail or phone again.';
const USERNAME_RULE = 'Please enter an e-mail address or a phone number such as +91 9876543210.';
/** Long enough for any password the policy allows; longer input is refused before hashing. */
const MAX_PASSWORD_INPUT = 1024;

export function umsSignInRoutes(auth: AuthServices): Hono<StoreEnv> {
  const app = new Hono<StoreEnv>();
  const { db } = auth;
  /** Where a sign-in comes from, for the customer's sign-in history. */
  const originOf = (c: Context): SignInOrigin => ({
    userAgent: keptUserAgent(c.req.header('User-Agent')),
    address: clientAddress(c, auth.proxies),
  });

  app.post('/customer-signup', requestStore(db), async (c) => {
    const body = await JsonBody.of(c);
    const signupToken = body.string('signup_token', { max: 100 });
    const firstName = parseName(body.string('first_name'), 'first_name');
    const lastName = parseName(body.string('last_name'), 'last_name');
    const password = checkNewPassword(
      body.string('password', { max: MAX_PASSWORD_INPUT, trim: false }),
      'password',
    );
    const { store } = c.var;
    await requireRecaptcha(auth, c, store.id, body);
    // Refuse a dead token before spending a password hash on it.
    if (!(await isSignupTokenLive(db, store.id, signupToken, new Date(auth.now()))))
      throw badRequest(BAD_SIGNUP_TOKEN);
    const passwordHash = await auth.passwordWork.run(clientAddress(c, auth.proxies), () =>
      hashPassword(password, auth.config.passwordHashCost),
    );

    const now = new Date(auth.now());
    let verified: Identifier | null = null;
    const { customer, session, device } = await db
      .transaction(async (tx) => {
        verified = await consumeSignupToken(tx, store.id, signupToken, now);
        if (!verified) throw badRequest(BAD_SIGNUP_TOKEN);
        if (await findCustomerByIdentifier(tx, store.id, verified)) throw accountExists(verified);
        const created = await insertCustomer(
          tx,
          { storeId: store.id, identifier: verified, firstName, lastName, passwordHash },
          now,
        );
        const session = await startSession(tx, created.id, now, auth.config.refreshTokenTtlSeconds);
        await recordSignIn(tx, {
          customerId: created.id,
          sessionId: session.sessionId,
          method: 'signup',
          origin: originOf(c),
          now,
        });
        const device = await trustDevice(
          tx,
          created.id,
          session.sessionId,
          presentedDeviceToken(c),
          originOf(c).userAgent,
          now,
        );
        return { customer: created, session, device };
      })
      .catch((error: unknown) => {
        // Two sign-ups with the same address at once: the unique index stops the second.
        if (isUniqueViolation(error) && verified) throw accountExists(verified);
        throw error;
      });
    const tokens: TokenSet = await issueTokenSet(auth, customer, store.realmName, session);
    setDeviceCookie(c, device);
    return sendCreated(c, tokens, `Welcome, ${customer.firstName}! Your account is ready.`);
  });

  app.post('/login', requestStore(db), async (c) => {
    const address = await limitAddress(auth, c);
    const body = await JsonBody.of(c);
    const username = body.string('username', { max: EMAIL_MAX_LENGTH });
    const password = body.string('password', { max: MAX_PASSWORD_INPUT, trim: false });
    const identifier = parseUsername(username);
    if (!identifier) throw badRequest(USERNAME_RULE);
    const { store } = c.var;
    await requireRecaptcha(auth, c, store.id, body);
    const customer = await findCustomerByIdentifier(db, store.id, identifier);
    const { lockAfterFailedSignIns, lockWindowSeconds } = auth.config;
    const presented = presentedDeviceToken(c);
    // Lock-out by device (account-lock.ts): a device the customer signed in on is never locked by
    // strangers' wrong passwords; any other device is while the account is locked, and is then
    // answered exactly as a wrong password, after the same password check.
    const deviceId = customer
      ? await trustedDeviceFor(
          db,
          customer.id,
          presented,
          new Date(auth.now()),
          lockAfterFailedSignIns,
          lockWindowSeconds,
        )
      : null;
    const refused = customer !== null && deviceId === null && (await isLocked(db, customer.id));
    // A trusted device is not held by the account-wide ceiling that strangers can use up.
    const failures =
      deviceId === null
        ? passwordFailures(auth, store.id, identifierText(identifier), address)
        : trustedDeviceFailures(auth, deviceId);
    // Counted before hashing, within the address's turn (see Failures): a burst is counted exactly.
    const right = await auth.passwordWork.run(address, async () => {
      const matches = await failures.attempt(async () => {
        // An unknown user name is as slow as a wrong password, so the answer time tells nothing.
        const verified = customer
          ? await verifyPassword(password, customer.passwordHash)
          : await spendPasswordCheckTime(password, auth.config.passwordHashCost);
        return verified && !refused;
      });
      if (matches) await failures.forgetHere();
      return matches;
    });
    if (customer && !right) {
      const attempt = { customerId: customer.id, sessionId: null, method: 'password' as const, deviceId };
      const now = new Date(auth.now());
      await recordSignIn(db, { ...attempt, origin: originOf(c), now });
      if (
        deviceId === null &&
        !refused &&
        (await lockAfterFailures(db, customer.id, now, lockAfterFailedSignIns, lockWindowSeconds))
      ) {
        // The unlock offer goes to the customer, once, when it locks: never in this answer.
        await sendLockNotice(auth, store, customer);
      }
    }
    if (!customer || !right) throw unauthorized(WRONG_CREDENTIALS);
    const { tokens, device } = await signIn(auth, customer, store.realmName, originOf(c), presented);
    setDeviceCookie(c, device);
    return sendOk(c, tokens, `Welcome back, ${customer.firstName}`);
  });

  app.post('/login-otp', requestStore(db), async (c) => {
    const address = await limitAddress(auth, c);
    const body = await JsonBody.of(c);
    const otpId = body.string('otp_id', { max: 64 });
    const otp = parseCode(body.string('otp', { max: 20 }));
    const { store } = c.var;
    const challenge = await findChallenge(db, store.id, otpId);
    // A sign-in code is never locked by wrong passwords (account-lock.ts): it reached the mailbox.
    const failures = codeFailures(auth, store.id, challenge.destination, address);
    const codeHash = await checkCode(auth, challenge, 'login', otp, failures).catch(
      async (error: unknown) => {
        // A refused sign-in code for a known account is a failed sign-in in its history.
        if (challenge.purpose === 'login' && challenge.customerId !== null) {
          const attempt = { customerId: challenge.customerId, sessionId: null, method: 'code' as const };
          await recordSignIn(db, { ...attempt, origin: originOf(c), now: new Date(auth.now()) });
        }
        throw error;
      },
    );

    // Deleting an account deletes its codes, and a notice for an address without an account has
    // no code to match, so a sign-in code that matched always has its customer.
    const customer = challenge.customerId === null ? null : await findCustomerById(db, challenge.customerId);
    if (!customer) throw new Error(`Sign-in code ${challenge.id} has no customer`);
    const now = new Date(auth.now());
    const { session, device } = await db.transaction(async (tx) => {
      if (!(await consumeChallenge(tx, challenge.id, codeHash, now))) throw alreadyUsed();
      const started = await startSession(tx, customer.id, now, auth.config.refreshTokenTtlSeconds);
      const origin = originOf(c);
      await recordSignIn(tx, {
        customerId: customer.id,
        sessionId: started.sessionId,
        method: 'code',
        origin,
        now,
      });
      const device = await trustDevice(
        tx,
        customer.id,
        started.sessionId,
        presentedDeviceToken(c),
        origin.userAgent,
        now,
      );
      return { session: started, device };
    });
    const tokens = await issueTokenSet(auth, customer, store.realmName, session);
    setDeviceCookie(c, device);
    return sendOk(c, tokens, `Welcome back, ${customer.firstName}`);
  });

  return app;
}

async function signIn(
  auth: AuthServices,
  customer: Customer,
  realm: string,
  origin: SignInOrigin,
  presentedDevice: string | null,
): Promise<{ tokens: TokenSet; device: string }> {
  const now = new Date(auth.now());
  const { session, device } = await auth.db.transaction(async (tx) => {
    const started = await startSession(tx, customer.id, now, auth.config.refreshTokenTtlSeconds);
    await recordSignIn(tx, {
      customerId: customer.id,
      sessionId: started.sessionId,
      method: 'password',
      origin,
      now,
    });
    const device = await trustDevice(
      tx,
      customer.id,
      started.sessionId,
      presentedDevice,
      origin.userAgent,
      now,
    );
    return { session: started, device };
  });
  return { tokens: await issueTokenSet(auth, customer, realm, session), device };
}

function accountExists(identifier: Identifier) {
  return identifier.channel === 'email'
    ? conflict('An account already uses this e-mail address. Please sign in.')
    : conflict('An account already uses this phone number. Please sign in.');
}
