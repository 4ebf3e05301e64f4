import type { CustomerProfile } from '../../../contracts/ums.ts';
import { contactChangeMachine } from '../../../machines/account/contactChange.machine.ts';
import { actorDone, defineModel, userEvent } from '../../../scripts/paths/graphCoverage.ts';
import { TOKENS } from './flowFixtures.ts';

/** The profile the server answers once the new e-mail is confirmed. */
export const CHANGED: CustomerProfile = {
  sub: 'customer-1',
  first_name: 'Asha',
  last_name: 'Rao',
  email: 'asha.new@example.com',
  phone: null,
  phone_extension: null,
  phone_number: null,
  profile_image_url: null,
};

export const EVENTS = {
  changeEmail: 'CHANGE (e-mail)',
  changePhone: 'CHANGE (phone)',
  cancel: 'CANCEL',
  dismiss: 'DISMISS',
  confirmed: 'xstate.done.actor.otp (the profile with the new address)',
  otherResult: "xstate.done.actor.otp (another flow's result: a token set)",
} as const;

export const contactChangeModel = defineModel({
  name: 'contactChange',
  machine: contactChangeMachine,
  scenarios: [{ label: 'the profile page', input: undefined }],
  events: [
    userEvent({ type: 'CHANGE', channel: 'email' }, EVENTS.changeEmail),
    userEvent({ type: 'CHANGE', channel: 'phone' }, EVENTS.changePhone),
    userEvent({ type: 'CANCEL' }, EVENTS.cancel),
    userEvent({ type: 'DISMISS' }, EVENTS.dismiss),
    actorDone('otp', CHANGED, 'the profile with the new address'),
    // The code child's result is the changed profile: another flow's result is passed over.
    actorDone('otp', TOKENS, "another flow's result: a token set"),
  ],
  project: ({ context }) => context,
  effects: ['showChangedProfile'],
});
