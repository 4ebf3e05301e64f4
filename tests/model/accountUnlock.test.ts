import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import type { UnlockConfiguration, UnlockMethod, UnlockRequest } from '../../contracts/ums.ts';
import { selectUnlockScreen, unlockInput } from '../../machines/auth/accountUnlock.machine.ts';
import type { AccountUnlockContext } from '../../machines/auth/accountUnlock.types.ts';
import type { FlowError } from '../../machines/shared/flowError.ts';
import {
  type ModelPath,
  memoizedRunner,
  pathFromEvents,
  runPath,
  stateValueToString,
} from '../../scripts/paths/graphCoverage.ts';
import { boundedPaths } from './boundedPaths.ts';
import { eachGeneratedPath, expectStates } from './eachGeneratedPath.ts';
import { expectFullCoverage } from './expectFullCoverage.ts';
import {
  EVENTS,
  accountUnlockModel as model,
  NAMED_WAIT,
  SENT,
  USERNAME,
} from './models/accountUnlock.model.ts';

const paths = boundedPaths(model);
const runOnce = memoizedRunner(model);

// ---------------------------------------------------------------------------------------------
// Account unlock as an oracle (SPEC section 7, unlock configurations/email-link/OTP/
// resend; the form starts empty, as no sign-in answer names a locked account any more,
// and the link normally comes from the mail the lock sent). With a link's token the token is
// redeemed at once: unlocked, or a dead link that leads
// back to the form. The form needs the store's configuration (a failure can be retried); a send
// needs an e-mail or phone and a method the store allows, else nothing is sent and the address is
// kept with its problem. A link sent waits for the mailbox; a code sent waits for the code, which
// must be six digits before it is checked. Either may be sent again while resends are left, once
// the answer's resend_in has been counted down (a new countdown each time one starts, null once
// over); a resend refused with a named wait (429, Retry-After) counts that wait down, any other
// failure leaves the resend offered. A wrong code typed during the countdown starts it again.
// A failure keeps the step's page with the server's reason.

type Value =
  | 'loading'
  | 'loadFailed'
  | 'choosing'
  | 'sending'
  | 'linkSent.waiting'
  | 'linkSent.resendable'
  | 'codeSent.waiting'
  | 'codeSent.resendable'
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
  wait: { seconds: number } | null;
}

const serverError = (error: unknown): FlowError => {
  const { status, message, retryAfter } = error as { status: number; message?: string; retryAfter?: number };
  if (status === 0) return { kind: 'network' };
  if (status === 429) return retryAfter ? { kind: 'rateLimited', retryAfter } : { kind: 'rateLimited' };
  return { kind: 'failed', message: message ?? null };
};

/** Runs a hand-written path from the unlock form through `events`; it must pass. */
async function runFromTheForm(events: string[]) {
  const run = await runPath(model, pathFromEvents(model, 'the unlock form', events));
  expect(run.failure).toBeNull();
  return { context: run.context, state: stateValueToString(run.path.steps.at(-1)?.state.value ?? '') };
}

