import type {
  OtpChallenge,
  OtpGenerateRequest,
  OtpPurpose,
  OtpValidateResponse,
  RemovedDevice,
  TokenSet,
} from '../../../contracts/ums.ts';
import { otpVerificationMachine } from '../../../machines/auth/otpVerification.machine.ts';
import {
  actorDone,
  actorError,
  afterDelay,
  canHappen,
  defineModel,
  stateValueToString,
  userEvent,
} from '../../../scripts/paths/graphCoverage.ts';

/** The form's request; its purpose is replaced by the machine's own (login in the login scenario). */
export const REQUEST: OtpGenerateRequest = { purpose: 'signup', channel: 'email', email: 'asha@example.com' };

/** Requests the machine refuses to send: an e-mail that is not one, a phone number too short. */
export const MALFORMED_EMAIL_REQUEST: OtpGenerateRequest = {
  purpose: 'signup',
  channel: 'email',
  email: 'not-an-email',
};
export const SHORT_PHONE_REQUEST: OtpGenerateRequest = {
  purpose: 'signup',
  channel: 'phone',
  phone_extension: '+91',
  phone_number: '98765',
};

export const FIRST_CODE: OtpChallenge = {
  otp_id: 'otp-1',
  channel: 'email',
  destination: 'a***@example.com',
  expires_in: 600,
  resend_in: 30,
};

/** The regenerated code: a new id and a longer resend delay (the server backs off). */
export const SECOND_CODE: OtpChallenge = { ...FIRST_CODE, otp_id: 'otp-2', resend_in: 60 };

export const SIGNUP_RESULT: OtpValidateResponse = { signup_token: 'signup-token-1' };
export const LOGIN_RESULT: TokenSet = {
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  id_token: 'id-1',
  expires_in: 300,
  refresh_expires_in: 1800,
  token_type: 'Bearer',
};

/** A device removal's answer to the right code: the removed device. */
export const DEVICE_RESULT: RemovedDevice = { device_id: 'device-1', signed_out: 1 };

/** The server's response_message in the model's rejections. */
export const SERVER_MESSAGES = {
  send: 'Too many codes requested. Try again in an hour.',
  resend: 'Please wait before asking for a new code.',
  verify: 'The code is not correct.',
} as const;

export const GOOD_CODE = '123456';
export const MALFORMED_CODE = '12a45';

/**
 * What the app's API client rejects with: the HTTP status (0 when no answer came) and the server's
 * response_message (or the transport's own words, which must never reach the shopper).
 */
export const REJECTIONS = {
  sendRefused: { status: 400, message: SERVER_MESSAGES.send },
  sendFailed: { status: 500, message: '' },
  sendUnreachable: {
    status: 0,
    message: '[POST] "http://localhost/ums/rest/v3/otp/generate": <no response> Failed to fetch',
  },
  sendRateLimited: { status: 429, message: 'Too many requests' },
  resendRefused: { status: 400, message: SERVER_MESSAGES.resend },
  wrongCode: { status: 400, message: SERVER_MESSAGES.verify },
  verifyUnreachable: { status: 0, message: 'Failed to fetch' },
} as const;

/** The delayed event of codeSent.waiting, as the graph names it. */
export const RESEND_DELAY_EVENT = 'xstate.after.resendDelay.otpVerification.codeSent.waiting';

export const SCENARIOS = {
  signup: 'sign-up',
  login: 'sign-in with a one-time code',
  device: "removing a trusted device (the code goes to the account's own address)",
} as const;

/** Event labels, for hand-written paths. */
export const EVENTS = {
  send: 'SEND (e-mail)',
  sendMalformedEmail: 'SEND (not an e-mail address)',
  sendShortPhone: 'SEND (5-digit phone number)',
  sent: 'xstate.done.actor.generateOtp (first code)',
  sendRefused: 'xstate.error.actor.generateOtp (server message)',
  sendFailed: 'xstate.error.actor.generateOtp (no message)',
  sendUnreachable: 'xstate.error.actor.generateOtp (no answer: offline)',
  sendRateLimited: 'xstate.error.actor.generateOtp (429: too many codes)',
  resendDelay: `${RESEND_DELAY_EVENT} (resend delay passed)`,
  resend: 'RESEND',
  resent: 'xstate.done.actor.regenerateOtp (second code)',
  resendRefused: 'xstate.error.actor.regenerateOtp (server message)',
  verify: `VERIFY ${GOOD_CODE}`,
  verifyMalformed: `VERIFY ${MALFORMED_CODE} (malformed)`,
  verifiedSignup: 'xstate.done.actor.verifyOtp (signup token)',
  verifiedLogin: 'xstate.done.actor.verifyOtp (token set)',
  verifiedDevice: 'xstate.done.actor.verifyOtp (removed device)',
  wrongCode: 'xstate.error.actor.verifyOtp (server message)',
  verifyUnreachable: 'xstate.error.actor.verifyOtp (no answer: offline)',
  changeDestination: 'CHANGE_DESTINATION',
} as const;

