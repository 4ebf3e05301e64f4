// Types of the deviceRemoval machine (machines/account/deviceRemoval.machine.ts).
import type { OtpGenerateRequest, RemovedDevice, TrustedDevice } from '../../contracts/ums.ts';

export interface DeviceRemovalContext {
  /** The device being removed; null while none is. */
  device: TrustedDevice | null;
  /** Where its code goes (the account's own address), for the child's SEND; null while none is. */
  request: OtpGenerateRequest | null;
  /** What the server answered once the code was given; null before. */
  removed: RemovedDevice | null;
}

export type DeviceRemovalEvent =
  /** Start removing a device (another one, after a removal): the code goes to `request`. */
  | { type: 'REMOVE'; device: TrustedDevice; request: OtpGenerateRequest }
  /** Give up the removal under way: nothing changes. */
  | { type: 'CANCEL' }
  /** The confirmation was read: back to the list. */
  | { type: 'DISMISS' };

/** What the devices list shows of the removal. */
export type DeviceRemovalScreen = 'idle' | 'confirming' | 'removed';