function specOf(path: ModelPath): SpecState[] {
  const linkScenario = path.scenario === 'an e-mailed link';
  let s: SpecState = {
    value: linkScenario ? 'redeemingLink' : 'loading',
    username: '',
    configuration: null,
    method: null,
    request: null,
    error: null,
    wait: null,
  };
  const states: SpecState[] = [];
  const sentPage = (sub: 'waiting' | 'resendable'): Value =>
    s.method === 'email_link' ? `linkSent.${sub}` : `codeSent.${sub}`;
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
      case 'sending xstate.done.actor.sendUnlock': {
        const request = e.output as UnlockRequest;
        s = { ...s, value: sentPage('waiting'), request, wait: { seconds: request.resend_in } };
        break;
      }
      case 'sending xstate.error.actor.sendUnlock':
        s = { ...s, value: 'choosing', error: serverError(e.error) };
        break;
      case 'linkSent.waiting xstate.after.resendDelay.accountUnlock.linkSent.waiting':
      case 'codeSent.waiting xstate.after.resendDelay.accountUnlock.codeSent.waiting':
        s = { ...s, value: sentPage('resendable'), wait: null };
        break;
      case 'linkSent.resendable RESEND':
      case 'codeSent.resendable RESEND':
        if ((s.request?.resends_left ?? 0) > 0) s = { ...s, value: 'resending', error: null };
        break;
      case 'linkSent.waiting START_OVER':
      case 'linkSent.resendable START_OVER':
      case 'codeSent.waiting START_OVER':
      case 'codeSent.resendable START_OVER':
        s = { ...s, value: 'choosing', request: null, error: null, wait: null };
        break;
      case 'codeSent.waiting VERIFY':
      case 'codeSent.resendable VERIFY':
        s = /^\d{6}$/.test(e.otp ?? '')
          ? { ...s, value: 'verifying', error: null }
          : { ...s, error: { kind: 'invalidCode' } };
        break;
      case 'resending xstate.done.actor.resendUnlock': {
        const request = e.output as UnlockRequest;
        s = { ...s, value: sentPage('waiting'), request, wait: { seconds: request.resend_in } };
        break;
      }
      case 'resending xstate.error.actor.resendUnlock': {
        const error = serverError(e.error);
        s =
          error.kind === 'rateLimited' && error.retryAfter
            ? { ...s, value: sentPage('waiting'), error, wait: { seconds: error.retryAfter } }
            : { ...s, value: sentPage('resendable'), error };
        break;
      }
      case 'verifying xstate.done.actor.verifyUnlockCode':
      case 'redeemingLink xstate.done.actor.redeemLink':
        s = { ...s, value: 'unlocked', error: null };
        break;
      case 'verifying xstate.error.actor.verifyUnlockCode':
        s =
          s.wait === null
            ? { ...s, value: 'codeSent.resendable', error: serverError(e.error) }
            : {
                ...s,
                value: 'codeSent.waiting',
                error: serverError(e.error),
                wait: { seconds: s.request?.resend_in ?? 0 },
              };
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
      wait: context.wait,
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
      'linkSent.waiting',
      'linkSent.resendable',
      'codeSent',
      'codeSent.waiting',
      'codeSent.resendable',
      'resending',
      'verifying',
      'redeemingLink',
      'linkFailed',
      'unlocked',
    ],
    transitions: 30,
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
      'linkSent.waiting': 'linkSent',
      'linkSent.resendable': 'linkSent',
      'codeSent.waiting': 'codeSent',
      'codeSent.resendable': 'codeSent',
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
    const run = await runFromTheForm([
      'xstate.done.actor.loadConfiguration (both methods)',
      'SEND (code)',
      'xstate.done.actor.sendUnlock (sent)',
      EVENTS.codeCountdownOver,
      'RESEND',
      'xstate.done.actor.resendUnlock (sent again, none left)',
      EVENTS.codeCountdownOver,
      'RESEND',
      'VERIFY (123456)',
      'xstate.done.actor.verifyUnlockCode (unlocked)',
    ]);
    expect(run.context).toMatchObject({ username: USERNAME, method: 'otp', error: null });
  });

  it('a store that allows codes only sends no link; the address is kept', async () => {
    const run = await runFromTheForm(['xstate.done.actor.loadConfiguration (codes only)', 'SEND (link)']);
    expect(run.context).toMatchObject({ username: USERNAME, method: null });
  });

  it('RESEND is ignored while the resend countdown runs; the countdown is the answer’s resend_in', async () => {
    const run = await runFromTheForm([
      'xstate.done.actor.loadConfiguration (both methods)',
      'SEND (code)',
      'xstate.done.actor.sendUnlock (sent)',
      'RESEND',
    ]);
    expect(run.state).toBe('codeSent.waiting');
    expect(run.context).toMatchObject({ wait: { seconds: SENT.resend_in } });
  });

  it('a resend refused with a named wait counts that wait down, then offers the resend again', async () => {
    const run = await runFromTheForm([
      'xstate.done.actor.loadConfiguration (both methods)',
      'SEND (link)',
      'xstate.done.actor.sendUnlock (sent)',
      EVENTS.linkCountdownOver,
      'RESEND',
      EVENTS.resendTooSoon,
    ]);
    expect(run.state).toBe('linkSent.waiting');
    expect(run.context).toMatchObject({
      error: { kind: 'rateLimited', retryAfter: NAMED_WAIT },
      wait: { seconds: NAMED_WAIT },
    });
  });

  it('a resend that got no answer keeps the code form with the resend offered', async () => {
    const run = await runFromTheForm([
      'xstate.done.actor.loadConfiguration (both methods)',
      'SEND (code)',
      'xstate.done.actor.sendUnlock (sent)',
      EVENTS.codeCountdownOver,
      'RESEND',
      EVENTS.resendOffline,
    ]);
    expect(run.state).toBe('codeSent.resendable');
    expect(run.context).toMatchObject({ error: { kind: 'network' }, wait: null });
  });
});
