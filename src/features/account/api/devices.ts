import {
  type OtpChallenge,
  type RemovedDevice,
  type TrustedDeviceList,
  UMS_BASE_PATH,
} from '../../../../contracts/ums.ts';
import type { ApiClient } from '../../../api/client.ts';

// The signed-in customer's trusted devices (SPEC section 7: devices list/OTP/removal).
const DEVICES = `${UMS_BASE_PATH}/devices`;

export const fetchDevices = (api: ApiClient) => api.get<TrustedDeviceList>(DEVICES);

/** A code to the account's own address, confirming the removal of the device. */
export const sendDeviceOtp = (api: ApiClient, deviceId: string) =>
  api.send<OtpChallenge>('POST', `${DEVICES}/otp`, { device_id: deviceId });

export const resendDeviceOtp = (api: ApiClient, otpId: string) =>
  api.send<OtpChallenge>('POST', `${DEVICES}/resend-otp`, { otp_id: otpId });

/** The code: the device is removed and its sessions signed out at once. */
export const removeDevice = (api: ApiClient, otpId: string, otp: string) =>
  api.send<RemovedDevice>('POST', `${DEVICES}/remove`, { otp_id: otpId, otp });
