import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type OtpChallenge,
  type OtpGenerateRequest,
  type OtpPurpose,
  PHONE_EXTENSION,
  PHONE_NUMBER_DIGITS,
} from '../../contracts/ums.ts';
import {
  isTokenSetResult,
  otpVerificationMachine,
  selectCanChangeDestination,
  selectOtpStep,
} from '../../machines/auth/otpVerification.machine.ts';
import type {
  OtpFailure,
  OtpVerificationContext,
  OtpVerificationEvent,
  OtpVerificationInput,
  OtpVerificationResult,
  VerifyOtpInput,
} from '../../machines/auth/otpVerification.types.ts';
import type { FlowError } from '../../machines/shared/flowError.ts';
import { type InputProblems, isWellFormedOtp } from '../../machines/shared/inputRules.ts';
import {
  listTransitions,
  type ModelPath,
  memoizedRunner,
  type PathRun,
  pathFromEvents,
  runPath,
  stateValueToString,
} from '../../scripts/paths/graphCoverage.ts';
import { boundedPaths } from './boundedPaths.ts';
import { eachGeneratedPath } from './eachGeneratedPath.ts';
import { expectedFlowError } from './expectedFlowError.ts';
import { expectFullCoverage } from './expectFullCoverage.ts';
import {
  DEVICE_RESULT,
  EVENTS,
  FIRST_CODE,
  GOOD_CODE,
  LOGIN_RESULT,
  MALFORMED_CODE,
  otpVerificationModel as model,
  REQUEST,
  RESEND_DELAY_EVENT,
  SCENARIOS,
  SECOND_CODE,
  SERVER_MESSAGES,
  SIGNUP_RESULT,
} from './models/otpVerification.model.ts';

const paths = boundedPaths(model);
const runOnce = memoizedRunner(model);

// ---------------------------------------------------------------------------------------------
// The rules of the flow as an oracle, written independently of the machine.

interface SpecState {
  value: string;
  /** The flow chose the address (a device removal): no other may be asked for. */
  fixedDestination: boolean;
  request: OtpGenerateRequest | null;
  challenge: OtpChallenge | null;
  error: OtpFailure | null;
  attempts: number;
  /** The resend delay of the current code has passed. */
  resendAllowed: boolean;
  result: OtpVerificationResult | null;
}

interface Spec {
  states: SpecState[];
  invocations: PathRun['invocations'];
  delays: PathRun['delays'];
}

/**
 * The destination rule, as the tester put it: an e-mail is required and plausible (one @, a dot
 * in the domain, no spaces, at most 254 characters); a phone number is exactly the contract's digits.
 */
function destinationProblems(request: OtpGenerateRequest): InputProblems {
  if (request.channel === 'email') {
    const email = (request.email ?? '').trim();
    if (email === '') return { email: 'required' };
    return email.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? {} : { email: 'invalid' };
  }
  const digits = (request.phone_number ?? '').trim();
  if (digits === '') return { phoneNumber: 'required' };
  return digits.length === PHONE_NUMBER_DIGITS && /^[0-9]+$/.test(digits) ? {} : { phoneNumber: 'invalid' };
}

