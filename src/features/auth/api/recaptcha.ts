import type { RecaptchaConfiguration, RecaptchaStandInToken } from '../../../../contracts/recaptcha.ts';
import { UMS_BASE_PATH } from '../../../../contracts/ums.ts';
import type { ApiClient } from '../../../api/client.ts';

// The store's reCAPTCHA (SPEC section 7, recaptcha configurations) and the local stand-in challenge.
export const fetchRecaptchaConfiguration = (api: ApiClient) =>
  api.get<RecaptchaConfiguration>(`${UMS_BASE_PATH}/recaptcha-configurations`);

export const answerStandInChallenge = (api: ApiClient) =>
  api.send<RecaptchaStandInToken>('POST', `${UMS_BASE_PATH}/recaptcha-stand-in`, {});
