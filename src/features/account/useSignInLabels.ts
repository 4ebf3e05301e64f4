import { useLingui } from '@lingui/react/macro';
import type { SignInDevice, SignInMethod } from '../../../contracts/ums.ts';
import { useDrawnFromServer } from '../../app/firstScreen.ts';
import { formatDateTime, shownTimeZone } from '../../lib/dateFormat.ts';
import { addressText } from './rules/signInAddress.ts';

/** Left-to-right isolates: an address keeps its order inside an Arabic sentence. */
const ltr = (text: string) => `\u2066${text}\u2069`;

/**
 * The words of a sign-in or session: its device and browser, its method, its time (in the shopper's
 * language, src/lib/dateFormat.ts) and its address (src/features/account/rules/signInAddress.ts).
 */
export function useSignInLabels() {
  const { t, i18n } = useLingui();
  const timeZone = shownTimeZone(useDrawnFromServer());
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
    when: (instant: string) => formatDateTime(instant, i18n.locale, timeZone),
    address: (address: string) => {
      const described = addressText(address);
      switch (described.kind) {
        case 'local':
          return t`This computer (local)`;
        case 'unknown':
          return t`Unknown address`;
        default:
          return ltr(described.text);
      }
    },
  };
}