function specOf(path: ModelPath): Spec {
  const { purpose, fixedDestination } = path.input as OtpVerificationInput;
  let state: SpecState = {
    value: 'editing',
    fixedDestination: fixedDestination === true,
    request: null,
    challenge: null,
    error: null,
    attempts: 0,
    resendAllowed: false,
    result: null,
  };
  const spec: Spec = { states: [], invocations: [], delays: [] };
  path.steps.forEach(({ event }, step) => {
    const invoke = (id: string, input: unknown) => spec.invocations.push({ step, id, src: id, input });
    const user = event as OtpVerificationEvent;
    const output = (event as { output?: unknown }).output;
    const codeForm = state.value.startsWith('codeSent');
    if (step === 0) {
      // Nothing to do: the form shows.
    } else if (state.value === 'editing' && user.type === 'SEND') {
      const problems = destinationProblems(user.request);
      if (Object.keys(problems).length > 0) {
        // Nothing is sent: the form says why, and the last request sent stays to refill it.
        state = { ...state, error: { step: 'send', problem: { kind: 'invalidInput', fields: problems } } };
      } else {
        const request = { ...user.request, purpose };
        state = { ...state, value: 'sending', request, error: null };
        invoke('generateOtp', request);
      }
    } else if (state.value === 'sending' && event.type === 'xstate.done.actor.generateOtp') {
      state = {
        ...state,
        value: 'codeSent.waiting',
        challenge: output as OtpChallenge,
        error: null,
        resendAllowed: false,
      };
    } else if (state.value === 'sending' && event.type === 'xstate.error.actor.generateOtp') {
      state = { ...state, value: 'editing', error: { step: 'send', problem: expectedFlowError(event) } };
    } else if (state.value === 'codeSent.waiting' && event.type === RESEND_DELAY_EVENT) {
      spec.delays.push({ step, event: RESEND_DELAY_EVENT, ms: (state.challenge?.resend_in ?? NaN) * 1000 });
      state = { ...state, value: 'codeSent.resendable', resendAllowed: true };
    } else if (state.value === 'codeSent.resendable' && event.type === 'RESEND') {
      state = { ...state, value: 'resending', error: null };
      invoke('regenerateOtp', { otp_id: state.challenge?.otp_id });
    } else if (state.value === 'resending' && event.type === 'xstate.done.actor.regenerateOtp') {
      state = {
        ...state,
        value: 'codeSent.waiting',
        challenge: output as OtpChallenge,
        error: null,
        resendAllowed: false,
      };
    } else if (state.value === 'resending' && event.type === 'xstate.error.actor.regenerateOtp') {
      state = {
        ...state,
        value: 'codeSent.resendable',
        error: { step: 'resend', problem: expectedFlowError(event) },
      };
    } else if (codeForm && user.type === 'VERIFY') {
      const code = user.otp;
      if (/^[0-9]{6}$/.test(code)) {
        state = { ...state, value: 'verifying', error: null };
        invoke('verifyOtp', { otp_id: state.challenge?.otp_id, otp: code, purpose });
      } else {
        state = { ...state, error: { step: 'verify', problem: { kind: 'invalidCode' } } };
      }
    } else if (codeForm && event.type === 'CHANGE_DESTINATION' && !state.fixedDestination) {
      state = { ...state, value: 'editing', challenge: null, error: null, resendAllowed: false };
    } else if (state.value === 'verifying' && event.type === 'xstate.done.actor.verifyOtp') {
      state = { ...state, value: 'verified', result: output as OtpVerificationResult, error: null };
    } else if (state.value === 'verifying' && event.type === 'xstate.error.actor.verifyOtp') {
      state = {
        ...state,
        // The resend link stays if it showed; otherwise the countdown starts again.
        value: state.resendAllowed ? 'codeSent.resendable' : 'codeSent.waiting',
        error: { step: 'verify', problem: expectedFlowError(event) },
        attempts: state.attempts + 1,
      };
    }
    spec.states.push(state);
  });
  return spec;
}

describe('otpVerification: generated paths run on the machine', () => {
  eachGeneratedPath(model, paths, runOnce, (path, run) => {
    const spec = specOf(path);
    // Every step: the traversal's state, which the run reproduced (its projection leaves out
    // `attempts`, so that wrong codes do not grow the graph without end).
    expect(
      path.steps.map(({ state }) => {
        const {
          attempts: _attempts,
          purpose: _purpose,
          ...context
        } = state.context as OtpVerificationContext;
        return { value: stateValueToString(state.value), ...context };
      }),
    ).toEqual(spec.states.map(({ attempts: _attempts, ...state }) => state));
    // The last step: the real machine's whole context, attempts included.
    const { value: _value, ...last } = spec.states.at(-1) ?? { value: '' };
    expect(run.context).toEqual({ purpose: (path.input as OtpVerificationInput).purpose, ...last });
    expect(run.invocations).toEqual(spec.invocations);
    expect(run.delays).toEqual(spec.delays);
  });

  expectFullCoverage({
    model,
    paths,
    run: runOnce,
    states: [
      'editing',
      'sending',
      'codeSent',
      'codeSent.waiting',
      'codeSent.resendable',
      'resending',
      'verifying',
      'verified',
    ],
    transitions: 14,
  });

  it('count the resend delay among the transitions to cover', () => {
    expect(listTransitions(otpVerificationMachine).map((transition) => transition.event)).toContain(
      RESEND_DELAY_EVENT,
    );
  });
});

// ---------------------------------------------------------------------------------------------

