import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { selectForgotPasswordScreen } from '../../machines/auth/forgotPassword.machine.ts';
import type { ForgotPasswordContext, ForgotPasswordEvent } from '../../machines/auth/forgotPassword.types.ts';
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
import { EVENTS, forgotPasswordModel as model } from './models/forgotPassword.model.ts';

const paths = boundedPaths(model);
const runOnce = memoizedRunner(model);

// ---------------------------------------------------------------------------------------------
// The forgot-password page as an oracle: the e-mail address is required and plausible (one @, a
// dot in the domain, no spaces, at most 254 characters) before anything is sent; it is sent
// without the spaces around it; the store's answer is the same whether or not an account uses
// it, so a success ends the flow; a failure keeps the form with a reason.

interface SpecState {
  value: 'editing' | 'sending' | 'sent';
  error: FlowError | null;
}

function emailProblems(typed: string): InputProblems {
  const email = typed.trim();
  if (email === '') return { email: 'required' };
  return email.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? {} : { email: 'invalid' };
}

function specOf(path: ModelPath) {
  let state: SpecState = { value: 'editing', error: null };
  const states: SpecState[] = [];
  const invocations: PathRun['invocations'] = [];
  path.steps.forEach(({ event }, step) => {
    const payload = event as EventObject & { email?: string };
    if (state.value === 'editing' && event.type === 'SEND' && payload.email !== undefined) {
      const problems = emailProblems(payload.email);
      if (Object.keys(problems).length > 0) {
        state = { ...state, error: { kind: 'invalidInput', fields: problems } };
      } else {
        state = { value: 'sending', error: null };
        invocations.push({ step, id: 'sendLink', src: 'sendLink', input: { email: payload.email.trim() } });
      }
    } else if (state.value === 'sending' && event.type === 'xstate.done.actor.sendLink') {
      state = { ...state, value: 'sent' };
    } else if (state.value === 'sending' && event.type === 'xstate.error.actor.sendLink') {
      state = { value: 'editing', error: expectedFlowError(event) };
    }
    states.push(state);
  });
  return { states, invocations };
}

describe('forgotPassword: generated paths run on the machine', () => {
  eachGeneratedPath(model, paths, runOnce, (path, run) => {
    const spec = specOf(path);
    expectStates<ForgotPasswordContext, Omit<SpecState, 'value'>>(
      path,
      run,
      spec.states,
      (context) => context,
    );
    expect(run.invocations).toEqual(spec.invocations);
  });

  expectFullCoverage({
    model,
    paths,
    run: runOnce,
    states: ['editing', 'sending', 'sent'],
    transitions: 4,
  });

  it('selectForgotPasswordScreen names every state', () => {
    const seen = new Map(
      paths.flatMap((path) =>
        path.steps.map(
          ({ state }) => [stateValueToString(state.value), selectForgotPasswordScreen(state)] as const,
        ),
      ),
    );
    expect(Object.fromEntries(seen)).toEqual({ editing: 'editing', sending: 'sending', sent: 'sent' });
  });
});

describe('forgotPassword: the e-mail address is checked before a link is asked for', () => {
  async function sent(email: string) {
    const send: ForgotPasswordEvent = { type: 'SEND', email };
    const run = await runPath(model, pathFromEvents(model, 'the forgot-password page', [send]));
    expect(run.failure).toBeNull();
    return run;
  }

  it.each<[string, InputProblems]>([
    ['', { email: 'required' }],
    ['   ', { email: 'required' }],
    ['not-an-email', { email: 'invalid' }],
    ['meera@example', { email: 'invalid' }],
    ['meera @example.com', { email: 'invalid' }],
    ['meera@@example.com', { email: 'invalid' }],
  ])('%j is not sent (invalidInput)', async (email, fields) => {
    const run = await sent(email);
    expect(stateValueToString(run.path.steps.at(-1)?.state.value ?? '')).toBe('editing');
    expect(run.context).toEqual({ error: { kind: 'invalidInput', fields } });
    expect(run.invocations).toEqual([]);
  });

  it('a refused address, then a good one: the error clears and the link is asked for', async () => {
    const run = await runPath(
      model,
      pathFromEvents(model, 'the forgot-password page', [EVENTS.sendMalformed, EVENTS.send]),
    );
    expect(run.context).toEqual({ error: null });
    expect(run.invocations).toEqual([
      { step: 2, id: 'sendLink', src: 'sendLink', input: { email: 'meera@example.com' } },
    ]);
  });
});
