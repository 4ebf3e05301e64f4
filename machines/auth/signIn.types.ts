// Types of the signIn machine (machines/auth/signIn.machine.ts).

import type { TokenSet } from '../../contracts/ums.ts';
import type { FlowError } from '../shared/flowError.ts';

export interface SignInContext {
  /** The token set once a method succeeded: the machine's output. */
  tokens: TokenSet | null;
  /** Why the last password attempt failed; null when none did. */
  error: FlowError | null;
}

export interface PasswordCredentials {
  /** An e-mail, or a phone as "+91 9876543210". */
  username: string;
  password: string;
  /** The store's reCAPTCHA token, when the store turns it on (checked by the server only). */
  recaptchaToken?: string;
}

export type SignInEvent =
  /** The password form was sent. */
  | { type: 'SUBMIT_PASSWORD'; credentials: PasswordCredentials }
  /** The "one-time code" tab. */
  | { type: 'USE_CODE' }
  /** The "password" tab. */
  | { type: 'USE_PASSWORD' };

/** What the sign-in screen shows. */
export type SignInScreen = 'password' | 'signingIn' | 'code' | 'signedIn';
