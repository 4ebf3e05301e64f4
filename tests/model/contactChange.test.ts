import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import type { CustomerProfile, OtpChannel } from '../../contracts/ums.ts';
import { isChangedProfile, selectContactChangeScreen } from '../../machines/account/contactChange.machine.ts';
import type { ContactChangeContext } from '../../machines/account/contactChange.types.ts';
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
import { expectFullCoverage } from './expectFullCoverage.ts';
import { CHANGED, EVENTS, contactChangeModel as model } from './models/contactChange.model.ts';
import { TOKENS } from './models/flowFixtures.ts';

const paths = boundedPaths(model);
const runOnce = memoizedRunner(model);

// ---------------------------------------------------------------------------------------------
// The change of e-mail or phone as an oracle (SPEC section 7, verify send-otp): a change
// starts for one channel and runs the one-time-code child (purpose contact); the server's answer
// to the right code is the changed profile, and only then is the change done. Cancelling ends the
// child and changes nothing; after a change, another may start or the confirmation is dismissed.
// The changed profile is handed to the app at once (it replaces the profile the page shows).

interface SpecState {
  value: 'idle' | 'changing' | 'changed';
  channel: OtpChannel | null;
  changed: CustomerProfile | null;
}

function specOf(path: ModelPath) {
  let state: SpecState = { value: 'idle', channel: null, changed: null };
  const states: SpecState[] = [];
  const invocations: PathRun['invocations'] = [];
  const effects: PathRun['effects'] = [];
  path.steps.forEach(({ event }, step) => {
    const payload = event as EventObject & { channel?: OtpChannel; output?: unknown };
    if ((state.value === 'idle' || state.value === 'changed') && event.type === 'CHANGE' && payload.channel) {
      state = { value: 'changing', channel: payload.channel, changed: null };
      invocations.push({ step, id: 'otp', src: 'otpVerification', input: { purpose: 'contact' } });
    } else if (state.value === 'changing' && event.type === 'CANCEL') {
      state = { value: 'idle', channel: null, changed: null };
    } else if (
      state.value === 'changing' &&
      event.type === 'xstate.done.actor.otp' &&
      JSON.stringify(payload.output) === JSON.stringify(CHANGED)
    ) {
      // Only the changed profile ends the change; another flow's result changes nothing.
      state = { ...state, value: 'changed', changed: payload.output as CustomerProfile };
      effects.push({ step, action: 'showChangedProfile', params: payload.output });
    } else if (state.value === 'changed' && event.type === 'DISMISS') {
      state = { value: 'idle', channel: null, changed: null };
    }
    states.push(state);
  });
  return { states, invocations, effects };
}

describe('contactChange: generated paths run on the machine', () => {
  eachGeneratedPath(model, paths, runOnce, (path, run) => {
    const spec = specOf(path);
    expectStates<ContactChangeContext, Omit<SpecState, 'value'>>(
      path,
      run,
      spec.states,
      (context) => context,
    );
    expect(run.invocations).toEqual(spec.invocations);
    expect(run.effects).toEqual(spec.effects);
  });

  expectFullCoverage({
    model,
    paths,
    run: runOnce,
    states: ['idle', 'changing', 'changed'],
    transitions: 5,
  });

  it('selectContactChangeScreen names every state the screen shows', () => {
    const seen = new Map(
      paths.flatMap((path) =>
        path.steps.map(
          ({ state }) => [stateValueToString(state.value), selectContactChangeScreen(state)] as const,
        ),
      ),
    );
    expect(Object.fromEntries(seen)).toEqual({ idle: 'idle', changing: 'changing', changed: 'changed' });
  });
});

describe('contactChange: only a changed profile ends the change', () => {
  it('a sign-up token or a token set is not a changed profile', () => {
    expect(isChangedProfile(CHANGED)).toBe(true);
    expect(isChangedProfile({ signup_token: 'signup-token-1' })).toBe(false);
    expect(isChangedProfile(TOKENS)).toBe(false);
  });

  it('cancelling after the code was asked for changes nothing, and a new change starts afresh', async () => {
    const run = await runPath(
      model,
      pathFromEvents(model, 'the profile page', [EVENTS.changeEmail, EVENTS.cancel, EVENTS.changePhone]),
    );
    expect(run.failure).toBeNull();
    expect(run.context).toEqual({ channel: 'phone', changed: null });
    expect(run.invocations.map((invocation) => invocation.id)).toEqual(['otp', 'otp']);
  });
});
