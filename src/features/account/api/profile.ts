import {
  type ChangePasswordRequest,
  type ContactChangeRequest,
  type CountryCodes,
  type CustomerProfile,
  type OtpChallenge,
  type ProfileUpdateRequest,
  UMS_BASE_PATH,
} from '../../../../contracts/ums.ts';
import type { ApiClient } from '../../../api/client.ts';

// The signed-in customer's profile (SPEC section 2, /myProfile; section 7: profile, profile image,
// verify send-otp, country codes).
const PROFILE = `${UMS_BASE_PATH}/profile`;
const PROFILE_IMAGE = `${UMS_BASE_PATH}/profile-image`;

export const fetchProfile = (api: ApiClient) => api.get<CustomerProfile>(PROFILE);

export const updateProfile = (api: ApiClient, request: ProfileUpdateRequest) =>
  api.send<CustomerProfile>('PUT', PROFILE, request);

/** The picture's bytes as the body, with its own type (checked again by the server). */
export const uploadProfileImage = (api: ApiClient, image: Blob) =>
  api.request<CustomerProfile>('PUT', PROFILE_IMAGE, {
    body: image,
    headers: { 'Content-Type': image.type },
  });

export const removeProfileImage = (api: ApiClient) => api.request<CustomerProfile>('DELETE', PROFILE_IMAGE);

export const fetchCountryCodes = (api: ApiClient) => api.get<CountryCodes>(`${UMS_BASE_PATH}/country-codes`);

export const sendContactOtp = (api: ApiClient, request: ContactChangeRequest) =>
  api.send<OtpChallenge>('POST', `${UMS_BASE_PATH}/verify/send-otp`, request);

export const resendContactOtp = (api: ApiClient, otpId: string) =>
  api.send<OtpChallenge>('POST', `${UMS_BASE_PATH}/verify/resend-otp`, { otp_id: otpId });

export const validateContactOtp = (api: ApiClient, otpId: string, otp: string) =>
  api.send<CustomerProfile>('POST', `${UMS_BASE_PATH}/verify/validate-otp`, { otp_id: otpId, otp });

/** The current password and a new one; the server signs every other session out. */
export const changePassword = (api: ApiClient, request: ChangePasswordRequest) =>
  api.send<null>('POST', `${UMS_BASE_PATH}/change-password`, request);
