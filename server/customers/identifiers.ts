// How a customer is named: e-mail addresses, phone numbers (SPEC section 9: extension +91, here with
// ten-digit national numbers), the sign-in user name that may be either, and their masked forms.
import { NAME_MAX_LENGTH, PHONE_EXTENSION, PHONE_NUMBER_DIGITS } from '../../contracts/ums.ts';
import {
  emailProblem,
  NAME_MAX_MARKS_PER_LETTER,
  nameProblem,
  nationalNumberProblem,
  normalisedName,
  phoneNumberProblem,
  usernamePhoneNumber,
} from '../../machines/shared/inputRules.ts';
import { badRequest } from '../http/http-error.ts';
import { fieldLabel } from '../i18n/field-labels.ts';

// The formats themselves (what an e-mail address, a phone number, a name is) are the input rules the
// storefront's flows check before sending (machines/shared/inputRules.ts): one rule, checked on both sides.

export type Identifier = { channel: 'email'; email: string } | { channel: 'phone'; phone: Phone };

export interface Phone {
  extension: string;
  number: string;
}

/** Lower-cases and checks an e-mail address; 400 when it is not one (the field is not named: a shopper reads it). */
export function parseEmail(value: string, _field: string): string {
  const email = value.trim().toLowerCase();
  if (emailProblem(email) !== null) throw badRequest('Please enter a valid e-mail address.');
  return email;
}

export function parsePhone(extension: string, number: string): Phone {
  if (extension.trim() !== PHONE_EXTENSION)
    throw badRequest('The country code must be {code}.', { code: PHONE_EXTENSION });
  const digits = number.trim();
  if (phoneNumberProblem(digits) !== null) {
    throw badRequest('A phone number has {digits} digits.', { digits: PHONE_NUMBER_DIGITS });
  }
  return { extension: PHONE_EXTENSION, number: digits };
}

/**
 * A phone with any country code of the country-codes list (a new phone on the profile): +91 numbers
 * have ten digits, others 6 to 14 (machines/shared/inputRules.ts nationalNumberProblem).
 */
export function parseAnyPhone(
  extension: string,
  number: string,
  knownExtensions: ReadonlySet<string>,
): Phone {
  const code = extension.trim();
  if (!knownExtensions.has(code)) throw badRequest('Please choose a country code from the list.');
  const digits = number.trim();
  if (nationalNumberProblem(code, digits) !== null) {
    throw code === PHONE_EXTENSION
      ? badRequest('A phone number has {digits} digits.', { digits: PHONE_NUMBER_DIGITS })
      : badRequest('A phone number has 6 to 14 digits.');
  }
  return { extension: code, number: digits };
}

/** A stored code destination: an e-mail, or a phone written "+44 7700900123" (any country code). */
export function parseDestination(value: string): Identifier | null {
  const phone = /^(\+[0-9]{1,4}) ([0-9]{6,15})$/.exec(value);
  if (phone?.[1] && phone[2]) return { channel: 'phone', phone: { extension: phone[1], number: phone[2] } };
  return parseUsername(value);
}

/** How phones are written everywhere the API shows one: "+91 9876543210". */
export function formatPhone(phone: Phone): string {
  return `${phone.extension} ${phone.number}`;
}

/**
 * A sign-in user name: an e-mail address, or a +91 phone written "+91 9876543210",
 * "+919876543210" or "9876543210". Returns null when it is neither.
 */
export function parseUsername(value: string): Identifier | null {
  const trimmed = value.trim();
  if (trimmed.includes('@')) {
    try {
      return { channel: 'email', email: parseEmail(trimmed, 'username') };
    } catch {
      return null;
    }
  }
  const number = usernamePhoneNumber(trimmed);
  return number ? { channel: 'phone', phone: { extension: PHONE_EXTENSION, number } } : null;
}

/** The written form of an identifier: the e-mail, or the phone as "+91 9876543210". */
export function identifierText(identifier: Identifier): string {
  return identifier.channel === 'email' ? identifier.email : formatPhone(identifier.phone);
}

/** "a***@example.com": enough to recognise one's own address, not enough to learn someone else's. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** "+91 ******3210". */
export function maskPhone(phone: Phone): string {
  return `${phone.extension} ${'*'.repeat(Math.max(phone.number.length - 4, 0))}${phone.number.slice(-4)}`;
}

export function maskIdentifier(identifier: Identifier): string {
  return identifier.channel === 'email' ? maskEmail(identifier.email) : maskPhone(identifier.phone);
}

// Invisible formatting characters (Unicode category Cf): text-direction overrides and isolates
// (U+202A–U+202E, U+2066–U+2069) make a name read differently from what it holds, zero-width ones
// (U+200B–U+200F, U+2060, U+FEFF, soft hyphen…) hide text or make a name that shows nothing. The
// zero-width non-joiner and joiner (U+200C, U+200D) are kept where names need them: after a
// combining mark (Indic scripts, "ന്‍"), or between two letters (Persian "مهدی‌زاده").
const FORMATTING = /\p{Cf}/u;
const NEEDED_JOINER = /(?<=\p{M})[\u200C\u200D]|(?<=\p{L})[\u200C\u200D](?=[\p{L}\p{M}])/gu;
// Letters, digits, punctuation or symbols that draw nothing: the Hangul fillers and the blank
// Braille pattern.
const BLANK = /[\u115F\u1160\u3164\uFFA0\u2800]/gu;
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;

// Half of a UTF-16 pair (a lone surrogate) is no character at all: stored, it would become U+FFFD.
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * `value` unchanged, or a 400 naming `field` when it holds invisible formatting characters (the
 * joiners names need aside) or a lone surrogate: the check of names, and of every text a person
 * writes where text direction could be turned round (an address).
 */
export function refuseHiddenCharacters(value: string, field: string): string {
  if (FORMATTING.test(value.replace(NEEDED_JOINER, ''))) {
    throw badRequest(
      '“{field}” must not contain invisible formatting characters (such as text-direction or zero-width marks).',
      { field: fieldLabel(field) },
    );
  }
  if (LONE_SURROGATE.test(value)) {
    throw badRequest(
      '“{field}” must not contain broken characters (half of an emoji or of another character).',
      {
        field: fieldLabel(field),
      },
    );
  }
  return value;
}

/**
 * A first or last name: trimmed, inner runs of spaces collapsed, 1 to 60 characters, no control or
 * invisible formatting characters, at least one letter and at most four marks on one letter
 * (nameProblem, the rule the storefront checks before sending).
 */
export function parseName(value: string, field: string): string {
  refuseHiddenCharacters(value, field);
  const name = normalisedName(value);
  const problem = nameProblem(value);
  if (problem === 'required' || problem === 'tooLong' || /\p{Cc}/u.test(name)) {
    throw badRequest('“{field}” must be 1 to {max} characters.', {
      field: fieldLabel(field),
      max: NAME_MAX_LENGTH,
    });
  }
  if (!VISIBLE.test(name.replace(BLANK, ''))) {
    throw badRequest('“{field}” must contain at least one visible character.', { field: fieldLabel(field) });
  }
  if (problem === 'invalid') {
    throw badRequest(
      '“{field}” must contain letters, with no invisible characters and no more than {max} accents on one letter.',
      { field: fieldLabel(field), max: NAME_MAX_MARKS_PER_LETTER },
    );
  }
  return name;
}
