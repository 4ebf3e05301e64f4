import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  type OtpChallenge,
  type OtpGenerateRequest,
  PHONE_EXTENSION,
  type TokenSet,
} from '../../contracts/ums.ts';
import { hasInputProblems, type InvalidInput, invalidInput, toFlowError } from '../shared/flowError.ts';
import { emailProblem, isWellFormedOtp, nationalNumberProblem } from '../shared/inputRules.ts';
import type {
  OtpFailure,
  OtpScreen,
  OtpStep,
  OtpVerificationContext,
  OtpVerificationEvent,
  OtpVerificationInput,
  OtpVerificationResult,
  RegenerateOtpInput,
  VerifyOtpInput,
} from './otpVerification.types.ts';

// One-time code verification, for the sign-up screen (purpose signup: the result is a signup token)
// and the sign-in "one-time code" tab (purpose login: the result is a TokenSet). The customer asks
// for a code, may ask for a new one once the server's resend delay has passed, and types the code;
// a wrong code can be typed again. The screen shows `error`: which step failed and why (a typed
// FlowError, translated by the screen). The e-mail or phone and the code are checked before they
// are sent (machines/shared/inputRules.ts): a malformed one is refused here, with nothing sent.
// A flow that chose the address itself (input fixedDestination: a device removal's code goes to the
// account's own address) offers no other one: CHANGE_DESTINATION is refused.
//
// After a wrong code the customer is back on the code form: the resend link stays available if it
// already was; otherwise the resend countdown starts again from the full resend_in. The machine keeps
// no clock, so the client may ask the customer to wait longer than the server would, never less.

/** What is wrong with the request's e-mail or phone number, for its channel (no fields when nothing). */
export function destinationInput(request: OtpGenerateRequest): InvalidInput {
  return request.channel === 'email'
    ? invalidInput({ email: emailProblem(request.email ?? '') })
    : invalidInput({
        phoneNumber: nationalNumberProblem(
          request.phone_extension ?? PHONE_EXTENSION,
          request.phone_number ?? '',
        ),
      });
}

/** The result of a login verification is a TokenSet (for LOGIN_SUCCEEDED); of a signup one, a signup token. */
export function isTokenSetResult(result: OtpVerificationResult): result is TokenSet {
  return 'access_token' in result;
}

/** The challenge of the code form; codeSent, resending and verifying always have one. */
function challengeOf(context: OtpVerificationContext): OtpChallenge {
  if (!context.challenge) throw new Error('otpVerification: no code was sent');
  return context.challenge;
}

function requestOf(context: OtpVerificationContext): OtpGenerateRequest {
  if (!context.request) throw new Error('otpVerification: no request');
  return context.request;
}

function resultOf(context: OtpVerificationContext): OtpVerificationResult {
  if (!context.result) throw new Error('otpVerification: not verified');
  return context.result;
}

/** What the screen shows after `step` failed with what its actor rejected with. */
const failure = (step: OtpStep, error: unknown): OtpFailure => ({ step, problem: toFlowError(error) });

