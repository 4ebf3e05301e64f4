import { passwordResetMachine } from '../../../machines/auth/passwordReset.machine.ts';
import {
  actorDone,
  actorError,
  defineModel,
  stateValueToString,
  userEvent,
} from '../../../scripts/paths/graphCoverage.ts';
import { OFFLINE, refused } from './flowFixtures.ts';

export const EMAIL = 'demo@example.com';
export const NEW_PASSWORD = 'New-pass-2026';
/** A new password the machine refuses to send, typed the same twice: too short. */
export const SHORT_PASSWORD = 'Ab1';
export const EXPIRED_LINK = refused(400, 'This link has expired. Ask for a new one.');
export const WEAK_PASSWORD = refused(
  400,
  'The password needs at least 8 characters, with a letter and a digit.',
);

export const SCENARIOS = { link: 'a link with a token', bare: 'a link without a token' } as const;

export const EVENTS = {
  linkGood: 'xstate.done.actor.checkLink (the account e-mail)',
  linkExpired: 'xstate.error.actor.checkLink (400 expired link)',
  linkOffline: 'xstate.error.actor.checkLink (no answer)',
  submit: 'SUBMIT (the same password twice)',
  submitDiffering: 'SUBMIT (two different passwords)',
  submitShort: 'SUBMIT (a 3-character password twice)',
  changed: 'xstate.done.actor.changePassword (changed)',
  refused: 'xstate.error.actor.changePassword (400 weak password)',
  offline: 'xstate.error.actor.changePassword (no answer)',
} as const;

const inner = (event: string) => event.replace(/^\S+ \((.*)\)$/, '$1');

export const passwordResetModel = defineModel({
  name: 'passwordReset',
  machine: passwordResetMachine,
  scenarios: [
    { label: SCENARIOS.link, input: { token: 'reset-token-1' } },
    { label: SCENARIOS.bare, input: { token: '' } },
  ],
  events: [
    actorDone('checkLink', { email: EMAIL }, inner(EVENTS.linkGood)),
    actorError('checkLink', inner(EVENTS.linkExpired), EXPIRED_LINK),
    actorError('checkLink', inner(EVENTS.linkOffline), OFFLINE),
    userEvent({ type: 'SUBMIT', password: NEW_PASSWORD, passwordAgain: NEW_PASSWORD }, EVENTS.submit),
    userEvent(
      { type: 'SUBMIT', password: NEW_PASSWORD, passwordAgain: 'New-pass-2025' },
      EVENTS.submitDiffering,
    ),
    userEvent(
      { type: 'SUBMIT', password: SHORT_PASSWORD, passwordAgain: SHORT_PASSWORD },
      EVENTS.submitShort,
    ),
    actorDone('changePassword', null, inner(EVENTS.changed)),
    actorError('changePassword', inner(EVENTS.refused), WEAK_PASSWORD),
    actorError('changePassword', inner(EVENTS.offline), OFFLINE),
  ],
  project: ({ context }) => context,
  describeState: ({ value, context }) =>
    context.error ? `${stateValueToString(value)} (${context.error.kind})` : stateValueToString(value),
  effects: [],
});
