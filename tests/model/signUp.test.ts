import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import type { TokenSet } from '../../contracts/ums.ts';
import type { FlowError } from '../../machines/flowError.ts';
import { selectSignUpScreen } from '../../machines/signUp.machine.ts';
import type { SignUpContext, SignUpDetails } from '../../machines/signUp.types.ts';
import {
  generatePaths,
  type ModelPath,
  memoizedRunner,
  type PathRun,
  stateValueToString,
} from '../../scripts/paths/graphCoverage.ts';
import { eachGeneratedPath, expectStates } from './eachGeneratedPath.ts';
import { expectedFlowError } from './expectedFlowError.ts';
import { expectFullCoverage } from './expectFullCoverage.ts';
import { TOKENS } from './models/flowFixtures.ts';
import { DETAILS, signUpModel as model } from './models/signUp.model.ts';

const paths = generatePaths(model);
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

function specOf(path: ModelPath) {
  let state: SpecState = { value: 'verifying', signupToken: null, tokens: null, error: null };
  const states: SpecState[] = [];
  const invocations: PathRun['invocations'] = [
    { step: 0, id: 'otp', src: 'otpVerification', input: { purpose: 'signup' } },
  ];
  path.steps.forEach(({ event }, step) => {
    const payload = event as EventObject & { details?: SignUpDetails; output?: unknown };
    if (state.value === 'verifying' && event.type === 'xstate.done.actor.otp') {
      const output = payload.output as { signup_token: string };
      state = { ...state, value: 'details.editing', signupToken: output.signup_token };
    } else if (state.value === 'details.editing' && event.type === 'SUBMIT') {
      state = { ...state, value: 'details.creating', error: null };
      invocations.push({
        step,
        id: 'createAccount',
        src: 'createAccount',
        input: { signupToken: state.signupToken, details: payload.details },
      });
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
    for (const { state } of path.steps) expect(JSON.stringify(state.context)).not.toContain(DETAILS.password);
  });

  expectFullCoverage({
    model,
    paths,
    run: runOnce,
    states: ['verifying', 'details', 'details.editing', 'details.creating', 'signedUp'],
    transitions: 4,
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
