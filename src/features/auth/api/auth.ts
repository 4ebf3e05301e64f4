import {
  type ForgotPasswordRequest,
  type LoginOtpRequest,
  type LoginRequest,
  type OtpChallenge,
  type OtpGenerateRequest,
  type OtpValidateResponse,
  type ResetPasswordRequest,
  type ResetTokenResponse,
  type SignupRequest,
  type TokenSet,
  UMS_BASE_PATH,
} from '../../../../contracts/ums.ts';
import type { ApiClient } from '../../../api/client.ts';

// The sign-in, sign-up, token and password calls. None sends a bearer token, and a 401 from them
// is an answer (wrong password, expired session), never a reason to refresh.

function post<T>(api: ApiClient, path: string, body: unknown): Promise<T> {
  return api.request<T>('POST', `${UMS_BASE_PATH}/${path}`, { body, auth: false });
}

export const login = (api: ApiClient, body: LoginRequest) => post<TokenSet>(api, 'login', body);
export const loginWithOtp = (api: ApiClient, body: LoginOtpRequest) => post<TokenSet>(api, 'login-otp', body);
export const generateOtp = (api: ApiClient, body: OtpGenerateRequest) =>
  post<OtpChallenge>(api, 'otp/generate', body);
export const regenerateOtp = (api: ApiClient, otpId: string) =>
  post<OtpChallenge>(api, 'otp/regenerate', { otp_id: otpId });
export const validateSignupOtp = (api: ApiClient, otpId: string, otp: string) =>
  post<OtpValidateResponse>(api, 'otp/validate', { otp_id: otpId, otp });
export const signUp = (api: ApiClient, body: SignupRequest) => post<TokenSet>(api, 'customer-signup', body);

/** SPEC section 7: POST refresh-token with refresh_token and realm_name; the token rotates. */
export const refreshTokens = (api: ApiClient, refreshToken: string, realmName: string) =>
  post<TokenSet>(api, 'refresh-token', { refresh_token: refreshToken, realm_name: realmName });

/** SPEC section 7: POST session-logout with the stored id token as id_token_hint. */
export const logout = (api: ApiClient, idToken: string) =>
  post<null>(api, 'session-logout', { id_token_hint: idToken });

export const sendPasswordResetLink = (api: ApiClient, body: ForgotPasswordRequest) =>
  post<null>(api, 'forgot-password/send-link', body);
export const verifyResetToken = (api: ApiClient, token: string) =>
  post<ResetTokenResponse>(api, 'forgot-password/verify-token', { token });
export const resetPassword = (api: ApiClient, body: ResetPasswordRequest) =>
  post<null>(api, 'forgot-password/update', body);
