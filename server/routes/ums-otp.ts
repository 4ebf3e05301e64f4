// One-time codes: POST otp/generate, otp/regenerate and otp/validate (sign-up codes; sign-in codes
// are redeemed at login-otp, see ums-sign-in.ts). A sign-in code is asked for as a password sign-in
// is made: when the store turns reCAPTCHA on, only with a passing recaptcha_token (auth/recaptcha.ts).
import { Hono } from 'hono';
import { EMAIL_MAX_LENGTH, type OtpChallenge, type OtpValidateResponse } from '../../contracts/ums.ts';
import type { AuthServices } from '../auth/auth-services.ts';
import {
  alreadyUsed,
  checkCode,
  consumeChallenge,
  createChallenge,
  findChallenge,
  noticeFor,
  parseCode,
  renewChallenge,
} from '../auth/otp-challenges.ts';
import { deliverChallenge, describeChallenge } from '../auth/otp-delivery.ts';
import { requireRecaptcha } from '../auth/recaptcha.ts';
import { codeFailures, limitAddress, limitMessages } from '../auth/sign-in-limits.ts';
import { createSignupToken } from '../auth/signup-tokens.ts';
import { findCustomerByIdentifier } from '../customers/customers.ts';
import { type Identifier, identifierText, parseEmail, parsePhone } from '../customers/identifiers.ts';
import { sendOk } from '../http/envelope.ts';
import { JsonBody } from '../http/json-body.ts';
import { mailLinkOrigin } from '../http/link-origin.ts';
import { requestStore, type StoreEnv } from '../http/request-store.ts';

export function umsOtpRoutes(auth: AuthServices): Hono<StoreEnv> {
  const app = new Hono<StoreEnv>();
  const { db } = auth;

  app.post('/otp/generate', requestStore(db), async (c) => {
    const address = await limitAddress(auth, c);
    const body = await JsonBody.of(c);
    const purpose = body.oneOf('purpose', ['signup', 'login'] as const);
    const channel = body.oneOf('channel', ['email', 'phone'] as const);
    const identifier = readDestination(body, channel);
    const { store } = c.var;
    // Before anything is counted or sent: a refused challenge spends no code of the address's.
    if (purpose === 'login') await requireRecaptcha(auth, c, store.id, body);
    const destination = identifierText(identifier);
    await limitMessages(auth, 'code', store.id, destination, address);

    // Whether the address has an account shows only in what its mailbox or phone receives.
    const customer = await findCustomerByIdentifier(db, store.id, identifier);
    const notice = noticeFor(purpose, customer !== null);
    const issued = await createChallenge(auth, {
      storeId: store.id,
      purpose,
      identifier,
      destination,
      customerId: customer?.id ?? null,
      notice,
    });
    await deliverChallenge(auth, store, issued, mailLinkOrigin(auth.config));
    const answer: OtpChallenge = describeChallenge(auth, issued.challenge);
    return sendOk(c, answer, `We sent a code to ${answer.destination}`);
  });

  app.post('/otp/regenerate', requestStore(db), async (c) => {
    const address = await limitAddress(auth, c);
    const body = await JsonBody.of(c);
    const { store } = c.var;
    const found = await findChallenge(db, store.id, body.string('otp_id', { max: 64 }));
    await limitMessages(auth, 'code', store.id, found.destination, address);
    const issued = await renewChallenge(auth, found);
    await deliverChallenge(auth, store, issued, mailLinkOrigin(auth.config));
    const answer: OtpChallenge = describeChallenge(auth, issued.challenge);
    return sendOk(c, answer, `We sent a new code to ${answer.destination}`);
  });

  app.post('/otp/validate', requestStore(db), async (c) => {
    const address = await limitAddress(auth, c);
    const body = await JsonBody.of(c);
    const otpId = body.string('otp_id', { max: 64 });
    const otp = parseCode(body.string('otp', { max: 20 }));
    const { store } = c.var;
    const challenge = await findChallenge(db, store.id, otpId);
    const codeHash = await checkCode(
      auth,
      challenge,
      'signup',
      otp,
      codeFailures(auth, store.id, challenge.destination, address),
    );

    const now = new Date(auth.now());
    const signupToken = await db.transaction(async (tx) => {
      if (!(await consumeChallenge(tx, challenge.id, codeHash, now))) throw alreadyUsed();
      return createSignupToken(tx, challenge, now);
    });
    const answer: OtpValidateResponse = { signup_token: signupToken };
    const what = challenge.channel === 'email' ? 'e-mail address' : 'phone number';
    return sendOk(c, answer, `Your ${what} is verified`);
  });

  return app;
}

/** With channel email the e-mail, with channel phone the +91 phone; the other channel's fields are ignored. */
function readDestination(body: JsonBody, channel: 'email' | 'phone'): Identifier {
  if (channel === 'email') {
    return { channel, email: parseEmail(body.string('email', { max: EMAIL_MAX_LENGTH }), 'email') };
  }
  return {
    channel,
    phone: parsePhone(body.string('phone_extension', { max: 8 }), body.string('phone_number', { max: 20 })),
  };
}
