// A store's reCAPTCHA (SPEC section 7, recaptcha configurations) and the token sign-up and sign-in
// send with it.

/** google: Google's challenge (the server has a secret); stand-in: the local challenge of dev and tests. */
export type RecaptchaProvider = 'google' | 'stand-in';

/** GET /ums/rest/v3/recaptcha-configurations (realm-name or bearer) → response_body */
export interface RecaptchaConfiguration {
  enabled: boolean;
  provider: RecaptchaProvider;
  /** Google's site key; null for the stand-in or when off. */
  site_key: string | null;
}

/** The field of the sign-in (`login`) and sign-up bodies that carries the challenge's token. */
export const RECAPTCHA_TOKEN_FIELD = 'recaptcha_token';
/** Google's tokens are about 2,000 characters; anything longer is not one. */
export const MAX_RECAPTCHA_TOKEN_LENGTH = 4096;

/** POST /ums/rest/v3/recaptcha-stand-in (realm-name): the stand-in challenge answered → response_body */
export interface RecaptchaStandInToken {
  token: string;
}

/** Google's script, loaded only on the pages that show the challenge, only when a store turns it on. */
export const GOOGLE_RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js';
