// Types of the changePassword machine (machines/account/changePassword.machine.ts).
import type { ChangePasswordRequest } from '../../contracts/ums.ts';
import type { FlowError } from '../shared/flowError.ts';

export interface ChangePasswordContext {
  /** Why the last attempt was refused (before sending or by the server); null otherwise. */
  error: FlowError | null;
}

export interface ChangePasswordTyped {
  currentPassword: string;
  newPassword: string;
  newPasswordAgain: string;
}

export type ChangePasswordEvent = { type: 'SUBMIT' } & ChangePasswordTyped;

/** Input of the changePassword actor (POST /ums/rest/v3/change-password). */
export type ChangePasswordInput = ChangePasswordRequest;

export type ChangePasswordScreen = 'editing' | 'saving' | 'changed';
