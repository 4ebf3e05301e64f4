// Request and response shapes of the user-management service (ums) for sign-up, sign-in, tokens
// and passwords. SPEC section 7 names these endpoints without their payloads; this file is the
// contract the client and the reference server share. Every response is wrapped in the usual
// envelope { response_body, response_message }; the types below are the response_body.

// The token set and the one-time-code shapes are declared beside the machines that read them
// (machines import nothing from src/); the client and the server use the very same types.
import type { OtpChannel } from '../../machines/otpVerification.types.ts';

export type {
  OtpChallenge,
  OtpChannel,
  OtpGenerateRequest,
  OtpPurpose,
  OtpSignupResult as OtpValidateResponse,
} from '../../machines/otpVerification.types.ts';
export type { TokenSet } from '../../machines/session.types.ts';

/** Claims of the access and id tokens that the storefront reads (RS256 JWTs). */
export interface CustomerClaims {
  sub: string;
  name?: string;
  given_name?: string;
  family_name?: string;
  preferred_username?: string;
  email?: string;
  /** The store realm the customer belongs to, e.g. "demo". */
  realm: string;
  /** The login session (refresh-token family) the token belongs to. */
  sid: string;
  exp: number;
  iat: number;
}

/** POST /ums/rest/v3/otp/regenerate */
export interface OtpRegenerateRequest {
  otp_id: string;
}

/** POST /ums/rest/v3/otp/validate (purpose signup) */
export interface OtpValidateRequest {
  otp_id: string;
  otp: string;
}

/** POST /ums/rest/v3/customer-signup → TokenSet (the new customer is signed in). */
export interface SignupRequest {
  signup_token: string;
  first_name: string;
  last_name: string;
  password: string;
}

/** POST /ums/rest/v3/login → TokenSet. `username` is an e-mail, or a phone as "+91 9876543210". */
export interface LoginRequest {
  username: string;
  password: string;
}

/** POST /ums/rest/v3/login-otp → TokenSet (an OTP generated with purpose login). */
export interface LoginOtpRequest {
  otp_id: string;
  otp: string;
}

/** POST /ums/rest/v3/refresh-token → TokenSet (the refresh token rotates). SPEC section 7. */
export interface RefreshRequest {
  refresh_token: string;
  realm_name: string;
}

/** POST /ums/rest/v3/session-logout → null. SPEC section 7. */
export interface LogoutRequest {
  id_token_hint: string;
}

/** POST /ums/rest/v3/forgot-password/send-link → null (always, whether or not the e-mail is known). */
export interface ForgotPasswordRequest {
  email: string;
}

/** POST /ums/rest/v3/forgot-password/verify-token → { email } (masked). */
export interface ResetTokenRequest {
  token: string;
}

export interface ResetTokenResponse {
  email: string;
}

/** POST /ums/rest/v3/forgot-password/update → null; signs the customer out everywhere. */
export interface ResetPasswordRequest {
  token: string;
  password: string;
}

/** POST /ums/rest/v3/change-password (signed in) → null. */
export interface ChangePasswordRequest {
  current_password: string;
  new_password: string;
}

/** GET /dev/outbox (development and test only) → { messages }. */
export interface OutboxMessage {
  id: number;
  channel: OtpChannel;
  to: string;
  subject: string;
  body: string;
  /** The one-time code, for OTP messages. */
  code: string | null;
  /** The reset link, for forgot-password messages (a storefront URL with ?token=). */
  link: string | null;
  created_at: string;
}
