import { useLingui } from '@lingui/react/macro';
import { type RefObject, useEffect } from 'react';
import { MAX_ENQUIRY_MESSAGE, MAX_ENQUIRY_SUBJECT } from '../../contracts/enquiries.ts';
import {
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_EXTENSION,
  PHONE_NUMBER_DIGITS,
} from '../../contracts/ums.ts';
import type { FlowError } from '../../machines/shared/flowError.ts';
import {
  type InputField,
  type InputProblems,
  nationalNumberDigits,
} from '../../machines/shared/inputRules.ts';

/** Each field's words for each of its problems. */
type ProblemTexts = { [F in InputField]: Record<NonNullable<InputProblems[F]>, string> };

/** What a form shows next to each field: the translated reason, for the fields `error` names. */
export type FieldTexts = Partial<Record<InputField, string>>;

/**
 * The shopper's words for an invalidInput error, field by field (machines/shared/inputRules.ts); nothing
 * for any other error, which FlowErrorAlert shows above the form. `phoneExtension`: the country code
 * chosen beside the phone field (+91 when there is no choice), whose digit count the hint names.
 */
export function useInputProblemTexts(
  error: FlowError | null,
  phoneExtension: string = PHONE_EXTENSION,
): FieldTexts {
  const { t } = useLingui();
  const phoneHint = usePhoneNumberHint(phoneExtension);
  if (error?.kind !== 'invalidInput') return {};
  const digits = PHONE_NUMBER_DIGITS;
  const min = PASSWORD_MIN_LENGTH;
  const max = PASSWORD_MAX_LENGTH;
  const nameMax = NAME_MAX_LENGTH;
  const subjectMax = MAX_ENQUIRY_SUBJECT;
  const messageMax = MAX_ENQUIRY_MESSAGE;
  const nameTooLong = t`A name can have at most ${nameMax} characters.`;
  const nameInvalid = t`A name needs letters, with no invisible characters and no more than four accents on one letter.`;
  const texts: ProblemTexts = {
    email: {
      required: t`Enter your e-mail address.`,
      invalid: t`Enter an e-mail address such as name@example.com.`,
    },
    phoneNumber: {
      required: t`Enter your phone number.`,
      invalid: phoneHint,
    },
    username: {
      required: t`Enter your e-mail address or phone number.`,
      invalid: t`Enter an e-mail address, or a phone number of ${digits} digits.`,
    },
    password: { required: t`Enter your password.` },
    firstName: { required: t`Enter your first name.`, tooLong: nameTooLong, invalid: nameInvalid },
    lastName: { required: t`Enter your last name.`, tooLong: nameTooLong, invalid: nameInvalid },
    newPassword: {
      required: t`Choose a password.`,
      tooShort: t`The password needs at least ${min} characters.`,
      tooLong: t`The password can have at most ${max} characters.`,
      needsLetterAndDigit: t`The password needs at least one letter and one digit.`,
    },
    subject: {
      required: t`Write a subject.`,
      tooLong: t`The subject can have at most ${subjectMax} characters.`,
    },
    message: {
      required: t`Write a message.`,
      tooLong: t`A message can have at most ${messageMax} characters.`,
    },
  };
  const shown: FieldTexts = {};
  for (const [field, problem] of Object.entries(error.fields) as Array<[InputField, string]>) {
    shown[field] = (texts[field] as Record<string, string>)[problem];
  }
  return shown;
}

/** What the national number after `extension` must be: "the 10 digits", or "6 to 14 digits". */
export function usePhoneNumberHint(extension: string): string {
  const { t } = useLingui();
  const { min, max } = nationalNumberDigits(extension);
  const digits = min;
  return min === max
    ? t`Enter the ${digits} digits of your phone number.`
    : t`Enter your phone number without the country code: ${min} to ${max} digits.`;
}

/**
 * When a new invalidInput error arrives, moves the focus to the first field it names, in the
 * form's order, so the shopper lands on what to correct (and a screen reader reads its reason).
 */
export function useFocusFirstProblem(
  error: FlowError | null,
  fields: ReadonlyArray<readonly [InputField, RefObject<HTMLElement | null>]>,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new error moves the focus (the fields are the form's, fixed)
  useEffect(() => {
    if (error?.kind !== 'invalidInput') return;
    const first = fields.find(([field]) => error.fields[field] !== undefined);
    first?.[1].current?.focus();
  }, [error]);
}
