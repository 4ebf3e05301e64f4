// The password rule for new passwords: 8 to 128 characters with at least one letter and one digit.
// The rule itself is the storefront's (machines/shared/inputRules.ts), which its flows check before sending.
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../contracts/ums.ts';
import { newPasswordProblem } from '../../machines/shared/inputRules.ts';
import { badRequest } from '../http/http-error.ts';
import { fieldLabel } from '../i18n/field-labels.ts';

/** Throws a 400 naming `field` when the password breaks the rule; returns it unchanged otherwise. */
export function checkNewPassword(password: string, field: string): string {
  if (newPasswordProblem(password) !== null) {
    throw badRequest(
      '“{field}” must be {min} to {max} characters long and contain at least one letter and one digit.',
      { field: fieldLabel(field), min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH },
    );
  }
  return password;
}
