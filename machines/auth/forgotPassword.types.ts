// Types of the forgotPassword machine (machines/auth/forgotPassword.machine.ts).
import type { ForgotPasswordRequest } from '../../contracts/ums.ts';
import type { FlowError } from '../shared/flowError.ts';

export interface ForgotPasswordContext {
  /** Why the last attempt was refused or failed; null when nothing did. */
  error: FlowError | null;
}

/** The form asks for a link to the e-mail address typed. */
export type ForgotPasswordEvent = { type: 'SEND'; email: string };

/** Input of the `sendLink` actor (POST /ums/rest/v3/forgot-password/send-link). */
export type SendLinkInput = ForgotPasswordRequest;

/** What the forgot-password screen shows. */
export type ForgotPasswordScreen = 'editing' | 'sending' | 'sent';
