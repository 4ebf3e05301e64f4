import { changePasswordMachine } from '../../../machines/account/changePassword.machine.ts';
import type { ChangePasswordTyped } from '../../../machines/account/changePassword.types.ts';
import {
  actorDone,
  actorError,
  defineModel,
  stateValueToString,
  userEvent,
} from '../../../scripts/paths/graphCoverage.ts';
import { OFFLINE, refused } from './flowFixtures.ts';

export const TYPED: ChangePasswordTyped = {
  currentPassword: 'Old-pass-2026',
  newPassword: 'New-pass-2027',
  newPasswordAgain: 'New-pass-2027',
};
export const NO_CURRENT: ChangePasswordTyped = { ...TYPED, currentPassword: ' ' };
export const WEAK: ChangePasswordTyped = { ...TYPED, newPassword: 'short1', newPasswordAgain: 'short1' };
export const DIFFERENT: ChangePasswordTyped = { ...TYPED, newPasswordAgain: 'New-pass-2028' };
export const WRONG_CURRENT = refused(400, 'The current password is incorrect');

export const EVENTS = {
  submit: 'SUBMIT',
  submitNoCurrent: 'SUBMIT (no current password)',
  submitWeak: 'SUBMIT (a new password of 6 characters)',
  submitDifferent: 'SUBMIT (the new password typed differently twice)',
  changed: 'xstate.done.actor.changePassword (changed)',
  wrongCurrent: 'xstate.error.actor.changePassword (400 wrong current password)',
  offline: 'xstate.error.actor.changePassword (no answer)',
} as const;

const inner = (event: string) => event.replace(/^\S+ \((.*)\)$/, '$1');

export const changePasswordModel = defineModel({
  name: 'changePassword',
  machine: changePasswordMachine,
  scenarios: [{ label: 'the user details page', input: undefined }],
  events: [
    userEvent({ type: 'SUBMIT', ...TYPED }, EVENTS.submit),
    userEvent({ type: 'SUBMIT', ...NO_CURRENT }, EVENTS.submitNoCurrent),
    userEvent({ type: 'SUBMIT', ...WEAK }, EVENTS.submitWeak),
    userEvent({ type: 'SUBMIT', ...DIFFERENT }, EVENTS.submitDifferent),
    actorDone('changePassword', null, inner(EVENTS.changed)),
    actorError('changePassword', inner(EVENTS.wrongCurrent), WRONG_CURRENT),
    actorError('changePassword', inner(EVENTS.offline), OFFLINE),
  ],
  project: ({ context }) => context,
  describeState: ({ value, context }) =>
    context.error ? `${stateValueToString(value)} (${context.error.kind})` : stateValueToString(value),
  effects: [],
});
