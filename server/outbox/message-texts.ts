// What the server sends to a customer's mailbox or phone (one-time codes, notices, unlock and reset
// links), as catalogue messages (server/i18n/) rendered in the language of the request that asked
// for them: the subject, and the body as its sentence then the "you can ignore this" sentence. The
// code or link is a value put in as it is; an Arabic body reads right to left as plain text.

import type { LanguageCode } from '../../contracts/request.ts';
import type { OtpPurpose } from '../../contracts/ums.ts';
import { waitText } from '../i18n/durations.ts';
import { renderMessage } from '../i18n/render-message.ts';
import { msg, type ServerMessage } from '../i18n/server-message.ts';

export interface Letter {
  subject: ServerMessage;
  /** The sentences of the body, joined by a space. */
  body: readonly ServerMessage[];
}

export interface RenderedLetter {
  subject: string;
  body: string;
}

const IGNORE_IF_NOT_ASKED = msg('If you did not ask for it, you can ignore this message.');
const IGNORE_IF_NOT_YOU = msg('If it was not you, you can ignore this message.');

export function renderLetter(letter: Letter, language: LanguageCode | null): RenderedLetter {
  return {
    subject: renderMessage(letter.subject, language),
    body: letter.body.map((sentence) => renderMessage(sentence, language)).join(' '),
  };
}

/** A one-time code for `purpose`, valid `seconds` more. */
export function codeLetter(purpose: OtpPurpose, store: string, code: string, seconds: number): Letter {
  const values = { store, code, lifetime: waitText(seconds) };
  const texts = {
    signup: {
      subject: msg('Your {store} sign-up code', values),
      body: msg('{code} is your code to sign up at {store}. It expires in {lifetime}.', values),
    },
    login: {
      subject: msg('Your {store} sign-in code', values),
      body: msg('{code} is your code to sign in to {store}. It expires in {lifetime}.', values),
    },
    contact: {
      subject: msg('Your {store} confirmation code', values),
      body: msg('{code} is your code to confirm this address at {store}. It expires in {lifetime}.', values),
    },
    device: {
      subject: msg('Your {store} device removal code', values),
      body: msg(
        '{code} is your code to remove a signed-in device from your account at {store}. It expires in {lifetime}.',
        values,
      ),
    },
  }[purpose];
  return { subject: texts.subject, body: [texts.body, IGNORE_IF_NOT_ASKED] };
}

/** A sign-in code asked for an e-mail or phone that no account uses. */
export function noAccountLetter(store: string, channel: 'email' | 'phone', signUpLink: string): Letter {
  const values = { store, link: signUpLink };
  return {
    subject: msg('Signing in to {store}', values),
    body: [
      channel === 'email'
        ? msg(
            'Someone asked for a code to sign in to {store} with this e-mail address, but no account uses it. To create one, sign up at {link}.',
            values,
          )
        : msg(
            'Someone asked for a code to sign in to {store} with this phone number, but no account uses it. To create one, sign up at {link}.',
            values,
          ),
      IGNORE_IF_NOT_YOU,
    ],
  };
}

/** A sign-up code asked for an e-mail or phone that an account already uses. */
export function accountExistsLetter(
  store: string,
  channel: 'email' | 'phone',
  signInLink: string,
  resetLink: string,
): Letter {
  const values = { store, signIn: signInLink, reset: resetLink };
  return {
    subject: msg('Your {store} account', values),
    body: [
      channel === 'email'
        ? msg(
            'Someone asked for a code to sign up at {store} with this e-mail address, but you already have an account. Sign in at {signIn}, or choose a new password at {reset}.',
            values,
          )
        : msg(
            'Someone asked for a code to sign up at {store} with this phone number, but you already have an account. Sign in at {signIn}, or choose a new password at {reset}.',
            values,
          ),
      IGNORE_IF_NOT_YOU,
    ],
  };
}

export function unlockLinkLetter(store: string, link: string, seconds: number): Letter {
  const values = { store, link, lifetime: waitText(seconds) };
  return {
    subject: msg('Unlock your {store} account', values),
    body: [
      msg(
        'Open this link to unlock your {store} account: {link} It works once and expires in {lifetime}.',
        values,
      ),
      IGNORE_IF_NOT_ASKED,
    ],
  };
}

export function unlockCodeLetter(store: string, code: string, seconds: number): Letter {
  const values = { store, code, lifetime: waitText(seconds) };
  return {
    subject: msg('Your {store} unlock code', values),
    body: [
      msg('{code} is your code to unlock your {store} account. It expires in {lifetime}.', values),
      IGNORE_IF_NOT_ASKED,
    ],
  };
}

export function resetLinkLetter(store: string, link: string, seconds: number): Letter {
  const values = { store, link, lifetime: waitText(seconds) };
  return {
    subject: msg('Reset your {store} password', values),
    body: [
      msg(
        'Open this link to choose a new password for your {store} account: {link} It works once and expires in {lifetime}.',
        values,
      ),
      IGNORE_IF_NOT_ASKED,
    ],
  };
}
