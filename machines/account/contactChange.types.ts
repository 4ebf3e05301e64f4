// Types of the contactChange machine (machines/account/contactChange.machine.ts).
import type { CustomerProfile, OtpChannel } from '../../contracts/ums.ts';

export interface ContactChangeContext {
  /** Which address is being changed; null while nothing is. */
  channel: OtpChannel | null;
  /** The profile as the server answered once the new address was confirmed; null before. */
  changed: CustomerProfile | null;
}

export type ContactChangeEvent =
  /** Start changing the e-mail address or the phone number (again, after a change). */
  | { type: 'CHANGE'; channel: OtpChannel }
  /** Give up the change under way: nothing is changed. */
  | { type: 'CANCEL' }
  /** The confirmation was read: back to the profile. */
  | { type: 'DISMISS' };

/** What the profile screen shows of the change. */
export type ContactChangeScreen = 'idle' | 'changing' | 'changed';
