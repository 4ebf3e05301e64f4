import type { CustomerProfile } from '../../contracts/ums.ts';

/** The signed-in customer the account pages' tests show: e-mail only, no phone, no picture. */
export const ASHA_PROFILE: CustomerProfile = {
  sub: 'c1',
  first_name: 'Asha',
  last_name: 'Rao',
  email: 'asha@example.com',
  phone: null,
  phone_extension: null,
  phone_number: null,
  profile_image_url: null,
};
