import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import type { UnlockConfiguration, UnlockMethod, UnlockRequest } from '../../contracts/ums.ts';
import { selectUnlockScreen, unlockInput } from '../../machines/accountUnlock.machine.ts';
import type { AccountUnlockContext } from '../../machines/accountUnlock.types.ts';
import type { FlowError } from '../../machines/flowError.ts';
import {
  generatePaths,
  type ModelPath,
  memoizedRunner,
  pathFromEvents,
  runPath,
  stateValueToString,
} from '../../scripts/paths/graphCoverage.ts';
import { eachGeneratedPath, expectStates } from './eachGeneratedPath.ts';
import { expectFullCoverage } from './expectFullCoverage.ts';
import { accountUnlockModel as model, SERVER_MESSAGE, USERNAME } from './models/accountUnlock.model.ts';

const paths = generatePaths(model);
const runOnce = memoizedRunner(model);

// ---------------------------------------------------------------------------------------------
// Account unlock as an oracle (issue 13; SPEC section 7, unlock configurations/email-link/OTP/
// resend). With a link's token the token is redeemed at once: unlocked, or a dead link that leads
// back to the form. The form needs the store's configuration (a failure can be retried); a send
// needs an e-mail or phone and a method the store allows, else nothing is sent and the address is
// kept with its problem. A link sent waits for the mailbox; a code sent waits for the code, which
// must be six digits before it is checked. Either may be sent again while resends are left; a
// failure keeps the step's page with the server's reason.

type Value =
  | 'loading'
  | 'loadFailed'
  | 'choosing'
  | 'sending'
  | 'linkSent'
  | 'codeSent'
  | 'resending'
  | 'verifying'
  | 'redeemingLink'
  | 'linkFailed'
  | 'unlocked';

interface SpecState {
  value: Value;
  username: string;
  configuration: UnlockConfiguration | null;
  method: UnlockMethod | null;
  request: UnlockRequest | null;
  error: FlowError | null;
}

const serverError = (error: unknown): FlowError => {
  const { status, message } = error as { status: number; message?: string };
  if (status === 0) return { kind: 'network' };
  if (status === 429) return { kind: 'rateLimited' };
  return { kind: 'failed', message: message ?? null };
};

function specOf(path: ModelPath): SpecState[] {
  const linkScenario = path.scenario === 'an e-mailed link';
  let s: SpecState = {
    value: linkScenario ? 'redeemingLink' : 'loading',
    username: linkScenario ? '' : USERNAME,
    configuration: null,
    method: null,
    request: null,
    error: null,
  };
  const states: SpecState[] = [];
  const afterSent = (): Value => (s.method === 'email_link' ? 'linkSent' : 'codeSent');
  for (const { event } of path.steps) {
    const e = event as EventObject & {
      output?: unknown;
      error?: unknown;
      method?: UnlockMethod;
      username?: string;
      otp?: string;
    };
    switch (`${s.value} ${e.type}`) {
      case 'loading xstate.done.actor.loadConfiguration':
        s = { ...s, value: 'choosing', configuration: e.output as UnlockConfiguration, error: null };
        break;
      case 'loading xstate.error.actor.loadConfiguration':
        s = { ...s, value: 'loadFailed', error: serverError(e.error) };
        break;
      case 'loadFailed RETRY':
        s = { ...s, value: 'loading' };
        break;
      case 'choosing SEND': {
        const allowed = s.configuration?.methods.includes(e.method as UnlockMethod) ?? false;
        const typed = e.username ?? '';
        const problems = unlockInput(typed);
        if (allowed && Object.keys(problems.fields).length === 0) {
          s = { ...s, value: 'sending', username: typed.trim(), method: e.method ?? null, error: null };
        } else {
          s = { ...s, username: typed, error: problems };
        }
        break;
      }
      case 'sending xstate.done.actor.sendUnlock':
        s = { ...s, value: afterSent(), request: e.output as UnlockRequest };
        break;
      case 'sending xstate.error.actor.sendUnlock':
        s = { ...s, value: 'choosing', error: serverError(e.error) };
        break;
      case 'linkSent RESEND':
      case 'codeSent RESEND':
        if ((s.request?.resends_left ?? 0) > 0) s = { ...s, value: 'resending', error: null };
        break;
      case 'linkSent START_OVER':
      case 'codeSent START_OVER':
        s = { ...s, value: 'choosing', request: null, error: null };
        break;
      case 'codeSent VERIFY':
        s = /^\d{6}$/.test(e.otp ?? '')
          ? { ...s, value: 'verifying', error: null }
          : { ...s, error: { kind: 'invalidCode' } };
        break;
      case 'resending xstate.done.actor.resendUnlock':
        s = { ...s, value: afterSent(), request: e.output as UnlockRequest };
        break;
      case 'resending xstate.error.actor.resendUnlock':
        s = { ...s, value: afterSent(), error: serverError(e.error) };
        break;
      case 'verifying xstate.done.actor.verifyUnlockCode':
      case 'redeemingLink xstate.done.actor.redeemLink':
        s = { ...s, value: 'unlocked', error: null };
        break;
      case 'verifying xstate.error.actor.verifyUnlockCode':
        s = { ...s, value: 'codeSent', error: serverError(e.error) };
        break;
      case 'redeemingLink xstate.error.actor.redeemLink':
        s = { ...s, value: 'linkFailed', error: serverError(e.error) };
        break;
      case 'linkFailed START_OVER':
        s = { ...s, value: 'loading' };
        break;
    }
    states.push(s);
  }
  return states;
}

