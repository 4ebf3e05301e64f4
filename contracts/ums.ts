// ums, the user-management service (SPEC sections 3, 7): tokens, one-time codes, sign-up, sign-in, passwords.
// SPEC section 7 names most of these endpoints without their payloads; this file fixes them. Every
// response is wrapped in the envelope (envelope.ts); the types below are its response_body.

/** Where the ums endpoints live (SPEC section 7). */
export const UMS_BASE_PATH = '/ums/rest/v3';

/**
 * SPEC section 3 "Token set": the response of login, login-otp, customer-signup and refresh-token.
 * Lifetimes in seconds.
 */
export interface TokenSet {
  access_token: string;
  refresh_token: string;
  id_token: string;
  expires_in: number;
  refresh_expires_in: number;
  token_type: 'Bearer';
}

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

/** signup and login: signed out; contact: a signed-in customer proving a new e-mail or phone (verify send-otp). */
export type OtpPurpose = 'signup' | 'login' | 'contact' | 'device';
export type OtpChannel = 'email' | 'phone';

/** SPEC section 9: the phone extension every phone number carries. */
export const PHONE_EXTENSION = '+91';

/** Digits of a national phone number (after the extension). */
export const PHONE_NUMBER_DIGITS = 10;

/** Digits of a one-time code. */
export const OTP_LENGTH = 6;

/** Longest e-mail address, and longest part before its @ (RFC 5321's limits). */
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;

/** A first or last name has 1 to this many characters, once trimmed and its spaces collapsed. */
export const NAME_MAX_LENGTH = 60;

/** A new password has this many characters, at least one letter and at least one digit. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** POST /ums/rest/v3/otp/generate */
export interface OtpGenerateRequest {
  purpose: OtpPurpose;
  channel: OtpChannel;
  /** With channel email. */
  email?: string;
  /** With channel phone: the extension (SPEC section 9: +91) and the national number, digits only. */
  phone_extension?: string;
  phone_number?: string;
  /** With purpose device: the trusted device whose removal the code confirms. */
  device_id?: string;
  /** With purpose login: the reCAPTCHA challenge's token, when the store turns it on (contracts/recaptcha.ts). */
  recaptcha_token?: string;
}

