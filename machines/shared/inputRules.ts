// The rules a customer's typed input must meet, in one place for both sides: the flows check them
// before anything is sent (so the shopper reads a translated reason next to the field, never the
// server's English), and the reference server checks the same on arrival (a 400 for any other
// client). Pure functions over strings; the limits are the ums contract's constants.

import { MAX_ENQUIRY_MESSAGE, MAX_ENQUIRY_SUBJECT } from '../../contracts/enquiries.ts';
import {
  EMAIL_LOCAL_PART_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  OTP_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_EXTENSION,
  PHONE_NUMBER_DIGITS,
} from '../../contracts/ums.ts';

/** Nothing typed (or only spaces). */
type Required = 'required';

export type EmailProblem = Required | 'invalid';
export type PhoneNumberProblem = Required | 'invalid';
/** The sign-in user name: an e-mail address or a phone number. */
export type UsernameProblem = Required | 'invalid';
/** The password typed to sign in: only its presence is checked, never its strength. */
export type PasswordProblem = Required;
/** invalid: no letter, an invisible or formatting character, or accents piled on one letter. */
export type NameProblem = Required | 'tooLong' | 'invalid';
export type NewPasswordProblem = Required | 'tooShort' | 'tooLong' | 'needsLetterAndDigit';
/** A written text with a bound: an enquiry's subject or message. */
export type TextProblem = Required | 'tooLong';

/** The fields the flows check, and what can be wrong with each. */
export interface InputProblems {
  email?: EmailProblem;
  phoneNumber?: PhoneNumberProblem;
  username?: UsernameProblem;
  password?: PasswordProblem;
  firstName?: NameProblem;
  lastName?: NameProblem;
  newPassword?: NewPasswordProblem;
  subject?: TextProblem;
  message?: TextProblem;
}

export type InputField = keyof InputProblems;

/** Characters, as a person counts them (code points: "आशा" is 3, an emoji is 1). */
const lengthOf = (text: string) => [...text].length;

// Plain addresses only: the characters RFC 5322 allows unquoted in the local part, an ASCII
// (or punycode) domain with at least one dot. No spaces or control characters, so an address is
// always safe on one log line.
const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** An e-mail address, spaces around it ignored: one @, a dotted domain, at most 254 characters. */
export function emailProblem(value: string): EmailProblem | null {
  const email = value.trim();
  if (email === '') return 'required';
  const local = email.slice(0, Math.max(email.indexOf('@'), 0));
  const fits =
    email.length <= EMAIL_MAX_LENGTH && local.length <= EMAIL_LOCAL_PART_MAX_LENGTH && EMAIL.test(email);
  return fits ? null : 'invalid';
}

const NATIONAL_NUMBER = new RegExp(`^[0-9]{${PHONE_NUMBER_DIGITS}}$`);

/** A national phone number (after the +91): exactly ten ASCII digits, spaces around it ignored. */
export function phoneNumberProblem(value: string): PhoneNumberProblem | null {
  const digits = value.trim();
  if (digits === '') return 'required';
  return NATIONAL_NUMBER.test(digits) ? null : 'invalid';
}

/** Digits a national number of another country code may have (E.164 allows 15 with the code). */
export const OTHER_NATIONAL_NUMBER_DIGITS = { min: 6, max: 14 } as const;

/**
 * How many digits the national number after `extension` has: +91 exactly PHONE_NUMBER_DIGITS
 * (min = max), any other code 6 to 14. The phone field's hint, its key limit and the check below
 * all read it, so they follow the chosen country code.
 */
export function nationalNumberDigits(extension: string): { min: number; max: number } {
  return extension.trim() === PHONE_EXTENSION
    ? { min: PHONE_NUMBER_DIGITS, max: PHONE_NUMBER_DIGITS }
    : { ...OTHER_NATIONAL_NUMBER_DIGITS };
}

const OTHER_NATIONAL_NUMBER = new RegExp(
  `^[0-9]{${OTHER_NATIONAL_NUMBER_DIGITS.min},${OTHER_NATIONAL_NUMBER_DIGITS.max}}$`,
);

/**
 * A national number after any country code: +91 as phoneNumberProblem says (ten digits); another
 * country's 6 to 14 digits (E.164 allows 15 with the country code).
 */
