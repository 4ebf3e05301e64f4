// Sending a one-time code (or a notice, see otp-challenges.ts) to the outbox, and describing its
// challenge to the client (masked destination, seconds left) without ever revealing the code.
import type { OtpChallenge } from '../../contracts/ums.ts';
import { maskIdentifier } from '../customers/identifiers.ts';
import { describeWait } from '../http/rate-limit.ts';
import { sendMessage } from '../outbox/outbox.ts';
import type { Store } from '../stores/stores.ts';
import type { AuthServices } from './auth-services.ts';
import type { Challenge, IssuedChallenge } from './otp-challenges.ts';

/** The storefront's pages the notices link to. */
const SIGN_IN_PATH = '/signin';
const SIGN_UP_PATH = '/signup';
const FORGOT_PASSWORD_PATH = '/forgotPassword';

/**
 * Sends the challenge's code, or, for a notice challenge, what happened: the only place that tells
 * whether the address has an account is its own mailbox or phone. `origin` is where links point.
 */
export async function deliverChallenge(
  auth: AuthServices,
  store: Store,
  { challenge, code }: IssuedChallenge,
  origin: string,
): Promise<void> {
  const now = auth.now();
  const message =
    code === null
      ? noticeMessage(store, challenge, origin)
      : codeMessage(store, challenge, code, describeWait((challenge.expiresAt.getTime() - now) / 1000));
  await sendMessage(
    auth.db,
    auth.log,
    { channel: challenge.channel, to: challenge.destination, ...message },
    new Date(now),
  );
}

interface Message {
  subject: string;
  body: string;
  code?: string;
}

function codeMessage(store: Store, challenge: Challenge, code: string, lifetime: string): Message {
  const action = {
    signup: 'sign up at',
    login: 'sign in to',
    contact: 'confirm this address at',
    device: 'remove a signed-in device from your account at',
  }[challenge.purpose];
  const kind = { signup: 'sign-up', login: 'sign-in', contact: 'confirmation', device: 'device removal' }[
    challenge.purpose
  ];
  return {
    subject: `Your ${store.displayName} ${kind} code`,
    body:
      `${code} is your code to ${action} ${store.displayName}. It expires in ${lifetime}. ` +
      'If you did not ask for it, you can ignore this message.',
    code,
  };
}

function noticeMessage(store: Store, challenge: Challenge, origin: string): Message {
  const address = challenge.channel === 'email' ? 'this e-mail address' : 'this phone number';
  const ignore = 'If it was not you, you can ignore this message.';
  switch (challenge.notice) {
    case 'no_account':
      return {
        subject: `Signing in to ${store.displayName}`,
        body:
          `Someone asked for a code to sign in to ${store.displayName} with ${address}, but no account uses it. ` +
          `To create one, sign up at ${origin}${SIGN_UP_PATH}. ${ignore}`,
      };
    case 'account_exists':
      return {
        subject: `Your ${store.displayName} account`,
        body:
          `Someone asked for a code to sign up at ${store.displayName} with ${address}, but you already have an account. ` +
          `Sign in at ${origin}${SIGN_IN_PATH}, or choose a new password at ${origin}${FORGOT_PASSWORD_PATH}. ${ignore}`,
      };
    case null:
      throw new Error(`Challenge ${challenge.id} has no code and no notice`);
  }
}

export function describeChallenge(auth: AuthServices, challenge: Challenge): OtpChallenge {
  const now = auth.now();
  return {
    otp_id: challenge.id,
    channel: challenge.channel,
    destination: maskIdentifier(challenge.identifier),
    expires_in: Math.max(0, Math.ceil((challenge.expiresAt.getTime() - now) / 1000)),
    resend_in: Math.max(0, Math.ceil((challenge.resendAfter.getTime() - now) / 1000)),
  };
}
