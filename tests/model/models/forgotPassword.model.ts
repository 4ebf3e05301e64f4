import { forgotPasswordMachine } from '../../../machines/auth/forgotPassword.machine.ts';
import {
  actorDone,
  actorError,
  defineModel,
  stateValueToString,
  userEvent,
} from '../../../scripts/paths/graphCoverage.ts';
import { OFFLINE, TOO_MANY } from './flowFixtures.ts';

/** What the customer types: an address with spaces around it (sent without them). */
export const EMAIL = ' meera@example.com ';
export const MALFORMED_EMAIL = 'not-an-email';

export const EVENTS = {
  send: 'SEND (an e-mail address)',
  sendEmpty: 'SEND (nothing typed)',
  sendMalformed: 'SEND (not an e-mail address)',
  sent: 'xstate.done.actor.sendLink (sent, or no such account: the same answer)',
  offline: 'xstate.error.actor.sendLink (no answer)',
  tooMany: 'xstate.error.actor.sendLink (429)',
} as const;

const inner = (event: string) => event.replace(/^\S+ \((.*)\)$/, '$1');

export const forgotPasswordModel = defineModel({
  name: 'forgotPassword',
  machine: forgotPasswordMachine,
  scenarios: [{ label: 'the forgot-password page', input: undefined }],
  events: [
    userEvent({ type: 'SEND', email: EMAIL }, EVENTS.send),
    userEvent({ type: 'SEND', email: '' }, EVENTS.sendEmpty),
    userEvent({ type: 'SEND', email: MALFORMED_EMAIL }, EVENTS.sendMalformed),
    actorDone('sendLink', null, inner(EVENTS.sent)),
    actorError('sendLink', inner(EVENTS.offline), OFFLINE),
    actorError('sendLink', inner(EVENTS.tooMany), TOO_MANY),
  ],
  project: ({ context }) => context,
  describeState: ({ value, context }) =>
    context.error ? `${stateValueToString(value)} (${context.error.kind})` : stateValueToString(value),
  effects: [],
});