export function nationalNumberProblem(extension: string, value: string): PhoneNumberProblem | null {
  if (extension.trim() === PHONE_EXTENSION) return phoneNumberProblem(value);
  const digits = value.trim();
  if (digits === '') return 'required';
  return OTHER_NATIONAL_NUMBER.test(digits) ? null : 'invalid';
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const USERNAME_PHONE = new RegExp(`^(?:${escapeRegExp(PHONE_EXTENSION)} ?)?([0-9]{${PHONE_NUMBER_DIGITS}})$`);

/**
 * The national number of a sign-in user name written as a phone: "+91 9876543210",
 * "+919876543210" or "9876543210" (spaces around it ignored); null when it is not one.
 */
export function usernamePhoneNumber(value: string): string | null {
  return USERNAME_PHONE.exec(value.trim())?.[1] ?? null;
}

/** A sign-in user name: an e-mail address (it has an @), or a phone number as usernamePhoneNumber reads it. */
export function usernameProblem(value: string): UsernameProblem | null {
  const username = value.trim();
  if (username === '') return 'required';
  const fits = username.includes('@')
    ? emailProblem(username) === null
    : usernamePhoneNumber(username) !== null;
  return fits ? null : 'invalid';
}

/** The password typed to sign in: anything but nothing (spaces only count as nothing, as on the server). */
export function passwordProblem(value: string): PasswordProblem | null {
  return value.trim() === '' ? 'required' : null;
}

/** A name as it is kept: trimmed, every run of spaces (tabs, line breaks…) one space. */
export function normalisedName(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

/** The most combining marks (accents, vowel signs) one letter of a name may carry. */
export const NAME_MAX_MARKS_PER_LETTER = 4;

// The zero-width non-joiner and joiner (U+200C, U+200D) are the only invisible characters a name
// may hold, where its script needs them: after a combining mark (Indic scripts, "ന്‍") or between
// two letters (Persian "مهدی‌زاده").
const NAME_JOINER = /(?<=\p{M})[\u200C\u200D]|(?<=\p{L})[\u200C\u200D](?=[\p{L}\p{M}])/gu;
// Characters that draw nothing or change how the rest reads: default-ignorable ones (zero-width
// spaces and joiners, the Hangul fillers, U+034F, U+17B4/5, variation selectors…), formatting ones
// (text-direction marks, U+FEFF…), control characters other than the spaces a name's runs of
// spaces collapse, and halves of a UTF-16 pair; and what shows as a blank or as nothing known: the
// Braille blank U+2800, private-use and unassigned code points. Looked for in the name as typed:
// trimming would otherwise drop a U+FEFF at either end unseen.
const NAME_HIDDEN =
  /[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Cs}\p{Co}\p{Cn}\u2800]|(?![\t\n\v\f\r])\p{Cc}/u;
const NAME_PILED_MARKS = new RegExp(`\\p{M}{${NAME_MAX_MARKS_PER_LETTER + 1},}`, 'u');

/**
 * A first or last name: 1 to 60 characters once normalised, at least one letter (any script), no
 * invisible or formatting character (the joiners a script needs aside) and at most four combining
 * marks on one letter. Such names are refused, not cleaned: what is kept is what the person typed.
 */
export function nameProblem(value: string): NameProblem | null {
  const name = normalisedName(value);
  const length = lengthOf(name);
  if (length === 0) return 'required';
  if (length > NAME_MAX_LENGTH) return 'tooLong';
  if (NAME_HIDDEN.test(value.replace(NAME_JOINER, ''))) return 'invalid';
  const shown = name.replace(NAME_JOINER, '');
  return NAME_PILED_MARKS.test(shown) || !/\p{L}/u.test(shown) ? 'invalid' : null;
}

/** A new password, exactly as typed: 8 to 128 characters, at least one letter and one digit (any script). */
export function newPasswordProblem(value: string): NewPasswordProblem | null {
  if (value.trim() === '') return 'required';
  const length = lengthOf(value);
  if (length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (length > PASSWORD_MAX_LENGTH) return 'tooLong';
  return /\p{L}/u.test(value) && /\p{Nd}/u.test(value) ? null : 'needsLetterAndDigit';
}

const OTP_FORMAT = new RegExp(`^[0-9]{${OTP_LENGTH}}$`);

/** A one-time code is exactly six ASCII digits, as typed. */
export function isWellFormedOtp(otp: string): boolean {
  return OTP_FORMAT.test(otp);
}

/** A text as the server keeps it: line breaks as LF, spaces at line ends and around it dropped. */
export function normalisedText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function textProblem(value: string, max: number): TextProblem | null {
  const length = lengthOf(normalisedText(value));
  if (length === 0) return 'required';
  return length > max ? 'tooLong' : null;
}

/** An enquiry's subject: 1 to 150 characters once trimmed (contracts/enquiries.ts). */
export const enquirySubjectProblem = (value: string) => textProblem(value, MAX_ENQUIRY_SUBJECT);

/** An enquiry message: 1 to 2000 characters once trimmed, line breaks allowed. */
export const enquiryMessageProblem = (value: string) => textProblem(value, MAX_ENQUIRY_MESSAGE);
