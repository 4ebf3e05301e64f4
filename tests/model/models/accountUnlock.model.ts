import type { UnlockConfiguration, UnlockRequest } from '../../../contracts/ums.ts';
import { accountUnlockMachine } from '../../../machines/auth/accountUnlock.machine.ts';
import {
  actorDone,
  actorError,
  afterDelay,
  defineModel,
  userEvent,
} from '../../../scripts/paths/graphCoverage.ts';

export const BOTH: UnlockConfiguration = { methods: ['email_link', 'otp'], max_resends: 3 };
export const CODES_ONLY: UnlockConfiguration = { methods: ['otp'], max_resends: 3 };

export const SENT: UnlockRequest = {
  unlock_id: 'unlock-1',
  method: 'otp',
  destination: 'a***@example.com',
  expires_in: 3600,
  resend_in: 30,
  resends_left: 1,
};
/** The last resend: none are left. */
export const RESENT: UnlockRequest = { ...SENT, resends_left: 0 };

export const USERNAME = 'asha@example.com';
export const SERVER_MESSAGE = 'Please wait 20 seconds before asking again';
/** The wait a refused resend names (its Retry-After). */
export const NAMED_WAIT = 20;

export const EVENTS = {
  sendLink: 'SEND (link)',
  sendCode: 'SEND (code)',
  sendMalformed: 'SEND (not an address)',
  resend: 'RESEND',
  verify: 'VERIFY (123456)',
  verifyMalformed: 'VERIFY (12)',
  startOver: 'START_OVER',
  retry: 'RETRY',
  linkCountdownOver: 'xstate.after.resendDelay.accountUnlock.linkSent.waiting (countdown over)',
  codeCountdownOver: 'xstate.after.resendDelay.accountUnlock.codeSent.waiting (countdown over)',
  resendTooSoon: 'xstate.error.actor.resendUnlock (too soon)',
  resendOffline: 'xstate.error.actor.resendUnlock (offline)',
} as const;

const failed = { status: 429, message: SERVER_MESSAGE };
/** A 429 that names its wait, as the API client rejects with it. */
const tooSoon = { status: 429, message: SERVER_MESSAGE, retryAfter: NAMED_WAIT };

export const accountUnlockModel = defineModel({
  name: 'accountUnlock',
  machine: accountUnlockMachine,
  scenarios: [
    { label: 'the unlock form', input: { token: null } },
    { label: 'an e-mailed link', input: { token: 'link-token-1' } },
  ],
  events: [
    actorDone('loadConfiguration', BOTH, 'both methods'),
    actorDone('loadConfiguration', CODES_ONLY, 'codes only'),
    actorError('loadConfiguration', 'offline', { status: 0 }),
    userEvent({ type: 'RETRY' }, EVENTS.retry),
    userEvent({ type: 'SEND', method: 'email_link', username: USERNAME }, EVENTS.sendLink),
    userEvent({ type: 'SEND', method: 'otp', username: ` ${USERNAME} ` }, EVENTS.sendCode),
    userEvent({ type: 'SEND', method: 'otp', username: 'not an address' }, EVENTS.sendMalformed),
    actorDone('sendUnlock', SENT, 'sent'),
    actorError('sendUnlock', 'refused', failed),
    userEvent({ type: 'RESEND' }, EVENTS.resend),
    actorDone('resendUnlock', RESENT, 'sent again, none left'),
    actorError('resendUnlock', 'too soon', tooSoon),
    actorError('resendUnlock', 'offline', { status: 0 }),
    afterDelay('resendDelay', 'accountUnlock.linkSent.waiting', 'countdown over'),
    afterDelay('resendDelay', 'accountUnlock.codeSent.waiting', 'countdown over'),
    userEvent({ type: 'VERIFY', otp: '123456' }, EVENTS.verify),
    userEvent({ type: 'VERIFY', otp: '12' }, EVENTS.verifyMalformed),
    actorDone('verifyUnlockCode', null, 'unlocked'),
    actorError('verifyUnlockCode', 'wrong code', { status: 400, message: 'The code is incorrect' }),
    actorDone('redeemLink', null, 'unlocked'),
    actorError('redeemLink', 'dead link', { status: 400, message: 'This unlock link is invalid' }),
    userEvent({ type: 'START_OVER' }, EVENTS.startOver),
  ],
  project: ({ context }) => context,
  effects: [],
});
