import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, fromPromise } from 'xstate';
import type { TokenSet } from '../../contracts/ums.ts';
import { selectSignInScreen, signInMachine } from '../../machines/auth/signIn.machine.ts';
import type { PasswordCredentials, SignInContext } from '../../machines/auth/signIn.types.ts';
import type { FlowError } from '../../machines/shared/flowError.ts';
import type { InputProblems } from '../../machines/shared/inputRules.ts';
import {
  type ModelPath,
  memoizedRunner,
  type PathRun,
  stateValueToString,
} from '../../scripts/paths/graphCoverage.ts';
import { boundedPaths } from './boundedPaths.ts';
import { eachGeneratedPath, expectStates } from './eachGeneratedPath.ts';
import { expectedFlowError } from './expectedFlowError.ts';
import { expectFullCoverage } from './expectFullCoverage.ts';
import { TOKENS } from './models/flowFixtures.ts';
import { CREDENTIALS, signInModel as model } from './models/signIn.model.ts';

const paths = boundedPaths(model);
const runOnce = memoizedRunner(model);

// ---------------------------------------------------------------------------------------------
// The sign-in page as an oracle (SPEC section 2 /signin; section 9: phone +91): a password or a
// one-time code; a failure keeps the form with a reason the screen can translate; success ends
// the flow with the token set for the session.

interface SpecState {
  value: 'password.editing' | 'password.signingIn' | 'code' | 'signedIn';
  tokens: TokenSet | null;
  error: FlowError | null;
}

/**
 * What the server accepts at sign-in (server/routes/ums-sign-in.ts): a user name that is an e-mail
 * address or a +91 phone number, and a password that is not blank, whatever its strength.
 */
function credentialsProblems(credentials: PasswordCredentials): InputProblems {
  const problems: InputProblems = {};
  const username = credentials.username.trim();
  const isEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(username);
  const isPhone = /^(\+91 ?)?[0-9]{10}$/.test(username);
  if (username === '') problems.username = 'required';
  else if (!isEmail && !isPhone) problems.username = 'invalid';
  if (credentials.password.trim() === '') problems.password = 'required';
  return problems;
}

function specOf(path: ModelPath) {
  let state: SpecState = { value: 'password.editing', tokens: null, error: null };
  const states: SpecState[] = [];
  const invocations: PathRun['invocations'] = [];
  path.steps.forEach(({ event }, step) => {
    const payload = event as EventObject & { credentials?: PasswordCredentials; output?: TokenSet };
    if (state.value === 'password.editing' && event.type === 'SUBMIT_PASSWORD' && payload.credentials) {
      const problems = credentialsProblems(payload.credentials);
      if (Object.keys(problems).length > 0) {
        // Nothing is sent: the form says what to correct.
        state = { ...state, error: { kind: 'invalidInput', fields: problems } };
      } else {
        state = { ...state, value: 'password.signingIn', error: null };
        // The e-mail or phone is sent without surrounding spaces; the password exactly as typed.
        invocations.push({
          step,
          id: 'logIn',
          src: 'logIn',
          input: { username: payload.credentials.username.trim(), password: payload.credentials.password },
        });
      }
    } else if (state.value === 'password.editing' && event.type === 'USE_CODE') {
      state = { ...state, value: 'code', error: null };
      invocations.push({ step, id: 'otp', src: 'otpVerification', input: { purpose: 'login' } });
    } else if (state.value === 'password.signingIn' && event.type === 'xstate.done.actor.logIn') {
      state = { ...state, value: 'signedIn', tokens: payload.output ?? null };
    } else if (state.value === 'password.signingIn' && event.type === 'xstate.error.actor.logIn') {
      state = { ...state, value: 'password.editing', error: expectedFlowError(event) };
    } else if (state.value === 'code' && event.type === 'USE_PASSWORD') {
      state = { ...state, value: 'password.editing' };
    } else if (
      state.value === 'code' &&
      event.type === 'xstate.done.actor.otp' &&
      typeof payload.output === 'object' &&
      payload.output !== null &&
      'access_token' in payload.output
    ) {
      // Only a token set signs in; another flow's result (a signup token) changes nothing.
      state = { ...state, value: 'signedIn', tokens: payload.output ?? null };
    }
    states.push(state);
  });
  return { states, invocations };
}