export const otpVerificationMachine = setup({
  types: {
    input: {} as OtpVerificationInput,
    context: {} as OtpVerificationContext,
    events: {} as OtpVerificationEvent,
    output: {} as OtpVerificationResult,
  },
  actors: {
    /** POST /ums/rest/v3/otp/generate; rejects with the server's message. */
    generateOtp: fromPromise<OtpChallenge, OtpGenerateRequest>(async () => {
      throw new Error('generateOtp not provided');
    }),
    /** POST /ums/rest/v3/otp/regenerate; rejects with the server's message. */
    regenerateOtp: fromPromise<OtpChallenge, RegenerateOtpInput>(async () => {
      throw new Error('regenerateOtp not provided');
    }),
    /** otp/validate (signup → { signup_token }) or login-otp (login → TokenSet); rejects with the server's message. */
    verifyOtp: fromPromise<OtpVerificationResult, VerifyOtpInput>(async () => {
      throw new Error('verifyOtp not provided');
    }),
  },
  actions: {
    /** Keeps the request to send; a code is always generated for this flow's purpose. */
    rememberRequest: assign(({ context }, request: OtpGenerateRequest) => ({
      request: { ...request, purpose: context.purpose },
      error: null,
    })),
    /** Nothing is sent; the form keeps what was typed and says what is wrong next to the field. */
    showDestinationProblem: assign({
      error: (_, request: OtpGenerateRequest) => ({
        step: 'send' as const,
        problem: destinationInput(request),
      }),
    }),
    /** A new code arrived: its countdown starts, nothing to report. */
    acceptChallenge: assign((_, challenge: OtpChallenge) => ({
      challenge,
      error: null,
      resendAllowed: false,
    })),
    /** What the screen shows after a step failed with what its actor rejected with. */
    showStepFailure: assign({
      error: (_, failed: { step: OtpStep; error: unknown }) => failure(failed.step, failed.error),
    }),
    clearError: assign({ error: null }),
    showInvalidCode: assign({
      error: { step: 'verify' as const, problem: { kind: 'invalidCode' as const } },
    }),
    /** Back to the e-mail or phone form: the code sent so far is forgotten. */
    forgetChallenge: assign({ challenge: null, error: null, resendAllowed: false }),
    allowResend: assign({ resendAllowed: true }),
    rememberResult: assign((_, result: OtpVerificationResult) => ({ result, error: null })),
    /** The server rejected the code: show why, count the attempt. */
    countWrongCode: assign(({ context }, failed: { error: unknown }) => ({
      error: failure('verify', failed.error),
      attempts: context.attempts + 1,
    })),
  },
  guards: {
    isWellFormedOtp: (_, otp: string) => isWellFormedOtp(otp),
    isWellFormedDestination: (_, request: OtpGenerateRequest) => !hasInputProblems(destinationInput(request)),
    isResendAllowed: (_, allowed: boolean) => allowed,
    canChangeDestination: ({ context }) => !context.fixedDestination,
  },
  delays: {
    /** The challenge's resend_in, in milliseconds. */
    resendDelay: ({ context }) => Math.max(0, context.challenge?.resend_in ?? 0) * 1000,
  },
}).createMachine({
  id: 'otpVerification',
  context: ({ input }) => ({
    purpose: input.purpose,
    fixedDestination: input.fixedDestination === true,
    request: null,
    challenge: null,
    result: null,
    error: null,
    attempts: 0,
    resendAllowed: false,
  }),
  output: ({ context }) => resultOf(context),
  initial: 'editing',
  states: {
    // The form: e-mail or phone number.
    editing: {
      on: {
        SEND: [
          {
            guard: { type: 'isWellFormedDestination', params: ({ event }) => event.request },
            target: 'sending',
            actions: { type: 'rememberRequest', params: ({ event }) => event.request },
          },
          { actions: { type: 'showDestinationProblem', params: ({ event }) => event.request } },
        ],
      },
    },
    sending: {
      invoke: {
        id: 'generateOtp',
        src: 'generateOtp',
        input: ({ context }) => requestOf(context),
        onDone: {
          target: 'codeSent',
          actions: { type: 'acceptChallenge', params: ({ event }) => event.output },
        },
        onError: {
          target: 'editing',
          actions: { type: 'showStepFailure', params: ({ event }) => ({ step: 'send', error: event.error }) },
        },
      },
    },
    // The code form.
    codeSent: {
      initial: 'waiting',
      on: {
        VERIFY: [
          {
            guard: { type: 'isWellFormedOtp', params: ({ event }) => event.otp },
            target: 'verifying',
            actions: 'clearError',
          },
          { actions: 'showInvalidCode' },
        ],
        CHANGE_DESTINATION: {
          guard: 'canChangeDestination',
          target: 'editing',
          actions: 'forgetChallenge',
        },
      },
      states: {
        // The resend countdown runs.
        waiting: {
          after: { resendDelay: { target: 'resendable' } },
        },
        resendable: {
          entry: 'allowResend',
          on: {
            RESEND: { target: '#otpVerification.resending', actions: 'clearError' },
          },
        },
      },
    },
    // A new code for the same destination; the code form waits (VERIFY is ignored meanwhile).
    resending: {
      invoke: {
        id: 'regenerateOtp',
        src: 'regenerateOtp',
        input: ({ context }) => ({ otp_id: challengeOf(context).otp_id }),
        onDone: {
          target: 'codeSent',
          actions: { type: 'acceptChallenge', params: ({ event }) => event.output },
        },
        onError: {
          target: '#otpVerification.codeSent.resendable',
          actions: {
            type: 'showStepFailure',
            params: ({ event }) => ({ step: 'resend', error: event.error }),
          },
        },
      },
    },
    verifying: {
      invoke: {
        id: 'verifyOtp',
        src: 'verifyOtp',
        input: ({ context, event }) => {
          assertEvent(event, 'VERIFY');
          return { otp_id: challengeOf(context).otp_id, otp: event.otp, purpose: context.purpose };
        },
        onDone: {
          target: 'verified',
          actions: { type: 'rememberResult', params: ({ event }) => event.output },
        },
        onError: [
          {
            guard: { type: 'isResendAllowed', params: ({ context }) => context.resendAllowed },
            target: '#otpVerification.codeSent.resendable',
            actions: { type: 'countWrongCode', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'codeSent',
            actions: { type: 'countWrongCode', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    verified: { type: 'final' },
  },
});

export type OtpVerificationSnapshot = ReturnType<typeof otpVerificationMachine.transition>;

/** Whether the code form offers another e-mail or phone (not when the flow chose the address). */
export function selectCanChangeDestination(snapshot: OtpVerificationSnapshot): boolean {
  return !snapshot.context.fixedDestination;
}

/** Which form the screen shows and what it is doing (screens never call `.matches` themselves). */
export function selectOtpStep(snapshot: OtpVerificationSnapshot): OtpScreen {
  if (snapshot.matches('editing')) return 'destination';
  if (snapshot.matches('sending')) return 'sending';
  if (snapshot.matches({ codeSent: 'waiting' })) return 'code';
  if (snapshot.matches({ codeSent: 'resendable' })) return 'codeResendable';
  if (snapshot.matches('resending')) return 'resending';
  if (snapshot.matches('verifying')) return 'verifying';
  return 'verified';
}
