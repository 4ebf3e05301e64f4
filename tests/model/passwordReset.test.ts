import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import type { FlowError } from '../../machines/flowError.ts';
import { selectPasswordResetScreen } from '../../machines/passwordReset.machine.ts';
import type { PasswordResetContext, PasswordResetInput } from '../../machines/passwordReset.types.ts';
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
import { passwordResetModel as model, NEW_PASSWORD } from './models/passwordReset.model.ts';

const paths = generatePaths(model);
const runOnce = memoizedRunner(model);

// ---------------------------------------------------------------------------------------------
// The reset link's page as an oracle: the link is checked first (a bad one says why and offers a
// new one); the new password, typed twice, must match before anything is sent; a refusal keeps
// the form; a change ends the flow.

interface SpecState {
  value: 'checkingLink' | 'linkInvalid' | 'editing' | 'saving' | 'changed';
  token: string;
  email: string | null;
  error: FlowError | null;
}

function specOf(path: ModelPath) {
  const { token } = path.input as PasswordResetInput;
  let state: SpecState = { value: 'checkingLink', token, email: null, error: null };
  const states: SpecState[] = [];
  const invocations: PathRun['invocations'] = [
    { step: 0, id: 'checkLink', src: 'checkLink', input: { token } },
  ];
  path.steps.forEach(({ event }, step) => {
    const payload = event as EventObject & { password?: string; passwordAgain?: string; output?: unknown };
    if (state.value === 'checkingLink' && event.type === 'xstate.done.actor.checkLink') {
      state = { ...state, value: 'editing', email: (payload.output as { email: string }).email };
    } else if (state.value === 'checkingLink' && event.type === 'xstate.error.actor.checkLink') {
      state = { ...state, value: 'linkInvalid', error: expectedFlowError(event) };
    } else if (state.value === 'editing' && event.type === 'SUBMIT') {
      if (payload.password === payload.passwordAgain) {
        state = { ...state, value: 'saving', error: null };
        invocations.push({
          step,
          id: 'changePassword',
          src: 'changePassword',
          input: { token, password: payload.password },
        });
      } else {
        state = { ...state, error: { kind: 'passwordsDiffer' } };
      }
    } else if (state.value === 'saving' && event.type === 'xstate.done.actor.changePassword') {
      state = { ...state, value: 'changed' };
    } else if (state.value === 'saving' && event.type === 'xstate.error.actor.changePassword') {
      state = { ...state, value: 'editing', error: expectedFlowError(event) };
    }
    states.push(state);
  });
  return { states, invocations };
}

describe('passwordReset: generated paths run on the machine', () => {
  eachGeneratedPath(model, paths, runOnce, (path, run) => {
    const spec = specOf(path);
    expectStates<PasswordResetContext, Omit<SpecState, 'value'>>(
      path,
      run,
      spec.states,
      (context) => context,
    );
    expect(run.invocations).toEqual(spec.invocations);
    for (const { state } of path.steps) expect(JSON.stringify(state.context)).not.toContain(NEW_PASSWORD);
  });

  expectFullCoverage({
    model,
    paths,
    run: runOnce,
    states: ['checkingLink', 'linkInvalid', 'editing', 'saving', 'changed'],
    transitions: 6,
  });

  it('selectPasswordResetScreen names every state', () => {
    const seen = new Map(
      paths.flatMap((path) =>
        path.steps.map(
          ({ state }) => [stateValueToString(state.value), selectPasswordResetScreen(state)] as const,
        ),
      ),
    );
    expect(Object.fromEntries(seen)).toEqual({
      checkingLink: 'checkingLink',
      linkInvalid: 'linkInvalid',
      editing: 'editing',
      saving: 'saving',
      changed: 'changed',
    });
  });
});
