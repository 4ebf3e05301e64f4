import type { OtpGenerateRequest, RemovedDevice, TrustedDevice } from '../../../contracts/ums.ts';
import { deviceRemovalMachine } from '../../../machines/account/deviceRemoval.machine.ts';
import { actorDone, defineModel, userEvent } from '../../../scripts/paths/graphCoverage.ts';
import { TOKENS } from './flowFixtures.ts';

export const PHONE: TrustedDevice = {
  id: '7b0d6f1e-9c57-4d7e-a1f4-1d2f5c7a9e01',
  device: 'Android',
  browser: 'Chrome 131',
  first_seen_at: '2026-03-01T09:00:00.000Z',
  last_seen_at: '2026-03-02T09:00:00.000Z',
  current: false,
};
export const LAPTOP: TrustedDevice = {
  ...PHONE,
  id: '7b0d6f1e-9c57-4d7e-a1f4-1d2f5c7a9e02',
  device: 'Windows',
};

export const requestFor = (device: TrustedDevice): OtpGenerateRequest => ({
  purpose: 'device',
  channel: 'email',
  email: 'asha@example.com',
  device_id: device.id,
});

/** What the server answers once the code is given. */
export const REMOVED: RemovedDevice = { device_id: PHONE.id, signed_out: 2 };

export const EVENTS = {
  removePhone: 'REMOVE (phone)',
  removeLaptop: 'REMOVE (laptop)',
  cancel: 'CANCEL',
  dismiss: 'DISMISS',
  confirmed: 'xstate.done.actor.otp (the removed device)',
  otherResult: "xstate.done.actor.otp (another flow's result: a token set)",
} as const;

export const deviceRemovalModel = defineModel({
  name: 'deviceRemoval',
  machine: deviceRemovalMachine,
  scenarios: [{ label: 'the devices list', input: undefined }],
  events: [
    userEvent({ type: 'REMOVE', device: PHONE, request: requestFor(PHONE) }, EVENTS.removePhone),
    userEvent({ type: 'REMOVE', device: LAPTOP, request: requestFor(LAPTOP) }, EVENTS.removeLaptop),
    userEvent({ type: 'CANCEL' }, EVENTS.cancel),
    userEvent({ type: 'DISMISS' }, EVENTS.dismiss),
    actorDone('otp', REMOVED, 'the removed device'),
    // The code child's result is the removed device: another flow's result is passed over.
    actorDone('otp', TOKENS, "another flow's result: a token set"),
  ],
  project: ({ context }) => context,
  effects: [],
});
