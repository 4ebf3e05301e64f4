import { signUpMachine } from '../../../machines/auth/signUp.machine.ts';
import type { SignUpDetails } from '../../../machines/auth/signUp.types.ts';
import {
  actorDone,
  actorError,
  defineModel,
  stateValueToString,
  userEvent,
} from '../../../scripts/paths/graphCoverage.ts';
import { OFFLINE, refused, TOKENS } from './flowFixtures.ts';

export const SIGNUP_TOKEN = 'signup-token-1';
export const DETAILS: SignUpDetails = { firstName: 'Asha', lastName: 'Rao', password: 'Asha-pass-2026' };
/** Details the machine refuses to send: no first name, a password without a digit. */
export const BAD_DETAILS: SignUpDetails = { firstName: '  ', lastName: 'Rao', password: 'letters-only' };
export const WEAK_PASSWORD = refused(
  400,
  'The password needs at least 8 characters, with a letter and a digit.',
);

export const EVENTS = {
  verified: 'xstate.done.actor.otp (signup token)',
  verifiedOther: "xstate.done.actor.otp (another flow's result: a token set)",
  submit: 'SUBMIT',
  submitBad: 'SUBMIT (no first name, a password without a digit)',
  created: 'xstate.done.actor.createAccount (token set)',
  refused: 'xstate.error.actor.createAccount (400 weak password)',
  offline: 'xstate.error.actor.createAccount (no answer)',
} as const;

const inner = (event: string) => event.replace(/^\S+ \((.*)\)$/, '$1');

export const signUpModel = defineModel({
  name: 'signUp',
  machine: signUpMachine,
  scenarios: [{ label: 'the sign-up page', input: undefined }],
  events: [
    actorDone('otp', { signup_token: SIGNUP_TOKEN }, inner(EVENTS.verified)),
    // The code child's result is a signup token for a sign-up: another flow's result is passed over.
    actorDone('otp', TOKENS, inner(EVENTS.verifiedOther)),
    userEvent({ type: 'SUBMIT', details: DETAILS }, EVENTS.submit),
    userEvent({ type: 'SUBMIT', details: BAD_DETAILS }, EVENTS.submitBad),
    actorDone('createAccount', TOKENS, inner(EVENTS.created)),
    actorError('createAccount', inner(EVENTS.refused), WEAK_PASSWORD),
    actorError('createAccount', inner(EVENTS.offline), OFFLINE),
  ],
  project: ({ context }) => context,
  describeState: ({ value, context }) =>
    context.error ? `${stateValueToString(value)} (${context.error.kind})` : stateValueToString(value),
  effects: [],
});
