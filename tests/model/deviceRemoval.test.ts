import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import type { OtpGenerateRequest, RemovedDevice, TrustedDevice } from '../../contracts/ums.ts';
import {
  isRemovedDevice,
  removalCodeRequest,
  selectDeviceRemovalScreen,
} from '../../machines/account/deviceRemoval.machine.ts';
import type { DeviceRemovalContext } from '../../machines/account/deviceRemoval.types.ts';
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
import { CHANGED } from './models/contactChange.model.ts';
import { EVENTS, deviceRemovalModel as model, PHONE, REMOVED } from './models/deviceRemoval.model.ts';
import { TOKENS } from './models/flowFixtures.ts';

const paths = boundedPaths(model);
const runOnce = memoizedRunner(model);

// ---------------------------------------------------------------------------------------------
// The removal of a trusted device as an oracle (SPEC section 7, devices OTP/removal): a
// removal starts for one device, with the account's address for its code, and runs the one-time
// code child (purpose device); the server's answer to the right code is the removed device, and
// only then is the removal done. Cancelling ends the child and changes nothing; after a removal,
// another may start or the confirmation is dismissed.

interface SpecState {
  value: 'idle' | 'confirming' | 'removed';
  device: TrustedDevice | null;
  request: OtpGenerateRequest | null;
  removed: RemovedDevice | null;
}

function specOf(path: ModelPath) {
  let state: SpecState = { value: 'idle', device: null, request: null, removed: null };
  const states: SpecState[] = [];
  const invocations: PathRun['invocations'] = [];
  path.steps.forEach(({ event }, step) => {
    const payload = event as EventObject & {
      device?: TrustedDevice;
      request?: OtpGenerateRequest;
      output?: unknown;
    };
    if ((state.value === 'idle' || state.value === 'removed') && event.type === 'REMOVE' && payload.device) {
      state = {
        value: 'confirming',
        device: payload.device,
        request: payload.request ?? null,
        removed: null,
      };
      invocations.push({
        step,
        id: 'otp',
        src: 'otpVerification',
        // The code goes to the account's own address: the child offers no other.
        input: { purpose: 'device', fixedDestination: true },
      });
    } else if (state.value === 'confirming' && event.type === 'CANCEL') {
      state = { value: 'idle', device: null, request: null, removed: null };
    } else if (
      state.value === 'confirming' &&
      event.type === 'xstate.done.actor.otp' &&
      JSON.stringify(payload.output) === JSON.stringify(REMOVED)
    ) {
      // Only the removed device ends the removal; another flow's result changes nothing.
      state = { ...state, value: 'removed', removed: payload.output as RemovedDevice };
    } else if (state.value === 'removed' && event.type === 'DISMISS') {
      state = { value: 'idle', device: null, request: null, removed: null };
    }
    states.push(state);
  });
  return { states, invocations };
}

describe('deviceRemoval: generated paths run on the machine', () => {
  eachGeneratedPath(model, paths, runOnce, (path, run) => {
    const spec = specOf(path);
    expectStates<DeviceRemovalContext, Omit<SpecState, 'value'>>(
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
    states: ['idle', 'confirming', 'removed'],
    transitions: 5,
  });

  it('selectDeviceRemovalScreen names every state the screen shows', () => {
    const seen = new Map(
      paths.flatMap((path) =>
        path.steps.map(
          ({ state }) => [stateValueToString(state.value), selectDeviceRemovalScreen(state)] as const,
        ),
      ),
    );
    expect(Object.fromEntries(seen)).toEqual({ idle: 'idle', confirming: 'confirming', removed: 'removed' });
  });
});

describe('deviceRemoval: only a removed device ends the removal', () => {
  it('a changed profile, a sign-up token or a token set is not a removed device', () => {
    expect(isRemovedDevice(REMOVED)).toBe(true);
    expect(isRemovedDevice(CHANGED)).toBe(false);
    expect(isRemovedDevice({ signup_token: 'signup-token-1' })).toBe(false);
    expect(isRemovedDevice(TOKENS)).toBe(false);
  });

  it('the code goes to the account’s e-mail address, else to its phone', () => {
    expect(
      removalCodeRequest(
        { email: 'asha@example.com', phone_extension: '+91', phone_number: '9876543210' },
        PHONE,
      ),
    ).toEqual({
      purpose: 'device',
      channel: 'email',
      email: 'asha@example.com',
      device_id: PHONE.id,
    });
    expect(
      removalCodeRequest({ email: null, phone_extension: '+91', phone_number: '9876543210' }, PHONE),
    ).toEqual({
      purpose: 'device',
      channel: 'phone',
      phone_extension: '+91',
      phone_number: '9876543210',
      device_id: PHONE.id,
    });
  });

  it('cancelling after the code was asked for changes nothing, and a new removal starts afresh', async () => {
    const run = await runPath(
      model,
      pathFromEvents(model, 'the devices list', [EVENTS.removePhone, EVENTS.cancel, EVENTS.removeLaptop]),
    );
    expect(run.failure).toBeNull();
    expect(run.context).toMatchObject({ device: { device: 'Windows' }, removed: null });
    expect(run.invocations.map((invocation) => invocation.id)).toEqual(['otp', 'otp']);
  });
});
