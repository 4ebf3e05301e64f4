// Sending a one-time code (or a notice, see otp-challenges.ts) to the outbox, and describing its
// challenge to the client (masked destination, seconds left) without ever revealing the code.
import type { OtpChallenge } from '../../contracts/ums.ts';
import { maskIdentifier } from '../customers/identifiers.ts';
import { currentRequestLanguage } from '../i18n/in-request-language.ts';
import {
  accountExistsLetter,
  codeLetter,
  type Letter,
  noAccountLetter,
  renderLetter,
} from '../outbox/message-texts.ts';
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
 * Subject and body are in the language of the request that asked (message-texts.ts).
 */
export async function deliverChallenge(
  auth: AuthServices,
  store: Store,
  { challenge, code }: IssuedChallenge,
  origin: string,
): Promise<void> {
  const now = auth.now();
  const letter =
    code === null
      ? noticeLetter(store, challenge, origin)
      : codeLetter(challenge.purpose, store.displayName, code, (challenge.expiresAt.getTime() - now) / 1000);
  const language = currentRequestLanguage();
  await sendMessage(
    auth.db,
    auth.outbox,
    {
      channel: challenge.channel,
      to: challenge.destination,
      ...renderLetter(letter, language),
      code,
      language,
    },
    new Date(now),
  );
}

function noticeLetter(store: Store, challenge: Challenge, origin: string): Letter {
  switch (challenge.notice) {
    case 'no_account':
      return noAccountLetter(store.displayName, challenge.channel, `${origin}${SIGN_UP_PATH}`);
    case 'account_exists':
      return accountExistsLetter(
        store.displayName,
        challenge.channel,
        `${origin}${SIGN_IN_PATH}`,
        `${origin}${FORGOT_PASSWORD_PATH}`,
      );
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
