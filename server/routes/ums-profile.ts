// The signed-in customer's profile (SPEC section 2, /myProfile; section 7: profile, profile image,
// verify send-otp, country codes): GET and PUT profile (names), PUT and DELETE profile-image, and the
// change of e-mail or phone, confirmed by a code sent to the new address: POST verify/send-otp,
// verify/resend-otp and verify/validate-otp. Each reads and changes only the caller's own account;
// another customer's code request is a 404.
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  type ContactChangeRequest,
  type CountryCodes,
  EMAIL_MAX_LENGTH,
  type OtpChallenge,
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_TYPES,
  type ProfileImageType,
} from '../../contracts/ums.ts';
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
import { COUNTRY_CODES, DIAL_CODES } from '../customers/country-codes.ts';
import { findCustomerByIdentifier, isUniqueViolation } from '../customers/customers.ts';
import {
  type Identifier,
  identifierText,
  parseAnyPhone,
  parseEmail,
  parseName,
} from '../customers/identifiers.ts';
import {
  loadProfile,
  replaceProfileImage,
  setContact,
  setNames,
  sniffImageType,
} from '../customers/profile.ts';
import { sendError, sendOk } from '../http/envelope.ts';
import { badRequest, conflict, notFound } from '../http/http-error.ts';
import { JsonBody } from '../http/json-body.ts';
import { mailLinkOrigin } from '../http/link-origin.ts';
import { msg } from '../i18n/server-message.ts';
import { requireWholeImage } from '../media/require-whole-image.ts';

const NO_SUCH_REQUEST = 'This code request was not found. Ask for a new code.';
const ADDRESS_TAKEN = {
  email: msg('Another account uses this e-mail address.'),
  phone: msg('Another account uses this phone number.'),
} as const;

/** PUT profile-image reads the picture's bytes, up to 1 MB: mount before the ums JSON body limit. */
export function umsProfileImageRoutes(auth: AuthServices): Hono<CustomerEnv> {
  const app = new Hono<CustomerEnv>();
  const { db } = auth;
  const megabytes = PROFILE_IMAGE_MAX_BYTES / (1024 * 1024);

  app.put(
    '/profile-image',
    requireCustomer(),
    bodyLimit({
      maxSize: PROFILE_IMAGE_MAX_BYTES,
      onError: (c) => {
        c.header('Connection', 'close');
        return sendError(c, 413, msg('The picture must be at most {megabytes} MB.', { megabytes }));
      },
    }),
    async (c) => {
      const declared = declaredImageType(c);
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      if (bytes.byteLength === 0) throw badRequest('The picture is empty');
      if (bytes.byteLength > PROFILE_IMAGE_MAX_BYTES) {
        throw badRequest('The picture must be at most {megabytes} MB.', { megabytes });
      }
      if (sniffImageType(bytes) !== declared) {
        throw badRequest('The file is not the PNG, JPEG or WebP image its type says');
      }
      requireWholeImage(declared, bytes);
      const now = new Date(auth.now());
      const profile = await db.transaction((tx) =>
        replaceProfileImage(tx, c.var.customer.id, { type: declared, bytes }, now),
      );
      return sendOk(c, profile, 'Your profile picture has been changed');
    },
  );

  return app;
}