/** Which flow a verifyOtp result belongs to. */
function resultPurpose(output: object): OtpPurpose {
  if ('access_token' in output) return 'login';
  if ('device_id' in output) return 'device';
  return 'signup';
}

const inner = (event: string) => event.replace(/^\S+ \((.*)\)$/, '$1');

export const otpVerificationModel = defineModel({
  name: 'otpVerification',
  machine: otpVerificationMachine,
  scenarios: [
    { label: SCENARIOS.signup, input: { purpose: 'signup' } },
    { label: SCENARIOS.login, input: { purpose: 'login' } },
    { label: SCENARIOS.device, input: { purpose: 'device', fixedDestination: true } },
  ],
  events: [
    userEvent({ type: 'SEND', request: REQUEST }, EVENTS.send),
    userEvent({ type: 'SEND', request: MALFORMED_EMAIL_REQUEST }, EVENTS.sendMalformedEmail),
    userEvent({ type: 'SEND', request: SHORT_PHONE_REQUEST }, EVENTS.sendShortPhone),
    actorDone('generateOtp', FIRST_CODE, inner(EVENTS.sent)),
    actorError('generateOtp', inner(EVENTS.sendRefused), REJECTIONS.sendRefused),
    actorError('generateOtp', inner(EVENTS.sendFailed), REJECTIONS.sendFailed),
    actorError('generateOtp', inner(EVENTS.sendUnreachable), REJECTIONS.sendUnreachable),
    actorError('generateOtp', inner(EVENTS.sendRateLimited), REJECTIONS.sendRateLimited),
    afterDelay('resendDelay', 'otpVerification.codeSent.waiting', inner(EVENTS.resendDelay)),
    userEvent({ type: 'RESEND' }, EVENTS.resend),
    actorDone('regenerateOtp', SECOND_CODE, inner(EVENTS.resent)),
    actorError('regenerateOtp', inner(EVENTS.resendRefused), REJECTIONS.resendRefused),
    userEvent({ type: 'VERIFY', otp: GOOD_CODE }, EVENTS.verify),
    userEvent({ type: 'VERIFY', otp: MALFORMED_CODE }, EVENTS.verifyMalformed),
    actorDone('verifyOtp', SIGNUP_RESULT, inner(EVENTS.verifiedSignup)),
    actorDone('verifyOtp', LOGIN_RESULT, inner(EVENTS.verifiedLogin)),
    actorDone('verifyOtp', DEVICE_RESULT, inner(EVENTS.verifiedDevice)),
    actorError('verifyOtp', inner(EVENTS.wrongCode), REJECTIONS.wrongCode),
    actorError('verifyOtp', inner(EVENTS.verifyUnreachable), REJECTIONS.verifyUnreachable),
    userEvent({ type: 'CHANGE_DESTINATION' }, EVENTS.changeDestination),
  ],
  // `attempts` is left out: it only counts up, and would make the graph endless. The test checks it
  // on the real machine's context at the end of every path.
  project: ({ context }) => ({
    purpose: context.purpose,
    fixedDestination: context.fixedDestination,
    request: context.request,
    otpId: context.challenge?.otp_id ?? null,
    result: context.result,
    error: context.error,
    resendAllowed: context.resendAllowed,
  }),
  describeState: ({ value, context }) => {
    const words = stateValueToString(value);
    return context.error ? `${words} (${context.error.step} failed: ${context.error.problem.kind})` : words;
  },
  // What the screens offer: the form sends in editing; the code form verifies and changes the
  // destination while a code is out (codeSent; not with a fixed destination, which the machine
  // refuses, so canHappen leaves it out), its resend link shows once resendable. The form is
  // disabled while a request runs. verifyOtp resolves what the purpose asks for: a signup token for
  // sign-up, a token set for login, the removed device for a device removal.
  filterEvents: (snapshot, event) => {
    if (!canHappen(snapshot, event)) return false;
    switch (event.type) {
      case 'SEND':
        return snapshot.matches('editing');
      case 'RESEND':
        return snapshot.matches({ codeSent: 'resendable' });
      case 'VERIFY':
      case 'CHANGE_DESTINATION':
        return snapshot.matches('codeSent');
      case 'xstate.done.actor.verifyOtp': {
        const output = 'output' in event && typeof event.output === 'object' ? event.output : null;
        return output !== null && resultPurpose(output) === snapshot.context.purpose;
      }
      default:
        return true;
    }
  },
  effects: [],
});
