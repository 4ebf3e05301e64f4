import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import type { TokenSet } from '../../contracts/ums.ts';
import { selectSignUpScreen } from '../../machines/auth/signUp.machine.ts';
import type { SignUpContext, SignUpDetails, SignUpEvent } from '../../machines/auth/signUp.types.ts';
import type { FlowError } from '../../machines/shared/flowError.ts';
import type { InputProblems } from '../../machines/shared/inputRules.ts';
import {
  type ModelPath,
  memoizedRunner,
  type PathRun,
  pathFromEvents,
  runPath,
  stateValueToString,
} from '../../scripts/paths/graphCoverage.ts';
import { boundedPaths } from './boundedPaths.ts';
import { eachGeneratedPath, expectStates } from './eachGeneratedPath.ts';
import { expectedFlowError } from './expectedFlowError.ts';
import { expectFullCoverage } from './expectFullCoverage.ts';
import { TOKENS } from './models/flowFixtures.ts';
import { BAD_DETAILS, DETAILS, EVENTS, signUpModel as model } from './models/signUp.model.ts';

const paths = boundedPaths(model);
const runOnce = memoizedRunner(model);

// ---------------------------------------------------------------------------------------------
// Sign-up as an oracle (SPEC section 9: signup type otp): the one-time-code child proves the
// address and yields a signup token; then name and password create the account. A failure keeps
// the verified address (only the details are sent again); success ends with the token set.

interface SpecState {
  value: 'verifying' | 'details.editing' | 'details.creating' | 'signedUp';
  signupToken: string | null;
  tokens: TokenSet | null;
  error: FlowError | null;
}

/**
 * The server's rules for the details (server/customers/identifiers.ts parseName,
 * server/auth/password-policy.ts): each name 1 to 60 characters once trimmed; a password of 8 to
 * 128 characters with at least one letter and one digit.
 */
function detailsProblems(details: SignUpDetails): InputProblems {
  const problems: InputProblems = {};
  const name = (value: string) => {
    const length = [...value.trim()].length;
    return length === 0 ? 'required' : length > 60 ? 'tooLong' : null;
  };
  const firstName = name(details.firstName);
  const lastName = name(details.lastName);
  if (firstName) problems.firstName = firstName;
  if (lastName) problems.lastName = lastName;
  const length = [...details.password].length;
  if (details.password.trim() === '') problems.newPassword = 'required';
  else if (length < 8) problems.newPassword = 'tooShort';
  else if (length > 128) problems.newPassword = 'tooLong';
  else if (!/\p{L}/u.test(details.password) || !/\p{Nd}/u.test(details.password)) {
    problems.newPassword = 'needsLetterAndDigit';
  }
  return problems;
}

function specOf(path: ModelPath) {
  let state: SpecState = { value: 'verifying', signupToken: null, tokens: null, error: null };
  const states: SpecState[] = [];
  const invocations: PathRun['invocations'] = [
    { step: 0, id: 'otp', src: 'otpVerification', input: { purpose: 'signup' } },
  ];
  path.steps.forEach(({ event }, step) => {
    const payload = event as EventObject & { details?: SignUpDetails; output?: unknown };
    const output = payload.output as { signup_token?: string } | undefined;
    if (
      state.value === 'verifying' &&
      event.type === 'xstate.done.actor.otp' &&
      output?.signup_token !== undefined
    ) {
      // Only a signup token opens the details form; another flow's result changes nothing.
      state = { ...state, value: 'details.editing', signupToken: output.signup_token };
    } else if (state.value === 'details.editing' && event.type === 'SUBMIT' && payload.details) {
      const problems = detailsProblems(payload.details);
      if (Object.keys(problems).length > 0) {
        // Nothing is sent: the form says what to correct.
        state = { ...state, error: { kind: 'invalidInput', fields: problems } };
      } else {
        state = { ...state, value: 'details.creating', error: null };
        invocations.push({
          step,
          id: 'createAccount',
          src: 'createAccount',
          input: { signupToken: state.signupToken, details: payload.details },
        });
      }
    } else if (state.value === 'details.creating' && event.type === 'xstate.done.actor.createAccount') {
      state = { ...state, value: 'signedUp', tokens: payload.output as TokenSet };
    } else if (state.value === 'details.creating' && event.type === 'xstate.error.actor.createAccount') {
      state = { ...state, value: 'details.editing', error: expectedFlowError(event) };
    }
    states.push(state);
  });
  return { states, invocations };
}

