// The unlock offer (decision 0030): when wrong passwords lock password sign-in from new
// devices (account-lock.ts), the customer is told in their mailbox or phone, not in the answer to
// whoever typed them. Sent once per lock (only the request that locked it sends it), never by a
// rate limit or a failure that the sign-in answer could show: a failure to send is logged.
// With an e-mail address and a store that unlocks by link, the message holds a single-use unlock
// link (an unlock request of account-unlocks.ts, redeemed by POST unlock/validate-link); otherwise
// it points to the unlock page, where a code can be asked for.
import type { LanguageCode } from '../../contracts/request.ts';
import { LANGUAGE_CODES } from '../../contracts/request.ts';
import type { Customer } from '../customers/customers.ts';
import { type Identifier, identifierText } from '../customers/identifiers.ts';
import { mailLinkOrigin } from '../http/link-origin.ts';
import { waitText } from '../i18n/durations.ts';
import { currentRequestLanguage } from '../i18n/in-request-language.ts';
import { msg, withValues } from '../i18n/server-message.ts';
import { type Letter, renderLetter } from '../outbox/message-texts.ts';
import { sendMessage } from '../outbox/outbox.ts';
import type { Store } from '../stores/stores.ts';
import { createUnlock, storeUnlockMethods, UNLOCK_PATH } from './account-unlocks.ts';
import type { AuthServices } from './auth-services.ts';

const PAUSED = msg(
  'Someone typed a wrong password for your {store} account too many times, so signing in with a password is paused on devices you have not signed in on before.',
);
const STILL_WORKS = msg('Devices you have signed in on, and sign-in codes, still work.');
const IGNORE_IF_NOT_YOU = msg('If it was not you, you can ignore this message.');

/** The notice with a single-use unlock link valid `seconds` more. */
export function lockedLinkLetter(store: string, link: string, seconds: number): Letter {
  const values = { store, link, lifetime: waitText(seconds) };
  return {
    subject: msg('Password sign-in to your {store} account is paused', values),
    body: [
      withValues(PAUSED, values),
      STILL_WORKS,
      msg(
        'To sign in with your password on a new device again, open this link: {link} It works once and expires in {lifetime}.',
        values,
      ),
      IGNORE_IF_NOT_YOU,
    ],
  };
}

/** The notice without a link of its own: the unlock page sends a code. */
export function lockedPageLetter(store: string, page: string): Letter {
  const values = { store, link: page };
  return {
    subject: msg('Password sign-in to your {store} account is paused', values),
    body: [
      withValues(PAUSED, values),
      STILL_WORKS,
      msg('To sign in with your password on a new device again, unlock your account at {link}', values),
      IGNORE_IF_NOT_YOU,
    ],
  };
}

/** The customer's chosen language, else the language of the request. */
async function languageOf(auth: AuthServices, customerId: string): Promise<LanguageCode | null> {
  const [row] = await auth.db.query<{ language_code: string | null }>(
    'SELECT language_code FROM customer_preferences WHERE customer_id = $1',
    [customerId],
  );
  const chosen = row?.language_code ?? null;
  return (LANGUAGE_CODES as readonly string[]).includes(chosen ?? '')
    ? (chosen as LanguageCode)
    : currentRequestLanguage();
}

async function offerUnlock(auth: AuthServices, store: Store, customer: Customer): Promise<void> {
  const identifier: Identifier | null = customer.email
    ? { channel: 'email', email: customer.email }
    : customer.phone
      ? { channel: 'phone', phone: customer.phone }
      : null;
  if (!identifier) return;
  const destination = identifierText(identifier);
  const origin = mailLinkOrigin(auth.config);
  const methods = await storeUnlockMethods(auth.db, store.id);
  let letter: Letter;
  let link: string;
  if (identifier.channel === 'email' && methods.includes('email_link')) {
    const { row, secret } = await createUnlock(auth, {
      storeId: store.id,
      customerId: customer.id,
      method: 'email_link',
      identifier,
      destination,
    });
    link = `${origin}${UNLOCK_PATH}?token=${secret}`;
    letter = lockedLinkLetter(store.displayName, link, (row.expires_at.getTime() - auth.now()) / 1000);
  } else {
    link = `${origin}${UNLOCK_PATH}`;
    letter = lockedPageLetter(store.displayName, link);
  }
  const language = await languageOf(auth, customer.id);
  await sendMessage(
    auth.db,
    auth.outbox,
    { channel: identifier.channel, to: destination, ...renderLetter(letter, language), link, language },
    new Date(auth.now()),
  );
}

/** Sends the unlock offer; never throws (the sign-in answer must not differ). */
export async function sendLockNotice(auth: AuthServices, store: Store, customer: Customer): Promise<void> {
  try {
    await offerUnlock(auth, store, customer);
  } catch (error) {
    auth.log(`Lock notice for customer ${customer.id} not sent: ${String(error)}`);
  }
}