async function outcomeOf(scenario: string, events: Array<string | OtpVerificationEvent>) {
  const run = await runPath(model, pathFromEvents(model, scenario, events));
  expect(run.failure).toBeNull();
  return {
    value: stateValueToString(run.path.steps.at(-1)?.state.value ?? ''),
    context: run.context as OtpVerificationContext,
    invocations: run.invocations,
    delays: run.delays,
  };
}

const sent = [EVENTS.send, EVENTS.sent];

describe('otpVerification: sending a code', () => {
  it.each<[string, OtpPurpose]>([
    [SCENARIOS.signup, 'signup'],
    [SCENARIOS.login, 'login'],
  ])(
    '%s: the code is generated for the flow, and the code form waits for the resend delay',
    async (scenario, purpose) => {
      const outcome = await outcomeOf(scenario, sent);
      expect(outcome.value).toBe('codeSent.waiting');
      expect(outcome.context.challenge).toEqual(FIRST_CODE);
      expect(outcome.invocations).toEqual([
        { step: 1, id: 'generateOtp', src: 'generateOtp', input: { ...REQUEST, purpose } },
      ]);
    },
  );

  it.each<[string, FlowError]>([
    [EVENTS.sendRefused, { kind: 'failed', message: SERVER_MESSAGES.send }],
    [EVENTS.sendFailed, { kind: 'failed', message: null }],
    [EVENTS.sendUnreachable, { kind: 'network' }],
    [EVENTS.sendRateLimited, { kind: 'rateLimited' }],
  ])('%s: back to the form, the failure typed for the screen', async (failure, problem) => {
    const outcome = await outcomeOf(SCENARIOS.signup, [EVENTS.send, failure]);
    expect(outcome.value).toBe('editing');
    expect(outcome.context).toMatchObject({
      error: { step: 'send', problem },
      request: REQUEST,
      challenge: null,
    });
  });

  it('a second SEND after a failure clears the error', async () => {
    const outcome = await outcomeOf(SCENARIOS.signup, [EVENTS.send, EVENTS.sendRefused, EVENTS.send]);
    expect(outcome.value).toBe('sending');
    expect(outcome.context.error).toBeNull();
  });

  it.each<[string, OtpGenerateRequest, InputProblems]>([
    ['an empty e-mail', { purpose: 'signup', channel: 'email', email: '' }, { email: 'required' }],
    ['spaces for an e-mail', { purpose: 'signup', channel: 'email', email: '   ' }, { email: 'required' }],
    ['no e-mail at all', { purpose: 'signup', channel: 'email' }, { email: 'required' }],
    ['not-an-email', { purpose: 'signup', channel: 'email', email: 'not-an-email' }, { email: 'invalid' }],
    ['a domain without a dot', { purpose: 'signup', channel: 'email', email: 'a@b' }, { email: 'invalid' }],
    ['two @', { purpose: 'signup', channel: 'email', email: 'a@b@example.com' }, { email: 'invalid' }],
    [
      'a space inside',
      { purpose: 'signup', channel: 'email', email: 'a b@example.com' },
      { email: 'invalid' },
    ],
    [
      'an e-mail of 255 characters',
      {
        purpose: 'signup',
        channel: 'email',
        email: `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.eee.com`,
      },
      { email: 'invalid' },
    ],
    [
      'an empty phone number',
      { purpose: 'signup', channel: 'phone', phone_extension: PHONE_EXTENSION, phone_number: '' },
      { phoneNumber: 'required' },
    ],
    [
      'a 5-digit phone number',
      { purpose: 'signup', channel: 'phone', phone_extension: PHONE_EXTENSION, phone_number: '98765' },
      { phoneNumber: 'invalid' },
    ],
    [
      'an 11-digit phone number',
      { purpose: 'signup', channel: 'phone', phone_extension: PHONE_EXTENSION, phone_number: '98765432101' },
      { phoneNumber: 'invalid' },
    ],
  ])('%s is not sent: the field says why (invalidInput)', async (_name, request, fields) => {
    const outcome = await outcomeOf(SCENARIOS.signup, [{ type: 'SEND', request }]);
    expect(outcome.value).toBe('editing');
    expect(outcome.context.error).toEqual({ step: 'send', problem: { kind: 'invalidInput', fields } });
    expect(outcome.invocations).toEqual([]);
    expect(outcome.context.request).toBeNull();
  });

  it('a ten-digit phone number and a plausible e-mail (spaces around it) are sent', async () => {
    const phone: OtpGenerateRequest = {
      purpose: 'login',
      channel: 'phone',
      phone_extension: PHONE_EXTENSION,
      phone_number: '9876543210',
    };
    const byPhone = await outcomeOf(SCENARIOS.login, [{ type: 'SEND', request: phone }]);
    expect(byPhone.invocations).toEqual([{ step: 1, id: 'generateOtp', src: 'generateOtp', input: phone }]);
    const spaced: OtpGenerateRequest = { purpose: 'signup', channel: 'email', email: ' asha@example.co.in ' };
    const byEmail = await outcomeOf(SCENARIOS.signup, [{ type: 'SEND', request: spaced }]);
    expect(byEmail.value).toBe('sending');
  });

  it('a refused destination keeps the request last sent (to refill the form); a good one then clears the error', async () => {
    const refused = await outcomeOf(SCENARIOS.signup, [
      ...sent,
      EVENTS.changeDestination,
      EVENTS.sendMalformedEmail,
    ]);
    expect(refused.value).toBe('editing');
    expect(refused.context.request).toEqual(REQUEST);
    const corrected = await outcomeOf(SCENARIOS.signup, [EVENTS.sendShortPhone, EVENTS.send]);
    expect(corrected.value).toBe('sending');
    expect(corrected.context.error).toBeNull();
  });

  it('CHANGE_DESTINATION goes back to the form and keeps the request to refill it', async () => {
    const outcome = await outcomeOf(SCENARIOS.signup, [...sent, EVENTS.changeDestination]);
    expect(outcome.value).toBe('editing');
    expect(outcome.context).toMatchObject({ request: REQUEST, challenge: null, error: null });
  });
});