describe('signUp: generated paths run on the machine', () => {
  eachGeneratedPath(model, paths, runOnce, (path, run) => {
    const spec = specOf(path);
    expectStates<SignUpContext, Omit<SpecState, 'value'>>(path, run, spec.states, (context) => context);
    expect(run.invocations).toEqual(spec.invocations);
    const last = path.steps.at(-1)?.state;
    if (last?.status === 'done') expect(last.output).toEqual(TOKENS);
    // The password goes to the request only: no step keeps it.
    for (const { state } of path.steps) {
      expect(JSON.stringify(state.context)).not.toContain(DETAILS.password);
      expect(JSON.stringify(state.context)).not.toContain(BAD_DETAILS.password);
    }
  });

  expectFullCoverage({
    model,
    paths,
    run: runOnce,
    states: ['verifying', 'details', 'details.editing', 'details.creating', 'signedUp'],
    transitions: 5,
  });

  it('selectSignUpScreen names every state the screen shows', () => {
    const seen = new Map(
      paths.flatMap((path) =>
        path.steps.map(({ state }) => [stateValueToString(state.value), selectSignUpScreen(state)] as const),
      ),
    );
    expect(Object.fromEntries(seen)).toEqual({
      verifying: 'verifying',
      'details.editing': 'details',
      'details.creating': 'creating',
      signedUp: 'signedUp',
    });
  });
});

describe('signUp: the details are checked before the account is created', () => {
  async function submitted(details: SignUpDetails) {
    const submit: SignUpEvent = { type: 'SUBMIT', details };
    const run = await runPath(model, pathFromEvents(model, 'the sign-up page', [EVENTS.verified, submit]));
    expect(run.failure).toBeNull();
    return {
      value: stateValueToString(run.path.steps.at(-1)?.state.value ?? ''),
      context: run.context as SignUpContext,
      created: run.invocations.filter((invocation) => invocation.id === 'createAccount'),
    };
  }

  it.each<[string, SignUpDetails, InputProblems]>([
    [
      'all empty',
      { firstName: '', lastName: '', password: '' },
      {
        firstName: 'required',
        lastName: 'required',
        newPassword: 'required',
      },
    ],
    [
      'names of spaces only',
      { ...DETAILS, firstName: ' \t ', lastName: '\u00a0' },
      {
        firstName: 'required',
        lastName: 'required',
      },
    ],
    ['a first name of 61 characters', { ...DETAILS, firstName: 'x'.repeat(61) }, { firstName: 'tooLong' }],
    ['a last name of 61 characters', { ...DETAILS, lastName: 'ब'.repeat(61) }, { lastName: 'tooLong' }],
    ['a 5-character password', { ...DETAILS, password: 'ab1cd' }, { newPassword: 'tooShort' }],
    [
      'a password of 129 characters',
      { ...DETAILS, password: `a${'1'.repeat(128)}` },
      { newPassword: 'tooLong' },
    ],
    [
      'a password of digits only',
      { ...DETAILS, password: '12345678' },
      { newPassword: 'needsLetterAndDigit' },
    ],
    [
      'a password of letters only',
      { ...DETAILS, password: 'abcdefgh' },
      { newPassword: 'needsLetterAndDigit' },
    ],
  ])('%s: nothing is sent, each field says why (invalidInput)', async (_name, details, fields) => {
    const outcome = await submitted(details);
    expect(outcome.value).toBe('details.editing');
    expect(outcome.context.error).toEqual({ kind: 'invalidInput', fields });
    expect(outcome.created).toEqual([]);
    expect(outcome.context.signupToken).toBe('signup-token-1');
  });

  it.each<[string, SignUpDetails]>([
    ['names of 60 characters', { ...DETAILS, firstName: 'x'.repeat(60), lastName: 'आ'.repeat(60) }],
    ['a password of 8 characters in another script', { ...DETAILS, password: 'पासवर्ड१' }],
    ['a password of 128 characters', { ...DETAILS, password: `a${'1'.repeat(127)}` }],
  ])('%s: the account is created', async (_name, details) => {
    const outcome = await submitted(details);
    expect(outcome.value).toBe('details.creating');
    expect(outcome.created).toHaveLength(1);
  });

  it('a refused SUBMIT, then a corrected one: the error clears and the details are sent', async () => {
    const run = await runPath(
      model,
      pathFromEvents(model, 'the sign-up page', [EVENTS.verified, EVENTS.submitBad, EVENTS.submit]),
    );
    expect(run.failure).toBeNull();
    expect((run.context as SignUpContext).error).toBeNull();
    expect(run.invocations.at(-1)).toMatchObject({ id: 'createAccount', input: { details: DETAILS } });
  });
});
