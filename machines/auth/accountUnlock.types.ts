// Types of the accountUnlock machine (machines/auth/accountUnlock.machine.ts).
import type { UnlockConfiguration, UnlockMethod, UnlockRequest } from '../../contracts/ums.ts';
import type { FlowError } from '../shared/flowError.ts';

export interface AccountUnlockInput {
  /** The e-mailed link's token (/unlock?token=…); null on the form. */
  token: string | null;
}

export interface AccountUnlockContext {
  token: string | null;
  /** What was typed last (kept across failures); empty at first: no answer names a locked account. */
  username: string;
  /** The store's unlock configuration once loaded. */
  configuration: UnlockConfiguration | null;
  /** The method of the request under way, or last chosen. */
  method: UnlockMethod | null;
  /** The request the server answered (its id, masked destination, resends left). */
  request: UnlockRequest | null;
  /** Why the last step failed; null when nothing did. */
  error: FlowError | null;
  /** The countdown to the next resend while it runs; null once a resend may be asked for. */
  wait: ResendWait | null;
}

/** A countdown to the next resend: a new object each time one starts. */
export interface ResendWait {
  seconds: number;
}

export type AccountUnlockEvent =
  /** Send a link or a code to the e-mail or phone typed. */
  | { type: 'SEND'; method: UnlockMethod; username: string }
  /** Send the link or code again (while resends are left). */
  | { type: 'RESEND' }
  /** Check the code typed. */
  | { type: 'VERIFY'; otp: string }
  /** Back to the form (another method or address, or after a dead link). */
  | { type: 'START_OVER' }
  /** Load the configuration again after it failed. */
  | { type: 'RETRY' };

export interface SendUnlockInput {
  method: UnlockMethod;
  username: string;
}

export interface VerifyUnlockInput {
  unlock_id: string;
  otp: string;
}

/** What the unlock screen shows. */
export type AccountUnlockScreen =
  | 'loading'
  | 'loadFailed'
  | 'form'
  | 'sending'
  | 'linkSent'
  | 'codeSent'
  | 'resending'
  | 'verifying'
  | 'redeeming'
  | 'linkFailed'
  | 'unlocked';