describe('otpVerification: a fixed destination (device removal)', () => {
  it('the code goes to the address the flow chose, and the code form offers no other', async () => {
    const outcome = await outcomeOf(SCENARIOS.device, sent);
    expect(outcome.value).toBe('codeSent.waiting');
    expect(outcome.context.fixedDestination).toBe(true);
    expect(outcome.invocations).toEqual([
      { step: 1, id: 'generateOtp', src: 'generateOtp', input: { ...REQUEST, purpose: 'device' } },
    ]);
    const codeForms = paths.flatMap((path) =>
      path.steps.filter(({ state }) => state.matches('codeSent')).map(({ state }) => state),
    );
    const offered = (input: OtpVerificationInput) =>
      new Set(
        codeForms
          .filter((state) => state.context.purpose === input.purpose)
          .map((state) => selectCanChangeDestination(state)),
      );
    expect(offered({ purpose: 'device' })).toEqual(new Set([false]));
    expect(offered({ purpose: 'login' })).toEqual(new Set([true]));
    expect(offered({ purpose: 'signup' })).toEqual(new Set([true]));
  });

  it('CHANGE_DESTINATION is refused: the code form and its code stay', async () => {
    const actor = createActor(
      otpVerificationMachine.provide({
        actors: { generateOtp: fromPromise<OtpChallenge, OtpGenerateRequest>(async () => FIRST_CODE) },
      }),
      { input: { purpose: 'device', fixedDestination: true } },
    ).start();
    actor.send({ type: 'SEND', request: REQUEST });
    await new Promise((resolve) => setImmediate(resolve));
    expect(actor.getSnapshot().can({ type: 'CHANGE_DESTINATION' })).toBe(false);
    actor.send({ type: 'CHANGE_DESTINATION' });
    expect(actor.getSnapshot().value).toEqual({ codeSent: 'waiting' });
    expect(actor.getSnapshot().context.challenge).toEqual(FIRST_CODE);
    actor.stop();
  });

  it('without fixedDestination in the input the address may be changed (sign-up, sign-in)', () => {
    const actor = createActor(otpVerificationMachine, { input: { purpose: 'login' } }).start();
    expect(actor.getSnapshot().context.fixedDestination).toBe(false);
    expect(selectCanChangeDestination(actor.getSnapshot())).toBe(true);
    actor.stop();
  });
});