function declaredImageType(c: Context): ProfileImageType {
  const type = (c.req.header('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const known = PROFILE_IMAGE_TYPES.find((candidate) => candidate === type);
  if (!known) throw badRequest('The picture must be a PNG, JPEG or WebP image');
  return known;
}

export function umsProfileRoutes(auth: AuthServices): Hono<CustomerEnv> {
  const app = new Hono<CustomerEnv>();
  const { db } = auth;

  app.get('/profile', requireCustomer(), async (c) => sendOk(c, await loadProfile(db, c.var.customer.id)));

  app.put('/profile', requireCustomer(), async (c) => {
    const body = await JsonBody.of(c);
    const firstName = parseName(body.string('first_name', { max: 200 }), 'first_name');
    const lastName = parseName(body.string('last_name', { max: 200 }), 'last_name');
    const profile = await setNames(db, c.var.customer.id, { firstName, lastName }, new Date(auth.now()));
    return sendOk(c, profile, 'Your profile has been saved');
  });

  app.delete('/profile-image', requireCustomer(), async (c) => {
    const now = new Date(auth.now());
    const profile = await db.transaction((tx) => replaceProfileImage(tx, c.var.customer.id, null, now));
    return sendOk(c, profile, 'Your profile picture has been removed');
  });

  // Public: the sign-up and profile forms both offer it.
  app.get('/country-codes', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    const body: CountryCodes = { country_codes: [...COUNTRY_CODES] };
    return sendOk(c, body);
  });

  app.post('/verify/send-otp', requireCustomer(), async (c) => {
    const address = await limitAddress(auth, c);
    const body = await JsonBody.of(c);
    const { customer, store } = c.var;
    const identifier = readNewContact(body);
    if (isCurrentContact(customer, identifier)) {
      throw conflict(
        identifier.channel === 'email'
          ? 'This is already your e-mail address'
          : 'This is already your phone number',
      );
    }
    const destination = identifierText(identifier);
    await limitMessages(auth, 'code', store.id, destination, address);
    // Signed in, the customer may learn that another account uses an address (rate-limited above).
    if (await findCustomerByIdentifier(db, store.id, identifier))
      throw conflict(ADDRESS_TAKEN[identifier.channel]);
    const issued = await createChallenge(auth, {
      storeId: store.id,
      purpose: 'contact',
      identifier,
      destination,
      customerId: customer.id,
      notice: null,
    });
    await deliverChallenge(auth, store, issued, mailLinkOrigin(auth.config));
    const answer: OtpChallenge = describeChallenge(auth, issued.challenge);
    return sendOk(c, answer, `We sent a code to ${answer.destination}`);
  });

  app.post('/verify/resend-otp', requireCustomer(), async (c) => {
    const address = await limitAddress(auth, c);
    const body = await JsonBody.of(c);
    const found = await ownChallenge(auth, c, body.string('otp_id', { max: 64 }));
    await limitMessages(auth, 'code', c.var.store.id, found.destination, address);
    const issued = await renewChallenge(auth, found);
    await deliverChallenge(auth, c.var.store, issued, mailLinkOrigin(auth.config));
    const answer: OtpChallenge = describeChallenge(auth, issued.challenge);
    return sendOk(c, answer, `We sent a new code to ${answer.destination}`);
  });

  app.post('/verify/validate-otp', requireCustomer(), async (c) => {
    const address = await limitAddress(auth, c);
    const body = await JsonBody.of(c);
    const otpId = body.string('otp_id', { max: 64 });
    const otp = parseCode(body.string('otp', { max: 20 }));
    const { customer, store } = c.var;
    const challenge = await ownChallenge(auth, c, otpId);
    const failures = codeFailures(auth, store.id, challenge.destination, address);
    const codeHash = await checkCode(auth, challenge, 'contact', otp, failures);
    const now = new Date(auth.now());
    try {
      const profile = await db.transaction(async (tx) => {
        if (!(await consumeChallenge(tx, challenge.id, codeHash, now))) throw alreadyUsed();
        return setContact(tx, customer.id, challenge.identifier, now);
      });
      const what = challenge.channel === 'email' ? 'e-mail address' : 'phone number';
      return sendOk(c, profile, `Your ${what} has been changed`);
    } catch (error) {
      // Another account took the address between the code and now.
      if (isUniqueViolation(error)) throw conflict(ADDRESS_TAKEN[challenge.channel]);
      throw error;
    }
  });

  return app;
}

/** The new e-mail (channel email) or phone with a listed country code (channel phone). */
function readNewContact(body: JsonBody): Identifier {
  const channel = body.oneOf('channel', [
    'email',
    'phone',
  ] as const) satisfies ContactChangeRequest['channel'];
  if (channel === 'email') {
    return { channel, email: parseEmail(body.string('email', { max: EMAIL_MAX_LENGTH }), 'email') };
  }
  return {
    channel,
    phone: parseAnyPhone(
      body.string('phone_extension', { max: 8 }),
      body.string('phone_number', { max: 20 }),
      DIAL_CODES,
    ),
  };
}

function isCurrentContact(customer: CustomerEnv['Variables']['customer'], identifier: Identifier): boolean {
  if (identifier.channel === 'email') return customer.email === identifier.email;
  return (
    customer.phone?.extension === identifier.phone.extension &&
    customer.phone.number === identifier.phone.number
  );
}

/** The caller's own contact-change request; anyone else's (or another kind of code) is a 404. */
async function ownChallenge(auth: AuthServices, c: Context<CustomerEnv>, otpId: string) {
  const challenge = await findChallenge(auth.db, c.var.store.id, otpId);
  if (challenge.purpose !== 'contact' || challenge.customerId !== c.var.customer.id) {
    throw notFound(NO_SUCH_REQUEST);
  }
  return challenge;
}
