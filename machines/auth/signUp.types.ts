// Types of the signUp machine (machines/auth/signUp.machine.ts).

import type { TokenSet } from '../../contracts/ums.ts';
import type { FlowError } from '../shared/flowError.ts';

/** What the details form sends: the names already trimmed and collapsed by the screen. */
export interface SignUpDetails {
  firstName: string;
  lastName: string;
  password: string;
  /** The store's reCAPTCHA token, when the store turns it on (checked by the server only). */
  recaptchaToken?: string;
}

export interface SignUpContext {
  /** Proves the e-mail or phone: the otpVerification child's output. */
  signupToken: string | null;
  /** The new customer's token set: the machine's output. */
  tokens: TokenSet | null;
  /** Why creating the account failed last; null when it did not. */
  error: FlowError | null;
}

export type SignUpEvent = { type: 'SUBMIT'; details: SignUpDetails };

/** Input of the `createAccount` actor (POST /ums/rest/v3/customer-signup). */
export interface CreateAccountInput {
  signupToken: string;
  details: SignUpDetails;
}

/** What the sign-up screen shows. */
export type SignUpScreen = 'verifying' | 'details' | 'creating' | 'signedUp';