describe('otpVerification: resending', () => {
  it('RESEND is ignored until the resend delay has passed', async () => {
    const outcome = await outcomeOf(SCENARIOS.signup, [...sent, { type: 'RESEND' }]);
    expect(outcome.value).toBe('codeSent.waiting');
    expect(outcome.invocations.map((invocation) => invocation.id)).toEqual(['generateOtp']);
  });

  it('the delay is the code resend_in: 30 s for the first code, 60 s for the regenerated one', async () => {
    const outcome = await outcomeOf(SCENARIOS.signup, [
      ...sent,
      EVENTS.resendDelay,
      EVENTS.resend,
      EVENTS.resent,
      EVENTS.resendDelay,
    ]);
    expect(outcome.value).toBe('codeSent.resendable');
    expect(outcome.delays.map((delay) => delay.ms)).toEqual([30_000, 60_000]);
    expect(outcome.invocations.at(-1)).toMatchObject({ id: 'regenerateOtp', input: { otp_id: 'otp-1' } });
    expect(outcome.context.challenge).toEqual(SECOND_CODE);
  });

  it('a refused resend shows the message and keeps the resend link', async () => {
    const outcome = await outcomeOf(SCENARIOS.signup, [
      ...sent,
      EVENTS.resendDelay,
      EVENTS.resend,
      EVENTS.resendRefused,
    ]);
    expect(outcome.value).toBe('codeSent.resendable');
    expect(outcome.context).toMatchObject({
      error: { step: 'resend', problem: { kind: 'failed', message: SERVER_MESSAGES.resend } },
      challenge: FIRST_CODE,
    });
  });

  describe('with fake timers on the real clock', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('the resend link shows exactly resend_in seconds after the code was sent', async () => {
      vi.useFakeTimers();
      const actor = createActor(
        otpVerificationMachine.provide({
          actors: { generateOtp: fromPromise<OtpChallenge, OtpGenerateRequest>(async () => FIRST_CODE) },
        }),
        { input: { purpose: 'signup' } },
      ).start();
      actor.send({ type: 'SEND', request: REQUEST });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().value).toEqual({ codeSent: 'waiting' });
      await vi.advanceTimersByTimeAsync(29_999);
      expect(actor.getSnapshot().value).toEqual({ codeSent: 'waiting' });
      await vi.advanceTimersByTimeAsync(1);
      expect(actor.getSnapshot().value).toEqual({ codeSent: 'resendable' });
      actor.stop();
    });
  });
});

