import { signInMachine } from '../../../machines/auth/signIn.machine.ts';
import {
  actorDone,
  actorError,
  defineModel,
  stateValueToString,
  userEvent,
} from '../../../scripts/paths/graphCoverage.ts';
import { OFFLINE, refused, TOKENS, TOO_MANY } from './flowFixtures.ts';

export const CREDENTIALS = { username: '  demo@example.com ', password: 'Demo-pass-2026' };
/** Credentials the machine refuses to send: a user name that is neither e-mail nor phone, no password. */
export const BAD_CREDENTIALS = { username: 'asha', password: '' };
export const WRONG_PASSWORD = refused(401, 'The e-mail, phone or password is not correct.');

export const EVENTS = {
  submit: 'SUBMIT_PASSWORD',
  submitBad: 'SUBMIT_PASSWORD (neither e-mail nor phone, no password)',
  signedIn: 'xstate.done.actor.logIn (token set)',
  wrongPassword: 'xstate.error.actor.logIn (401 wrong password)',
  offline: 'xstate.error.actor.logIn (no answer)',
  tooMany: 'xstate.error.actor.logIn (429)',
  useCode: 'USE_CODE',
  usePassword: 'USE_PASSWORD',
  codeVerified: 'xstate.done.actor.otp (token set)',
  codeOtherResult: "xstate.done.actor.otp (another flow's result: a signup token)",
} as const;

const inner = (event: string) => event.replace(/^\S+ \((.*)\)$/, '$1');

export const signInModel = defineModel({
  name: 'signIn',
  machine: signInMachine,
  scenarios: [{ label: 'the sign-in page', input: undefined }],
  events: [
    userEvent({ type: 'SUBMIT_PASSWORD', credentials: CREDENTIALS }, EVENTS.submit),
    userEvent({ type: 'SUBMIT_PASSWORD', credentials: BAD_CREDENTIALS }, EVENTS.submitBad),
    actorDone('logIn', TOKENS, inner(EVENTS.signedIn)),
    actorError('logIn', inner(EVENTS.wrongPassword), WRONG_PASSWORD),
    actorError('logIn', inner(EVENTS.offline), OFFLINE),
    actorError('logIn', inner(EVENTS.tooMany), TOO_MANY),
    userEvent({ type: 'USE_CODE' }, EVENTS.useCode),
    userEvent({ type: 'USE_PASSWORD' }, EVENTS.usePassword),
    actorDone('otp', TOKENS, inner(EVENTS.codeVerified)),
    // The code child's result is a token set for a login: another flow's result is passed over.
    actorDone('otp', { signup_token: 'signup-token-1' }, inner(EVENTS.codeOtherResult)),
  ],
  project: ({ context }) => context,
  describeState: ({ value, context }) =>
    context.error ? `${stateValueToString(value)} (${context.error.kind})` : stateValueToString(value),
  effects: [],
});