/** Response of otp/generate and otp/regenerate. */
export interface OtpChallenge {
  otp_id: string;
  channel: OtpChannel;
  /** Where the code went, masked (e.g. "a***@example.com", "+91 ******3210"). */
  destination: string;
  /** Seconds until the code expires. */
  expires_in: number;
  /** Seconds before a new code may be requested. */
  resend_in: number;
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

/** Response of POST /ums/rest/v3/otp/validate. */
export interface OtpValidateResponse {
  /** Single use, short-lived: proves the e-mail or phone belongs to the new customer. */
  signup_token: string;
}

/** POST /ums/rest/v3/customer-signup → TokenSet (the new customer is signed in). */
export interface SignupRequest {
  signup_token: string;
  first_name: string;
  last_name: string;
  password: string;
  /** The reCAPTCHA challenge's token, when the store turns it on (contracts/recaptcha.ts). */
  recaptcha_token?: string;
}

/** POST /ums/rest/v3/login → TokenSet. `username` is an e-mail, or a phone as "+91 9876543210". */
export interface LoginRequest {
  username: string;
  password: string;
  /** The reCAPTCHA challenge's token, when the store turns it on (contracts/recaptcha.ts). */
  recaptcha_token?: string;
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

/** GET /ums/rest/v3/profile (signed in): the customer's own account. */
export interface CustomerProfile {
  sub: string;
  first_name: string;
  last_name: string;
  email: string | null;
  /** "+91 9876543210", or null. */
  phone: string | null;
  /** The phone's country code ("+91") and national number, or null. */
  phone_extension: string | null;
  phone_number: string | null;
  /** The profile picture under /media/, or null. */
  profile_image_url: string | null;
}

/** PUT /ums/rest/v3/profile (signed in) → CustomerProfile: the names the customer may change here. */
export interface ProfileUpdateRequest {
  first_name: string;
  last_name: string;
}

/** PUT /ums/rest/v3/profile-image: the image's bytes as the body, with its Content-Type. */
export const PROFILE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ProfileImageType = (typeof PROFILE_IMAGE_TYPES)[number];
/** A profile picture is at most 1 MB. */
export const PROFILE_IMAGE_MAX_BYTES = 1024 * 1024;

/**
 * POST /ums/rest/v3/verify/send-otp (signed in) → OtpChallenge: a code to the new e-mail or phone.
 * POST verify/resend-otp { otp_id } → OtpChallenge; POST verify/validate-otp { otp_id, otp } →
 * CustomerProfile (the address is changed).
 */
export interface ContactChangeRequest {
  channel: OtpChannel;
  email?: string;
  phone_extension?: string;
  phone_number?: string;
}

/** One entry of GET /ums/rest/v3/country-codes. */
export interface CountryCode {
  /** ISO 3166-1 alpha-2, e.g. "IN". */
  iso: string;
  /** The country's English name (the storefront shows the name in the shopper's language). */
  name: string;
  /** "+91". */
  dial_code: string;
}

export interface CountryCodes {
  country_codes: CountryCode[];
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

/** How a sign-in was made: a password, a one-time sign-in code, or the sign-up that made the account. */
export type SignInMethod = 'password' | 'code' | 'signup';

/** What the server reads of a sign-in's User-Agent; null where it cannot tell. */
export interface SignInDevice {
  /** The operating system or device, e.g. "Android", "Windows", "iPhone". */
  device: string | null;
  /** The browser and its major version, e.g. "Chrome 131". */
  browser: string | null;
  /** The client address the server saw. */
  ip_address: string;
}

/** One sign-in of GET login-history (SPEC section 2, /loginSessions), newest first. */
export interface SignInRecord extends SignInDevice {
  id: string;
  /** ISO 8601. */
  signed_in_at: string;
  method: SignInMethod;
  succeeded: boolean;
}

/** One live login session of GET active-sessions (SPEC section 2, /activeSessions), newest first. */
export interface ActiveSession extends SignInDevice {
  id: string;
  /** ISO 8601. */
  signed_in_at: string;
  method: SignInMethod | null;
  /** The session the request was made with. */
  current: boolean;
}

/** A page of one of the account's lists: `items` of `total`, pages of `page_limit` from 1. */
export interface AccountListPage<T> {
  total: number;
  page_number: number;
  page_limit: number;
  items: T[];
}

/** DELETE active-sessions (all but the current one): how many were signed out. */
export interface SignedOutSessions {
  signed_out: number;
}

/** A customer's theme choice (SPEC section 1: light, dark, system). */
export const THEME_MODES = ['light', 'dark', 'system'] as const;
export type ThemeModeChoice = (typeof THEME_MODES)[number];

/**
 * GET /ums/rest/v3/preferences (signed in): what the customer chose; null where nothing was chosen
 * yet. PUT preferences with any of the fields (consents: only the keys to change) → the same.
 */
export interface CustomerPreferences {
  language_code: string | null;
  theme_mode: ThemeModeChoice | null;
  /** Every communication consent: given (true) or not (false, also when never asked). */
  consents: Record<string, boolean>;
  /** The store's analytics tag: allowed (true), declined (false), or never asked (null). */
  analytics_consent: boolean | null;
}

export interface PreferencesUpdate {
  language_code?: string;
  theme_mode?: ThemeModeChoice;
  consents?: Record<string, boolean>;
  analytics_consent?: boolean;
}

// --- Trusted devices: GET devices, POST devices/otp, devices/resend-otp, devices/remove.

/** A browser the customer has signed in on (kept by an HttpOnly device cookie). */
export interface TrustedDevice extends Omit<SignInDevice, 'ip_address'> {
  id: string;
  /** ISO 8601: the first and the latest sign-in or session renewal on it. */
  first_seen_at: string;
  last_seen_at: string;
  /** The device the request was made from. */
  current: boolean;
}

export interface TrustedDeviceList {
  items: TrustedDevice[];
}

/** POST devices/remove answers which device was removed and how many of its sessions ended. */
export interface RemovedDevice {
  device_id: string;
  signed_out: number;
}

// --- Account unlock: GET unlock/configurations, POST unlock/email-link, unlock/otp,
// unlock/resend, unlock/validate-link, unlock/validate-otp. A lock refuses only
// password sign-in from devices the customer has not signed in on, and no answer says so: a
// refused sign-in is a 401 like a wrong password, and the unlock link is e-mailed to the customer.

export type UnlockMethod = 'email_link' | 'otp';

export interface UnlockConfiguration {
  /** The ways this store lets a locked account be unlocked (at least one). */
  methods: UnlockMethod[];
  /** New links or codes one unlock request may send after its first. */
  max_resends: number;
}

/** An unlock request: the same answer whether or not the address has a locked account. */
export interface UnlockRequest {
  unlock_id: string;
  method: UnlockMethod;
  /** Masked. */
  destination: string;
  expires_in: number;
  resend_in: number;
  resends_left: number;
}
