import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import {
  changePasswordInput,
  selectChangePasswordScreen,
} from '../../machines/account/changePassword.machine.ts';
import type {
  ChangePasswordContext,
  ChangePasswordTyped,
} from '../../machines/account/changePassword.types.ts';
import type { FlowError } from '../../machines/shared/flowError.ts';
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
import {
  DIFFERENT,
  EVENTS,
  changePasswordModel as model,
  NO_CURRENT,
  TYPED,
  WEAK,
} from './models/changePassword.model.ts';

const paths = boundedPaths(model);
const runOnce = memoizedRunner(model);

// ---------------------------------------------------------------------------------------------
// Changing the password as an oracle (/userDetails; SPEC section 7: change password): the current
// password is required; the new one follows the server's rule (8 to 128 characters, a letter and a
// digit) and is typed twice alike, or nothing is sent; the server's refusal keeps the form; after a
// change another may follow. Written from the rules, independently of the machine.

interface SpecState {
  value: 'form.editing' | 'form.changed' | 'saving';
  error: FlowError | null;
}

function problemsOf(typed: ChangePasswordTyped): FlowError | null {
  const fields: Record<string, string> = {};
  if (typed.currentPassword.trim() === '') fields.password = 'required';
  const length = [...typed.newPassword].length;
  if (typed.newPassword.trim() === '') fields.newPassword = 'required';
  else if (length < 8) fields.newPassword = 'tooShort';
  else if (length > 128) fields.newPassword = 'tooLong';
  else if (!/\p{L}/u.test(typed.newPassword) || !/\p{Nd}/u.test(typed.newPassword)) {
    fields.newPassword = 'needsLetterAndDigit';
  }
  if (Object.keys(fields).length > 0) return { kind: 'invalidInput', fields } as FlowError;
  return typed.newPassword === typed.newPasswordAgain ? null : { kind: 'passwordsDiffer' };
}

function specOf(path: ModelPath) {
  let state: SpecState = { value: 'form.editing', error: null };
  const states: SpecState[] = [];
  const invocations: PathRun['invocations'] = [];
  path.steps.forEach(({ event }, step) => {
    const typed = event as EventObject & ChangePasswordTyped;
    if (state.value !== 'saving' && event.type === 'SUBMIT') {
      const problem = problemsOf(typed);
      if (problem) state = { value: 'form.editing', error: problem };
      else {
        state = { value: 'saving', error: null };
        invocations.push({
          step,
          id: 'changePassword',
          src: 'changePassword',
          input: { current_password: typed.currentPassword, new_password: typed.newPassword },
        });
      }
    } else if (state.value === 'saving' && event.type === 'xstate.done.actor.changePassword') {
      state = { value: 'form.changed', error: null };
    } else if (state.value === 'saving' && event.type === 'xstate.error.actor.changePassword') {
      state = { value: 'form.editing', error: expectedFlowError(event) };
    }
    states.push(state);
  });
  return { states, invocations };
}

describe('changePassword: generated paths run on the machine', () => {
  eachGeneratedPath(model, paths, runOnce, (path, run) => {
    const spec = specOf(path);
    expectStates<ChangePasswordContext, Omit<SpecState, 'value'>>(
      path,
      run,
      spec.states,
      (context) => context,
    );
    expect(run.invocations).toEqual(spec.invocations);
    // The passwords go to the request only: no step keeps them.
    for (const { state } of path.steps) {
      for (const typed of [TYPED, NO_CURRENT, WEAK, DIFFERENT]) {
        expect(JSON.stringify(state.context)).not.toContain(typed.newPassword);
        expect(JSON.stringify(state.context)).not.toContain(typed.currentPassword.trim() || '\u0000');
      }
    }
  });

  expectFullCoverage({
    model,
    paths,
    run: runOnce,
    states: ['form', 'form.editing', 'form.changed', 'saving'],
    transitions: 5,
  });

  it('selectChangePasswordScreen names every state the screen shows', () => {
    const seen = new Map(
      paths.flatMap((path) =>
        path.steps.map(
          ({ state }) => [stateValueToString(state.value), selectChangePasswordScreen(state)] as const,
        ),
      ),
    );
    expect(Object.fromEntries(seen)).toEqual({
      'form.editing': 'editing',
      'form.changed': 'changed',
      saving: 'saving',
    });
  });
});

describe('changePassword: what is checked before sending', () => {
  it.each<[string, ChangePasswordTyped, object]>([
    [
      'nothing typed',
      { currentPassword: '', newPassword: '', newPasswordAgain: '' },
      { password: 'required', newPassword: 'required' },
    ],
    [
      'a new password of letters only',
      { ...TYPED, newPassword: 'abcdefgh', newPasswordAgain: 'abcdefgh' },
      { newPassword: 'needsLetterAndDigit' },
    ],
    [
      'a new password of 129 characters',
      { ...TYPED, newPassword: `a${'1'.repeat(128)}` },
      { newPassword: 'tooLong' },
    ],
  ])('%s', (_name, typed, fields) => {
    expect(changePasswordInput(typed)).toEqual({ kind: 'invalidInput', fields });
  });

  it('a second change after the first is sent like the first', async () => {
    const run = await runPath(
      model,
      pathFromEvents(model, 'the user details page', [EVENTS.submit, EVENTS.changed, EVENTS.submit]),
    );
    expect(run.failure).toBeNull();
    expect(run.invocations.filter((invocation) => invocation.id === 'changePassword')).toHaveLength(2);
  });
});