describe('accountUnlock: generated paths run on the machine', () => {
  eachGeneratedPath(model, paths, runOnce, (path, run) => {
    expectStates<AccountUnlockContext, Omit<SpecState, 'value'>>(path, run, specOf(path), (context) => ({
      username: context.username,
      configuration: context.configuration,
      method: context.method,
      request: context.request,
      error: context.error,
    }));
  });

  expectFullCoverage({
    model,
    paths,
    run: runOnce,
    states: [
      'start',
      'loading',
      'loadFailed',
      'choosing',
      'sending',
      'linkSent',
      'codeSent',
      'resending',
      'verifying',
      'redeemingLink',
      'linkFailed',
      'unlocked',
    ],
    transitions: 25,
  });

  it('selectUnlockScreen names every state the screen shows', () => {
    const seen = new Map(
      paths.flatMap((path) =>
        path.steps.map(({ state }) => [stateValueToString(state.value), selectUnlockScreen(state)] as const),
      ),
    );
    expect(Object.fromEntries(seen)).toEqual({
      loading: 'loading',
      loadFailed: 'loadFailed',
      choosing: 'form',
      sending: 'sending',
      linkSent: 'linkSent',
      codeSent: 'codeSent',
      resending: 'resending',
      verifying: 'verifying',
      redeemingLink: 'redeeming',
      linkFailed: 'linkFailed',
      unlocked: 'unlocked',
    });
  });
});

describe('accountUnlock: journeys', () => {
  it('a code sent, resent until none are left, then typed, unlocks', async () => {
    const run = await runPath(
      model,
      pathFromEvents(model, 'the unlock form', [
        'xstate.done.actor.loadConfiguration (both methods)',
        'SEND (code)',
        'xstate.done.actor.sendUnlock (sent)',
        'RESEND',
        'xstate.done.actor.resendUnlock (sent again, none left)',
        'RESEND',
        'VERIFY (123456)',
        'xstate.done.actor.verifyUnlockCode (unlocked)',
      ]),
    );
    expect(run.failure).toBeNull();
    expect(run.context).toMatchObject({ username: USERNAME, method: 'otp', error: null });
  });

  it('a store that allows codes only sends no link; the address is kept', async () => {
    const run = await runPath(
      model,
      pathFromEvents(model, 'the unlock form', [
        'xstate.done.actor.loadConfiguration (codes only)',
        'SEND (link)',
      ]),
    );
    expect(run.failure).toBeNull();
    expect(run.context).toMatchObject({ username: USERNAME, method: null });
  });

  it('a refused resend keeps the code form with the server’s reason', async () => {
    const run = await runPath(
      model,
      pathFromEvents(model, 'the unlock form', [
        'xstate.done.actor.loadConfiguration (both methods)',
        'SEND (code)',
        'xstate.done.actor.sendUnlock (sent)',
        'RESEND',
        'xstate.error.actor.resendUnlock (too soon)',
      ]),
    );
    expect(run.failure).toBeNull();
    expect(run.context).toMatchObject({ error: { kind: 'rateLimited' } });
    expect(SERVER_MESSAGE).toMatch(/wait/);
  });
});
