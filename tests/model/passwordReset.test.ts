import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { selectPasswordResetScreen } from '../../machines/auth/passwordReset.machine.ts';
import type {
  PasswordResetContext,
  PasswordResetEvent,
  PasswordResetInput,
} from '../../machines/auth/passwordReset.types.ts';
import type { FlowError } from '../../machines/shared/flowError.ts';
import type { NewPasswordProblem } from '../../machines/shared/inputRules.ts';
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
  EVENTS,
  passwordResetModel as model,
  NEW_PASSWORD,
  SCENARIOS,
  SHORT_PASSWORD,
} from './models/passwordReset.model.ts';

const paths = boundedPaths(model);
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

/**
 * The sign-up's password rule, which a new password meets too (server/auth/password-policy.ts):
 * 8 to 128 characters, at least one letter and one digit. Checked before the two are compared.
 */
function newPasswordProblemOf(password: string): NewPasswordProblem | null {
  const length = [...password].length;
  if (password.trim() === '') return 'required';
  if (length < 8) return 'tooShort';
  if (length > 128) return 'tooLong';
  return /\p{L}/u.test(password) && /\p{Nd}/u.test(password) ? null : 'needsLetterAndDigit';
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
      const problem = newPasswordProblemOf(payload.password ?? '');
      if (problem) {
        state = { ...state, error: { kind: 'invalidInput', fields: { newPassword: problem } } };
      } else if (payload.password === payload.passwordAgain) {
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
    for (const { state } of path.steps) {
      expect(JSON.stringify(state.context)).not.toContain(NEW_PASSWORD);
      expect(JSON.stringify(state.context)).not.toContain(SHORT_PASSWORD);
    }
  });

  expectFullCoverage({
    model,
    paths,
    run: runOnce,
    states: ['checkingLink', 'linkInvalid', 'editing', 'saving', 'changed'],
    transitions: 7,
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

describe('passwordReset: the new password meets the sign-up rule before it is sent', () => {
  async function submitted(password: string, passwordAgain = password) {
    const submit: PasswordResetEvent = { type: 'SUBMIT', password, passwordAgain };
    const run = await runPath(model, pathFromEvents(model, SCENARIOS.link, [EVENTS.linkGood, submit]));
    expect(run.failure).toBeNull();
    return {
      value: stateValueToString(run.path.steps.at(-1)?.state.value ?? ''),
      error: (run.context as PasswordResetContext).error,
      changed: run.invocations.filter((invocation) => invocation.id === 'changePassword'),
    };
  }

  it.each<[string, string, NewPasswordProblem]>([
    ['nothing', '', 'required'],
    ['7 characters', 'abcdef1', 'tooShort'],
    ['129 characters', `a${'1'.repeat(128)}`, 'tooLong'],
    ['no digit', 'abcdefgh', 'needsLetterAndDigit'],
    ['no letter', '12345678', 'needsLetterAndDigit'],
  ])('%s: nothing is sent; the field says why (invalidInput)', async (_name, password, problem) => {
    const outcome = await submitted(password);
    expect(outcome.value).toBe('editing');
    expect(outcome.error).toEqual({ kind: 'invalidInput', fields: { newPassword: problem } });
    expect(outcome.changed).toEqual([]);
  });

  it('a weak password is reported before a differing repetition; a strong one that differs is passwordsDiffer', async () => {
    expect((await submitted('short', 'other')).error).toEqual({
      kind: 'invalidInput',
      fields: { newPassword: 'tooShort' },
    });
    expect((await submitted(NEW_PASSWORD, 'New-pass-2025')).error).toEqual({ kind: 'passwordsDiffer' });
  });

  it('a strong password typed twice is sent', async () => {
    const outcome = await submitted('पासवर्ड१');
    expect(outcome.value).toBe('saving');
    expect(outcome.changed).toHaveLength(1);
  });
});