describe('signIn: generated paths run on the machine', () => {
  eachGeneratedPath(model, paths, runOnce, (path, run) => {
    const spec = specOf(path);
    expectStates<SignInContext, Omit<SpecState, 'value'>>(path, run, spec.states, (context) => context);
    expect(run.invocations).toEqual(spec.invocations);
    // The flow's output is the token set the session receives.
    const last = path.steps.at(-1)?.state;
    if (last?.status === 'done') expect(last.output).toEqual(TOKENS);
  });

  expectFullCoverage({
    model,
    paths,
    run: runOnce,
    states: ['password', 'password.editing', 'password.signingIn', 'code', 'signedIn'],
    transitions: 7,
  });

  it('selectSignInScreen names every state the screen shows', () => {
    const seen = new Map(
      paths.flatMap((path) =>
        path.steps.map(({ state }) => [stateValueToString(state.value), selectSignInScreen(state)] as const),
      ),
    );
    expect(Object.fromEntries(seen)).toEqual({
      'password.editing': 'password',
      'password.signingIn': 'signingIn',
      code: 'code',
      signedIn: 'signedIn',
    });
  });
});

describe('signIn: the password never stays in the machine', () => {
  it('is sent to the login call and kept nowhere in the context', async () => {
    const received: PasswordCredentials[] = [];
    const actor = createActor(
      signInMachine.provide({
        actors: {
          logIn: fromPromise<TokenSet, PasswordCredentials>(async ({ input }) => {
            received.push(input);
            throw { status: 401, message: 'The e-mail, phone or password is not correct.' };
          }),
        },
      }),
    ).start();
    actor.send({ type: 'SUBMIT_PASSWORD', credentials: CREDENTIALS });
    await new Promise((resolve) => setImmediate(resolve));
    expect(received).toEqual([{ username: 'demo@example.com', password: CREDENTIALS.password }]);
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain(CREDENTIALS.password);
    expect(actor.getSnapshot().context.error).toEqual({
      kind: 'failed',
      message: 'The e-mail, phone or password is not correct.',
    });
    actor.stop();
  });
});

describe('signIn: the password form is checked before it is sent', () => {
  async function submitted(credentials: PasswordCredentials) {
    const received: PasswordCredentials[] = [];
    const actor = createActor(
      signInMachine.provide({
        actors: {
          logIn: fromPromise<TokenSet, PasswordCredentials>(async ({ input }) => {
            received.push(input);
            return TOKENS;
          }),
        },
      }),
    ).start();
    actor.send({ type: 'SUBMIT_PASSWORD', credentials });
    await new Promise((resolve) => setImmediate(resolve));
    const snapshot = actor.getSnapshot();
    actor.stop();
    return { snapshot, received };
  }

  it.each<[string, PasswordCredentials, InputProblems]>([
    ['nothing typed', { username: '', password: '' }, { username: 'required', password: 'required' }],
    ['spaces only', { username: '   ', password: '   ' }, { username: 'required', password: 'required' }],
    ['a user name that is neither', { username: 'asha', password: 'x' }, { username: 'invalid' }],
    [
      'an e-mail without a dotted domain',
      { username: 'demo@example', password: 'x' },
      { username: 'invalid' },
    ],
    ['a 5-digit phone', { username: '98765', password: 'x' }, { username: 'invalid' }],
    ['no password', { username: 'demo@example.com', password: '' }, { password: 'required' }],
  ])('%s: nothing is sent, each field says why (invalidInput)', async (_name, credentials, fields) => {
    const { snapshot, received } = await submitted(credentials);
    expect(selectSignInScreen(snapshot)).toBe('password');
    expect(snapshot.context.error).toEqual({ kind: 'invalidInput', fields });
    expect(received).toEqual([]);
  });

  it.each(['+91 9876543210', '+919876543210', ' 9876543210 ', 'demo@example.com'])(
    '%j with any password (its strength is not checked at sign-in) is sent',
    async (username) => {
      const { received } = await submitted({ username, password: 'a' });
      expect(received).toEqual([{ username: username.trim(), password: 'a' }]);
    },
  );
});
