// The password rule for new passwords: 8 to 128 characters with at least one letter and one digit.
import { badRequest } from '../http/http-error.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Throws a 400 naming `field` when the password breaks the rule; returns it unchanged otherwise. */
export function checkNewPassword(password: string, field: string): string {
  const length = [...password].length;
  const fits =
    length >= PASSWORD_MIN_LENGTH &&
    length <= PASSWORD_MAX_LENGTH &&
    /\p{L}/u.test(password) &&
    /\p{Nd}/u.test(password);
  if (!fits) {
    throw badRequest(
      `${field} must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters long and contain at least one letter and one digit`,
    );
  }
  return password;
}
