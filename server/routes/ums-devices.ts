// Trusted devices (SPEC section 7: devices list/OTP/removal), for the signed-in customer:
// GET devices (their live devices, the current one marked), POST devices/otp (a code to confirm the
// removal of one device, sent to the account's own e-mail address, or its phone when it has none),
// POST devices/resend-otp and POST devices/remove (the code; the device is removed and every
// session it started is signed out at once: their refresh-token families are revoked). Another
// customer's device, or a removed one, is a 404; a malformed id a 400.
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { OtpChallenge, RemovedDevice, TrustedDeviceList } from '../../contracts/ums.ts';
import type { AuthServices } from '../auth/auth-services.ts';
import { type CustomerEnv, requireCustomer } from '../auth/bearer.ts';
import {
  alreadyUsed,
  checkCode,
  consumeChallenge,
  createChallenge,
  findChallenge,
  parseCode,
  renewChallenge,
} from '../auth/otp-challenges.ts';
import { deliverChallenge, describeChallenge } from '../auth/otp-delivery.ts';
import { codeFailures, limitAddress, limitMessages } from '../auth/sign-in-limits.ts';
import { isDeviceOf, listDevices, removeDevice } from '../auth/trusted-devices.ts';
import type { Identifier } from '../customers/identifiers.ts';
import { identifierText } from '../customers/identifiers.ts';
import { sendOk } from '../http/envelope.ts';
import { badRequest, notFound } from '../http/http-error.ts';
import { JsonBody } from '../http/json-body.ts';
import { mailLinkOrigin } from '../http/link-origin.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const NO_SUCH_DEVICE = 'This device was not found, or it has been removed already';
const NO_SUCH_REQUEST = 'This code request was not found. Ask for a new code.';

export function umsDeviceRoutes(auth: AuthServices): Hono<CustomerEnv> {
  const app = new Hono<CustomerEnv>();
  const { db } = auth;

  app.get('/devices', requireCustomer(), async (c) => {
    const body: TrustedDeviceList = { items: await listDevices(db, c.var.customer.id, c.var.sessionId) };
    return sendOk(c, body);
  });

  app.post('/devices/otp', requireCustomer(), async (c) => {
    const address = await limitAddress(auth, c);
    const body = await JsonBody.of(c);
    const deviceId = body.string('device_id', { max: 64 });
    if (!UUID.test(deviceId)) throw badRequest('device_id must be a UUID');
    const { customer, store } = c.var;
    if (!(await isDeviceOf(db, customer.id, deviceId))) throw notFound(NO_SUCH_DEVICE);
    const identifier: Identifier | null = customer.email
      ? { channel: 'email', email: customer.email }
      : customer.phone
        ? { channel: 'phone', phone: customer.phone }
        : null;
    if (!identifier) throw badRequest('Your account has no e-mail address or phone number to send a code to');
    const destination = identifierText(identifier);
    await limitMessages(auth, 'code', store.id, destination, address);
    const issued = await createChallenge(auth, {
      storeId: store.id,
      purpose: 'device',
      identifier,
      destination,
      customerId: customer.id,
      notice: null,
      deviceId: deviceId.toLowerCase(),
    });
    await deliverChallenge(auth, store, issued, mailLinkOrigin(auth.config));
    const answer: OtpChallenge = describeChallenge(auth, issued.challenge);
    return sendOk(c, answer, `We sent a code to ${answer.destination}`);
  });

  app.post('/devices/resend-otp', requireCustomer(), async (c) => {
    const address = await limitAddress(auth, c);
    const body = await JsonBody.of(c);
    const found = await ownChallenge(auth, c, body.string('otp_id', { max: 64 }));
    await limitMessages(auth, 'code', c.var.store.id, found.destination, address);
    const issued = await renewChallenge(auth, found);
    await deliverChallenge(auth, c.var.store, issued, mailLinkOrigin(auth.config));
    const answer: OtpChallenge = describeChallenge(auth, issued.challenge);
    return sendOk(c, answer, `We sent a new code to ${answer.destination}`);
  });

  app.post('/devices/remove', requireCustomer(), async (c) => {
    const address = await limitAddress(auth, c);
    const body = await JsonBody.of(c);
    const otpId = body.string('otp_id', { max: 64 });
    const otp = parseCode(body.string('otp', { max: 20 }));
    const { customer, store } = c.var;
    const challenge = await ownChallenge(auth, c, otpId);
    const deviceId = challenge.deviceId;
    if (deviceId === null) throw notFound(NO_SUCH_REQUEST);
    if (!(await isDeviceOf(db, customer.id, deviceId))) throw notFound(NO_SUCH_DEVICE);
    const failures = codeFailures(auth, store.id, challenge.destination, address);
    const codeHash = await checkCode(auth, challenge, 'device', otp, failures);
    const now = new Date(auth.now());
    const signedOut = await db.transaction(async (tx) => {
      if (!(await consumeChallenge(tx, challenge.id, codeHash, now))) throw alreadyUsed();
      const count = await removeDevice(tx, customer.id, deviceId, now);
      if (count === null) throw notFound(NO_SUCH_DEVICE);
      return count;
    });
    const answer: RemovedDevice = { device_id: deviceId, signed_out: signedOut };
    return sendOk(c, answer, 'The device was removed and signed out');
  });

  return app;
}

/** The caller's own device-removal code request; anyone else's (or another kind of code) is a 404. */
async function ownChallenge(auth: AuthServices, c: Context<CustomerEnv>, otpId: string) {
  const challenge = await findChallenge(auth.db, c.var.store.id, otpId);
  if (challenge.purpose !== 'device' || challenge.customerId !== c.var.customer.id) {
    throw notFound(NO_SUCH_REQUEST);
  }
  return challenge;
}
