// Types of the otpVerification machine (machines/auth/otpVerification.machine.ts). The request, challenge
// and result shapes are the ums contract's.
import type {
  CustomerProfile,
  OtpChallenge,
  OtpGenerateRequest,
  OtpPurpose,
  OtpValidateResponse,
  RemovedDevice,
  TokenSet,
} from '../../contracts/ums.ts';
import type { FlowError } from '../shared/flowError.ts';

/**
 * Output of verifyOtp: a signup token (purpose signup), a TokenSet (purpose login, POST login-otp),
 * the profile with its new e-mail or phone (purpose contact, POST verify/validate-otp), or the
 * removed device (purpose device, POST devices/remove).
 */
export type OtpVerificationResult = OtpValidateResponse | TokenSet | CustomerProfile | RemovedDevice;

export interface OtpVerificationInput {
  purpose: OtpPurpose;
  /**
   * The code goes to an address the flow chose, not one the customer types (a device removal: the
   * account's own address): no other e-mail or phone may be asked for (CHANGE_DESTINATION is
   * refused). Absent: false.
   */
  fixedDestination?: boolean;
}

export interface OtpVerificationContext {
  purpose: OtpPurpose;
  /** The input's fixedDestination: the screen offers no other address, the machine refuses one. */
  fixedDestination: boolean;
  /** The last request sent (kept when the destination changes, so that the form can refill). */
  request: OtpGenerateRequest | null;
  /** The code the server sent last; null before the first one and after CHANGE_DESTINATION. */
  challenge: OtpChallenge | null;
  result: OtpVerificationResult | null;
  /** The step that failed last and why; null when nothing failed (or after a new attempt). */
  error: OtpFailure | null;
  /** Wrong codes entered so far (the server rejected them). */
  attempts: number;
  /** The resend delay of the current code has passed: a new code may be requested. */
  resendAllowed: boolean;
}

export type OtpVerificationEvent =
  /** The form asks for a code (the machine sets the request's purpose to its own). */
  | { type: 'SEND'; request: OtpGenerateRequest }
  /** Ask for a new code for the same destination (once the resend delay has passed). */
  | { type: 'RESEND' }
  /** Check the code the customer typed. */
  | { type: 'VERIFY'; otp: string }
  /** Back to the form, to change the e-mail or phone number (refused with a fixed destination). */
  | { type: 'CHANGE_DESTINATION' };

/** Input of the `regenerateOtp` actor (POST /ums/rest/v3/otp/regenerate). */
export interface RegenerateOtpInput {
  otp_id: string;
}

/** Input of the `verifyOtp` actor: otp/validate for signup, login-otp for login. */
export interface VerifyOtpInput {
  otp_id: string;
  otp: string;
  purpose: OtpPurpose;
}

/** The steps of the flow that can fail. */
export type OtpStep = 'send' | 'resend' | 'verify';

/** A failed step, for the screen to explain. */
export interface OtpFailure {
  step: OtpStep;
  problem: FlowError;
}

/** What the screen shows: the destination form (maybe sending), or the code form and its state. */
export type OtpScreen =
  | 'destination'
  | 'sending'
  | 'code'
  | 'codeResendable'
  | 'resending'
  | 'verifying'
  | 'verified';
