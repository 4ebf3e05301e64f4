import { mutationOptions } from '@tanstack/react-query';
import { sendPasswordResetLink } from '../auth.ts';
import type { ApiClient } from '../client.ts';

/** The account calls that are plain requests with no flow around them. */
export const authMutations = {
  /** POST forgot-password/send-link: answers alike whether or not an account uses the address. */
  sendResetLink: (api: ApiClient) =>
    mutationOptions({
      mutationKey: ['auth', 'send-reset-link'],
      mutationFn: (email: string) => sendPasswordResetLink(api, { email: email.trim() }),
    }),
};
