import { useLingui } from '@lingui/react/macro';
import type { SignInDevice, SignInMethod } from '../../../contracts/ums.ts';
import { formatDate, formatTime12h } from '../../lib/dateFormat.ts';

/** The words of a sign-in or session: its device and browser, its method, its time. */
export function useSignInLabels() {
  const { t } = useLingui();
  return {
    device: ({ device, browser }: Pick<SignInDevice, 'device' | 'browser'>) => {
      if (device && browser) return t`${browser} on ${device}`;
      return device ?? browser ?? t`Unknown device`;
    },
    method: (method: SignInMethod | null) => {
      switch (method) {
        case 'password':
          return t`Password`;
        case 'code':
          return t`One-time code`;
        case 'signup':
          return t`Sign-up`;
        default:
          return t`Unknown method`;
      }
    },
    when: (instant: string) => `${formatDate(instant)}, ${formatTime12h(instant)}`,
    address: (address: string) => address || t`Unknown address`,
  };
}
