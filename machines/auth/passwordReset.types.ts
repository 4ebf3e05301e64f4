// Types of the passwordReset machine (machines/auth/passwordReset.machine.ts).
import type { FlowError } from '../shared/flowError.ts';

export interface PasswordResetInput {
  /** The token of the e-mailed link (/resetPassword?token=…); empty when the link has none. */
  token: string;
}

export interface PasswordResetContext {
  token: string;
  /** The account the link resets, once the link was checked. */
  email: string | null;
  /** Why the link was refused, or why the last attempt failed; null when nothing failed. */
  error: FlowError | null;
}

export type PasswordResetEvent = { type: 'SUBMIT'; password: string; passwordAgain: string };

/** Input of the `changePassword` actor (POST /ums/rest/v3/forgot-password/update). */
export interface ChangePasswordInput {
  token: string;
  password: string;
}

/** What the reset screen shows. */
export type PasswordResetScreen = 'checkingLink' | 'linkInvalid' | 'editing' | 'saving' | 'changed';