describe('otpVerification: verifying', () => {
  it.each<[string, string, OtpPurpose, OtpVerificationResult]>([
    [SCENARIOS.signup, EVENTS.verifiedSignup, 'signup', SIGNUP_RESULT],
    [SCENARIOS.login, EVENTS.verifiedLogin, 'login', LOGIN_RESULT],
    [SCENARIOS.device, EVENTS.verifiedDevice, 'device', DEVICE_RESULT],
  ])(
    '%s: a good code is verified; the result is saved and is the output',
    async (scenario, verified, purpose, result) => {
      const outcome = await outcomeOf(scenario, [...sent, EVENTS.verify, verified]);
      expect(outcome.value).toBe('verified');
      expect(outcome.context.result).toEqual(result);
      expect(outcome.invocations.at(-1)).toEqual({
        step: 3,
        id: 'verifyOtp',
        src: 'verifyOtp',
        input: { otp_id: 'otp-1', otp: GOOD_CODE, purpose },
      });
    },
  );

  it('the machine output is the result (a TokenSet for login)', async () => {
    const actor = createActor(
      otpVerificationMachine.provide({
        actors: {
          generateOtp: fromPromise<OtpChallenge, OtpGenerateRequest>(async () => FIRST_CODE),
          verifyOtp: fromPromise<OtpVerificationResult, VerifyOtpInput>(async () => LOGIN_RESULT),
        },
      }),
      { input: { purpose: 'login' } },
    ).start();
    actor.send({ type: 'SEND', request: REQUEST });
    await new Promise((resolve) => setImmediate(resolve));
    actor.send({ type: 'VERIFY', otp: GOOD_CODE });
    await new Promise((resolve) => setImmediate(resolve));
    const snapshot = actor.getSnapshot();
    expect(snapshot.status).toBe('done');
    expect(snapshot.output).toEqual(LOGIN_RESULT);
    expect(snapshot.output && isTokenSetResult(snapshot.output)).toBe(true);
  });

  it.each(['12345', '1234567', '12 456', '١٢٣٤٥٦', MALFORMED_CODE, ''])(
    'a code that is not exactly 6 digits (%j) is not sent: invalidCode',
    async (otp) => {
      const outcome = await outcomeOf(SCENARIOS.signup, [...sent, { type: 'VERIFY', otp }]);
      expect(outcome.value).toBe('codeSent.waiting');
      expect(outcome.context.error).toEqual({ step: 'verify', problem: { kind: 'invalidCode' } });
      expect(outcome.invocations.map((invocation) => invocation.id)).toEqual(['generateOtp']);
    },
  );

  it('a wrong code shows the server message and counts the attempt; the countdown starts again', async () => {
    const outcome = await outcomeOf(SCENARIOS.signup, [...sent, EVENTS.verify, EVENTS.wrongCode]);
    expect(outcome.value).toBe('codeSent.waiting');
    expect(outcome.context).toMatchObject({
      error: { step: 'verify', problem: { kind: 'failed', message: SERVER_MESSAGES.verify } },
      attempts: 1,
    });
  });

  it('a code check that gets no answer says so (a network problem), never the raw transport text', async () => {
    const outcome = await outcomeOf(SCENARIOS.login, [...sent, EVENTS.verify, EVENTS.verifyUnreachable]);
    expect(outcome.value).toBe('codeSent.waiting');
    expect(outcome.context.error).toEqual({ step: 'verify', problem: { kind: 'network' } });
  });

  it('a wrong code once the resend link showed keeps it; attempts add up', async () => {
    const outcome = await outcomeOf(SCENARIOS.login, [
      ...sent,
      EVENTS.verify,
      EVENTS.wrongCode,
      EVENTS.resendDelay,
      EVENTS.verify,
      EVENTS.wrongCode,
      EVENTS.verify,
      EVENTS.wrongCode,
    ]);
    expect(outcome.value).toBe('codeSent.resendable');
    expect(outcome.context.attempts).toBe(3);
  });

  it('a resent code is the one verified', async () => {
    const outcome = await outcomeOf(SCENARIOS.signup, [
      ...sent,
      EVENTS.resendDelay,
      EVENTS.resend,
      EVENTS.resent,
      EVENTS.verify,
    ]);
    expect(outcome.invocations.at(-1)?.input).toEqual({ otp_id: 'otp-2', otp: GOOD_CODE, purpose: 'signup' });
  });

  it('VERIFY while a code is being checked or resent is ignored', async () => {
    const checking = await outcomeOf(SCENARIOS.signup, [
      ...sent,
      EVENTS.verify,
      { type: 'VERIFY', otp: '654321' },
    ]);
    expect(checking.value).toBe('verifying');
    expect(checking.invocations.filter((invocation) => invocation.id === 'verifyOtp')).toHaveLength(1);
    const resending = await outcomeOf(SCENARIOS.signup, [
      ...sent,
      EVENTS.resendDelay,
      EVENTS.resend,
      EVENTS.verify,
    ]);
    expect(resending.value).toBe('resending');
  });
});

describe('otpVerification helpers', () => {
  it('selectOtpStep names every state the screen shows', () => {
    const seen = new Map(
      paths.flatMap((path) =>
        path.steps.map(({ state }) => [stateValueToString(state.value), selectOtpStep(state)]),
      ),
    );
    expect(Object.fromEntries(seen)).toEqual({
      editing: 'destination',
      sending: 'sending',
      'codeSent.waiting': 'code',
      'codeSent.resendable': 'codeResendable',
      resending: 'resending',
      verifying: 'verifying',
      verified: 'verified',
    });
  });

  it('isTokenSetResult tells a login result from a signup token', () => {
    expect(isTokenSetResult(LOGIN_RESULT)).toBe(true);
    expect(isTokenSetResult(SIGNUP_RESULT)).toBe(false);
  });

  it('placeholder actors fail loudly until the app provides them', async () => {
    const actor = createActor(otpVerificationMachine, { input: { purpose: 'signup' } }).start();
    actor.send({ type: 'SEND', request: REQUEST });
    await new Promise((resolve) => setImmediate(resolve));
    expect(actor.getSnapshot().value).toBe('editing');
    // A placeholder's rejection has no status: a failure with no message for the shopper.
    expect(actor.getSnapshot().context.error).toEqual({
      step: 'send',
      problem: { kind: 'failed', message: null },
    });
  });
});

it('MALFORMED_CODE is malformed and GOOD_CODE is well formed', () => {
  expect([isWellFormedOtp(MALFORMED_CODE), isWellFormedOtp(GOOD_CODE)]).toEqual([false, true]);
});
